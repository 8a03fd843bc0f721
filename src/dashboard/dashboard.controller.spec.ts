import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** A stand-in for the figures: the route hands back whatever the service answers. */
const TABLERO = { stats: { totalActivos: 6, activosEnMantenimiento: 1, valorTotalActivos: 81900, totalUbicaciones: 2 } };

// Who may read the dashboard and for which company, decided before the service runs; its figures are test/api/dashboard.test.ts's.
describe('DashboardController', () => {
  const dashboard = { actual: jest.fn(async () => TABLERO) };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(DashboardController, [{ provide: DashboardService, useValue: dashboard }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it('is closed without a session, and open to every user type and a read-only API key, each reading its own company', async () => {
    expect((await app.http.get('/api/dashboard')).status).toBe(401);
    expect(dashboard.actual).not.toHaveBeenCalled();
    for (const quien of [...[1, 2, 3, 4, 5, 6].map((tipo) => app.as(tipo)), app.asClaveApi(TipoUsuario.Leer)]) {
      const res = await app.http.get('/api/dashboard').set(quien);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(TABLERO);
    }
    expect(dashboard.actual.mock.calls).toEqual(Array(7).fill([1]));
  });

  it('follows ?companiaId= for a Maestro only: any other type reads its own company whatever it names', async () => {
    await app.http.get('/api/dashboard?companiaId=2').set(app.as(TipoUsuario.CompaniaAdministrador)).expect(200);
    await app.http.get('/api/dashboard?companiaId=2').set(app.as(TipoUsuario.Maestro)).expect(200);
    expect(dashboard.actual.mock.calls).toEqual([[1], [2]]);
  });

  it('answers a Spanish 400 for a Maestro’s malformed companiaId before asking the service', async () => {
    const res = await app.http.get('/api/dashboard?companiaId=abc').set(app.as(TipoUsuario.Maestro));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('companiaId debe ser un número entero positivo');
    expect(dashboard.actual).not.toHaveBeenCalled();
  });
});
