import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { rememberAuditTarget } from '../audit/audit-target';
import { IS_PUBLIC_KEY } from '../common/public.decorator';

/** The global guard: every route needs a valid bearer token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  canActivate(context: ExecutionContext) {
    // First guard to run: later refusals are still audited against the right table.
    rememberAuditTarget(context, this.reflector);
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
  }

  handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error || !user) throw new UnauthorizedException('Sesión no válida o expirada. Inicie sesión nuevamente.');
    return user;
  }
}
