import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/common/database-unavailable';
import { freshDatabase, report, startServer } from '../utils';
import { sembrarCatalogo } from './catalogo';
import { ejecutarCarga } from './carga';
import { crearEmpresas } from './empresas';
import { alMenos, contar, inesperadas, miles } from './informe';
import { Caida, caidaDePostgres } from './postgres-servicio';
import { verificarEscrituras } from './verificacion';

const USUARIOS = 50;
const PAUSA_MS: [number, number] = [200, 600];
const ANTES_MS = 10_000;
/** The server is shared with other work: never longer than this. */
const CAIDA_MS = 10_000;
const DURACION_MS = 40_000;
const RECUPERACION_MS = 10_000;

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The API's error log (one JSON line each) counted by message, so an outage's hundreds of lines read as a few. */
function erroresRegistrados(archivo: string): string {
  const lineas = existsSync(archivo) ? readFileSync(archivo, 'utf8').split('\n').filter(Boolean) : [];
  const porMensaje = new Map<string, number>();
  for (const linea of lineas) {
    let mensaje = linea.slice(0, 120);
    try {
      const { message } = JSON.parse(linea) as { message?: { message?: string; cause?: string } | string };
      mensaje = typeof message === 'object' ? [message.message, message.cause].filter(Boolean).join(': ') : String(message);
    } catch {
      // Not one of the logger's lines: shown as it is.
    }
    porMensaje.set(mensaje, (porMensaje.get(mensaje) ?? 0) + 1);
  }
  return `${miles(lineas.length)}${[...porMensaje].map(([mensaje, n]) => `\n  ${mensaje} (×${miles(n)})`).join('')}`;
}

/** PostgreSQL stops for 10 s under load: every failure is a 503 in Spanish, and the API serves again on its own once it is back. */
export async function benchCaidaPostgres(): Promise<boolean> {
  const database = await freshDatabase('postgres');
  const errorLog = join(tmpdir(), `${database.pg!.database}.log`);
  const server = await startServer(database, errorLog);
  try {
    const empresas = await crearEmpresas(server, 2, 5);
    await sembrarCatalogo(server.url, empresas.map((e) => e.sesiones[0].token), 1_000);
    let caida: Caida | undefined;
    const r = await ejecutarCarga(server.url, empresas, { usuarios: USUARIOS, duracionMs: DURACION_MS, pausaMs: PAUSA_MS, tareasPeriodicas: false }, async (reg) => {
      await esperar(ANTES_MS);
      caida = await caidaDePostgres(CAIDA_MS, () => reg.ahora());
    });
    const { desde, hasta } = caida!;
    const fallidas = r.muestras.filter((m) => m.status !== m.esperado);
    const enCaida = r.muestras.filter((m) => m.fin >= desde && m.inicio <= hasta);
    const con503 = fallidas.filter((m) => m.status === 503);
    const ultimoFallo = Math.max(hasta, ...fallidas.map((m) => m.fin));
    const primeraBien = Math.min(...r.muestras.filter((m) => m.inicio >= hasta && m.status === m.esperado).map((m) => m.fin));
    console.log(
      `Caída de PostgreSQL bajo carga (${USUARIOS} usuarios, ${PAUSA_MS[0] / 1000}-${PAUSA_MS[1] / 1000} s entre acciones, ${s(DURACION_MS)}): ` +
        `detenido a los ${s(desde)}, de nuevo en marcha a los ${s(hasta)} (${s(hasta - desde)})`,
    );
    console.log(
      `Peticiones: ${miles(r.muestras.length)}; durante la caída ${miles(enCaida.length)}, de ellas ${miles(con503.length)} con 503` +
        (con503.length ? ` («${con503[0].mensaje}»)` : ''),
    );
    console.log(`Tras volver PostgreSQL: primera respuesta correcta a los +${s(primeraBien - hasta)}, último fallo a los +${s(ultimoFallo - hasta)}`);
    if (fallidas.length) {
      console.log('Respuestas distintas de la esperada:');
      inesperadas(fallidas);
    }
    console.log(`Líneas del registro de errores de la API: ${erroresRegistrados(errorLog)}`);
    const verificacion = await verificarEscrituras(database, r.escrituras);
    for (const perdida of verificacion.perdidas.slice(0, 10)) console.log(`  perdida: ${perdida}`);
    console.log(`Escrituras confirmadas (2xx) buscadas en la base con su auditoría: ${miles(verificacion.confirmadas)}`);
    return [
      alMenos('respuestas 503 durante la caída', con503.length, 1),
      contar('fallos que no son 503 con mensaje en español', fallidas.filter((m) => !(m.status === 503 && m.mensaje === DATABASE_UNAVAILABLE_MESSAGE)).length, 0),
      contar('fallos antes de la caída', fallidas.filter((m) => m.fin < desde).length, 0),
      report('recuperación (último fallo tras volver PostgreSQL)', (ultimoFallo - hasta) / 1000, RECUPERACION_MS / 1000, 's'),
      contar('escrituras perdidas o sin auditoría', verificacion.perdidas.length, 0),
      contar('procesos de la API terminados', server.child.exitCode === null && server.child.signalCode === null ? 0 : 1, 0),
    ].every(Boolean);
  } finally {
    await server.stop();
    await database.drop();
    rmSync(errorLog, { force: true });
  }
}
