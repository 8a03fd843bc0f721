import { randomUUID } from 'node:crypto';
import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { MENSAJE_SOLO_PERSONAS } from '../common/permiso';
import { SesionService } from './sesion/sesion.service';
import { UsuarioSesionesController } from './usuario-sesiones.controller';
import { TipoUsuario } from './usuario.entity';
import { UsuarioService } from './usuario.service';

// What the routes refuse before the services run; the sessions listed and ended, and other companies' users, are test/api/sesiones.test.ts's.
describe('UsuarioSesionesController', () => {
  const usuarios = { findManageable: jest.fn(async () => ({ codigo: 'U-7', companiaId: 1 })) };
  const sesiones = { listActive: jest.fn(async () => []), revokeForUsuario: jest.fn(async () => true), revokeAll: jest.fn(async () => 0) };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(UsuarioSesionesController, [
      { provide: UsuarioService, useValue: usuarios },
      { provide: SesionService, useValue: sesiones },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  /** Listing a user's sessions, ending one and ending all, as the caller of these headers. */
  const rutas = [
    (quien: Record<string, string>) => app.http.get('/api/Usuario/7/sesiones').set(quien),
    (quien: Record<string, string>) => app.http.delete(`/api/Usuario/7/sesiones/${randomUUID()}`).set(quien),
    (quien: Record<string, string>) => app.http.delete('/api/Usuario/7/sesiones').set(quien),
  ];

  it('is for types 1-2 only: a type 3 gets 403 on listing and ending sessions', async () => {
    for (const llamar of rutas) {
      const res = await llamar(app.as(TipoUsuario.CompaniaAdministrador));
      expect([res.status, res.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
    }
    expect(usuarios.findManageable).not.toHaveBeenCalled();
    expect(Object.values(sesiones).every((fn) => !fn.mock.calls.length)).toBe(true);
    expect((await app.http.get('/api/Usuario/7/sesiones').set(app.as(TipoUsuario.Administrador))).status).toBe(200);
  });

  it('keeps API keys out, whatever their permission', async () => {
    for (const clave of [app.asClaveApi(TipoUsuario.Usuario), app.asClaveApi(TipoUsuario.Leer)]) {
      for (const llamar of rutas) {
        const res = await llamar(clave);
        expect([res.status, res.body.message]).toEqual([403, MENSAJE_SOLO_PERSONAS]);
      }
    }
    expect(usuarios.findManageable).not.toHaveBeenCalled();
    expect(Object.values(sesiones).every((fn) => !fn.mock.calls.length)).toBe(true);
  });

  it('answers 404 to a session id that is not a UUID, before looking the user up', async () => {
    const res = await app.http.delete('/api/Usuario/7/sesiones/no-es-un-uuid').set(app.as(TipoUsuario.Administrador));
    expect([res.status, res.body.message]).toEqual([404, 'Sesión no encontrada']);
    expect(usuarios.findManageable).not.toHaveBeenCalled();
    expect(sesiones.revokeForUsuario).not.toHaveBeenCalled();
  });
});
