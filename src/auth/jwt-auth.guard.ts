import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Request } from 'express';
import { ClaveApiService, HEADER_CLAVE_API } from '../clave-api/clave-api.service';
import { AuthUser } from '../common/auth-user';
import { IS_PUBLIC_KEY } from '../common/public.decorator';
import { isDatabaseUnavailable } from '../common/database-unavailable';

export const SESION_NO_VALIDA = 'Sesión no válida o expirada. Inicie sesión nuevamente.';
export const CLAVE_NO_VALIDA = 'Clave de API no válida, revocada o vencida';

/** The global guard: every route needs a live session's bearer token, or an API key, unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly claves: ClaveApiService,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const clave = req.header(HEADER_CLAVE_API);
    if (clave === undefined) return super.canActivate(context) as Promise<boolean>;
    const user = await this.claves.authenticate(clave);
    if (!user) throw new UnauthorizedException(CLAVE_NO_VALIDA);
    req.user = user;
    return true;
  }

  handleRequest<TUser>(error: unknown, user: TUser): TUser {
    // With the database down the session cannot be checked: that is a 503, not a logout.
    if (error && isDatabaseUnavailable(error)) throw error;
    if (error || !user) throw new UnauthorizedException(SESION_NO_VALIDA);
    return user;
  }
}
