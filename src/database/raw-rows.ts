import type { Database } from 'better-sqlite3';
import { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
// Internal TypeORM paths: package.json pins typeorm to an exact version; check them when it changes.
import { Driver } from 'typeorm/driver/Driver';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** A query's rows as arrays, each value at the index of its selection's name in `columns`. */
export interface RawTable {
  columns: string[];
  rows: unknown[][];
}

/**
 * The rows of `query` as arrays. On the embedded SQLite they come straight from better-sqlite3 in its array
 * mode: the row objects it builds otherwise (and getRawMany asks for) cost as much as the query itself at
 * 100,000 assets, all of it on the event loop. Elsewhere getRawMany's rows, as arrays.
 */
export async function rawTable(query: SelectQueryBuilder<ObjectLiteral>): Promise<RawTable> {
  const driver = query.connection.driver as Driver & { databaseConnection?: Database };
  if (driver.options.type === 'better-sqlite3' && driver.databaseConnection) {
    // The parameters come converted for SQLite (dates as text, booleans as 1/0), as TypeORM binds them.
    const [sql, parameters] = query.getQueryAndParameters();
    const statement = driver.databaseConnection.prepare(sql).raw(true);
    return { columns: statement.columns().map((column) => column.name), rows: statement.all(...parameters) as unknown[][] };
  }
  const objects = await query.getRawMany<Record<string, unknown>>();
  return { columns: objects.length ? Object.keys(objects[0]) : [], rows: objects.map((object) => Object.values(object)) };
}

/** Strings and integers come from the driver as they are; only the other columns need converting. */
const AS_IS = new Set(['String', 'Number', 'varchar', 'nvarchar', 'text', 'integer', 'int']);

interface Field {
  index: number;
  column: ColumnMetadata;
  convert: boolean;
}

/**
 * Reads the fields of the entity selected as `alias` out of a RawTable's rows into new objects, converted
 * as TypeORM's hydration would (dates, booleans, decimals through their transformers). For reads of tens of
 * thousands of rows: it skips getMany()'s relation bookkeeping, which dominates at that size, works out once
 * per table which columns are the entity's, and converts only those that need it.
 */
export function fieldReader<T extends ObjectLiteral>(metadata: EntityMetadata, driver: Driver, alias: string, columns: string[]): (row: unknown[]) => T {
  const fields: Field[] = [];
  for (const column of metadata.columns) {
    const index = columns.indexOf(`${alias}_${column.databaseName}`);
    if (index < 0) continue;
    const type = typeof column.type === 'function' ? column.type.name : String(column.type);
    fields.push({ index, column, convert: Boolean(column.transformer) || !AS_IS.has(type) });
  }
  return (row) => {
    const entity: ObjectLiteral = {};
    for (const { index, column, convert } of fields) {
      const value = row[index];
      entity[column.propertyName] = convert && value !== null ? driver.prepareHydratedValue(value, column) : value;
    }
    return entity as T;
  };
}
