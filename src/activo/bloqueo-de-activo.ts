import { NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, FindOptionsRelations, ObjectLiteral } from 'typeorm';
import { porCompania } from '../common/tenancy';
import { Compania } from '../compania/compania.entity';
import { conBloqueoDeEscritura } from '../database/bloqueo-de-filas';
import { sqlTypesOf } from '../database/column-types';
import { fieldReader, rawTable } from '../database/raw-rows';
import { SqlPorForma } from '../database/sql-por-forma';
import type { CalculoIgv } from '../dominio/importes';
import { Activo } from './activo.entity';

/**
 * Locks the company's assets `ids` until `manager`'s transaction ends, and answers those found. Every write that
 * changes an asset's cost, dates or state (an improvement, a disposal and its reversal, an edit, a move, a
 * maintenance's estado) takes it before it reads what it decides on: of two writes of one asset the second waits and
 * reads what the first wrote, so a disposal never writes off a cost without an improvement recorded meanwhile. Taken
 * before the transaction inserts rows that reference the assets, in id order, so two of them never deadlock.
 */
export async function lockActivos(manager: EntityManager, companiaId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!manager.queryRunner?.isTransactionActive) throw new Error('lockActivos: sin transacción, el bloqueo no dura');
  const ordenados = [...new Set(ids)].sort((a, b) => a - b);
  const tamano = sqlTypesOf(manager.connection.options.type).maxParameters - 1;
  const encontrados = new Set<number>();
  for (let inicio = 0; inicio < ordenados.length; inicio += tamano) {
    const lote = ordenados.slice(inicio, inicio + tamano);
    const qb = porCompania(manager.createQueryBuilder(Activo, 'a'), 'a', companiaId).select('a.id', 'id').andWhere('a.id IN (:...lote)', { lote }).orderBy('a.id');
    for (const { id } of await conBloqueoDeEscritura(qb).getRawMany<{ id: number | string }>()) encontrados.add(Number(id));
  }
  return encontrados;
}

/** The column of the company's IGV rule in lockActivoConCalculoIgv's row. */
const REGLA = 'calculoIgvDeLaCompania';

/** The locked read's SQL per data source (each its own dialect), by the relations it joins. */
const SQL_DEL_BLOQUEO = new WeakMap<DataSource, SqlPorForma>();

/**
 * lockActivos of one asset, read as it stands (with `relations`) by the same locked query; 404 when it is not the
 * company's. An edit runs it on every save: one query, not a lock and then a read, its SQL built once per set of
 * relations (SqlPorForma) and read as a raw table in the transaction (prepared on PostgreSQL).
 */
export async function lockActivo(manager: EntityManager, companiaId: number, id: number, relations: FindOptionsRelations<Activo> = {}): Promise<Activo> {
  return (await leerBloqueado(manager, companiaId, id, relations, false)).activo;
}

/**
 * lockActivo with the company's IGV rule (CalculoIgv) read by the same query: an edit splits the amounts by it, and a
 * query of its own cost every save one more round trip to the database.
 */
export async function lockActivoConCalculoIgv(
  manager: EntityManager,
  companiaId: number,
  id: number,
  relations: FindOptionsRelations<Activo>,
): Promise<{ activo: Activo; calculoIgv: CalculoIgv }> {
  const { activo, calculoIgv } = await leerBloqueado(manager, companiaId, id, relations, true);
  return { activo, calculoIgv: calculoIgv as CalculoIgv };
}

async function leerBloqueado(manager: EntityManager, companiaId: number, id: number, relations: FindOptionsRelations<Activo>, conRegla: boolean) {
  if (!manager.queryRunner?.isTransactionActive) throw new Error('lockActivo: sin transacción, el bloqueo no dura');
  const unidas = Object.entries(relations)
    .filter(([, incluir]) => incluir)
    .map(([relacion]) => relacion);
  const qb = porCompania(manager.createQueryBuilder(Activo, 'a'), 'a', companiaId).andWhere('a.id = :id', { id });
  for (const relacion of unidas) qb.leftJoinAndSelect(`a.${relacion}`, relacion);
  // A subquery, not a join: the lock stays on the asset's row alone.
  if (conRegla) qb.addSelect((regla) => regla.select('c.calculoIgv').from(Compania, 'c').where(`c.id = ${qb.escape('a')}.${qb.escape('companiaId')}`), REGLA);
  let sqlPorForma = SQL_DEL_BLOQUEO.get(manager.connection);
  if (!sqlPorForma) SQL_DEL_BLOQUEO.set(manager.connection, (sqlPorForma = new SqlPorForma()));
  const forma = `bloqueo ${unidas.join(',')}${conRegla ? ' regla' : ''}`;
  const { columns, rows } = await rawTable(sqlPorForma.sql(forma, conBloqueoDeEscritura(qb, 'a')), manager);
  if (!rows.length) throw new NotFoundException('Activo no encontrado');
  const { driver } = manager.connection;
  const metadata = manager.connection.getMetadata(Activo);
  const activo = fieldReader<Activo>(metadata, driver, 'a', columns)(rows[0]);
  for (const relacion of unidas) {
    const destino = metadata.findRelationWithPropertyPath(relacion)!.inverseEntityMetadata;
    const unida = fieldReader<ObjectLiteral>(destino, driver, relacion, columns)(rows[0]);
    (activo as ObjectLiteral)[relacion] = unida.id == null ? null : unida;
  }
  return { activo, calculoIgv: conRegla ? rows[0][columns.indexOf(REGLA)] : undefined };
}
