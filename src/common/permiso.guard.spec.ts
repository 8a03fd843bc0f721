import { Controller, ExecutionContext, ForbiddenException, Get, Module, Post } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Reflector } from '@nestjs/core';
import { Permiso } from './permiso';
import { PermisoGuard, RutasConPermiso, rutasSinPermiso } from './permiso.guard';
import { Public } from './public.decorator';

class Rutas {
  @Permiso('areas') areas() {}
  @Permiso('administracion') admin() {}
  @Permiso('maestro') maestro() {}
  @Permiso('lectura') soloLectura() {}
  @Permiso('lectura') lectura() {}
  @Permiso('escritura') escritura() {}
  @Permiso('gerencia') gerencia() {}
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

describe('PermisoGuard (docs/arquitectura.md, "Quién puede hacer qué")', () => {
  const TYPES = [1, 2, 3, 4, 5, 6];
  const cases: Array<[string, keyof Rutas, string, number[]]> = [
    ['lectura: every type reads', 'lectura', 'GET', [1, 2, 3, 4, 5, 6]],
    ['escritura: type 6 never writes', 'escritura', 'POST', [1, 2, 3, 4, 5]],
    ['escritura on a PUT', 'escritura', 'PUT', [1, 2, 3, 4, 5]],
    ['escritura on a DELETE', 'escritura', 'DELETE', [1, 2, 3, 4, 5]],
    ['no level is guessed from the method: a route without decorator is refused to all', 'sinDecorador', 'GET', []],
    ['gerencia (an inventory opened, moved or closed) needs ≤ 4', 'gerencia', 'POST', [1, 2, 3, 4]],
    ['areas need ≤ 3', 'areas', 'POST', [1, 2, 3]],
    ['users and companies need ≤ 2', 'admin', 'DELETE', [1, 2]],
    ['audit and company creation need 1', 'maestro', 'GET', [1]],
    ['an explicit lectura on a POST lets type 6 through', 'soloLectura', 'POST', [1, 2, 3, 4, 5, 6]],
  ];
  it.each(cases)('%s', (_, handler, method, allowed) => {
    expect(TYPES.filter((tipo) => allows(handler, method, tipo))).toEqual(allowed);
  });

  it('refuses unknown types and a missing user', () => {
    for (const tipo of [0, 7, -1, 2.5, Number.NaN]) expect(allows('lectura', 'GET', tipo)).toBe(false);
    expect(allows('lectura', 'GET')).toBe(false);
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

describe('RutasConPermiso: every route declares its level', () => {
  @Controller('ok')
  @Permiso('escritura')
  class Declarada {
    @Get() @Permiso('lectura') leer() {}
    @Post() escribir() {}
    @Get('abierta') @Public() abierta() {}
  }

  @Controller('olvido')
  class Olvidada {
    @Get() @Permiso('lectura') leer() {}
    @Post() escribir() {}
    ayudante() {}
  }

  it('lists the routes without @Permiso or @Public, a class-level @Permiso counting for its methods', () => {
    expect(rutasSinPermiso([Declarada, Olvidada])).toEqual(['Olvidada.escribir']);
  });

  it('stops the app at start-up while one is missing', async () => {
    @Module({ imports: [DiscoveryModule], controllers: [Declarada, Olvidada], providers: [RutasConPermiso] })
    class App {}
    const moduleRef = await Test.createTestingModule({ imports: [App] }).compile();
    await expect(moduleRef.createNestApplication({ logger: false }).init()).rejects.toThrow('Rutas sin @Permiso ni @Public: Olvidada.escribir');
  });
});
