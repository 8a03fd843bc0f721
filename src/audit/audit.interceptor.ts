import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Response } from 'express';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { AuditService } from './audit.service';
import { auditOf, AuditedRequest, isNothingSent } from './audit-target';

/**
 * Writes the audit row of every audited request that reaches its handler, before the answer
 * leaves: a success with what the handler answered, a failure with the error's status and
 * message (then the error goes on to the filter that shapes its answer).
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<AuditedRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap((answer) => {
        if (!this.audit.isAudited(req)) return [answer];
        const statusCode = this.statusOf(context, req.method, res);
        const body = isNothingSent(answer) ? undefined : answer;
        return from(this.audit.recordRequest(req, { statusCode, body, audit: auditOf(answer) }).then(() => body));
      }),
      catchError((error: unknown) => from(this.audit.recordFailure(req, error)).pipe(mergeMap(() => throwError(() => error)))),
    );
  }

  /** Nest sets the status after interceptors run: read what it is going to send. */
  private statusOf(context: ExecutionContext, method: string, res: Response): number {
    if (res.statusCode !== HttpStatus.OK) return res.statusCode;
    const declared = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined;
    return declared ?? (method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
  }
}
