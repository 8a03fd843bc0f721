// npm run bench:inventario — a count campaign over 100,000 assets on the embedded SQLite default: how long each step
// takes and how long it holds the server's event loop (every other request waits that long).
import { generarActivos } from '../activos/generar-activos';
import { fmt, fmtRetardo, freshDatabase, medirRetardoDelServidor, report, startServer, type RunningServer } from '../utils';

const ACTIVOS = 100_000;
const LOTES = 10;
const POR_LOTE = 1_000;

async function llamar(server: RunningServer, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : res.arrayBuffer();
}

async function main(): Promise<void> {
  const database = await freshDatabase();
  const leerRetardo = medirRetardoDelServidor(database);
  const server = await startServer(database);
  try {
    generarActivos(server.dbPath, 1, ACTIVOS);
    console.log(`Generados ${ACTIVOS.toLocaleString('es-PE')} activos`);
    const pasos: Array<[string, number, number]> = [];
    /** One step: its wall time and the longest the server's loop was held meanwhile. */
    const medir = async <T>(nombre: string, paso: () => Promise<T>): Promise<T> => {
      await leerRetardo(server);
      const inicio = process.hrtime.bigint();
      const resultado = await paso();
      const ms = Number(process.hrtime.bigint() - inicio) / 1e6;
      const retardo = await leerRetardo(server);
      pasos.push([nombre, ms, retardo.ms]);
      console.log(`${nombre}: ${fmt(ms)}, retardo máximo del bucle ${fmtRetardo(retardo)}`);
      return resultado;
    };

    const { id } = (await medir('Abrir la campaña', () => llamar(server, 'POST', '/api/inventarios', { nombre: 'Inventario anual', fechaCorte: '2026-01-31' }))) as { id: number };
    for (let lote = 0; lote < LOTES; lote++) {
      const lecturas = Array.from({ length: POR_LOTE }, (_, i) => ({
        codigo: `ACT-${String(lote * POR_LOTE * 7 + i * 7 + 1).padStart(6, '0')}`,
        ubicacion: { edificio: 'Sede central', piso: '2' },
      }));
      await medir(`Lote ${lote + 1} de ${POR_LOTE} lecturas`, () => llamar(server, 'POST', `/api/inventarios/${id}/lecturas`, lecturas));
    }
    await medir('Conciliación', () => llamar(server, 'GET', `/api/inventarios/${id}/conciliacion`));
    await medir('Cierre', () => llamar(server, 'POST', `/api/inventarios/${id}/cerrar`));
    await medir('Acta (PDF)', () => llamar(server, 'GET', `/api/inventarios/${id}/acta`));
    await medir('Conciliación en Excel', () => llamar(server, 'GET', `/api/inventarios/${id}/conciliacion/excel`));

    const peor = Math.max(...pasos.map(([, , retardo]) => retardo));
    process.exitCode = report('retardo máximo del bucle en una campaña de 100.000 activos', peor, 500) ? 0 : 1;
  } finally {
    await server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
