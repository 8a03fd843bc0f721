// npm run bench:movimientos — the movements list at its largest page, on the embedded SQLite default.
import { generarActivos } from '../activos/generar-activos';
import { fmt, freshDatabase, medirRetardoDelServidor, percentile, report, startServer } from '../utils';
import { generarMovimientos } from './generar-movimientos';

const ACTIVOS = 5_000;
const MOVIMIENTOS = 500;
const POR_MOVIMIENTO = 500;
const MUESTRAS = 20;
const PAGINA = '/api/Movimiento?range=[0,499]';

async function main(): Promise<void> {
  const database = await freshDatabase();
  const leerRetardo = medirRetardoDelServidor(database);
  const server = await startServer(database);
  try {
    generarActivos(server.dbPath, 1, ACTIVOS);
    generarMovimientos(server.dbPath, 1, MOVIMIENTOS, POR_MOVIMIENTO, ACTIVOS);
    console.log(`Generados ${MOVIMIENTOS} movimientos con ${POR_MOVIMIENTO} activos cada uno (${(MOVIMIENTOS * POR_MOVIMIENTO).toLocaleString('es-PE')} enlaces)`);

    const retardo = async () => (await leerRetardo(server)).ms;
    const retardos: number[] = [];
    /** The whole answer received; the client's own JSON parsing is not the server's time. */
    const get = async () => {
      const r = await fetch(`${server.url}${PAGINA}`, { headers: { Authorization: `Bearer ${server.token}` } });
      if (!r.ok) throw new Error(`${PAGINA}: ${r.status} ${await r.text()}`);
      return r.text();
    };
    const muestras: number[] = [];
    for (let i = 0; i < 2 + MUESTRAS; i++) {
      await retardo();
      const inicio = process.hrtime.bigint();
      const cuerpo = await get();
      const ms = Number(process.hrtime.bigint() - inicio) / 1e6;
      const max = await retardo();
      const movimientos = JSON.parse(cuerpo) as Array<{ activoIds: number[] }>;
      if (movimientos.length !== MOVIMIENTOS || movimientos.some((m) => m.activoIds.length !== POR_MOVIMIENTO)) throw new Error('Respuesta incompleta');
      // The first two calls warm up the server and are not counted.
      if (i >= 2) muestras.push(ms), retardos.push(max);
    }
    console.log(`GET ${PAGINA}: p50 ${fmt(percentile(muestras, 50))}, p95 ${fmt(percentile(muestras, 95))}`);
    console.log(`Retardo máximo del bucle de eventos del servidor: p50 ${fmt(percentile(retardos, 50))}, máx ${fmt(Math.max(...retardos))}`);
    const ok = [report('p95 página de 500 movimientos', percentile(muestras, 95), 300), report('retardo máximo del bucle', Math.max(...retardos), 50)].every(Boolean);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
