import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { Request } from 'express';
import { QueryFailedError } from 'typeorm';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';

/** A validation message about one field of the body, by its path ("guiaMovimiento.ruc"). */
export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** Validation errors only: the same messages by field. */
  errors?: FieldError[];
  requestId?: string;
}

const UNIQUE_VIOLATION = new Set<string | number>(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505', 2627, 2601]);
const FOREIGN_KEY_VIOLATION = new Set<string | number>(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503', 547]);

/** Whether a database error is a unique (or primary key) violation, on any of the engines. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && UNIQUE_VIOLATION.has(driverCodeOf(error));
}

function driverCodeOf(error: QueryFailedError): string | number {
  const driverError = error.driverError as { code?: string | number; number?: number } | undefined;
  return driverError?.number ?? driverError?.code ?? '';
}

/** The answer an error gets: never a stack trace or SQL. Whoever records a failure reads its status and message here. */
export function errorBody(exception: unknown, req: Request): ErrorBody {
  if (exception instanceof NotFoundException && /^Cannot [A-Z]+ /.test(exception.message)) {
    return { statusCode: 404, message: `Ruta no encontrada: ${req.method} ${req.originalUrl.split('?')[0]}`, error: 'Not Found' };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode: status, message: response, error: reason(status) };
    const { message, error, errors } = response as Pick<Partial<ErrorBody>, 'message' | 'error' | 'errors'>;
    return { statusCode: status, message: message ?? exception.message, error: error ?? reason(status), ...(errors && { errors }) };
  }
  // The database is down or restarting: the request may be retried, and nothing of the driver's text is shown.
  if (isDatabaseUnavailable(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };
  }
  if (exception instanceof QueryFailedError) {
    if (isUniqueViolation(exception)) return { statusCode: 409, message: 'Ya existe un registro con esos datos', error: 'Conflict' };
    // Deleting a row that others still point to: the safety net behind each service's own checks.
    if (FOREIGN_KEY_VIOLATION.has(driverCodeOf(exception))) {
      return { statusCode: 409, message: 'No se puede completar: el registro está en uso por otros datos', error: 'Conflict' };
    }
  }
  return { statusCode: 500, message: 'Error interno del servidor', error: 'Internal Server Error' };
}

/** The error's messages as one line, for logs and the audit trail. */
export const errorText = (body: Pick<ErrorBody, 'message'>): string => [body.message].flat().join('; ');

function reason(status: number): string {
  const name = HttpStatus[status];
  return name ? name.toLowerCase().split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') : 'Error';
}
