import { DataSource, EntityManager } from 'typeorm';
import { Activo } from './activo.entity';
import { ActivoSecuencia } from './activo-secuencia.entity';
import { deCompania, porCompania } from '../common/tenancy';
import { rawTable } from '../database/raw-rows';
import { SqlPorForma } from '../database/sql-por-forma';

export const formatoCodigo = (numero: number) => `ACT-${String(numero).padStart(6, '0')}`;

/** Per data source, the companies whose counter row exists: ids are never reused, nor is a counter row deleted but with its company. */
const CON_SECUENCIA = new WeakMap<DataSource, Set<number>>();

/** Makes sure the company has a counter row, once per company and process; a concurrent insert of the same row is harmless. */
export async function asegurarSecuencia(manager: EntityManager, companiaId: number): Promise<void> {
  let conocidas = CON_SECUENCIA.get(manager.connection);
  if (!conocidas) CON_SECUENCIA.set(manager.connection, (conocidas = new Set()));
  if (conocidas.has(companiaId)) return;
  if (!(await manager.existsBy(ActivoSecuencia, deCompania(companiaId)))) {
    try {
      await manager.insert(ActivoSecuencia, { companiaId, ultimo: 0 });
    } catch (error) {
      if (!(await manager.existsBy(ActivoSecuencia, deCompania(companiaId)))) throw error;
    }
  }
  conocidas.add(companiaId);
}

/**
 * The next free code of the company, advancing its counter with an atomic UPDATE
 * inside the caller's transaction, so concurrent creates never get the same code.
 * Codes typed by hand that collide with the sequence are skipped.
 */
export async function siguienteCodigo(manager: EntityManager, companiaId: number): Promise<string> {
  for (;;) {
    const codigo = formatoCodigo(await avanzarSecuencia(manager, companiaId, 1));
    if (!(await codigoOcupado(manager, companiaId, codigo))) return codigo;
  }
}

const OCUPADO = new SqlPorForma();

/**
 * Whether another asset of the company (not `salvo`) has `codigo`: asked on every create and code change, its SQL
 * built once (SqlPorForma) and read as a raw table in `manager`'s transaction; a code is unique in its company, so one row at most.
 */
export async function codigoOcupado(manager: EntityManager, companiaId: number, codigo: string, salvo?: number): Promise<boolean> {
  const consulta = porCompania(manager.createQueryBuilder(Activo, 'a'), 'a', companiaId).select('a.id', 'id').andWhere('a.codigo = :codigo', { codigo });
  if (salvo !== undefined) consulta.andWhere('a.id <> :salvo', { salvo });
  const { rows } = await rawTable(OCUPADO.sql(salvo === undefined ? 'código' : 'código de otro', consulta), manager);
  return rows.length > 0;
}

/**
 * Advances the company's counter by `cantidad` with one atomic UPDATE that answers the new last number (RETURNING;
 * OUTPUT on SQL Server): one trip, not an UPDATE and a read.
 */
async function avanzarSecuencia(manager: EntityManager, companiaId: number, cantidad: number): Promise<number> {
  const { driver } = manager.connection;
  const tabla = driver.escape(manager.connection.getMetadata(ActivoSecuencia).tableName);
  const suma = `ultimo = ultimo + ${Math.trunc(cantidad)}, ${driver.escape('updatedAt')} = CURRENT_TIMESTAMP`;
  const donde = `${driver.escape('companiaId')} = ${driver.createParameter('companiaId', 0)}`;
  const sql =
    manager.connection.options.type === 'mssql' ? `UPDATE ${tabla} SET ${suma} OUTPUT INSERTED.ultimo WHERE ${donde}` : `UPDATE ${tabla} SET ${suma} WHERE ${donde} RETURNING ultimo`;
  // Always inside the caller's transaction: the number is the caller's once it commits.
  const { records } = await manager.queryRunner!.query(sql, [companiaId], true);
  if (!records.length) throw new Error(`La compañía #${companiaId} no tiene contador de códigos (asegurarSecuencia)`);
  return Number(records[0].ultimo);
}

/**
 * Hands out codes for a bulk import: numbers are reserved in blocks (each block in
 * its own short transaction, so concurrent creates never get them), and codes
 * already in use are skipped. `devolverSobrantes` gives back what the import did not
 * use, so the next asset's code follows the last imported one.
 */
export class ReservaCodigos {
  private siguiente = 1;
  private hasta = 0;

  constructor(
    private readonly dataSource: { transaction<T>(run: (manager: EntityManager) => Promise<T>): Promise<T> },
    private readonly companiaId: number,
    private readonly ocupados: Set<string>,
    private readonly bloque = 500,
  ) {}

  /**
   * Moves the counter back to the last number handed out, unless another create took a number
   * meanwhile (the counter is no longer where this reservation left it): then the rest stays a
   * gap, never a duplicate.
   */
  async devolverSobrantes(): Promise<void> {
    if (this.siguiente > this.hasta) return;
    const reservado = this.hasta;
    await this.dataSource.transaction((manager) =>
      manager
        .createQueryBuilder()
        .update(ActivoSecuencia)
        .set({ ultimo: this.siguiente - 1 })
        .where(deCompania(this.companiaId, { ultimo: reservado }))
        .execute(),
    );
    this.hasta = this.siguiente - 1;
  }

  async tomar(): Promise<string> {
    for (;;) {
      if (this.siguiente > this.hasta) {
        this.hasta = await this.dataSource.transaction((manager) => avanzarSecuencia(manager, this.companiaId, this.bloque));
        this.siguiente = this.hasta - this.bloque + 1;
      }
      const codigo = formatoCodigo(this.siguiente++);
      if (!this.ocupados.has(codigo)) {
        this.ocupados.add(codigo);
        return codigo;
      }
    }
  }
}

/** The code the next create would get, without taking it. */
export async function proximoCodigo(manager: EntityManager, companiaId: number): Promise<string> {
  let numero = ((await manager.findOneBy(ActivoSecuencia, deCompania(companiaId)))?.ultimo ?? 0) + 1;
  while (await codigoOcupado(manager, companiaId, formatoCodigo(numero))) numero++;
  return formatoCodigo(numero);
}
