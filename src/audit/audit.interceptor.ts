import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Response } from 'express';
import { from, mergeMap, Observable } from 'rxjs';
import { AuditService } from './audit.service';
import { AuditedRequest } from './audit-target';

/**
 * Writes the audit row of every successful write (and login/logout) before the
 * answer leaves. Failures are written by the global error filter, which also
 * sees the requests a guard refused before any interceptor ran.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<AuditedRequest>();
    if (!this.audit.isAudited(req)) return next.handle();
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      mergeMap((body) => {
        const statusCode = this.statusOf(context, req.method, res);
        return from(this.audit.recordRequest(req, { statusCode, body }).then(() => body));
      }),
    );
  }

  /** Nest sets the status after interceptors run: read what it is going to send. */
  private statusOf(context: ExecutionContext, method: string, res: Response): number {
    if (res.statusCode !== HttpStatus.OK) return res.statusCode;
    const declared = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined;
    return declared ?? (method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
  }
}
