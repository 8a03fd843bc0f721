import { setTimeout as esperar } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { BenchDatabase, DbKind, fmt, freshDatabase, NOMBRE_BASE, startServer } from '../utils';
import { abrirBase } from './base';
import { archivoDeActivos, importar } from './catalogo';
import { contar, miles } from './informe';

const FILAS = 10_000;
/** Rows of the file that an earlier import already brought: the re-run must report them as duplicates. */
const PREVIAS = 2_000;
/** How long the import may take to start writing. */
const ESPERA_MS = 60_000;
/** The import saves in chunks of at most 500 rows (MAX_CHUNK_ROWS in excel-import.ts; fewer only under SQL Server's parameter cap). */
const BLOQUE = 500;
/** Once the import is writing, how long to let it write before the kill. */
const ESCRIBIENDO_MS = 300;
const IMPORTACION_MS = 300_000;

const codigo = (prefijo: string) => (i: number) => `${prefijo}-${String(i + 1).padStart(6, '0')}`;

/**
 * Whether some connection other than ours holds an open write transaction: on SQLite the
 * write lock (BEGIN IMMEDIATE is refused at once), on PostgreSQL a backend with a transaction id.
 */
async function sondaDeEscritura(db: BenchDatabase): Promise<{ escribiendo(): Promise<boolean>; cerrar(): Promise<void> }> {
  if (db.kind === 'sqlite') {
    const sqlite = new Database(db.dbPath, { timeout: 0 });
    return {
      escribiendo: async () => {
        try {
          sqlite.exec('BEGIN IMMEDIATE');
          sqlite.exec('ROLLBACK');
          return false;
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
          throw error;
        }
      },
      cerrar: async () => void sqlite.close(),
    };
  }
  const client = new Client(db.pg);
  await client.connect();
  const sql = 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()';
  return { escribiendo: async () => (await client.query(sql)).rows[0].n > 0, cerrar: () => client.end() };
}

/** The codes with `prefijo` in the assets, and those with a CREATE audit row. */
async function codigosGuardados(db: BenchDatabase, prefijo: string): Promise<{ activos: string[]; auditados: Set<string> }> {
  const base = await abrirBase(db);
  try {
    const activos = await base.filas<{ codigo: string }>(`SELECT codigo FROM activo WHERE codigo LIKE '${prefijo}-%'`);
    const auditoria = await base.filas<{ recordCode: string }>(
      `SELECT "recordCode" FROM audit_log WHERE "tableName" = 'activo' AND action = 'CREATE' AND "recordCode" LIKE '${prefijo}-%'`,
    );
    return { activos: activos.map((a) => a.codigo), auditados: new Set(auditoria.map((a) => a.recordCode)) };
  } finally {
    await base.cerrar();
  }
}

/**
 * Kill the API (SIGKILL) while it writes a 10,000-row import whose first 2,000 codes an earlier
 * import brought, restart it, and import the same file again.
 */
export async function benchCorteImportacion(kind: DbKind): Promise<boolean> {
  const database = await freshDatabase(kind);
  let server = await startServer(database);
  try {
    const previa = await importar(server.url, server.token, await archivoDeActivos(PREVIAS, codigo('COR')), IMPORTACION_MS);
    if (previa.body?.successCount !== PREVIAS) throw new Error(`importación anterior: ${previa.status} ${JSON.stringify(previa.body).slice(0, 300)}`);
    const archivo = await archivoDeActivos(FILAS, codigo('COR'));

    const sonda = await sondaDeEscritura(database);
    const started = performance.now();
    const enCurso = importar(server.url, server.token, archivo, IMPORTACION_MS);
    let escribiendoDesde = -1;
    try {
      while (escribiendoDesde < 0 && performance.now() - started < ESPERA_MS) {
        if (await sonda.escribiendo()) escribiendoDesde = performance.now() - started;
        else await esperar(10);
      }
    } finally {
      await sonda.cerrar();
    }
    await esperar(ESCRIBIENDO_MS);
    const muerta = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await muerta;
    await server.stop();
    const cortadaEn = performance.now() - started;
    const cortada = await enCurso;
    const trasCorte = await codigosGuardados(database, 'COR');
    const nuevas = trasCorte.activos.length - PREVIAS;
    console.log(
      `Corte en ${NOMBRE_BASE[kind]}: importación de ${miles(FILAS)} filas, ${miles(PREVIAS)} de ellas ya importadas antes; escribiendo desde ${fmt(escribiendoDesde)}, ` +
        `SIGKILL a los ${fmt(cortadaEn)}; respuesta: ${cortada.status || `ninguna (${cortada.error})`}; activos de la importación cortada en la base: ${miles(nuevas)}`,
    );

    server = await startServer(database);
    const repetida = await importar(server.url, server.token, archivo, IMPORTACION_MS);
    const duplicadas = repetida.body?.processedItems?.filter((item) => item.status === 'Error' && /ya existe/.test(item.message)).length ?? 0;
    const final = await codigosGuardados(database, 'COR');
    console.log(
      `Reimportación tras reiniciar: ${repetida.status}, ${miles(repetida.body?.successCount ?? 0)} creados, ${miles(duplicadas)} informados como ya existentes ` +
        `(${fmt(repetida.ms)}); ${miles(final.activos.length)} activos con los códigos del archivo, ${miles(new Set(final.activos).size)} códigos distintos`,
    );
    return [
      contar('importación no cortada mientras escribía', escribiendoDesde >= 0 && cortada.status === 0 ? 0 : 1, 0),
      contar(`activos de la importación cortada fuera de bloques enteros de ${BLOQUE}`, nuevas < 0 ? 1 : nuevas % BLOQUE, 0),
      contar('activos tras el corte sin su fila de auditoría', trasCorte.activos.filter((c) => !trasCorte.auditados.has(c)).length, 0),
      contar('reimportación: ya existentes no informados como duplicados', Math.abs(duplicadas - trasCorte.activos.length), 0),
      contar('reimportación: filas sin crear', repetida.status === 201 ? FILAS - trasCorte.activos.length - repetida.body.successCount : FILAS, 0),
      contar('códigos repetidos en la base', final.activos.length - new Set(final.activos).size, 0),
      contar('activos del archivo que faltan', FILAS - new Set(final.activos).size, 0),
      contar('activos sin su fila de auditoría', final.activos.filter((c) => !final.auditados.has(c)).length, 0),
    ].every(Boolean);
  } finally {
    await server.stop();
    await database.drop();
  }
}
