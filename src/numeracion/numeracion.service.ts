import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { deCompania } from '../common/tenancy';
import { Numeracion } from './numeracion.entity';

/**
 * Numbers of the company's documents with no repeats and no gaps (docs/numeracion.md): a number exists only together with
 * the row of the document that carries it.
 */
@Injectable()
export class NumeracionService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs `registrar` in one transaction with the next number of the company's `serie`, for it to write the document
   * that carries it. The counter moves with an atomic UPDATE in that transaction: a concurrent caller waits for this
   * commit (PostgreSQL and SQL Server lock the counter's row until then, SQLite writes one transaction at a time) and
   * gets the number after. If `registrar` fails the counter rolls back with it, so nothing is skipped. Past `maximo` the
   * series is exhausted: 409. `registrar` writes only: on SQLite, a wait inside it for anything but the database (a
   * timer, a worker, the network) would let another request's statements into the one connection's transaction.
   */
  async conNumero<T>(companiaId: number, serie: string, maximo: number, registrar: (manager: EntityManager, numero: number) => Promise<T>): Promise<T> {
    await this.asegurarSerie(companiaId, serie);
    return this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(Numeracion)
        .set({ ultimo: () => 'ultimo + 1' })
        .where(deCompania(companiaId, { serie }))
        .execute();
      const { ultimo } = await manager.findOneByOrFail(Numeracion, deCompania(companiaId, { serie }));
      if (ultimo > maximo) throw new ConflictException(`La serie ${serie} llegó a su último número (${maximo.toLocaleString('es-PE')}): configure otra serie`);
      return registrar(manager, ultimo);
    });
  }

  /** The last number given in `serie` (0 before the first). */
  async ultimo(companiaId: number, serie: string): Promise<number> {
    return (await this.dataSource.manager.findOneBy(Numeracion, deCompania(companiaId, { serie })))?.ultimo ?? 0;
  }

  /**
   * The series' counter row, created before the transaction that numbers: inside it, a concurrent first insert would
   * abort the whole transaction on PostgreSQL. Two first callers at once: the loser finds the winner's row.
   */
  private async asegurarSerie(companiaId: number, serie: string): Promise<void> {
    const manager = this.dataSource.manager;
    if (await manager.existsBy(Numeracion, deCompania(companiaId, { serie }))) return;
    try {
      await manager.insert(Numeracion, { companiaId, serie, ultimo: 0 });
    } catch (error) {
      if (!(await manager.existsBy(Numeracion, deCompania(companiaId, { serie })))) throw error;
    }
  }
}
