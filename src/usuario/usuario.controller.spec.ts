import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { UsuarioController } from './usuario.controller';
import { TipoUsuario } from './usuario.entity';
import { UsuarioService } from './usuario.service';

// What the route refuses before the service runs; the service's own answers are test/api/usuario.test.ts's.
describe('UsuarioController', () => {
  const usuarios = { createAs: jest.fn() };
  let app: ControllerApp;

  const nuevo = {
    tipo: 5,
    companiaId: 1,
    nombre: 'Lucía',
    apellido: 'Quispe',
    correoElectronico: 'lucia@demo.pe',
    numeroTelefonico: '+51 987 654 321',
    contrasena: 'clave-lucia',
    codigo: 'LQ-01',
    detalle: 'Almacén',
  };

  beforeAll(async () => {
    app = await createControllerApp(UsuarioController, [{ provide: UsuarioService, useValue: usuarios }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['no password', { contrasena: undefined }, 'La contraseña es obligatoria'],
    ['a short password', { contrasena: 'corta-123' }, 'La contraseña debe tener al menos 10 caracteres'],
    ['a password over 256 characters', { contrasena: 'Llueve-en-Cusco-'.repeat(17) }, 'La contraseña no puede exceder los 256 caracteres'],
    ['a password of fewer than 5 distinct characters', { contrasena: ' '.repeat(10) }, 'La contraseña debe tener al menos 5 caracteres distintos'],
    [
      'a password easy to guess',
      { contrasena: '12345678901' },
      'La contraseña es demasiado fácil de adivinar (secuencias, repeticiones, fechas o palabras conocidas); use una frase de varias palabras poco comunes',
    ],
    ['a common password', { contrasena: 'Password123' }, 'La contraseña es demasiado común; elija otra'],
    ["a password with the e-mail's local part", { correoElectronico: 'rquispe@andina.pe', contrasena: 'soy-RQuispe-2026' }, 'La contraseña no puede contener la parte de su correo antes de la @'],
    ['a bad e-mail', { correoElectronico: 'no-es-correo' }, 'El correo electrónico no es válido'],
    ['no nombre', { nombre: ' ' }, 'El nombre es obligatorio'],
    ['no codigo', { codigo: '' }, 'El código es obligatorio'],
    ['tipo 7', { tipo: 7 }, 'El tipo de usuario debe ser un número del 1 al 6'],
    ['no company', { companiaId: undefined }, 'La empresa es obligatoria'],
  ])('refuses %s with a Spanish 400 and saves nothing', async (_, overrides, message) => {
    const res = await app.http.post('/api/Usuario').set(app.as(TipoUsuario.Maestro)).send({ ...nuevo, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(usuarios.createAs).not.toHaveBeenCalled();
  });

  it('keeps user administration to types ≤ 2: a read-only user cannot write', async () => {
    const res = await app.http.post('/api/Usuario').set(app.as(TipoUsuario.Leer)).send(nuevo);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
    expect(usuarios.createAs).not.toHaveBeenCalled();
  });

  it('lists each Spanish message once even when several rules of a field fail', async () => {
    const res = await app.http.post('/api/Usuario').set(app.as(TipoUsuario.Maestro)).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([...new Set(res.body.message)]);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['El tipo de usuario debe ser un número del 1 al 6', 'La empresa es obligatoria', 'El nombre es obligatorio', 'La contraseña es obligatoria']),
    );
    expect(usuarios.createAs).not.toHaveBeenCalled();
  });
});
