import { appendFileSync } from 'node:fs';

/**
 * The file bench/seguridad names for the time of every answer to an attack, one `ms<TAB>route` line each: the 5 s
 * those answers get is a figure of that benchmark, not a check of a suite that shares the machine with others.
 */
export const ATTACK_TIMES_VARIABLE = 'ACTIVOS_ATTACK_TIMES';

/** Notes one answer's time when the benchmark runs the suites; nothing otherwise. */
export function noteAttackTime(ms: number, route: string): void {
  const file = process.env[ATTACK_TIMES_VARIABLE];
  if (file) appendFileSync(file, `${ms}\t${route}\n`);
}
