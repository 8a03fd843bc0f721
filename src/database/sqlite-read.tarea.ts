import Database from 'better-sqlite3';
import { lowerUnicode } from './sqlite-lower';

export interface LecturaSqlite {
  /** The database file, which the API process has open in WAL mode. */
  path: string;
  sql: string;
  parameters: unknown[];
}

/** One read-only connection per thread and file, kept for the thread's next reads. */
const connections = new Map<string, Database.Database>();

/**
 * Worker task: the rows of one read query, on the thread's own read-only connection. In WAL mode it
 * reads the last committed state while the API process goes on writing.
 */
export default function leerSqlite({ path, sql, parameters }: LecturaSqlite): unknown[] {
  let connection = connections.get(path);
  if (!connection) {
    connection = new Database(path, { readonly: true, fileMustExist: true, timeout: 5_000 });
    lowerUnicode(connection);
    connections.set(path, connection);
  }
  return connection.prepare(sql).all(...parameters);
}
