import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { AreaController } from './area.controller';
import { AreaService } from './area.service';

// What the route refuses before the service runs; the service's own answers are test/api/area.test.ts's.
describe('AreaController', () => {
  const areas = { list: jest.fn(async () => [[], 0]), create: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(AreaController, [{ provide: AreaService, useValue: areas }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['an empty name', { nombre: '' }, 'El nombre del área es requerido'],
    ['a blank name', { nombre: '    ' }, 'El nombre del área es requerido'],
    ['101 characters', { nombre: 'a'.repeat(101) }, 'El nombre del área no puede exceder los 100 caracteres'],
  ])('refuses %s with the spec’s Spanish message', async (_, body, message) => {
    const res = await app.http.post('/api/Area').set(app.as(TipoUsuario.CompaniaAdministrador)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(areas.create).not.toHaveBeenCalled();
  });

  it('keeps area writes to types ≤ 3 while any user reads them', async () => {
    expect((await app.http.get('/api/Area').set(app.as(TipoUsuario.Gerente))).status).toBe(200);
    const res = await app.http.post('/api/Area').set(app.as(TipoUsuario.Gerente)).send({ nombre: 'Nueva' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
    expect(areas.create).not.toHaveBeenCalled();
  });
});
