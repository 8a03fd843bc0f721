import { NextFunction, Response } from 'express';
import { AuditService } from './audit.service';
import { AuditedRequest } from './audit-target';

/**
 * A request refused before any interceptor ran (a body that is not JSON, no session, no
 * permission, an unknown route) still gets its failure row: the error answer waits for it,
 * as the interceptor's rows do.
 */
export function auditRefusals(audit: AuditService) {
  return (req: AuditedRequest, res: Response, next: NextFunction): void => {
    const json = res.json.bind(res);
    res.json = (body: { message?: string | string[] }) => {
      if (req.audited || res.statusCode < 400 || !audit.isAudited(req, res.statusCode)) return json(body);
      void audit.recordRefusal(req, res.statusCode, body).finally(() => json(body));
      return res;
    };
    next();
  };
}
