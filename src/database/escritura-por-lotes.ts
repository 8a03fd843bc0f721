import { setImmediate as turnoDelBucle } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Rows a batch of a heavy write writes (or assets a batch of a move moves): on the synchronous SQLite, a few
 * milliseconds of the event loop (500 rows of inventario_activo in one INSERT: about 3 ms).
 */
export const FILAS_POR_LOTE = 500;

/** What a heavy write made of batches works with: EscrituraPorLotes.unidad. */
export interface UnidadPorLotes {
  /** For the reads between batches: the unit's transaction on the server databases; outside any transaction on SQLite. */
  manager: EntityManager;
  /** Whether the whole unit is one transaction (the server databases): what `manager` reads can be locked for it. */
  unaTransaccion: boolean;
  /** One batch, after a turn of the event loop: in the unit's transaction, or on SQLite in a short transaction of its own. */
  lote<T>(escribir: (manager: EntityManager) => Promise<T>): Promise<T>;
}

/**
 * The heavy writes (an inventory's close and its move, a year's close) in batches that share the event loop
 * (docs/rendimiento.md, "Escrituras pesadas por lotes"). The embedded SQLite runs every statement on the event loop, and a
 * transaction cannot span a pause there (its one connection would take other requests' statements into it: holdLoopWhile),
 * so one long transaction held every request of every company for its whole length: each batch is a short transaction,
 * with a turn of the loop before it. What makes the batches one operation is each caller's: a state that keeps the partial
 * work unread until a last short transaction shows it (the closes), or batches that each leave whole what they move (the
 * move). `filas` is the batch size: the suites make it small to watch the pauses.
 */
@Injectable()
export class EscrituraPorLotes {
  filas = FILAS_POR_LOTE;

  constructor(private readonly dataSource: DataSource) {}

  /** One turn of the event loop: the timers, I/O callbacks and requests waiting run before the next batch. */
  ceder(): Promise<void> {
    return turnoDelBucle();
  }

  /** `filas` in batches of `this.filas`; of fewer when each weighs `peso` plain rows (what it writes and reads), at least one. */
  *partir<T>(filas: readonly T[], peso = 1): Generator<T[]> {
    const tamano = Math.max(1, Math.floor(this.filas / peso));
    for (let inicio = 0; inicio < filas.length; inicio += tamano) yield filas.slice(inicio, inicio + tamano);
  }

  /** One batch in a short transaction of its own, after a turn of the loop. */
  async lote<T>(escribir: (manager: EntityManager) => Promise<T>): Promise<T> {
    await this.ceder();
    return this.dataSource.transaction(escribir);
  }

  /**
   * A write that is one transaction where the database allows it: on PostgreSQL and SQL Server the event loop is free
   * while a statement runs, so the batches share one transaction, with a turn of the loop before each; on SQLite each
   * batch is a short transaction of its own (lote).
   */
  unidad<T>(trabajo: (unidad: UnidadPorLotes) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type === 'better-sqlite3') {
      return trabajo({ manager: this.dataSource.manager, unaTransaccion: false, lote: (escribir) => this.lote(escribir) });
    }
    return this.dataSource.transaction((manager) =>
      trabajo({
        manager,
        unaTransaccion: true,
        lote: async (escribir) => {
          await this.ceder();
          return escribir(manager);
        },
      }),
    );
  }
}
