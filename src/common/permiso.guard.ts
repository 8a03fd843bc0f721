import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthUser } from './auth-user';
import { MENSAJE_SOLO_PERSONAS, Nivel, nivelRequerido, PERMISO_KEY, SOLO_PERSONAS_KEY, tienePermiso } from './permiso';
import { IS_PUBLIC_KEY } from './public.decorator';

/** Checks the caller's user type (an API key's: 6 lectura, 5 escritura) against the route's @Permiso, and keeps keys off @SoloPersonas routes. */
@Injectable()
export class PermisoGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<{ method: string; user?: AuthUser }>();
    if (request.user?.claveApi && this.reflector.getAllAndOverride<boolean>(SOLO_PERSONAS_KEY, targets)) {
      throw new ForbiddenException(MENSAJE_SOLO_PERSONAS);
    }
    const nivel = nivelRequerido(this.reflector.getAllAndOverride<Nivel>(PERMISO_KEY, targets), request.method);
    if (request.user && tienePermiso(request.user.tipo, nivel)) return true;
    throw new ForbiddenException('No tiene permisos para realizar esta acción');
  }
}
