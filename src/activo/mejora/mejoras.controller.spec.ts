import { createControllerApp, ControllerApp } from '../../../test/utils/controller-app';
import { limaDate } from '../../common/lima-time';
import { TipoUsuario } from '../../usuario/usuario.entity';
import { MejoraService } from './mejora.service';
import { MejorasController } from './mejoras.controller';
import { mejoraValida as mejora } from '../../../test/utils/payloads';

const manana = () => new Date(Date.parse(`${limaDate()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// What the routes refuse before the service runs; the dates against the asset's and the schedules are test/api/activo-mejora.test.ts's.
describe('MejorasController', () => {
  const mejoras = { list: jest.fn(async () => []), create: jest.fn(), remove: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(MejorasController, [{ provide: MejoraService, useValue: mejoras }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['a negative amount', mejora({ importe: -50 }), 'El importe de la mejora: No puede ser negativo'],
    ['a zero amount', mejora({ importe: 0 }), 'El importe de la mejora: Debe ser mayor que 0'],
    ['no amount', mejora({ importe: undefined }), 'El importe de la mejora: Es obligatorio'],
    ['no documento', mejora({ documento: undefined }), 'El documento de la mejora es obligatorio (factura o comprobante)'],
    ['a blank documento', mejora({ documento: '   ' }), 'El documento de la mejora es obligatorio (factura o comprobante)'],
    ['a descripcion over 500 characters', mejora({ descripcion: 'x'.repeat(501) }), 'La descripción de la mejora no puede exceder los 500 caracteres'],
    ['a date after today in Lima', mejora({ fecha: manana() }), 'La fecha de la mejora no puede ser posterior a hoy'],
    ['no date', mejora({ fecha: undefined }), 'La fecha de la mejora es obligatoria'],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_, cuerpo, mensaje) => {
    const res = await app.http.post('/api/activos/7/mejoras').set(app.as(TipoUsuario.CompaniaAdministrador)).send(cuerpo);
    expect([res.status, res.body.message]).toEqual([400, expect.arrayContaining([mensaje])]);
    expect(mejoras.create).not.toHaveBeenCalled();
  });

  it('keeps type 6 read-only: registering or deleting an improvement answers 403', async () => {
    const lector = app.as(TipoUsuario.Leer);
    expect((await app.http.get('/api/activos/7/mejoras').set(lector)).status).toBe(200);
    for (const res of [await app.http.post('/api/activos/7/mejoras').set(lector).send(mejora()), await app.http.delete('/api/activos/7/mejoras/3').set(lector)]) {
      expect([res.status, res.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
    }
    expect(mejoras.create).not.toHaveBeenCalled();
    expect(mejoras.remove).not.toHaveBeenCalled();
  });
});
