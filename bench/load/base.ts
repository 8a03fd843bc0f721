import Database from 'better-sqlite3';
import { Client } from 'pg';
import { BenchDatabase } from '../utils';

/** Reads the server's database directly, to check what the API said it wrote. */
export interface LectorBase {
  filas<T>(sql: string): Promise<T[]>;
  cerrar(): Promise<void>;
}

/** SQLite is opened read-only beside the running server (WAL lets both in); PostgreSQL through its own client. */
export async function abrirBase(db: BenchDatabase): Promise<LectorBase> {
  if (db.kind === 'sqlite') {
    const sqlite = new Database(db.dbPath, { readonly: true });
    return { filas: async <T>(sql: string) => sqlite.prepare(sql).all() as T[], cerrar: async () => void sqlite.close() };
  }
  const client = new Client(db.pg);
  await client.connect();
  return { filas: async <T>(sql: string) => (await client.query(sql)).rows as T[], cerrar: () => client.end() };
}
