import { TestApp } from '../utils/test-app';

/**
 * Tables that grow with every request by design: the audit log records refusals too, and
 * every login attempt is written (src/auth/limite-login.service.ts). Every other table must hold still.
 */
const GROWS_ON_PURPOSE = new Set(['audit_log', 'intento_login']);

/** Last-use timestamps a request renews by design (at most once a minute): sessions and API keys. */
const RENEWED_ON_USE: Record<string, string[]> = { sesion: ['ultimoUso'], clave_api: ['ultimoUsoEl', 'updatedAt'] };

export type Row = Record<string, unknown>;

/** Every row of every business table, in primary-key order, to prove a run of refused requests changed nothing. */
export async function snapshotAll(t: TestApp): Promise<Record<string, Row[]>> {
  const escape = (name: string) => t.dataSource.driver.escape(name);
  const tables = t.dataSource.entityMetadatas.filter((meta) => !GROWS_ON_PURPOSE.has(meta.tableName));
  const rows = await Promise.all(
    tables.map(async (meta) => {
      const order = meta.primaryColumns.map((column) => escape(column.databaseName)).join(', ');
      const renewed = RENEWED_ON_USE[meta.tableName] ?? [];
      const all = (await t.dataSource.query(`SELECT * FROM ${escape(meta.tableName)} ORDER BY ${order}`)) as Row[];
      return all.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !renewed.includes(column))));
    }),
  );
  return Object.fromEntries(tables.map((meta, i) => [meta.tableName, rows[i]]));
}
