import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import { Request, Response } from 'express';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { errorBody } from './error-body';
import { RetryLaterException } from './retry-later.exception';

/**
 * Every error answer in one shape, `{ statusCode, message, error, requestId }` (and `errors` by field
 * for a body that fails validation): never a stack trace or SQL.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Error');

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request & { id?: string }>();
    const res = host.switchToHttp().getResponse<Response>();
    const requestId = req.id;
    const body = { ...errorBody(exception, req), requestId };
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE && isDatabaseUnavailable(exception)) {
      // An outage fails every request alike: one line each, without a stack.
      this.logger.warn({ requestId, message: DATABASE_UNAVAILABLE_MESSAGE, cause: (exception as Error)?.message });
    } else if (body.statusCode >= 500) {
      this.logger.error({ requestId, message: (exception as Error)?.message, stack: (exception as Error)?.stack });
    }
    if (res.headersSent) return;
    if (exception instanceof RetryLaterException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.statusCode).json(body);
  }
}
