import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { CompaniaController } from './compania.controller';
import { CompaniaService } from './compania.service';

const SIN_PERMISO = 'No tiene permisos para realizar esta acción';

// What the route refuses before the service runs; the service's own answers are test/api/compania.test.ts's.
describe('CompaniaController', () => {
  const companias = { findVisible: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(CompaniaController, [{ provide: CompaniaService, useValue: companias }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['a wrong check digit', { razonSocial: 'X', ruc: '20512333790' }, 'El RUC no es válido: su dígito verificador no corresponde'],
    ['10 digits', { razonSocial: 'X', ruc: '2051233379' }, 'El RUC debe tener 11 dígitos y un dígito verificador válido'],
    ['letters', { razonSocial: 'X', ruc: '2051233379A' }, 'El RUC debe tener 11 dígitos y un dígito verificador válido'],
    ['no razón social', { razonSocial: '   ', ruc: '20512333797' }, 'La razón social es obligatoria'],
  ])('refuses %s with a Spanish 400 and saves nothing', async (_, body, message) => {
    const res = await app.http.post('/api/Compania').set(app.as(TipoUsuario.Maestro)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(companias.create).not.toHaveBeenCalled();
  });

  it('keeps creating and deleting companies to the Maestro, and edits to types ≤ 2', async () => {
    const cuerpo = { razonSocial: 'X', ruc: '20512333797' };
    const refused = [
      await app.http.post('/api/Compania').set(app.as(TipoUsuario.Administrador)).send(cuerpo),
      await app.http.delete('/api/Compania/2').set(app.as(TipoUsuario.Administrador)),
      await app.http.put('/api/Compania/2').set(app.as(TipoUsuario.Gerente)).send(cuerpo),
    ];
    expect(refused.map((res) => [res.status, res.body.message])).toEqual(Array(3).fill([403, SIN_PERMISO]));
    expect(companias.create).not.toHaveBeenCalled();
    expect(companias.remove).not.toHaveBeenCalled();
    expect(companias.update).not.toHaveBeenCalled();
  });

  it('answers a Spanish 400 for a malformed id', async () => {
    const res = await app.http.get('/api/Compania/abc').set(app.as(TipoUsuario.Maestro));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('id debe ser un número entero positivo');
    expect(companias.findVisible).not.toHaveBeenCalled();
  });
});
