import { setTimeout as esperar } from 'node:timers/promises';
import { siguienteAccion, UsuarioVirtual } from './acciones';
import { archivoDeActivos, importar, ResultadoImportacion } from './catalogo';
import { Empresa } from './empresas';
import { agentePropio, exigir } from './http';
import { Registro } from './registro';

export interface OpcionesCarga {
  usuarios: number;
  duracionMs: number;
  /** Think time between one person's actions, uniform in [min, max] ms. */
  pausaMs: [number, number];
  /** The back-office jobs besides the people: a 500-row import every 10 s, an Excel and a PDF export every 10 s. */
  tareasPeriodicas: boolean;
}

const FILAS_POR_IMPORTACION = 500;
const PERIODO_MS = 10_000;
const IMPORTACION_MS = 120_000;

/** A small seeded generator (mulberry32): the same run makes the same choices. */
function generador(semilla: number): () => number {
  let s = semilla >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to 1,000 asset ids of each company, for the people to open and move. */
async function catalogos(url: string, empresas: Empresa[]): Promise<Map<number, number[]>> {
  const porEmpresa = new Map<number, number[]>();
  for (const empresa of empresas) {
    const activos = await exigir<Array<{ id: number }>>(url, `/api/activos?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,999]`, { token: empresa.sesiones[0].token });
    porEmpresa.set(empresa.id, activos.map((a) => a.id));
  }
  return porEmpresa;
}

async function persona(u: UsuarioVirtual, r: Registro, hasta: number, [min, max]: [number, number]): Promise<void> {
  // People arrive over the first pause, not all in the same millisecond.
  await esperar(u.azar() * max);
  while (r.ahora() < hasta) {
    u.hechas++;
    await siguienteAccion(u)(u, r);
    await esperar(min + u.azar() * (max - min));
  }
}

/** Runs `tarea(k)` at desfase, desfase + periodo, … until `hasta`, without waiting for the previous one. */
async function cada(r: Registro, desfase: number, hasta: number, tarea: (k: number) => Promise<unknown>): Promise<void> {
  const pendientes: Promise<unknown>[] = [];
  for (let k = 0; desfase + k * PERIODO_MS < hasta; k++) {
    await esperar(Math.max(0, desfase + k * PERIODO_MS - r.ahora()));
    pendientes.push(tarea(k));
  }
  await Promise.all(pendientes);
}

async function importacion(r: Registro, empresa: Empresa, archivo: Buffer): Promise<void> {
  const { token, companiaId } = empresa.sesiones[0];
  const inicio = r.ahora();
  const res = await importar(r.url, token, archivo, IMPORTACION_MS);
  const ok = res.status === 201 && res.body.successCount === FILAS_POR_IMPORTACION;
  r.muestras.push({
    accion: `importar ${FILAS_POR_IMPORTACION} filas`,
    clase: 'importacion',
    status: res.status,
    esperado: 201,
    ms: res.ms,
    inicio,
    fin: r.ahora(),
    requestId: res.requestId,
    ...(!ok && { mensaje: res.error ?? JSON.stringify(res.body).slice(0, 200) }),
  });
  if (res.status !== 201) return;
  const codigos = (res.body as ResultadoImportacion).processedItems.filter((item) => item.status === 'Éxito').map((item) => item.codigo);
  r.anotar({ tipo: 'importacion', requestId: res.requestId ?? '', companiaId, codigos });
}

/**
 * `opciones.usuarios` people spread over the companies' users (several people may share
 * one user's session, like tabs), each doing the mixed actions of acciones.ts with a
 * think time, for `duracionMs`; no new action starts after that, and the run ends when
 * the last answer arrives. `durante` runs alongside, on the load's clock (a fault to inject).
 */
export async function ejecutarCarga(url: string, empresas: Empresa[], opciones: OpcionesCarga, durante?: (r: Registro) => Promise<unknown>): Promise<Registro> {
  const ids = await catalogos(url, empresas);
  const archivo = await archivoDeActivos(FILAS_POR_IMPORTACION);
  const sesiones = empresas.flatMap((e) => e.sesiones);
  const personas = Array.from({ length: opciones.usuarios }, (_, numero): UsuarioVirtual => {
    const sesion = sesiones[numero % sesiones.length];
    return { numero, sesion, agente: agentePropio(), catalogo: ids.get(sesion.companiaId)!, propios: [], azar: generador(numero + 1), hechas: 0 };
  });
  // Everyone connects before the clock starts, as people open the panel before they work in it (see agentePropio).
  await Promise.all(personas.map((u) => exigir(url, '/api/health', { agente: u.agente })));
  const r = new Registro(url);
  const hasta = r.ahora() + opciones.duracionMs;
  const empresa = (k: number) => empresas[k % empresas.length];
  await Promise.all([
    durante?.(r),
    ...personas.map((u) => persona(u, r, hasta, opciones.pausaMs)),
    ...(opciones.tareasPeriodicas
      ? [
          cada(r, PERIODO_MS / 2, hasta, (k) => importacion(r, empresa(k), archivo)),
          cada(r, PERIODO_MS / 4, hasta, (k) =>
            r.pedir('exportar Excel', 'exportacion', '/api/activos/export/excel', { token: empresa(k + 1).sesiones[0].token, timeoutMs: IMPORTACION_MS }, 200),
          ),
          cada(r, (3 * PERIODO_MS) / 4, hasta, (k) =>
            r.pedir('exportar PDF', 'exportacion', '/api/activos/export/pdf?descripcion=montacargas', { token: empresa(k + 2).sesiones[0].token, timeoutMs: IMPORTACION_MS }, 200),
          ),
        ]
      : []),
  ]);
  for (const u of personas) u.agente.destroy();
  return r;
}
