// npm run bench:reportes — every report and export of a company with 100,000 assets, one at a time and side by side with
// another company's work, on the embedded SQLite default (npm run build first). Prints each job's time, the server's
// longest event-loop delay meanwhile (perf_hooks, inside the server) and how long /api/health itself waited.
import { generarActivos } from '../activos/generar-activos';
import { generarDatosDelTablero } from '../dashboard/generar-tablero';
import { fmt, freshDatabase, medirRetardoDelServidor, percentile, report, RunningServer, startServer } from '../utils';

const ACTIVOS = 100_000;
const ACTIVOS_VECINO = 1_000;
const CLAVE = 'Clave-Bench-2026';
const LIMITE_TRABAJO_MS = 5_000;
const LIMITE_LAZO_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Lima's calendar (UTC−5 all year): the reports refuse periods after the current month.
const hoyEnLima = new Date(Date.now() - 5 * 3600_000).toISOString();
const anio = Number(hoyEnLima.slice(0, 4));
const mes = hoyEnLima.slice(0, 7);

interface Trabajo {
  nombre: string;
  ruta: string;
  limiteMs?: number;
  /** A refusal by design at this size (answered with its Spanish reason); its time still counts. */
  estado?: number;
}

/** The reports and exports of the issue, for company 1 (100,000 assets). */
const TRABAJOS: Trabajo[] = [
  { nombre: 'Formato 7.1 PLE', ruta: `/api/reportes/formato-71/ple?anio=${anio}` },
  { nombre: 'Formato 7.1 Excel', ruta: `/api/reportes/formato-71/excel?anio=${anio}` },
  { nombre: 'Formato 7.1 PDF (rechazado por tamaño)', ruta: `/api/reportes/formato-71/pdf?anio=${anio}`, estado: 400 },
  { nombre: 'Depreciación Excel (un mes)', ruta: `/api/reportes/depreciacion/excel?desde=${mes}&hasta=${mes}` },
  { nombre: 'Depreciación PDF (un mes)', ruta: `/api/reportes/depreciacion/pdf?desde=${mes}&hasta=${mes}` },
  { nombre: 'Reporte de Activos', ruta: '/api/reportes/activos/excel' },
  { nombre: 'Activos Excel', ruta: '/api/activos/export/excel' },
  { nombre: 'Catálogo PDF (9.999 activos)', ruta: '/api/activos/export/pdf?codigo=ACT-00', limiteMs: 8_000 },
  { nombre: 'Mantenimientos Excel', ruta: '/api/mantenimiento/export' },
  { nombre: 'Movimientos Excel', ruta: '/api/Movimiento/export' },
  { nombre: 'Lista de activos (100 por página)', ruta: '/api/activos?range=[0,99]' },
];

/**
 * fetch, sent again once when the server had already closed the kept-alive socket it was reusing
 * (a job that holds the server's loop past its keep-alive time closes idle sockets late).
 */
async function llamar(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

async function pedir(server: RunningServer, ruta: string, token: string, init: RequestInit = {}): Promise<Response> {
  return llamar(`${server.url}${ruta}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
}

async function login(server: RunningServer, correo: string): Promise<string> {
  const res = await llamar(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ correoElectronico: correo, contrasena: CLAVE }) });
  if (!res.ok) throw new Error(`login ${correo}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function crearUsuario(server: RunningServer, companiaId: number, correo: string): Promise<string> {
  const body = { tipo: 5, companiaId, nombre: correo.split('@')[0], codigo: correo.slice(0, 10), correoElectronico: correo, contrasena: CLAVE };
  const res = await pedir(server, '/api/Usuario', server.token, { method: 'POST', body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`usuario ${correo}: ${res.status} ${await res.text()}`);
  return login(server, correo);
}

/**
 * Pings /api/health every 20 ms until stopped: how long each answer took, and the server's longest event-loop
 * delay meanwhile. Await it before starting the work: it first resets the server's measurement.
 */
async function vigilarSalud(server: RunningServer, leerRetardo: (server: RunningServer) => Promise<number>) {
  await leerRetardo(server);
  const tiempos: number[] = [];
  let activo = true;
  const vuelta = (async () => {
    while (activo) {
      const inicio = performance.now();
      await (await llamar(`${server.url}/api/health`)).arrayBuffer();
      tiempos.push(performance.now() - inicio);
      await sleep(20);
    }
  })();
  return {
    async detener() {
      activo = false;
      await vuelta;
      return { tiempos, mayorRetraso: await leerRetardo(server) };
    },
  };
}

async function medir(server: RunningServer, token: string, ruta: string): Promise<{ ms: number; bytes: number; status: number; mensaje?: string }> {
  const inicio = performance.now();
  const res = await pedir(server, ruta, token);
  const cuerpo = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - inicio;
  const mensaje = res.ok ? undefined : String((JSON.parse(cuerpo.toString()) as { message?: unknown }).message);
  return { ms, bytes: cuerpo.length, status: res.status, mensaje };
}

async function main(): Promise<boolean> {
  const database = await freshDatabase();
  const leerRetardo = medirRetardoDelServidor(database);
  const server = await startServer(database);
  const resultados: boolean[] = [];
  try {
    const inicio = Date.now();
    generarActivos(server.dbPath, 1, ACTIVOS);
    generarDatosDelTablero(server.dbPath, 1, 20_000, 50_000);
    await sleep(2000);
    const vecina = (await (await pedir(server, '/api/Compania', server.token, { method: 'POST', body: JSON.stringify({ razonSocial: 'Vecina S.A.C.', ruc: '20600000013' }) })).json()) as { id: number };
    generarActivos(server.dbPath, vecina.id, ACTIVOS_VECINO);
    await sleep(2000);
    console.log(`Datos: ${ACTIVOS.toLocaleString('es-PE')} activos, 20.000 mantenimientos; compañía vecina con ${ACTIVOS_VECINO.toLocaleString('es-PE')} activos (${((Date.now() - inicio) / 1000).toFixed(1)} s)`);
    const usuarios = await Promise.all([1, 2, 3, 4].map((n) => crearUsuario(server, 1, `analista${n}@demo.pe`)));
    const vecinos = await Promise.all([1, 2, 3].map((n) => crearUsuario(server, vecina.id, `vecino${n}@vecina.pe`)));

    console.log('\nCada trabajo solo (compañía de 100.000 activos):');
    for (const trabajo of TRABAJOS) {
      const salud = await vigilarSalud(server, leerRetardo);
      const { ms, bytes, status, mensaje } = await medir(server, usuarios[0], trabajo.ruta);
      const { tiempos, mayorRetraso } = await salud.detener();
      console.log(
        `${trabajo.nombre}: ${status}${mensaje ? ` («${mensaje}»)` : ''} en ${fmt(ms)}, ${(bytes / 1024).toFixed(0)} KB; ` +
          `retraso máximo del lazo ${fmt(mayorRetraso)}; /api/health más lento ${fmt(Math.max(...tiempos))}`,
      );
      resultados.push(status === (trabajo.estado ?? 200));
      resultados.push(report(`  ${trabajo.nombre}: tiempo`, ms, trabajo.limiteMs ?? LIMITE_TRABAJO_MS));
      resultados.push(report(`  ${trabajo.nombre}: retraso del lazo`, mayorRetraso, LIMITE_LAZO_MS));
    }

    const pequeno = await medir(server, vecinos[0], '/api/activos/export/pdf?codigo=ACT-000001');
    console.log(`\nPDF pequeño (un activo de la vecina): ${pequeno.status} en ${fmt(pequeno.ms)}`);
    resultados.push(report('PDF pequeño de punta a punta', pequeno.ms, 150));

    console.log('\nVecino ruidoso: 4 trabajos pesados de la compañía grande y 2 de la vecina a la vez');
    const salud = await vigilarSalud(server, leerRetardo);
    const pesados = [
      ...usuarios.map((token, i) => medir(server, token, TRABAJOS[[0, 1, 5, 7][i]].ruta)),
      medir(server, vecinos[1], '/api/activos/export/pdf'),
      medir(server, vecinos[2], '/api/activos/export/excel'),
    ];
    const paginas: number[] = [];
    let terminados = false;
    void Promise.allSettled(pesados).then(() => (terminados = true));
    while (!terminados) {
      const inicioPagina = performance.now();
      await (await pedir(server, '/api/activos?range=[0,24]', vecinos[0])).arrayBuffer();
      paginas.push(performance.now() - inicioPagina);
    }
    const finales = await Promise.all(pesados);
    const { tiempos, mayorRetraso } = await salud.detener();
    console.log(`Trabajos: ${finales.map((r) => `${r.status} ${fmt(r.ms)}`).join(', ')}`);
    console.log(`/api/health: ${tiempos.length} respuestas, p99 ${fmt(percentile(tiempos, 99))}; retraso máximo del lazo ${fmt(mayorRetraso)}`);
    console.log(`Página de activos de la vecina: ${paginas.length} respuestas, p95 ${fmt(percentile(paginas, 95))}`);
    resultados.push(report('p99 /api/health con 4 + 2 trabajos pesados', percentile(tiempos, 99), 100));
    resultados.push(report('p95 página de otra compañía durante los trabajos', percentile(paginas, 95), 150));
  } finally {
    await server.stop();
    await database.drop();
  }
  return resultados.every(Boolean);
}

main().then(
  (ok) => (process.exitCode = ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
