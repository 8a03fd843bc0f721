import { CanActivate, ExecutionContext, ForbiddenException, Injectable, OnModuleInit } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { AuthUser } from './auth-user';
import { MENSAJE_SOLO_PERSONAS, Nivel, PERMISO_KEY, SOLO_PERSONAS_KEY, tienePermiso } from './permiso';
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
    // A route that declares no level is refused to everyone (RutasConPermiso stops such an app at start-up).
    const nivel = this.reflector.getAllAndOverride<Nivel | undefined>(PERMISO_KEY, targets);
    if (nivel && request.user && tienePermiso(request.user.tipo, nivel)) return true;
    throw new ForbiddenException('No tiene permisos para realizar esta acción');
  }
}

/** The routes ("Controller.metodo") that declare neither @Permiso nor @Public. */
export function rutasSinPermiso(controllers: Array<new (...args: never[]) => unknown>, reflector = new Reflector()): string[] {
  const scanner = new MetadataScanner();
  return controllers.flatMap((controller) =>
    scanner
      .getAllMethodNames(controller.prototype)
      .map((name) => ({ name, targets: [(controller.prototype as Record<string, () => unknown>)[name], controller] }))
      .filter(({ targets: [handler] }) => Reflect.hasMetadata(PATH_METADATA, handler))
      .filter(({ targets }) => !reflector.getAllAndOverride(PERMISO_KEY, targets) && !reflector.getAllAndOverride(IS_PUBLIC_KEY, targets))
      .map(({ name }) => `${controller.name}.${name}`),
  );
}

/** Start-up fails while a route leaves its permission level to chance (docs/arquitectura.md, "Quién puede hacer qué"). */
@Injectable()
export class RutasConPermiso implements OnModuleInit {
  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const controllers = this.discovery.getControllers().flatMap(({ metatype }) => (metatype ? [metatype as new () => unknown] : []));
    const faltan = rutasSinPermiso(controllers);
    if (faltan.length) throw new Error(`Rutas sin @Permiso ni @Public: ${faltan.join(', ')}`);
  }
}
