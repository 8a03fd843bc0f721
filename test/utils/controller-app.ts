import { CanActivate, ExecutionContext, INestApplication, Injectable, Provider, Type, UnauthorizedException } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, Reflector } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { API_PREFIX, globalPipes, NEST_APP_OPTIONS } from '../../src/app.setup';
import { AllExceptionsFilter } from '../../src/common/all-exceptions.filter';
import { AuthUser } from '../../src/common/auth-user';
import { bodyParsers } from '../../src/common/body-parsers';
import { PermisoGuard } from '../../src/common/permiso.guard';
import { IS_PUBLIC_KEY } from '../../src/common/public.decorator';
import { TipoUsuario } from '../../src/usuario/usuario.entity';

/** The header a controller spec names its caller's user type with, in place of a session token. */
const TIPO_HEADER = 'x-prueba-tipo';
/** Present when the caller is an external system's API key rather than a person. */
const CLAVE_HEADER = 'x-prueba-clave-api';

/** A caller of company 1 of this type, as the JWT guard would have set it from a live session; none on a public route called without one. */
@Injectable()
class CallerFromHeader implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string>; user?: AuthUser }>();
    const tipo = Number(req.headers[TIPO_HEADER]);
    if (!tipo && this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()])) return true;
    if (!tipo) throw new UnauthorizedException();
    const clave = req.headers[CLAVE_HEADER];
    req.user = clave
      ? { userId: null, tipo, companiaId: 1, nombre: clave, email: null, companiaNombre: 'Empresa Demo S.A.C.', claveApi: { id: 1, nombre: clave } }
      : { userId: 100 + tipo, tipo, companiaId: 1, nombre: `Tipo ${tipo}`, email: `tipo${tipo}@demo.pe`, companiaNombre: 'Empresa Demo S.A.C.' };
    return true;
  }
}

export interface ControllerApp {
  http: ReturnType<typeof request>;
  /** The headers of a caller of this user type (1 Maestro … 6 Leer). */
  as(tipo: TipoUsuario): Record<string, string>;
  /** The headers of an external system calling with an API key of this permission type. */
  asClaveApi(tipo: TipoUsuario): Record<string, string>;
  close(): Promise<void>;
}

/**
 * One controller over mocked services, with what the app puts in front of every route: its body parsers, prefix,
 * global pipes (app.setup.ts), the permission guard (@Permiso) and the error filter. For the per-route validation
 * and permission answers, which need no database; what the services do is the API suites' (test/api).
 */
export async function createControllerApp(controller: Type<unknown>, providers: Provider[]): Promise<ControllerApp> {
  const moduleRef = await Test.createTestingModule({
    controllers: [controller],
    providers: [
      ...providers,
      { provide: APP_GUARD, useClass: CallerFromHeader },
      { provide: APP_GUARD, useClass: PermisoGuard },
      { provide: APP_FILTER, useClass: AllExceptionsFilter },
    ],
  }).compile();
  const app: INestApplication = moduleRef.createNestApplication({ ...NEST_APP_OPTIONS, logger: false });
  app.use(...bodyParsers());
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(...globalPipes());
  await app.init();
  return {
    http: request(app.getHttpServer()),
    as: (tipo) => ({ [TIPO_HEADER]: String(tipo) }),
    asClaveApi: (tipo) => ({ [TIPO_HEADER]: String(tipo), [CLAVE_HEADER]: 'Sistema contable' }),
    close: () => app.close(),
  };
}

export interface CatalogoConImportacion {
  /** The list's path, '/api/Cliente': the record is `${ruta}/7`, its Excel routes `${ruta}/analyze-excel` and `…/import-excel`. */
  ruta: string;
  /** More read routes than the list and the record (a picker's list). */
  otrasLecturas?: string[];
  /** A valid body for create and edit, with the fields a case changes. */
  cuerpo: (cambios?: Record<string, unknown>) => object;
  /** Bodies refused on create and on edit: what the case is, the fields it changes, a message of the 400. */
  cuerposRechazados: Array<[string, Record<string, unknown>, string]>;
  /** List queries refused: the query string and the 400's message. */
  consultasRechazadas: Array<[string, string]>;
  /** The mocked service, whose writes (and, for a refused query, list) must never run. */
  servicio: Record<'findVisible' | 'list' | 'create' | 'update' | 'remove' | 'importFile', jest.Mock>;
}

/**
 * The cases every catalogue with an Excel import refuses before its service runs (clients, addresses): a reader or a
 * read-only API key writes nothing, a malformed id is a Spanish 400, an upload without its file is refused, and so are
 * the catalogue's own bad bodies and list queries.
 */
export function itRefusesLikeACatalogue(
  appOf: () => ControllerApp,
  { ruta, otrasLecturas = [], cuerpo: cuerpoCon, cuerposRechazados, consultasRechazadas, servicio }: CatalogoConImportacion,
): void {
  const cuerpo = cuerpoCon();
  const excel = (path: string, headers: Record<string, string>, field = 'file') =>
    appOf().http.post(`${ruta}/${path}`).set(headers).attach(field, Buffer.from('Nombre'), 'datos.xlsx');

  it('lets type 6 and a read-only API key read but write nothing: create, edit, delete and the Excel routes answer 403', async () => {
    const app = appOf();
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      for (const path of [ruta, ...otrasLecturas, `${ruta}/7`]) {
        expect((await app.http.get(path).set(quien)).status).toBe(200);
      }
      for (const res of [
        await app.http.post(ruta).set(quien).send(cuerpo),
        await app.http.put(`${ruta}/7`).set(quien).send(cuerpo),
        await app.http.delete(`${ruta}/7`).set(quien),
        await excel('analyze-excel', quien),
        await excel('import-excel', quien),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
      }
    }
    for (const write of [servicio.create, servicio.update, servicio.remove, servicio.importFile]) expect(write).not.toHaveBeenCalled();
  });

  it('answers a Spanish 400 for a malformed id before asking the service', async () => {
    const app = appOf();
    const usuario = app.as(TipoUsuario.Usuario);
    for (const res of [
      await app.http.get(`${ruta}/abc`).set(usuario),
      await app.http.put(`${ruta}/0`).set(usuario).send(cuerpo),
      await app.http.delete(`${ruta}/1.5`).set(usuario),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('id debe ser un número entero positivo');
    }
    for (const call of [servicio.findVisible, servicio.update, servicio.remove]) expect(call).not.toHaveBeenCalled();
  });

  it('refuses an upload without a file, or with its file in another field, before reading it', async () => {
    const app = appOf();
    const usuario = app.as(TipoUsuario.Usuario);
    for (const path of ['analyze-excel', 'import-excel']) {
      const sinArchivo = await app.http.post(`${ruta}/${path}`).set(usuario).field('startRow', '2');
      const otroCampo = await excel(path, usuario, 'archivo');
      expect([sinArchivo, otroCampo].map((res) => [res.status, res.body.message])).toEqual([
        [400, 'Por favor selecciona un archivo'],
        [400, 'La carga no es válida: envíe un solo archivo Excel en el campo "file"'],
      ]);
    }
    expect(servicio.importFile).not.toHaveBeenCalled();
  });

  it.each(cuerposRechazados)('refuses %s with the spec message, on create and on edit', async (_, cambios, message) => {
    const app = appOf();
    for (const res of [
      await app.http.post(ruta).set(app.as(TipoUsuario.Usuario)).send(cuerpoCon(cambios)),
      await app.http.put(`${ruta}/7`).set(app.as(TipoUsuario.Usuario)).send(cuerpoCon(cambios)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(servicio.create).not.toHaveBeenCalled();
    expect(servicio.update).not.toHaveBeenCalled();
  });

  it.each(consultasRechazadas)('refuses the list query %s with a Spanish 400', async (query, message) => {
    const app = appOf();
    const res = await app.http.get(`${ruta}?${query}`).set(app.as(TipoUsuario.Usuario));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(servicio.list).not.toHaveBeenCalled();
  });
}
