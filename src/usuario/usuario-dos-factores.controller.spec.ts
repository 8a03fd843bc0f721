import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { MENSAJE_SOLO_PERSONAS } from '../common/permiso';
import { environmentConfig } from '../config/environment.config';
import { UsuarioDosFactoresController } from './usuario-dos-factores.controller';
import { TipoUsuario } from './usuario.entity';
import { UsuarioService } from './usuario.service';

// Who may ask for a reset before the service runs; what a reset does, and to whom, is test/api/dos-factores.test.ts's.
describe('UsuarioDosFactoresController', () => {
  const usuarios = { resetDosFactores: jest.fn(async () => ({ enlace: 'http://x/configurar-verificacion#t', expira: new Date(), correoEnviado: false })) };
  let app: ControllerApp;
  const restablecer = (quien: Record<string, string>) => app.http.post('/api/Usuario/7/dos-factores/restablecer').set(quien);

  beforeAll(async () => {
    app = await createControllerApp(UsuarioDosFactoresController, [
      { provide: UsuarioService, useValue: usuarios },
      { provide: environmentConfig.KEY, useValue: { APP_URL: 'https://activos.empresa.pe' } },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it('is for types 1-2 only, and builds the link on APP_URL', async () => {
    for (const tipo of [TipoUsuario.CompaniaAdministrador, TipoUsuario.Gerente, TipoUsuario.Usuario, TipoUsuario.Leer]) {
      const res = await restablecer(app.as(tipo));
      expect([res.status, res.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
    }
    expect(usuarios.resetDosFactores).not.toHaveBeenCalled();
    expect((await restablecer(app.as(TipoUsuario.Administrador))).status).toBe(200);
    expect(usuarios.resetDosFactores).toHaveBeenCalledWith(expect.objectContaining({ tipo: TipoUsuario.Administrador }), expect.anything(), 7, 'https://activos.empresa.pe');
  });

  it('keeps API keys out, whatever their permission', async () => {
    for (const clave of [app.asClaveApi(TipoUsuario.Usuario), app.asClaveApi(TipoUsuario.Leer)]) {
      const res = await restablecer(clave);
      expect([res.status, res.body.message]).toEqual([403, MENSAJE_SOLO_PERSONAS]);
    }
    expect(usuarios.resetDosFactores).not.toHaveBeenCalled();
  });
});
