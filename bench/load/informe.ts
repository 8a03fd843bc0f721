import { fmt, percentile, report } from '../utils';
import { Clase, Muestra, Registro } from './registro';
import { Verificacion } from './verificacion';

/** The load's goal: every read and write in a fraction of a second, at 150 requests a second or more. */
const LIMITE_P99_LECTURAS_MS = 300;
const LIMITE_P99_ESCRITURAS_MS = 600;
const MINIMO_POR_SEGUNDO = 150;

export const miles = (n: number) => n.toLocaleString('es-PE');

/** A count against its limit, in report()'s format. */
export function contar(nombre: string, valor: number, limite: number): boolean {
  const ok = valor <= limite;
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${nombre}: ${miles(valor)} (límite ${miles(limite)})`);
  return ok;
}

/** A count that must reach a minimum, in the same format. */
export function alMenos(nombre: string, valor: number, minimo: number): boolean {
  const ok = valor >= minimo;
  console.log(`${ok ? 'OK  ' : 'FAIL'} ${nombre}: ${miles(valor)} (mínimo ${miles(minimo)})`);
  return ok;
}

/** How many answers had each status: «200 ×523, 429 ×2»; 0 is a request without an answer. */
export function porEstado(estados: number[]): string {
  const cuenta = new Map<number, number>();
  for (const status of estados) cuenta.set(status, (cuenta.get(status) ?? 0) + 1);
  return [...cuenta].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'sin respuesta'} ×${miles(n)}`).join(', ');
}

function tiempos(titulo: string, muestras: Muestra[]): void {
  if (!muestras.length) return;
  const ms = muestras.map((m) => m.ms);
  console.log(
    `${titulo}: ${miles(ms.length)}; p50 ${fmt(percentile(ms, 50))}, p95 ${fmt(percentile(ms, 95))}, p99 ${fmt(percentile(ms, 99))}, máx ${fmt(Math.max(...ms))}`,
  );
}

function porAccion(muestras: Muestra[], sangria: string): void {
  for (const accion of [...new Set(muestras.map((m) => m.accion))]) tiempos(`${sangria}${accion}`, muestras.filter((m) => m.accion === accion));
}

/** The requests that did not get their expected answer, grouped by action, status and message, with one request id to look up in the API's log. */
export function inesperadas(muestras: Muestra[]): void {
  const grupos = new Map<string, { n: number; requestId: string | null }>();
  for (const m of muestras.filter((m) => m.status !== m.esperado)) {
    const clave = `${m.accion}: ${m.status || 'sin respuesta'} ${m.mensaje ?? ''}`.trim();
    const grupo = grupos.get(clave) ?? { n: 0, requestId: m.requestId };
    grupos.set(clave, { ...grupo, n: grupo.n + 1 });
  }
  for (const [clave, { n, requestId }] of grupos) console.log(`  ${clave} (×${miles(n)}${requestId ? `; p. ej. ${requestId}` : ''})`);
}

/** Every figure of a load run, then its OK/FAIL lines; true when all hold. */
export function informarCarga(r: Registro, v: Verificacion): boolean {
  const { muestras } = r;
  const de = (clase: Clase) => muestras.filter((m) => m.clase === clase);
  const duracion = Math.max(...muestras.map((m) => m.fin)) / 1000;
  console.log(
    `Peticiones: ${miles(muestras.length)} en ${duracion.toFixed(1)} s (${(muestras.length / duracion).toFixed(0)}/s); por estado: ${porEstado(muestras.map((m) => m.status))}`,
  );
  tiempos('Lecturas', de('lectura'));
  porAccion(de('lectura'), '  ');
  tiempos('Escrituras', de('escritura'));
  porAccion(de('escritura'), '  ');
  console.log('Sin límite en el issue:');
  porAccion([...de('importacion'), ...de('exportacion')], '  ');
  console.log(`Escrituras confirmadas (2xx) buscadas en la base con su auditoría: ${miles(v.confirmadas)}, con ${miles(v.filasImportadas)} filas importadas`);
  const distintas = muestras.filter((m) => m.status !== m.esperado);
  if (distintas.length) console.log('Respuestas distintas de la esperada:');
  inesperadas(muestras);
  for (const perdida of v.perdidas.slice(0, 10)) console.log(`  perdida: ${perdida}`);
  return [
    contar('respuestas 5xx', muestras.filter((m) => m.status >= 500).length, 0),
    contar('peticiones sin respuesta', muestras.filter((m) => m.status === 0).length, 0),
    contar('respuestas 4xx no esperadas', distintas.filter((m) => m.status >= 400 && m.status < 500).length, 0),
    contar('escrituras perdidas o sin auditoría', v.perdidas.length, 0),
    report('p99 de las lecturas', percentile(de('lectura').map((m) => m.ms), 99), LIMITE_P99_LECTURAS_MS),
    report('p99 de las escrituras', percentile(de('escritura').map((m) => m.ms), 99), LIMITE_P99_ESCRITURAS_MS),
    alMenos('peticiones por segundo', Math.floor(muestras.length / duracion), MINIMO_POR_SEGUNDO),
  ].every(Boolean);
}
