// The heavy reports and exports of a company with 100,000 assets, what it takes to ask for them and to watch the server
// meanwhile: shared by npm run bench:reportes and the noisy-neighbour scenario of npm run bench:load.
import { generarActivos } from '../activos/generar-activos';
import { generarDatosDelTablero } from '../dashboard/generar-tablero';
import { generarLecturas } from '../inventario/generar-lecturas';
import { generarMovimientos } from '../movimientos/generar-movimientos';
import { BenchDatabase, NOMBRE_BASE, Retardo, RunningServer } from '../utils';
import { miles } from './informe';

const ACTIVOS = 100_000;
const MANTENIMIENTOS = 20_000;
const MOVIMIENTOS = 2_000;
/** 100,000 asset lines in all: each asset moved once. */
const ACTIVOS_POR_MOVIMIENTO = 50;
const AUDITORIAS = 50_000;
const ACTIVOS_VECINA = 1_000;
/** The most lines the printed Formato 7.1 takes (MAX_FILAS_71_PDF): its heaviest document. */
const ACTIVOS_IMPRESOS = 5_000;
const CLAVE = 'Clave-Bench-2026';
/** The longest the server's event loop may stall while heavy jobs run. */
export const LIMITE_LAZO_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Lima's calendar (UTC−5 all year): the reports refuse periods after the current month.
const hoyEnLima = new Date(Date.now() - 5 * 3600_000).toISOString();
const anio = Number(hoyEnLima.slice(0, 4));
const mes = hoyEnLima.slice(0, 7);

export interface Trabajo {
  nombre: string;
  ruta: string;
  limiteMs?: number;
  /** The status expected when not 200: a refusal by design at this size (answered with its Spanish reason; its time still counts), or a write's 201. */
  estado?: number;
  /** A write: POST with an empty JSON body. GET by default. */
  metodo?: 'POST';
}

/** The reports and exports of the issue, for company 1 (100,000 assets). */
export const TRABAJOS: Trabajo[] = [
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
  // The first movement written is company 1's (a fresh database).
  { nombre: 'Guía de remisión PDF (un movimiento)', ruta: '/api/Movimiento/1/guia/pdf' },
  { nombre: 'Lista de movimientos (página máxima, 500)', ruta: '/api/Movimiento?range=[0,499]' },
  { nombre: 'Lista de activos (100 por página)', ruta: '/api/activos?range=[0,99]' },
  { nombre: 'Lista de activos (página máxima, 1.000)', ruta: '/api/activos?range=[0,999]' },
  { nombre: 'Lista de mantenimientos (página máxima, 500)', ruta: '/api/mantenimiento?range=[0,499]' },
  { nombre: 'Reporte de Asignación', ruta: '/api/reportes/asignacion' },
  { nombre: 'Estadísticas de activos', ruta: '/api/activos/statistics' },
  { nombre: 'Tablero', ruta: '/api/dashboard' },
  { nombre: 'Asientos del mes (libro diario)', ruta: `/api/contabilidad/asientos?periodo=${mes}` },
  { nombre: 'Asientos del mes Excel', ruta: `/api/contabilidad/asientos/excel?periodo=${mes}` },
  { nombre: 'Asientos del mes CSV', ruta: `/api/contabilidad/asientos/csv?periodo=${mes}` },
];

/**
 * fetch, sent again once when the server had already closed the kept-alive socket it was reusing
 * (a job that holds the server's loop past its keep-alive time closes idle sockets late).
 */
async function llamar(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!['ECONNRESET', 'UND_ERR_SOCKET'].includes(String((error as { cause?: { code?: string } }).cause?.code))) throw error;
    return fetch(url, init);
  }
}

/** A request of the user whose session `token` is; '' asks without one. */
async function pedir(server: RunningServer, ruta: string, token: string, init: RequestInit = {}): Promise<Response> {
  const headers = { ...(token && { Authorization: `Bearer ${token}` }), 'Content-Type': 'application/json', ...init.headers };
  return llamar(`${server.url}${ruta}`, { ...init, headers });
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

/** The sessions of the two companies: four analysts of the big one, three users of its neighbour. */
export interface Companias {
  usuarios: string[];
  vecinos: string[];
}

/** Company 1 with 100,000 assets, its maintenances and audit rows, and a neighbour company with 1,000 assets; written straight into the database. */
export async function prepararCompanias(server: RunningServer, database: BenchDatabase): Promise<Companias> {
  const inicio = Date.now();
  await generarActivos(database, 1, ACTIVOS);
  await generarDatosDelTablero(database, 1, MANTENIMIENTOS, AUDITORIAS);
  await generarMovimientos(database, 1, MOVIMIENTOS, ACTIVOS_POR_MOVIMIENTO, ACTIVOS);
  // SQLite's generators block this process for seconds, longer than the server keeps the login's connection open: give the
  // HTTP client's idle timers the time to drop it rather than send on a closed socket.
  await sleep(2000);
  const vecina = (await (await pedir(server, '/api/Compania', server.token, { method: 'POST', body: JSON.stringify({ razonSocial: 'Vecina S.A.C.', ruc: '20600000013' }) })).json()) as { id: number };
  await generarActivos(database, vecina.id, ACTIVOS_VECINA);
  await sleep(2000);
  console.log(
    `Datos en ${NOMBRE_BASE[database.kind]}: ${miles(ACTIVOS)} activos, ${miles(MANTENIMIENTOS)} mantenimientos, ${miles(MOVIMIENTOS)} movimientos de ` +
      `${ACTIVOS_POR_MOVIMIENTO} activos; compañía vecina con ${miles(ACTIVOS_VECINA)} activos ` +
      `(${((Date.now() - inicio) / 1000).toFixed(1)} s)`,
  );
  return {
    usuarios: await Promise.all([1, 2, 3, 4].map((n) => crearUsuario(server, 1, `analista${n}@demo.pe`))),
    vecinos: await Promise.all([1, 2, 3].map((n) => crearUsuario(server, vecina.id, `vecino${n}@vecina.pe`))),
  };
}

/** A third company, whose whole Formato 7.1 prints: ACTIVOS_IMPRESOS assets written straight into the database. Its id. */
export async function prepararImprenta(server: RunningServer, database: BenchDatabase): Promise<number> {
  const res = await pedir(server, '/api/Compania', server.token, { method: 'POST', body: JSON.stringify({ razonSocial: 'Imprenta S.A.C.', ruc: '20600000021' }) });
  if (res.status !== 201) throw new Error(`compañía Imprenta: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  await generarActivos(database, id, ACTIVOS_IMPRESOS);
  await sleep(2000);
  return id;
}

/** That company's printed Formato 7.1, every line of it, asked by the Maestro (?companiaId=). */
export const formato71Impreso = (companiaId: number): Trabajo => ({
  nombre: 'Formato 7.1 PDF (5.000 activos, el máximo impreso)',
  ruta: `/api/reportes/formato-71/pdf?anio=${anio}&companiaId=${companiaId}`,
});

/** One in this many assets of the campaign of the heavy writes is read in another building: 20,000 assets to move. */
const LEIDOS_FUERA_CADA = 5;

/**
 * The heavy writes of company 1 (100,000 assets), which used to hold the server in one synchronous transaction on SQLite:
 * a count campaign over all its assets with a reading of each, one in LEIDOS_FUERA_CADA in another building (opened
 * through the API, its readings written straight into the database); then the move of those assets to where they
 * were read, the campaign's close, and the close of last year. In this order: a closed campaign moves nothing.
 */
export async function prepararEscrituras(server: RunningServer, database: BenchDatabase): Promise<Trabajo[]> {
  const res = await pedir(server, '/api/inventarios', server.token, { method: 'POST', body: JSON.stringify({ nombre: 'Inventario anual', fechaCorte: hoyEnLima.slice(0, 10) }) });
  if (res.status !== 201) throw new Error(`inventario: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  await generarLecturas(database, 1, id, ACTIVOS, LEIDOS_FUERA_CADA);
  await sleep(2000);
  return [
    { nombre: `Traslado del inventario (${miles(ACTIVOS / LEIDOS_FUERA_CADA)} activos leídos en otra ubicación)`, ruta: `/api/inventarios/${id}/trasladar`, metodo: 'POST', limiteMs: 30_000 },
    { nombre: `Cierre del inventario (${miles(ACTIVOS)} activos leídos)`, ruta: `/api/inventarios/${id}/cerrar`, metodo: 'POST', limiteMs: 30_000 },
    { nombre: `Cierre del ejercicio ${anio - 1} (${miles(ACTIVOS)} líneas del Formato 7.1)`, ruta: `/api/reportes/cierre/${anio - 1}`, metodo: 'POST', estado: 201, limiteMs: 60_000 },
  ];
}

/** One answer, timed until its whole body arrived; status 0 when there was none. */
export interface Medida {
  ms: number;
  bytes: number;
  status: number;
  /** The error's message, or why there was no answer. */
  mensaje?: string;
  /** Retry-After of a 429, in seconds. */
  reintentar?: string;
}

const mensajeDe = (cuerpo: Buffer) => {
  try {
    return String((JSON.parse(cuerpo.toString()) as { message?: unknown }).message);
  } catch {
    return cuerpo.toString().slice(0, 200);
  }
};

export async function medir(server: RunningServer, token: string, ruta: string, metodo: 'GET' | 'POST' = 'GET'): Promise<Medida> {
  const inicio = performance.now();
  try {
    const res = await pedir(server, ruta, token, metodo === 'POST' ? { method: metodo, body: '{}' } : {});
    const cuerpo = Buffer.from(await res.arrayBuffer());
    const medida = { ms: performance.now() - inicio, bytes: cuerpo.length, status: res.status };
    return res.ok ? medida : { ...medida, mensaje: mensajeDe(cuerpo), reintentar: res.headers.get('retry-after') ?? undefined };
  } catch (error) {
    const causa = (error as { cause?: { code?: string } }).cause?.code;
    return { ms: performance.now() - inicio, bytes: 0, status: 0, mensaje: causa ?? String(error) };
  }
}

/** A status and its message in one line: «200», «429 («…», Retry-After 5 s)». */
export const estadoDe = ({ status, mensaje, reintentar }: Medida) =>
  `${status || 'sin respuesta'}${mensaje ? ` («${mensaje}»${reintentar ? `, Retry-After ${reintentar} s` : ''})` : ''}`;

/**
 * Pings /api/health every 20 ms until stopped: how long each answer took and its status, and the server's longest
 * event-loop delay meanwhile. Await it before starting the work: it first resets the server's measurement.
 */
export async function vigilarSalud(server: RunningServer, leerRetardo: (server: RunningServer) => Promise<Retardo>) {
  await leerRetardo(server);
  const respuestas: Medida[] = [];
  let activo = true;
  const vuelta = (async () => {
    while (activo) {
      respuestas.push(await medir(server, '', '/api/health'));
      await sleep(20);
    }
  })();
  return {
    async detener() {
      activo = false;
      await vuelta;
      return { respuestas, tiempos: respuestas.map((r) => r.ms), mayorRetraso: await leerRetardo(server) };
    },
  };
}
