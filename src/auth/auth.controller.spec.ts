import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { MENSAJE_SOLO_PERSONAS } from '../common/permiso';
import { environmentConfig } from '../config/environment.config';
import { TipoUsuario } from '../usuario/usuario.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';

// What the login and two-factor routes refuse before the service runs; codes, challenges and limits are test/api/dos-factores.test.ts's.
describe('AuthController', () => {
  const auth = {
    login: jest.fn(),
    completeDosFactores: jest.fn(),
    currentSesion: jest.fn(),
    startEnrollment: jest.fn(),
    enableDosFactores: jest.fn(),
    disableDosFactores: jest.fn(),
    openEnlace: jest.fn(),
    activateEnlace: jest.fn(),
  };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(AuthController, [
      { provide: AuthService, useValue: auth },
      { provide: environmentConfig.KEY, useValue: {} },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each<[string, Record<string, unknown>, string]>([
    ['no challenge', { codigo: '123456' }, 'La verificación expiró. Inicie sesión nuevamente.'],
    ['a challenge over 2000 characters', { desafio: 'x'.repeat(2001), codigo: '123456' }, 'La verificación expiró. Inicie sesión nuevamente.'],
    ['no code', { desafio: 'abc' }, 'El código de verificación es obligatorio'],
    ['a blank code', { desafio: 'abc', codigo: '' }, 'El código de verificación es obligatorio'],
    ['a code over 20 characters', { desafio: 'abc', codigo: '1'.repeat(21) }, 'Código de verificación incorrecto'],
  ])('POST /api/auth/2fa with %s → 400 in Spanish, no login attempted', async (_, body, message) => {
    const res = await app.http.post('/api/auth/2fa').send(body);
    expect(res.status).toBe(400);
    expect([res.body.message].flat()).toContain(message);
    expect(auth.completeDosFactores).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no code', {}, 'El código de verificación es obligatorio'],
    ['a code over 20 characters', { codigo: '9'.repeat(21) }, 'Código de verificación incorrecto'],
  ])('POST /api/auth/2fa/activar with %s → 400 in Spanish, nothing enabled', async (_, body, message) => {
    const res = await app.http.post('/api/auth/2fa/activar').set(app.as(TipoUsuario.Administrador)).send(body);
    expect(res.status).toBe(400);
    expect([res.body.message].flat()).toContain(message);
    expect(auth.enableDosFactores).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no code', { contrasena: 'clave-segura-1' }, 'El código de verificación es obligatorio'],
    ['no password', { codigo: '123456' }, 'La contraseña actual es obligatoria'],
    ['a code over 20 characters', { contrasena: 'clave-segura-1', codigo: '9'.repeat(21) }, 'Código de verificación incorrecto'],
  ])('POST /api/auth/2fa/desactivar with %s → 400 in Spanish, nothing checked', async (_, body, message) => {
    const res = await app.http.post('/api/auth/2fa/desactivar').set(app.as(TipoUsuario.Administrador)).send(body);
    expect(res.status).toBe(400);
    expect([res.body.message].flat()).toContain(message);
    expect(auth.disableDosFactores).not.toHaveBeenCalled();
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ['/api/auth/2fa/enlace', 'no token', {}, 'El enlace para configurar la verificación no es válido'],
    ['/api/auth/2fa/enlace', 'a token over 100 characters', { token: 'x'.repeat(101) }, 'El enlace para configurar la verificación no es válido'],
    ['/api/auth/2fa/enlace/activar', 'no code', { token: 'x'.repeat(43) }, 'El código de verificación es obligatorio'],
    ['/api/auth/2fa/enlace/activar', 'no token', { codigo: '123456' }, 'El enlace para configurar la verificación no es válido'],
  ])('POST %s with %s → 400 in Spanish, no link looked up', async (ruta, _, body, message) => {
    const res = await app.http.post(ruta).send(body);
    expect(res.status).toBe(400);
    expect([res.body.message].flat()).toContain(message);
    expect(auth.openEnlace).not.toHaveBeenCalled();
    expect(auth.activateEnlace).not.toHaveBeenCalled();
  });

  it('refuses the login with Spanish messages for each missing field', async () => {
    const res = await app.http.post('/api/auth/login').send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.arrayContaining(['El correo electrónico es obligatorio', 'La contraseña es obligatoria']));
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('keeps a person’s own session and second factor from API keys, whatever their permission', async () => {
    const clave = app.asClaveApi(TipoUsuario.Usuario);
    for (const res of [
      await app.http.get('/api/auth/me').set(clave),
      await app.http.post('/api/auth/2fa/inscripcion').set(clave),
      await app.http.post('/api/auth/2fa/activar').set(clave).send({ codigo: '123456' }),
      await app.http.post('/api/auth/2fa/desactivar').set(clave).send({ contrasena: 'clave-segura-1', codigo: '123456' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MENSAJE_SOLO_PERSONAS);
    }
    expect(auth.currentSesion).not.toHaveBeenCalled();
    expect(auth.startEnrollment).not.toHaveBeenCalled();
    expect(auth.enableDosFactores).not.toHaveBeenCalled();
    expect(auth.disableDosFactores).not.toHaveBeenCalled();
  });
});
