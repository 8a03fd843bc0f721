// npm run bench:dashboard — GET /api/dashboard with 100,000 assets on the embedded SQLite default (npm run build first).
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { generarActivos } from '../activos/generar-activos';
import { fmt, percentile, report, startServer, timeCalls } from '../utils';
import { generarDatosDelTablero } from './generar-tablero';

const ACTIVOS = 100_000;
const MANTENIMIENTOS = 20_000;
const AUDITORIAS = 50_000;
const MUESTRAS = 100;
/** One asset in this many is disposed of. */
const CADA_BAJA = 100;
const LIMITE_P95_MS = 150;

async function main(): Promise<boolean> {
  const server = await startServer();
  try {
    const started = Date.now();
    generarActivos(server.dbPath, 1, ACTIVOS, CADA_BAJA);
    generarDatosDelTablero(server.dbPath, 1, MANTENIMIENTOS, AUDITORIAS);
    console.log(
      `Generados ${ACTIVOS.toLocaleString('es-PE')} activos, ${MANTENIMIENTOS.toLocaleString('es-PE')} mantenimientos y ` +
        `${AUDITORIAS.toLocaleString('es-PE')} registros de auditoría en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // The generators block this process for seconds, longer than the server keeps the login's connection open: give the
    // HTTP client's idle timers (one-second ticks) the time to drop it rather than send on a closed socket.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const get = async () => {
      const res = await fetch(`${server.url}/api/dashboard`, { headers: { Authorization: `Bearer ${server.token}` } });
      if (!res.ok) throw new Error(`/api/dashboard: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ stats: { totalActivos: number } }>;
    };
    const { stats } = await get();
    // The dashboard counts the books: the disposed assets are left out.
    if (stats.totalActivos !== ACTIVOS - ACTIVOS / CADA_BAJA) throw new Error(`totalActivos inesperado: ${stats.totalActivos}`);

    const muestras = await timeCalls(MUESTRAS, get);
    console.log(`GET /api/dashboard: p50 ${fmt(percentile(muestras, 50))}, p95 ${fmt(percentile(muestras, 95))}`);
    return report('p95 tablero con 100.000 activos', percentile(muestras, 95), LIMITE_P95_MS);
  } finally {
    await server.stop();
    rmSync(dirname(server.dbPath), { recursive: true, force: true });
  }
}

main().then(
  (ok) => (process.exitCode = ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
