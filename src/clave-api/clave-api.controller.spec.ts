import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { MENSAJE_SOLO_PERSONAS } from '../common/permiso';
import { ClaveApiController } from './clave-api.controller';
import { ClaveApiService } from './clave-api.service';

// What the route refuses before the service runs; the service's own answers are test/api/claves-api.test.ts's.
describe('ClaveApiController', () => {
  const claves = { list: jest.fn(), create: jest.fn(), revoke: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(ClaveApiController, [{ provide: ClaveApiService, useValue: claves }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([3, 4, 5, 6])('type %i may not list, create or revoke keys (403)', async (tipo) => {
    for (const res of [
      await app.http.get('/api/ClaveApi').set(app.as(tipo)),
      await app.http.post('/api/ClaveApi').set(app.as(tipo)).send({ nombre: 'Intruso', permiso: 'escritura' }),
      await app.http.delete('/api/ClaveApi/1').set(app.as(tipo)),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
    }
    expect(claves.list).not.toHaveBeenCalled();
    expect(claves.create).not.toHaveBeenCalled();
    expect(claves.revoke).not.toHaveBeenCalled();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no nombre', { permiso: 'lectura' }, 'El nombre es obligatorio'],
    ['a blank nombre', { nombre: '   ', permiso: 'lectura' }, 'El nombre es obligatorio'],
    ['a nombre over 100 characters', { nombre: 'n'.repeat(101), permiso: 'lectura' }, 'El nombre no puede exceder los 100 caracteres'],
    ['permiso "admin"', { nombre: 'Sistema', permiso: 'admin' }, 'El permiso debe ser lectura o escritura'],
    ['no permiso', { nombre: 'Sistema' }, 'El permiso debe ser lectura o escritura'],
    ['expiraEl that is no date', { nombre: 'Sistema', permiso: 'lectura', expiraEl: 'mañana' }, 'La fecha de vencimiento no es válida'],
  ])('%s → 400 in Spanish, no key', async (_, body, message) => {
    const res = await app.http.post('/api/ClaveApi').set(app.as(2)).send(body);
    expect(res.status).toBe(400);
    expect([res.body.message].flat()).toContain(message);
    expect(res.body.clave).toBeUndefined();
    expect(claves.create).not.toHaveBeenCalled();
  });

  it('keeps keys from managing keys: an API key answers 403 naming why, even with write permission', async () => {
    const clave = app.asClaveApi(5);
    for (const res of [
      await app.http.get('/api/ClaveApi').set(clave),
      await app.http.post('/api/ClaveApi').set(clave).send({ nombre: 'Otra', permiso: 'lectura' }),
      await app.http.delete('/api/ClaveApi/1').set(clave),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MENSAJE_SOLO_PERSONAS);
    }
    expect(claves.create).not.toHaveBeenCalled();
  });
});
