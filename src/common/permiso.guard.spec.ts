import { ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Permiso } from './permiso';
import { PermisoGuard } from './permiso.guard';
import { Public } from './public.decorator';

class Rutas {
  @Permiso('areas') areas() {}
  @Permiso('administracion') admin() {}
  @Permiso('maestro') maestro() {}
  @Permiso('lectura') soloLectura() {}
  sinDecorador() {}
  @Public() publica() {}
}

function contextFor(handler: keyof Rutas, method: string, tipo?: number): ExecutionContext {
  return {
    getHandler: () => Rutas.prototype[handler],
    getClass: () => Rutas,
    switchToHttp: () => ({ getRequest: () => ({ method, user: tipo === undefined ? undefined : { tipo } }) }),
  } as unknown as ExecutionContext;
}

const allows = (handler: keyof Rutas, method: string, tipo?: number) => {
  try {
    return new PermisoGuard(new Reflector()).canActivate(contextFor(handler, method, tipo));
  } catch (error) {
    if (error instanceof ForbiddenException) return false;
    throw error;
  }
};

describe('PermisoGuard (DESIGN.md §4)', () => {
  const TYPES = [1, 2, 3, 4, 5, 6];
  const cases: Array<[string, keyof Rutas, string, number[]]> = [
    ['GET without decorator: every type reads', 'sinDecorador', 'GET', [1, 2, 3, 4, 5, 6]],
    ['POST without decorator: type 6 never writes', 'sinDecorador', 'POST', [1, 2, 3, 4, 5]],
    ['PUT without decorator', 'sinDecorador', 'PUT', [1, 2, 3, 4, 5]],
    ['DELETE without decorator', 'sinDecorador', 'DELETE', [1, 2, 3, 4, 5]],
    ['areas need ≤ 3', 'areas', 'POST', [1, 2, 3]],
    ['users and companies need ≤ 2', 'admin', 'DELETE', [1, 2]],
    ['audit and company creation need 1', 'maestro', 'GET', [1]],
    ['an explicit lectura on a POST lets type 6 through', 'soloLectura', 'POST', [1, 2, 3, 4, 5, 6]],
  ];
  it.each(cases)('%s', (_, handler, method, allowed) => {
    expect(TYPES.filter((tipo) => allows(handler, method, tipo))).toEqual(allowed);
  });

  it('refuses unknown types and a missing user', () => {
    for (const tipo of [0, 7, -1, 2.5, Number.NaN]) expect(allows('sinDecorador', 'GET', tipo)).toBe(false);
    expect(allows('sinDecorador', 'GET')).toBe(false);
  });

  it('lets public routes through without a user', () => {
    expect(allows('publica', 'POST')).toBe(true);
  });

  it('answers in Spanish', () => {
    expect(() => new PermisoGuard(new Reflector()).canActivate(contextFor('admin', 'POST', 5))).toThrow(
      'No tiene permisos para realizar esta acción',
    );
  });
});
