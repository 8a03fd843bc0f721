import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
// Internal TypeORM paths: package.json pins typeorm to an exact version; check them when it changes.
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { ApplyValueTransformers } from 'typeorm/util/ApplyValueTransformers';

/**
 * Inserts plain rows with one multi-row INSERT per call, built from the entity's
 * metadata with the driver's own identifier quoting, parameter placeholders and
 * value conversion (dates, booleans, transformers), so it runs on SQLite,
 * PostgreSQL and SQL Server alike. The statement text depends only on the row
 * count and the columns the rows fill, so the driver reuses its prepared
 * statement from chunk to chunk. It skips the query builder's per-value
 * bookkeeping, which dominates a 10,000-row import; callers keep chunks under
 * the database's bound-parameter cap and fill every computed column themselves
 * (no entity listeners run). Answers the generated ids, in the order of `rows`.
 */
export async function bulkInsert<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: Partial<T>[]): Promise<number[]> {
  if (!rows.length) return [];
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  // A column that no row fills is left out unless it has a plain default to bind: the database
  // stores its own default (NULL or an SQL expression) all the same, and an import that maps
  // few fields binds far fewer parameters.
  const columns = metadata.columns.filter(
    (column) =>
      column.isInsert &&
      !column.isGenerated &&
      !column.isCreateDate &&
      !column.isUpdateDate &&
      ((column.default !== undefined && typeof column.default !== 'function') || rows.some((row) => row[column.propertyName] != null)),
  );
  const parameters: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = columns.map((column) => {
      parameters.push(persistentValue(driver, column, row));
      return driver.createParameter(`p${parameters.length - 1}`, parameters.length - 1);
    });
    return `(${placeholders.join(', ')})`;
  });
  const names = columns.map((column) => driver.escape(column.databaseName)).join(', ');
  const key = metadata.primaryColumns.find((column) => column.isGenerated);
  const id = key && driver.escape(key.databaseName);
  const insert = `INSERT INTO ${driver.escape(metadata.tableName)} (${names})`;
  const values = `VALUES ${tuples.join(', ')}`;
  // SQL Server refuses OUTPUT without INTO on a table with triggers (activo's, ActivoConteo): the keys go through a table variable.
  const sql = !id
    ? `${insert} ${values}`
    : manager.connection.options.type === 'mssql'
      ? `DECLARE @insertados TABLE (${id} int); ${insert} OUTPUT INSERTED.${id} INTO @insertados ${values}; SELECT ${id} FROM @insertados`
      : `${insert} ${values} RETURNING ${id}`;
  const inserted: ObjectLiteral[] = await manager.query(sql, parameters);
  // Generated keys grow in the order of the VALUES list; no database promises the order of the rows it returns.
  return key ? inserted.map((row) => Number(row[key.databaseName])).sort((a, b) => a - b) : [];
}

function persistentValue(driver: EntityManager['connection']['driver'], column: ColumnMetadata, row: ObjectLiteral): unknown {
  let value = row[column.propertyName];
  if (value === undefined) {
    value = column.default !== undefined && typeof column.default !== 'function' ? column.default : null;
    // A default is already the stored value: a transformer would convert it again ('{}' of a JSON column).
    if (column.transformer) return value;
  }
  // The driver applies the column's transformer, then its own conversion (dates, booleans).
  return driver.preparePersistentValue(value, column);
}

/**
 * One row as save() would insert it, its entity's before-insert listeners run (the search columns), written by
 * bulkInsert: save() takes the entity through TypeORM's persistence (subjects, cascades, a re-read of defaults), which
 * cost a create more of the event loop than the database took to run it. Answers the generated id.
 */
export async function insertOne<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, values: Partial<T>): Promise<number> {
  const entity = manager.create(target, values as T);
  for (const listener of manager.connection.getMetadata(target).beforeInsertListeners) if (listener.isAllowed(entity)) listener.execute(entity);
  const [id] = await bulkInsert(manager, target, [entity]);
  return id;
}
