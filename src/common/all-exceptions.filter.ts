import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuditedRequest } from '../audit/audit-target';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../database/database-unavailable';
import { RequestContext } from './request-context';
import { RetryLaterException } from './retry-later.exception';

/** A validation message about one field of the body, by its path ("guiaMovimiento.ruc"). */
export interface FieldError {
  field: string;
  message: string;
}

interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error: string;
  /** Validation errors only: the same messages by field. */
  errors?: FieldError[];
  requestId?: string;
}

const UNIQUE_VIOLATION = new Set<string | number>(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505', 2627, 2601]);
const FOREIGN_KEY_VIOLATION = new Set<string | number>(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503', 547]);

/**
 * Every error answer in one shape, `{ statusCode, message, error, requestId }` (and `errors` by field
 * for a body that fails validation):
 * never a stack trace or SQL. Also writes the audit row of a failed write.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  constructor(private readonly audit: AuditService) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<AuditedRequest>();
    const res = host.switchToHttp().getResponse<Response>();
    const requestId = RequestContext.current()?.requestId ?? (req as AuditedRequest & { id?: string }).id;
    const body = { ...this.toBody(exception, req), requestId };
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && isDatabaseUnavailable(exception)) {
      // An outage fails every request alike: one line each, without a stack.
      this.logger.warn({ requestId, message: DATABASE_UNAVAILABLE_MESSAGE, cause: (exception as Error)?.message });
    } else if (body.statusCode >= 500) {
      this.logger.error({ requestId, message: (exception as Error)?.message, stack: (exception as Error)?.stack });
    }
    try {
      await this.audit.recordRequest(req, { statusCode: body.statusCode, error: [body.message].flat().join('; ') });
    } catch (auditError) {
      this.logger.error({ requestId, message: 'No se pudo registrar la auditoría', cause: (auditError as Error).message });
    }
    if (res.headersSent) return;
    if (exception instanceof RetryLaterException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, req: AuditedRequest): ErrorBody {
    if (exception instanceof NotFoundException && /^Cannot [A-Z]+ /.test(exception.message)) {
      return { statusCode: 404, message: `Ruta no encontrada: ${req.method} ${req.originalUrl.split('?')[0]}`, error: 'Not Found' };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { statusCode: status, message: response, error: this.reason(status) };
      const { message, error, errors } = response as Pick<Partial<ErrorBody>, 'message' | 'error' | 'errors'>;
      return { statusCode: status, message: message ?? exception.message, error: error ?? this.reason(status), ...(errors && { errors }) };
    }
    // The database is down or restarting: the request may be retried, and nothing of the driver's text is shown.
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' };
    }
    if (exception instanceof QueryFailedError) {
      const driverError = exception.driverError as { code?: string | number; number?: number } | undefined;
      const code = driverError?.number ?? driverError?.code ?? '';
      if (UNIQUE_VIOLATION.has(code)) return { statusCode: 409, message: 'Ya existe un registro con esos datos', error: 'Conflict' };
      // Deleting a row that others still point to: the safety net behind each service's own checks.
      if (FOREIGN_KEY_VIOLATION.has(code)) {
        return { statusCode: 409, message: 'No se puede completar: el registro está en uso por otros datos', error: 'Conflict' };
      }
    }
    return { statusCode: 500, message: 'Error interno del servidor', error: 'Internal Server Error' };
  }

  private reason(status: number): string {
    const name = HttpStatus[status];
    return name ? name.toLowerCase().split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') : 'Error';
  }
}
