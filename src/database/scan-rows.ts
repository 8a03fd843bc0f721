import { join, resolve } from 'node:path';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { readInWorker, WorkerLimits } from '../common/worker/run-in-worker';
import { workerTask } from '../common/worker/worker-task';
import { companiaDeLaConsulta } from '../common/tenancy';

const READ_LIMITS: WorkerLimits = { timeoutMs: 60_000, maxOldGenerationSizeMb: 256 };
export const LEER_SQLITE = workerTask<typeof import('./sqlite-read.tarea')>(join(__dirname, 'sqlite-read.tarea'));

/**
 * getRawMany of a query that reads all of a company's rows to answer a few: a count, a sum, a grouping,
 * a page of a list filtered by text that no index answers.
 * The embedded SQLite's driver runs each query on the event loop, where such a query over 100,000 assets
 * held every other request for up to half a second; so there it runs in a thread of the pool, on a
 * read-only connection to the same file (WAL mode), in the pool's read lane, in the turn of the company it reads
 * (porCompania); elsewhere the database works
 * while the loop waits on I/O. For reads outside a transaction: that connection sees committed rows only.
 * Untyped by default, as getRawMany: the caller names what its selection returns.
 */
export async function scanRows<T = any>(query: SelectQueryBuilder<ObjectLiteral>): Promise<T[]> {
  const { options } = query.connection;
  if (options.type !== 'better-sqlite3' || options.database === ':memory:') return query.getRawMany<T>();
  const [sql, parameters] = query.getQueryAndParameters();
  return (await readInWorker(LEER_SQLITE, { path: resolve(options.database), sql, parameters }, READ_LIMITS, companiaDeLaConsulta(query))) as T[];
}

/**
 * A page of a read that no index orders for its filter (a text filter, the assets assigned to a user): `keys` selects
 * the page's ids as "id", in the page's order, found off the event loop on SQLite (scanRows) where the page could read
 * every row of the company; then `read` reads those rows by id, answered here in the order of `keys`. The order is not
 * asked of `read`: beside an ORDER BY, SQLite walks that order's whole index instead of looking the ids up.
 */
export async function rowsByScannedIds<T>(keys: SelectQueryBuilder<ObjectLiteral>, read: (ids: number[]) => Promise<T[]>, idOf: (row: T) => number): Promise<T[]> {
  // A row deleted between the two reads leaves the page short, and a short page ends a keyset walk (keysetRows):
  // the ids are found again, without it, so a page falls short only where the rows end.
  for (let intento = 1; ; intento++) {
    const ids = (await scanRows<{ id: number | string }>(keys)).map((row) => Number(row.id));
    if (!ids.length) return [];
    const byId = new Map((await read(ids)).map((row) => [idOf(row), row]));
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    if (rows.length === ids.length || intento === MAX_SCANS) return rows;
  }
}

/** Rows can keep vanishing under a busy company: after this many scans the page is answered as it is. */
const MAX_SCANS = 3;
