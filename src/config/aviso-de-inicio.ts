import { ConsoleLogger } from '@nestjs/common';
import { resolve } from 'node:path';
import { DEMO_ADMIN, type Environment } from './environment';

/**
 * Nest's lines of each module loaded and each route mapped: about 190 at every start, on every replica. They bury the
 * few lines that matter (the address, a missing secret), so they are left out; everything else is logged as is.
 */
const CONTEXTOS_DE_ARRANQUE = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

export class StartupQuietLogger extends ConsoleLogger {
  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && CONTEXTOS_DE_ARRANQUE.has(context)) return;
    super.log(message, ...rest);
  }
}

type Entorno = Pick<Environment, 'PORT' | 'DB_TYPE' | 'DB_PATH' | 'DB_HOST' | 'DB_NAME' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>;

/**
 * What a person who just ran `npm start` needs, as a few plain lines after the structured log: where to open the
 * product, with which user, and where its data lives. Only outside production, where the demo password is refused;
 * the demo password only on the start that created the first user (`primerInicio`): a log is often shared.
 */
export function avisoDeInicio(env: Entorno, docs: boolean, primerInicio: boolean): string {
  const direccion = `http://localhost:${env.PORT}`;
  const datos = env.DB_TYPE === 'sqlite' ? `SQLite en ${resolve(env.DB_PATH)}` : `${env.DB_TYPE === 'postgres' ? 'PostgreSQL' : 'SQL Server'} ${env.DB_HOST}, base ${env.DB_NAME}`;
  const usuario = env.ADMIN_EMAIL ?? DEMO_ADMIN.email;
  const ingreso =
    primerInicio && !env.ADMIN_PASSWORD
      ? `Ingrese con ${usuario} / ${DEMO_ADMIN.password} (contraseña de demostración: el sistema pide cambiarla al ingresar)`
      : `Usuario Maestro inicial: ${usuario}${env.ADMIN_PASSWORD ? ' (con la contraseña de ADMIN_PASSWORD)' : ''}`;
  const lineas = [`Activos Fijos listo: ${direccion}`, ingreso, `Datos: ${datos}`, ...(docs ? [`API: ${direccion}/api/docs`] : [])];
  const raya = '─'.repeat(Math.max(...lineas.map((linea) => linea.length)) + 2);
  return [raya, ...lineas.map((linea) => ` ${linea}`), raya].join('\n');
}
