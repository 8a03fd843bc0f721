import { EntityManager, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { consultaPreparada } from './consulta-preparada';
import { TextosPorForma } from './sql-por-forma';

/**
 * The SQL of the writes every request of the API makes (its audit row, an edit of an asset), built once for each
 * entity and set of columns and kept: TypeORM's insert and update builders rebuild it on every call, and that cost
 * the event loop more than the database took to run it (docs/rendimiento.md). The values are converted as the
 * builders convert them (transformers, dates) and bound as parameters, prepared on PostgreSQL. On SQL Server the builders still write it:
 * its parameters carry their column's type.
 */
const TEXTS = new WeakMap<EntityMetadata, TextosPorForma>();
/** More shapes than the callers write (one set of columns each): a cap so an unforeseen caller cannot grow it. */
const MAX_SHAPES = 100;

/** Per entity's metadata: each data source (and so each SQL dialect) has its own. */
function cached(metadata: EntityMetadata, shape: string, build: () => string): string {
  let texts = TEXTS.get(metadata);
  if (!texts) TEXTS.set(metadata, (texts = new TextosPorForma(MAX_SHAPES)));
  return texts.texto(shape, build);
}

/** The columns of the properties `values` sets (undefined is not set, as in the builders), in its key order. */
function columnsOf(metadata: EntityMetadata, values: ObjectLiteral): ColumnMetadata[] {
  return Object.keys(values)
    .filter((property) => values[property] !== undefined)
    .map((property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column ${property}`);
      return column;
    });
}

const tableOf = (manager: EntityManager, metadata: EntityMetadata) =>
  metadata.tablePath
    .split('.')
    .map((part) => manager.connection.driver.escape(part))
    .join('.');

/** The driver's placeholder for the `i`-th value run hands over (its name matters to no driver that takes them in order). */
const placeholder = (manager: EntityManager, i: number) => manager.connection.driver.createParameter(`p${i}`, i);

/**
 * Runs `sql`, whose placeholders are the driver's positional ones in `values`' order, with each value converted for its
 * column. The driver converts them as it converts any parameter (booleans and dates on SQLite) but, handed in order,
 * it has no text to scan for names: for the 60 columns of an asset that scan cost more than the rest of the call.
 */
async function run(manager: EntityManager, sql: string, values: Array<[column: ColumnMetadata, value: unknown]>): Promise<void> {
  const { driver } = manager.connection;
  const enOrden: ObjectLiteral = {};
  values.forEach(([column, value], i) => (enOrden[`p${i}`] = driver.preparePersistentValue(value, column)));
  const [query, bound] = driver.escapeQueryWithParameters(sql, {}, enOrden);
  if (!(await consultaPreparada(manager, query, bound))) await manager.query(query, bound);
}

/** INSERT of one row with the columns `values` sets; the others take their defaults. The row is not read back. */
export async function insertRow<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, values: Partial<T>): Promise<void> {
  if (manager.connection.options.type === 'mssql') {
    await manager.createQueryBuilder().insert().into(entity).values(values).updateEntity(false).execute();
    return;
  }
  const metadata = manager.connection.getMetadata(entity);
  const columns = columnsOf(metadata, values);
  const sql = cached(metadata, `INSERT ${columns.map((column) => column.propertyName)}`, () => {
    const names = columns.map((column) => manager.connection.driver.escape(column.databaseName));
    return `INSERT INTO ${tableOf(manager, metadata)} (${names.join(', ')}) VALUES (${columns.map((_, i) => placeholder(manager, i)).join(', ')})`;
  });
  await run(
    manager,
    sql,
    columns.map((column) => [column, values[column.propertyName]]),
  );
}

/**
 * UPDATE of the columns `values` sets on the rows that equal every value of `where` (none of them null), and of the
 * entity's update-date column to the database's CURRENT_TIMESTAMP, as Repository.update writes it.
 */
export async function updateWhere<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, where: Partial<T>, values: Partial<T>): Promise<void> {
  const metadata = manager.connection.getMetadata(entity);
  const filters = columnsOf(metadata, where);
  if (filters.length === 0 || filters.some((column) => where[column.propertyName] === null)) throw new Error('updateWhere needs a value to compare in each condition');
  if (manager.connection.options.type === 'mssql') {
    await manager.update(entity, where, values);
    return;
  }
  const columns = columnsOf(metadata, values);
  const sql = cached(metadata, `UPDATE ${columns.map((column) => column.propertyName)} WHERE ${filters.map((column) => column.propertyName)}`, () => {
    const { driver } = manager.connection;
    const set = columns.map((column, i) => `${driver.escape(column.databaseName)} = ${placeholder(manager, i)}`);
    const updated = metadata.updateDateColumn;
    if (updated && !columns.includes(updated)) set.push(`${driver.escape(updated.databaseName)} = CURRENT_TIMESTAMP`);
    const conditions = filters.map((column, i) => `${driver.escape(column.databaseName)} = ${placeholder(manager, columns.length + i)}`);
    return `UPDATE ${tableOf(manager, metadata)} SET ${set.join(', ')} WHERE ${conditions.join(' AND ')}`;
  });
  await run(manager, sql, [
    ...columns.map((column): [ColumnMetadata, unknown] => [column, values[column.propertyName]]),
    ...filters.map((column): [ColumnMetadata, unknown] => [column, where[column.propertyName]]),
  ]);
}
