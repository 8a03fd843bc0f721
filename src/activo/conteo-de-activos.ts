import { DataSource } from 'typeorm';
import type { ListQuery } from '../common/list-query';
import type { FiltroBajas } from './exportacion/activo-filtros';

/** What each `bajas` choice counts of a company's row of activo_conteo. */
const COLUMNA: Record<FiltroBajas, string> = { excluir: 'vigentes', solo: '"deBaja"', incluir: 'vigentes + "deBaja"' };

/**
 * Whether `list` asks for every asset of the company (as its `bajas` says), with no filter or search: then its total
 * is read from activo_conteo, which the database keeps (ActivoConteo), not counted (docs/rendimiento.md).
 */
export const totalContado = (list: Pick<ListQuery, 'filters' | 'search'>): boolean => !list.filters.length && !list.search;

/** The kept count of the company (parameter `companiaConteo`) as `bajas` says, as a scalar subquery. */
export const conteoSql = (bajas: FiltroBajas): string => `COALESCE((SELECT ${COLUMNA[bajas]} FROM activo_conteo WHERE "companiaId" = :companiaConteo), 0)`;

/** The kept count of the company as `bajas` says, read on its own (a page past the last one carries no total). */
export async function leerConteo(dataSource: DataSource, companiaId: number, bajas: FiltroBajas): Promise<number> {
  const [sql, parametros] = dataSource.driver.escapeQueryWithParameters(`SELECT ${conteoSql(bajas)} AS total`, { companiaConteo: companiaId }, {});
  const [{ total }] = await dataSource.query<Array<{ total: number | string }>>(sql, parametros);
  return Number(total);
}
