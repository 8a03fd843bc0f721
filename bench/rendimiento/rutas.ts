import { readFileSync } from 'node:fs';
import { generarActivos } from '../activos/generar-activos';
import { agentePropio, exigir, Llamada, llamar } from '../load/http';
import { DbKind, freshDatabase, percentile, RunningServer, startServer } from '../utils';

const ACTIVOS = 5_000;

const CLIENTES = 64;
const DURACION_MS = 15_000;
const CALENTAMIENTO_MS = 2_000;
/** Against the floor: RONDAS stretches of each, TRAMO_MS measured after CALENTAMIENTO_TRAMO_MS. */
const RONDAS = 5;
const TRAMO_MS = 3_000;
const CALENTAMIENTO_TRAMO_MS = 500;

/** One hot route: what client `n` asks on its `k`-th request, once `preparar` has run. */
export interface RutaRendimiento {
  nombre: string;
  /** Set-up before the clock starts, with the server's answers it needs (ids, one asset per client). */
  preparar?: (server: RunningServer) => Promise<unknown>;
  pedir: (contexto: unknown, n: number, k: number) => { path: string; llamada?: Llamada; esperado: number };
}

export interface ResultadoRuta {
  porSegundo: number;
  p50: number;
  p99: number;
  /** CPU of the server's main thread (its event loop) per answered request. */
  cpuMicrosPorPeticion: number;
  errores5xx: number;
  sinRespuesta: number;
  /** Answers with another status than the route's own (a 4xx where a 200 was due). */
  otros: number;
}

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** A person's edit of an asset: the body it was created with, with new remarks each time. */
const cuerpoDeActivo = (n: number, k: number) => ({
  descripcion: `Laptop Dell Latitude 5440 del puesto ${n}`,
  tipoActivo: 'Laptop',
  marca: 'Dell',
  modelo: 'Latitude 5440',
  serie: `SN-REND-${n}`,
  categoria: 'Equipos de Cómputo',
  edificio: 'Sede Central',
  piso: '2',
  estado: 'Activo',
  cantidad: 1,
  precioUndMn: 4200,
  conIgv: true,
  fechaAdquisicion: '2024-03-01T00:00:00.000Z',
  observaciones: `Revisión ${n}-${k}`,
});

export const RUTAS_RENDIMIENTO: RutaRendimiento[] = [
  { nombre: 'salud', pedir: () => ({ path: '/api/health', esperado: 200 }) },
  {
    nombre: 'listar',
    pedir: (_, n, k) => {
      const desde = 25 * ((n * 37 + k * 11) % 200);
      return { path: `/api/activos?sort=${q(['codigo', 'ASC'])}&range=${q([desde, desde + 24])}`, esperado: 200 };
    },
  },
  {
    nombre: 'abrir',
    preparar: async (server) => (await exigir<Array<{ id: number }>>(server.url, `/api/activos?sort=${q(['id', 'ASC'])}&range=[0,999]`, { token: server.token })).map((a) => a.id),
    pedir: (ids, n, k) => {
      const lista = ids as number[];
      return { path: `/api/activos/${lista[(n * 131 + k * 17) % lista.length]}`, esperado: 200 };
    },
  },
  {
    nombre: 'editar',
    // Each client edits an asset of its own, as a person edits the one in front of them.
    preparar: async (server) =>
      Promise.all(
        Array.from({ length: CLIENTES }, async (_, n) => (await exigir<{ id: number }>(server.url, '/api/activos', { token: server.token, json: cuerpoDeActivo(n, 0) }, 201)).id),
      ),
    pedir: (ids, n, k) => ({ path: `/api/activos/${(ids as number[])[n]}`, llamada: { method: 'PUT', json: cuerpoDeActivo(n, k + 1) }, esperado: 200 }),
  },
  { nombre: 'tablero', pedir: () => ({ path: '/api/dashboard', esperado: 200 }) },
  {
    nombre: 'crear',
    // A new asset with the next code of the company's sequence: the write bench:load does most; last, so the
    // catalogue the other routes read stays at 5,000.
    pedir: (_, n, k) => ({ path: '/api/activos', llamada: { method: 'POST', json: { ...cuerpoDeActivo(n, k), serie: `SN-ALTA-${n}-${k}` } }, esperado: 201 }),
  },
];

/** utime + stime of the server's main thread, in clock ticks (100 a second on Linux). */
function cpuDelHiloPrincipal(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(campos[11]) + Number(campos[12]);
}

/** What the clients saw in one stretch of measuring, and the CPU of the server's main thread meanwhile. */
interface Tramo {
  tiempos: number[];
  segundos: number;
  cpuTicks: number;
  errores5xx: number;
  sinRespuesta: number;
  otros: number;
}

/**
 * 64 clients, each on its own keep-alive connection, asking again as soon as an answer arrives: `calentamientoMs` at
 * full load that are not counted (code paths compiled, caches filled, the previous route's answers drained), then
 * `duracionMs` measured.
 */
async function medirTramo(server: RunningServer, ruta: RutaRendimiento, contexto: unknown, duracionMs: number, calentamientoMs: number): Promise<Tramo> {
  const agentes = Array.from({ length: CLIENTES }, () => agentePropio());
  const tramo: Tramo = { tiempos: [], segundos: 0, cpuTicks: 0, errores5xx: 0, sinRespuesta: 0, otros: 0 };
  let midiendo = false;
  let fin = Date.now() + calentamientoMs;
  const cliente = async (n: number) => {
    for (let k = 0; Date.now() < fin; k++) {
      const { path, llamada, esperado } = ruta.pedir(contexto, n, k);
      const res = await llamar(server.url, path, { token: server.token, agente: agentes[n], ...llamada });
      if (!midiendo) continue;
      tramo.tiempos.push(res.ms);
      if (res.status === 0) tramo.sinRespuesta++;
      else if (res.status >= 500) tramo.errores5xx++;
      else if (res.status !== esperado) tramo.otros++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTES }, (_, n) => cliente(n)));
  midiendo = true;
  const cpuAntes = cpuDelHiloPrincipal(server.child.pid!);
  const inicio = Date.now();
  fin = inicio + duracionMs;
  await Promise.all(Array.from({ length: CLIENTES }, (_, n) => cliente(n)));
  tramo.segundos = (Date.now() - inicio) / 1000;
  tramo.cpuTicks = cpuDelHiloPrincipal(server.child.pid!) - cpuAntes;
  agentes.forEach((agente) => agente.destroy());
  return tramo;
}

function resultadoDe(tramos: Tramo[]): ResultadoRuta {
  const tiempos = tramos.flatMap((tramo) => tramo.tiempos);
  const suma = (campo: 'segundos' | 'cpuTicks' | 'errores5xx' | 'sinRespuesta' | 'otros') => tramos.reduce((total, tramo) => total + tramo[campo], 0);
  return {
    porSegundo: tiempos.length / suma('segundos'),
    p50: percentile(tiempos, 50),
    p99: percentile(tiempos, 99),
    cpuMicrosPorPeticion: (suma('cpuTicks') * 10_000) / Math.max(1, tiempos.length),
    errores5xx: suma('errores5xx'),
    sinRespuesta: suma('sinRespuesta'),
    otros: suma('otros'),
  };
}

/** One route alone: a warm-up, then DURACION_MS measured (the profile's load). */
export async function medirRuta(server: RunningServer, ruta: RutaRendimiento): Promise<ResultadoRuta> {
  return resultadoDe([await medirTramo(server, ruta, await ruta.preparar?.(server), DURACION_MS, CALENTAMIENTO_MS)]);
}

/**
 * A route and the floor (/api/health) in alternating stretches of TRAMO_MS, RONDAS times, so both are measured under
 * the same conditions: on a shared machine the same request costs up to half again as much from one 15 s window to the
 * next, which a floor measured once at the start turned into a ratio off by as much.
 */
export async function medirFrenteAlPiso(server: RunningServer, ruta: RutaRendimiento): Promise<{ ruta: ResultadoRuta; piso: ResultadoRuta }> {
  const salud = RUTAS_RENDIMIENTO.find((r) => r.nombre === 'salud')!;
  const contexto = await ruta.preparar?.(server);
  await medirTramo(server, ruta, contexto, 0, CALENTAMIENTO_MS);
  const tramosRuta: Tramo[] = [];
  const tramosPiso: Tramo[] = [];
  for (let ronda = 0; ronda < RONDAS; ronda++) {
    tramosPiso.push(await medirTramo(server, salud, undefined, TRAMO_MS, CALENTAMIENTO_TRAMO_MS));
    tramosRuta.push(await medirTramo(server, ruta, contexto, TRAMO_MS, CALENTAMIENTO_TRAMO_MS));
  }
  return { ruta: resultadoDe(tramosRuta), piso: resultadoDe(tramosPiso) };
}

/**
 * Runs `medir` against a server of its own over a fresh database whose demo company has 5,000 assets; `nodeArgs` go
 * to the server's Node (a profiler's). Stops the server and drops the database after.
 */
export async function conCatalogo<T>(kind: DbKind, medir: (server: RunningServer) => Promise<T>, nodeArgs: string[] = []): Promise<T> {
  const database = await freshDatabase(kind);
  const server = await startServer(database, undefined, nodeArgs);
  try {
    // Written beside the running server, which created the tables (WAL lets a second writer in on SQLite).
    await generarActivos(database, 1, ACTIVOS);
    return await medir(server);
  } finally {
    await server.stop();
    await database.drop();
  }
}
