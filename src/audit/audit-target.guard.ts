import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC_KEY } from '../common/public.decorator';
import { AUDIT_TARGET_KEY, AuditTarget, AuditedRequest } from './audit-target';

/**
 * Never refuses: it remembers the route's @Audited target on the request, and whether the route takes callers
 * without credentials (@Public). The audit module is imported before the others, so this is the first global guard,
 * and a request refused by a later guard (no session, no permission) is still logged against the right table.
 */
@Injectable()
export class AuditTargetGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AuditedRequest>();
    const target = this.reflector.getAllAndMerge<AuditTarget>(AUDIT_TARGET_KEY, [context.getClass(), context.getHandler()]);
    if (target && target.table) req.auditTarget = target;
    req.publicRoute = Boolean(this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]));
    return true;
  }
}
