import { TestApp } from '../utils/test-app';

/** The audit log grows with every refused request by design; every other table must hold still. */
const GROWS_ON_PURPOSE = new Set(['audit_log']);

export type Row = Record<string, unknown>;

/** Every row of every business table, in primary-key order, to prove a run of refused requests changed nothing. */
export async function snapshotAll(t: TestApp): Promise<Record<string, Row[]>> {
  const escape = (name: string) => t.dataSource.driver.escape(name);
  const tables = t.dataSource.entityMetadatas.filter((meta) => !GROWS_ON_PURPOSE.has(meta.tableName));
  const rows = await Promise.all(
    tables.map((meta) => {
      const order = meta.primaryColumns.map((column) => escape(column.databaseName)).join(', ');
      return t.dataSource.query(`SELECT * FROM ${escape(meta.tableName)} ORDER BY ${order}`) as Promise<Row[]>;
    }),
  );
  return Object.fromEntries(tables.map((meta, i) => [meta.tableName, rows[i]]));
}
