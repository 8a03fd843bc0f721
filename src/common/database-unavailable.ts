import { QueryRunnerAlreadyReleasedError } from 'typeorm';

/** What a client is told while the database cannot be reached: the request was fine, it may be retried. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'La base de datos no está disponible en este momento. Intente nuevamente en unos segundos.';

/** Codes of a database that is down, restarting or unreachable, as each driver reports them. */
const UNAVAILABLE_CODES = new Set<string>([
  // Sockets (pg, tedious): refused, reset or unreachable.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: connection exceptions (class 08), and the server stopping, crashed or still starting.
  '08000',
  '08001',
  '08003',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  // SQL Server (mssql/tedious): socket error, connection closed or not open, timeout.
  'ESOCKET',
  'ECONNCLOSED',
  'ENOTOPEN',
  'ETIMEOUT',
]);

/** pg's errors for a connection that dropped or never came, which carry no code. */
const UNAVAILABLE_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect/i;

/**
 * Whether `error` means the database cannot be reached right now rather than that the
 * request was wrong. TypeORM wraps a failed query's driver error (driverError); a pool
 * that cannot connect rejects with the driver's own error, sometimes nested (cause,
 * originalError, or the attempts of an AggregateError).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  // TypeORM releases a PostgreSQL runner itself when its connection breaks; the request's next query on it fails so.
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const { code, message, driverError, cause, originalError, errors } = error as Record<string, unknown>;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  const nested = [driverError, cause, originalError, ...(Array.isArray(errors) ? errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
