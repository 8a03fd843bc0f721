import type { Database, Statement } from 'better-sqlite3';
import { EntityManager, EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
// Internal TypeORM paths: package.json pins typeorm to an exact version; check them when it changes.
import { Driver } from 'typeorm/driver/Driver';
import { consultaPreparada } from './consulta-preparada';
import type { SqlConParametros } from './sql-por-forma';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** A query's rows as arrays, each value at the index of its selection's name in `columns`. */
export interface RawTable {
  columns: string[];
  rows: unknown[][];
}

/**
 * The rows of `query` (a query builder, or SQL with its parameters) as arrays. On the embedded SQLite they come
 * straight from better-sqlite3 in its array mode: the row objects it builds otherwise (and getRawMany asks for) cost
 * as much as the query itself at 100,000 assets, all of it on the event loop. SQL built once for its shape runs prepared
 * on PostgreSQL, its rows as arrays (consultaPreparada), in `manager`'s transaction when given (SQLite has one connection).
 * Elsewhere the driver's rows, as arrays.
 */
export async function rawTable(query: SelectQueryBuilder<ObjectLiteral> | SqlConParametros, manager?: EntityManager): Promise<RawTable> {
  const dataSource = 'dataSource' in query ? query.dataSource : query.connection;
  const driver = dataSource.driver as Driver & { databaseConnection?: Database };
  if (driver.options.type === 'better-sqlite3' && driver.databaseConnection) {
    // The parameters come converted for SQLite (dates as text, booleans as 1/0), as TypeORM binds them.
    const [sql, parameters] = 'dataSource' in query ? [query.sql, query.parameters] : query.getQueryAndParameters();
    const { statement, columns } = compiled(driver.databaseConnection, sql);
    return { columns, rows: statement.all(...parameters) as unknown[][] };
  }
  if ('dataSource' in query) {
    const preparada = await consultaPreparada(manager ?? dataSource, query.sql, query.parameters, 'array');
    if (preparada) return { columns: preparada.fields.map((field) => field.name), rows: preparada.rows as unknown[][] };
  }
  const objects: Record<string, unknown>[] = 'dataSource' in query ? await (manager ?? dataSource).query(query.sql, query.parameters) : await query.getRawMany();
  return { columns: objects.length ? Object.keys(objects[0]) : [], rows: objects.map((object) => Object.values(object)) };
}

/** Statements compiled per connection, by SQL text: the same page or row read compiles once (bindIntegers keeps ids out of the text). */
const STATEMENTS = new WeakMap<Database, Map<string, { statement: Statement; columns: string[] }>>();
const MAX_STATEMENTS = 200;

function compiled(connection: Database, sql: string): { statement: Statement; columns: string[] } {
  let cache = STATEMENTS.get(connection);
  if (!cache) STATEMENTS.set(connection, (cache = new Map()));
  let entry = cache.get(sql);
  if (entry) {
    // Least recently used last: a statement every request runs is never the one dropped.
    cache.delete(sql);
  } else {
    const statement = connection.prepare(sql).raw(true);
    entry = { statement, columns: statement.columns().map((column) => column.name) };
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
  }
  cache.set(sql, entry);
  return entry;
}

/** Strings and integers come from the driver as they are; only the other columns need converting. */
const AS_IS = new Set(['String', 'Number', 'varchar', 'nvarchar', 'text', 'integer', 'int']);

interface Field {
  index: number;
  column: ColumnMetadata;
  convert: ((value: unknown) => unknown) | null;
}

/** How fieldReader hands dates over: as Date objects, or as the ISO text an answer sends (`iso`). */
export type FechasLeidas = 'Date' | 'iso';

/**
 * SQLite's text of a date as TypeORM writes it (UTC, `YYYY-MM-DD HH:MM:SS.SSS`) or as CURRENT_TIMESTAMP does (no
 * milliseconds): its ISO form by rearranging the text, with no Date parsed and printed again.
 */
const TEXTO_SQLITE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})?$/;

function isoDeTexto(value: string): string | undefined {
  if (!TEXTO_SQLITE.test(value)) return undefined;
  return `${value.slice(0, 10)}T${value.slice(11, 19)}${value.length === 23 ? value.slice(19) : '.000'}Z`;
}

/** A hydrated date as JSON.stringify writes it (an invalid one as null). */
const comoEnJson = (fecha: unknown) => (fecha instanceof Date ? (Number.isNaN(fecha.getTime()) ? null : fecha.toISOString()) : fecha);

/** The entity's columns among `columns` (selected as `alias`), each with how its raw value becomes the entity's. */
function camposDeLaTabla(metadata: EntityMetadata, driver: Driver, alias: string, columns: string[], fechas: FechasLeidas): Field[] {
  const fields: Field[] = [];
  for (const column of metadata.columns) {
    const index = columns.indexOf(`${alias}_${column.databaseName}`);
    if (index < 0) continue;
    const type = typeof column.type === 'function' ? column.type.name : String(column.type);
    const hidratar = (value: unknown) => driver.prepareHydratedValue(value, column);
    let convert: Field['convert'] = column.transformer || !AS_IS.has(type) ? hidratar : null;
    if (fechas === 'iso' && type === 'Date' && !column.transformer) {
      convert = (value) => (typeof value === 'string' && isoDeTexto(value)) || comoEnJson(hidratar(value));
    }
    fields.push({ index, column, convert });
  }
  return fields;
}

/**
 * Reads the fields of the entity selected as `alias` out of a RawTable's rows into new objects, converted
 * as TypeORM's hydration would (dates, booleans, decimals through their transformers). For reads of tens of
 * thousands of rows: it skips getMany()'s relation bookkeeping, which dominates at that size, works out once
 * per table which columns are the entity's, and converts only those that need it.
 *
 * With `fechas: 'iso'` the dates come as the ISO text JSON would write for them, for rows that only go into an answer:
 * JSON.stringify leaves its fast path at every object with a toJSON, so a page of 25 assets with eight dates each took
 * three times as long to serialise (docs/rendimiento.md).
 */
export function fieldReader<T extends ObjectLiteral>(
  metadata: EntityMetadata,
  driver: Driver,
  alias: string,
  columns: string[],
  fechas: FechasLeidas = 'Date',
): (row: unknown[]) => T {
  const fields = camposDeLaTabla(metadata, driver, alias, columns, fechas);
  return (row) => {
    const entity: ObjectLiteral = {};
    for (const { index, column, convert } of fields) {
      const value = row[index];
      entity[column.propertyName] = convert && value !== null ? convert(value) : value;
    }
    return entity as T;
  };
}

/** A value as JSON.stringify writes it inside an object; numbers, the most frequent after text, without the call. */
const enJson = (value: unknown): string =>
  value === null || value === undefined ? 'null' : typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'null') : JSON.stringify(value);

/** What jsonWriter gives for a row: its fields' members as JSON text, and a field's value for what an answer derives from it. */
export interface EscritorJson {
  /** `"prop":value,…` of the row's fields, in the entity's order, with no braces: the answer adds its own members. */
  miembros(row: unknown[]): string;
  /** The value the row's field `propiedad` has in the answer (converted as fieldReader converts it). */
  valor(row: unknown[], propiedad: string): unknown;
}

/**
 * The fields fieldReader would read, written straight to JSON text with the same conversions: the rows of an answer that
 * only goes out (a list's page, an asset opened) are never built as objects and serialised again. Building 25 objects of
 * 60 fields and their JSON cost a page three to four times what writing the text does (docs/rendimiento.md).
 */
export function jsonWriter(metadata: EntityMetadata, driver: Driver, alias: string, columns: string[]): EscritorJson {
  const fields = camposDeLaTabla(metadata, driver, alias, columns, 'iso');
  const claves = fields.map(({ column }, i) => `${i ? ',' : ''}${JSON.stringify(column.propertyName)}:`);
  const porPropiedad = new Map(fields.map((field) => [field.column.propertyName, field]));
  const convertido = ({ index, convert }: Field, row: unknown[]) => {
    const value = row[index];
    return convert && value !== null ? convert(value) : value;
  };
  return {
    miembros: (row) => {
      let texto = '';
      for (let i = 0; i < fields.length; i++) texto += claves[i] + enJson(convertido(fields[i], row));
      return texto;
    },
    valor: (row, propiedad) => {
      const field = porPropiedad.get(propiedad);
      return field ? convertido(field, row) : undefined;
    },
  };
}
