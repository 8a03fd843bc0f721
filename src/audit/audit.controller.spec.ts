import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { MENSAJE_SOLO_PERSONAS } from '../common/permiso';
import { TipoUsuario } from '../usuario/usuario.entity';
import { AuditConsultaService } from './audit-consulta.service';
import { AuditController } from './audit.controller';

// What the routes refuse before the query runs; what they answer, and the audit rows of refusals, are test/api/audit-consulta.test.ts's.
describe('AuditController', () => {
  const consulta = { page: jest.fn(), statistics: jest.fn(), tables: jest.fn(), actions: jest.fn(), clean: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(AuditController, [{ provide: AuditConsultaService, useValue: consulta }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['sortBy=Descripcion', 'sortBy debe ser uno de: Timestamp, TableName, Action'],
    ['action=BORRAR', 'action debe ser una de: CREATE, UPDATE, DELETE, READ, LOGIN_SUCCESS, LOGIN_FAILED, LOGOUT'],
    ['page=0', 'page debe ser un entero positivo'],
    ['pageSize=abc', 'pageSize debe ser un entero positivo'],
    ['userId=x', 'userId debe ser un número entero positivo'],
    ['startDate=31/03/2020', 'startDate debe ser una fecha ISO 8601 (AAAA-MM-DD o fecha y hora)'],
    ['sortDescending=quizas', 'sortDescending debe ser true o false'],
  ])('refuses GET /api/Audit?%s with a Spanish 400', async (query, message) => {
    const res = await app.http.get(`/api/Audit?${query}`).set(app.as(TipoUsuario.Maestro));
    expect(res.status).toBe(400);
    expect([res.body.message].flat()).toContain(message);
    expect(consulta.page).not.toHaveBeenCalled();
  });

  it('refuses the audit log to an API key, even one with the highest type, naming why', async () => {
    for (const res of [
      await app.http.get('/api/Audit').set(app.asClaveApi(TipoUsuario.Maestro)),
      await app.http.get('/api/Audit/statistics').set(app.asClaveApi(TipoUsuario.Maestro)),
      await app.http.delete('/api/Audit/clean?daysToKeep=90').set(app.asClaveApi(TipoUsuario.Maestro)),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MENSAJE_SOLO_PERSONAS);
    }
    expect(consulta.page).not.toHaveBeenCalled();
    expect(consulta.statistics).not.toHaveBeenCalled();
    expect(consulta.clean).not.toHaveBeenCalled();
  });
});
