import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Client, ClientConfig } from 'pg';

export const ROOT = join(__dirname, '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type DbKind = 'sqlite' | 'postgres';

export const NOMBRE_BASE: Record<DbKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** A database of its own for one benchmark: the server's variables for it, and how to remove it. */
export interface BenchDatabase {
  kind: DbKind;
  env: Record<string, string>;
  /** The SQLite file; '' on PostgreSQL. */
  dbPath: string;
  /** The PostgreSQL database to connect to (a pg client config); undefined on SQLite. */
  pg?: ClientConfig;
  drop(): Promise<void>;
}

/** The PostgreSQL server of DB_HOST/DB_PORT/DB_USER/DB_PASSWORD (default 127.0.0.1:5432, postgres). */
const pgServer = (): ClientConfig => ({
  host: process.env.DB_HOST ?? '127.0.0.1',
  port: Number(process.env.DB_PORT ?? 5432),
  user: process.env.DB_USER ?? 'postgres',
  password: process.env.DB_PASSWORD,
});

async function onPgServer(sql: string): Promise<void> {
  const admin = new Client({ ...pgServer(), database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A fresh SQLite file in a temporary folder, or a new PostgreSQL database on the local server. */
export async function freshDatabase(kind: DbKind = 'sqlite'): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'activos-bench-'));
    const dbPath = join(dir, 'bench.sqlite');
    return { kind, dbPath, env: { DB_TYPE: 'sqlite', DB_PATH: dbPath }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const server = pgServer();
  const name = `activos_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onPgServer(`CREATE DATABASE ${name}`);
  return {
    kind,
    dbPath: '',
    pg: { ...server, database: name },
    env: {
      DB_TYPE: 'postgres',
      DB_HOST: String(server.host),
      DB_PORT: String(server.port),
      DB_USER: String(server.user),
      DB_NAME: name,
      ...(server.password ? { DB_PASSWORD: String(server.password) } : {}),
    },
    drop: () => onPgServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A value a data generator writes: instants as Date, flags as boolean; each writer spells them for its database. */
export type Valor = string | number | boolean | Date | null;

/** Rows a data generator writes to one table, described once for both databases. */
export interface Filas {
  tabla: string;
  /** The columns of each row, in order; the first one is the key when the rows update or replace. */
  columnas: readonly string[];
  filas: Iterable<readonly Valor[]>;
  /** 'insertar' by default; 'actualizar' sets the other columns of the row with that key; 'reemplazar' does so or inserts it. */
  modo?: 'insertar' | 'actualizar' | 'reemplazar';
}

const nombre = (identificador: string) => `"${identificador}"`;

/** What 'reemplazar' adds to the INSERT, in the syntax both databases share. */
function siYaExiste({ columnas, modo }: Filas): string {
  if (modo !== 'reemplazar') return '';
  const [clave, ...resto] = columnas;
  return ` ON CONFLICT (${nombre(clave)}) DO UPDATE SET ${resto.map((c) => `${nombre(c)} = excluded.${nombre(c)}`).join(', ')}`;
}

function* enBloques<T>(filas: Iterable<T>, tamano: number): Generator<T[]> {
  let bloque: T[] = [];
  for (const fila of filas) {
    bloque.push(fila);
    if (bloque.length === tamano) {
      yield bloque;
      bloque = [];
    }
  }
  if (bloque.length) yield bloque;
}

/** SQLite's spelling: an instant as TypeORM writes `datetime` columns (UTC text), a flag as 0/1. */
const enSqlite = (valor: Valor) => (valor instanceof Date ? valor.toISOString().replace('T', ' ').replace('Z', '') : typeof valor === 'boolean' ? Number(valor) : valor);

/** Writes `filas` to SQLite in transactions of 5,000 rows, so that the running server waits for one of them at most. */
export function escribirEnSqlite(db: Database.Database, filas: Filas): void {
  const tabla = nombre(filas.tabla);
  const [clave, ...resto] = filas.columnas;
  const sentencia = db.prepare(
    filas.modo === 'actualizar'
      ? `UPDATE ${tabla} SET ${resto.map((c) => `${nombre(c)} = ?`).join(', ')} WHERE ${nombre(clave)} = ?`
      : `INSERT INTO ${tabla} (${filas.columnas.map(nombre).join(', ')}) VALUES (${filas.columnas.map(() => '?').join(', ')})${siYaExiste(filas)}`,
  );
  const orden = (fila: readonly Valor[]) => (filas.modo === 'actualizar' ? [...fila.slice(1), fila[0]] : fila);
  const escribirBloque = db.transaction((bloque: (readonly Valor[])[]) => {
    for (const fila of bloque) sentencia.run(orden(fila).map(enSqlite));
  });
  for (const bloque of enBloques(filas.filas, 5_000)) escribirBloque(bloque);
}

/**
 * Writes `filas` to PostgreSQL with one statement per 10,000 rows, each column sent as one array
 * (unnest) cast to the column's type: a handful of parameters however many rows.
 */
export async function escribirEnPostgres(client: Client, filas: Filas): Promise<void> {
  const { rows } = await client.query<{ columna: string; tipo: string }>(
    'SELECT attname AS columna, format_type(atttypid, NULL) AS tipo FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped',
    [filas.tabla],
  );
  const tipos = new Map(rows.map((r) => [r.columna, r.tipo]));
  const tabla = nombre(filas.tabla);
  const [clave, ...resto] = filas.columnas;
  const valores = `unnest(${filas.columnas.map((c, i) => `$${i + 1}::${tipos.get(c)}[]`).join(', ')}) AS v(${filas.columnas.map(nombre).join(', ')})`;
  const sql =
    filas.modo === 'actualizar'
      ? `UPDATE ${tabla} SET ${resto.map((c) => `${nombre(c)} = v.${nombre(c)}`).join(', ')} FROM ${valores} WHERE ${tabla}.${nombre(clave)} = v.${nombre(clave)}`
      : `INSERT INTO ${tabla} (${filas.columnas.map(nombre).join(', ')}) SELECT * FROM ${valores}${siYaExiste(filas)}`;
  for (const bloque of enBloques(filas.filas, 10_000)) await client.query(sql, filas.columnas.map((_, i) => bloque.map((fila) => fila[i])));
}

/**
 * Where a data generator writes: a SQLite file by its path, synchronously (the callers that predate
 * PostgreSQL go on at once), or a benchmark's database of either kind. `sqlite` and `postgres` write
 * the same rows, each with its database's writer.
 */
export function escribir(destino: string | BenchDatabase, sqlite: (db: Database.Database) => void, postgres: (client: Client) => Promise<void>): void | Promise<void> {
  if (typeof destino === 'string') return conSqlite(destino, sqlite);
  if (destino.kind === 'sqlite') return Promise.resolve().then(() => conSqlite(destino.dbPath, sqlite));
  return conPostgres(destino.pg!, postgres);
}

function conSqlite(dbPath: string, trabajo: (db: Database.Database) => void): void {
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  try {
    trabajo(db);
  } finally {
    db.close();
  }
}

/**
 * One transaction; then VACUUM ANALYZE, as autovacuum would a minute later: the server plans its queries on the statistics
 * of the rows just written, and an index answers alone (its visibility map set) as it does on a database in use.
 */
async function conPostgres(config: ClientConfig, trabajo: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client(config);
  await client.connect();
  try {
    await client.query('BEGIN');
    try {
      await trabajo(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

export interface RunningServer {
  url: string;
  dbPath: string;
  database: BenchDatabase;
  child: ChildProcess;
  token: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (npm run build first) and logs in as the demo Maestro: on a fresh
 * SQLite file, or on `database` (a restart finds its data there). Stopping leaves the database.
 * Its error log goes to this terminal, or appended to `errorLog`; `nodeArgs` go to Node before the script (a profiler's).
 */
export async function startServer(database?: BenchDatabase, errorLog?: string, nodeArgs: string[] = []): Promise<RunningServer> {
  const db = database ?? (await freshDatabase());
  const port = await freePort();
  const uploads = mkdtempSync(join(tmpdir(), 'activos-bench-uploads-'));
  const stderr = errorLog ? openSync(errorLog, 'a') : 'inherit';
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist', 'src', 'main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      UPLOAD_DIR: uploads,
      JWT_SECRET: 'b'.repeat(40),
      // A pool size to compare (DB_POOL_SIZE=10 npm run bench:…); by default the server's own.
      ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
      ...db.env,
    },
    stdio: ['ignore', 'ignore', stderr],
  });
  if (typeof stderr === 'number') closeSync(stderr);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ correoElectronico: 'admin@demo.pe', contrasena: 'admin123' }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    url,
    dbPath: db.dbPath,
    database: db,
    child,
    token,
    stop: async () => {
      await new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `count` sequential calls after `warmup` unmeasured ones; milliseconds. */
export async function timeCalls(count: number, call: (i: number) => Promise<unknown>, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    await call(i);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** The server's longest event-loop delay since the previous reading (medirRetardoDelServidor). */
export interface Retardo {
  ms: number;
  /** The processor time the server's main thread spent within it; NaN where the system does not tell. */
  procesadorMs: number;
  /** The time the main thread waited within it ready to run, for a processor another program held; NaN where the system does not tell. */
  esperaMs: number;
}

/**
 * «65.3 ms (8.1 ms de procesador, 50.2 ms esperando un procesador)»: on a machine others share, the server waited that
 * long for a processor; the rest of the delay it was blocked (the disk: a commit's fsync).
 */
export const fmtRetardo = ({ ms, procesadorMs, esperaMs }: Retardo) =>
  `${fmt(ms)}${Number.isNaN(procesadorMs) ? '' : ` (${fmt(procesadorMs)} de procesador${Number.isNaN(esperaMs) ? '' : `, ${fmt(esperaMs)} esperando un procesador`})`}`;

export function report(name: string, value: number, limit: number, unit = 'ms'): boolean {
  const ok = value <= limit;
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${name}: ${value.toFixed(1)} ${unit} (límite ${limit} ${unit})`);
  return ok;
}

/**
 * Makes the server `database` will run report its own event-loop delay (perf_hooks, through the preloaded
 * retardo-bucle.js): call before startServer. The reader answers the server's longest delay since its previous
 * call, the processor time the server spent within it and how long it waited for a processor.
 */
export function medirRetardoDelServidor(database: BenchDatabase): (server: RunningServer) => Promise<Retardo> {
  const archivo = join(mkdtempSync(join(tmpdir(), 'activos-bench-retardo-')), 'retardo-bucle.txt');
  Object.assign(database.env, { NODE_OPTIONS: `--require ${join(__dirname, 'retardo-bucle.js')}`, RETARDO_BUCLE_ARCHIVO: archivo });
  let leidas = 0;
  return async (server) => {
    leidas += 1;
    server.child.kill('SIGUSR2');
    // The server answers the signal when its event loop is free again: after the job that holds it.
    for (const limite = Date.now() + 120_000; Date.now() < limite; ) {
      let contenido = '';
      try {
        contenido = readFileSync(archivo, 'utf8');
      } catch {
        // Not written yet.
      }
      const [n, ms, procesadorMs, esperaMs] = contenido.split(' ').map(Number);
      if (n === leidas) return { ms, procesadorMs, esperaMs };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('El servidor no informó su retardo del bucle de eventos');
  };
}
