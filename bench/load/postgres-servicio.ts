import { execFile, execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setTimeout as esperar } from 'node:timers/promises';
import { promisify } from 'node:util';

const CONFIGURACION = '/etc/postgresql';
const pgCtl = promisify(execFile);
/** pg_ctlcluster start returns once the server accepts connections: about two and a half seconds here, part of the outage. */
const ARRANQUE_MS = 2_500;

/** pg_ctlcluster's arguments for the one local cluster (version/main). */
function argumentos(accion: 'stop' | 'start' | 'status'): string[] {
  const versiones = readdirSync(CONFIGURACION);
  if (versiones.length !== 1) throw new Error(`Se esperaba un solo PostgreSQL en ${CONFIGURACION} y hay: ${versiones.join(', ') || 'ninguno'}`);
  return ['--skip-systemctl-redirect', versiones[0], 'main', accion];
}

/** `status` exits with 0 only while the cluster runs. */
const enMarcha = () => pgCtl('pg_ctlcluster', argumentos('status')).then(() => true, () => false);

async function iniciar(): Promise<void> {
  if (!(await enMarcha())) await pgCtl('pg_ctlcluster', argumentos('start'));
}

/** The last resort when this process ends or is interrupted during the outage: synchronous, as an 'exit' handler must be. */
function iniciarYa(): void {
  try {
    execFileSync('pg_ctlcluster', argumentos('status'), { stdio: 'ignore' });
  } catch {
    execFileSync('pg_ctlcluster', argumentos('start'), { stdio: 'inherit' });
  }
}

export interface Caida {
  /** Milliseconds on the caller's clock: stop requested, start finished. */
  desde: number;
  hasta: number;
}

/**
 * Stops the local PostgreSQL so that it is back `ms` after the stop was requested. The
 * server is shared with other work: it is started again whatever happens, also when this
 * process ends or is interrupted during the outage.
 */
export async function caidaDePostgres(ms: number, reloj: () => number): Promise<Caida> {
  const interrumpido = () => {
    iniciarYa();
    process.exit(130);
  };
  process.once('exit', iniciarYa);
  process.once('SIGINT', interrumpido);
  process.once('SIGTERM', interrumpido);
  const desde = reloj();
  try {
    await pgCtl('pg_ctlcluster', argumentos('stop'));
    await esperar(Math.max(0, ms - ARRANQUE_MS - (reloj() - desde)));
  } finally {
    // Should this fail, the handlers stay and try again when the process ends.
    await iniciar();
    process.off('exit', iniciarYa);
    process.off('SIGINT', interrumpido);
    process.off('SIGTERM', interrumpido);
  }
  return { desde, hasta: reloj() };
}
