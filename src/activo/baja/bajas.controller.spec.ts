import { createControllerApp, ControllerApp } from '../../../test/utils/controller-app';
import { TipoUsuario } from '../../usuario/usuario.entity';
import { BajaService } from './baja.service';
import { BajasController } from './bajas.controller';

// What the routes refuse before the service runs; the dates against the asset's, the amounts and the closed years are test/api/activo-baja.test.ts's.
describe('BajasController', () => {
  const bajas = { create: jest.fn(), find: jest.fn(async () => ({})), revert: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(BajasController, [{ provide: BajaService, useValue: bajas }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['no document', { motivo: 'siniestro' }, 'documento', 'El documento es obligatorio: N° de documento sustentatorio'],
    ['a sale without its invoice', { motivo: 'venta', valorVenta: 100 }, 'documento', 'El documento es obligatorio: N° de factura de venta'],
    ['a theft without the police report', { motivo: 'robo_perdida', documento: '  ' }, 'documento', 'El documento es obligatorio: N° de denuncia policial'],
    ['a sale without its price', { motivo: 'venta', documento: 'F001-9' }, 'valorVenta', 'El valor de venta es obligatorio en una baja por venta (precio sin IGV de la factura de venta)'],
    ['a negative sale price', { motivo: 'venta', documento: 'F001-9', valorVenta: -5 }, 'valorVenta', 'Valor de venta: No puede ser negativo'],
    ['a sale price on a donation', { motivo: 'donacion', documento: 'ACTA-1', valorVenta: 50 }, 'valorVenta', 'El valor de venta solo corresponde a una baja por venta'],
    ['obsolescence without the professional', { motivo: 'obsolescencia', documento: 'IT-001', colegiatura: 'CIP 12345' }, 'profesional', 'El profesional que firma el informe técnico es obligatorio en una baja por obsolescencia (RLIR art. 22 i)'],
    ['obsolescence without the colegiatura', { motivo: 'obsolescencia', documento: 'IT-001', profesional: 'Ing. Ana Quispe' }, 'colegiatura', 'La colegiatura del profesional que firma el informe técnico es obligatoria en una baja por obsolescencia'],
    ['"otro" without observations', { motivo: 'otro', documento: 'MEMO-3' }, 'observaciones', 'Las observaciones son obligatorias cuando el motivo es "otro": describa el motivo de la baja'],
    ['an unknown motive', { motivo: 'perdida', documento: 'X' }, 'motivo', 'El motivo de la baja no es válido: use venta, obsolescencia, siniestro, robo_perdida, donacion, destruccion, otro'],
    ['no date', { fecha: null, motivo: 'siniestro', documento: 'INF-1' }, 'fecha', 'La fecha de baja es obligatoria'],
  ])('refuses %s with 400 naming the field, and disposes of nothing', async (_, body, campo, mensaje) => {
    const res = await app.http.post('/api/activos/7/baja').set(app.as(TipoUsuario.CompaniaAdministrador)).send({ fecha: '2025-05-05', ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([mensaje]);
    expect(res.body.errors).toEqual([{ field: campo, message: mensaje }]);
    expect(bajas.create).not.toHaveBeenCalled();
  });

  it('lets type 6 read a disposal but neither register nor reverse one: 403', async () => {
    const lector = app.as(TipoUsuario.Leer);
    expect((await app.http.get('/api/activos/7/baja').set(lector)).status).toBe(200);
    for (const res of [
      await app.http.post('/api/activos/7/baja').set(lector).send({ fecha: '2025-05-05', motivo: 'siniestro', documento: 'INF-1' }),
      await app.http.delete('/api/activos/7/baja').set(lector),
    ]) {
      expect([res.status, res.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
    }
    expect(bajas.create).not.toHaveBeenCalled();
    expect(bajas.revert).not.toHaveBeenCalled();
  });

  it('lets only types 1 and 2 reverse a disposal: the others who write get 403', async () => {
    for (const tipo of [TipoUsuario.CompaniaAdministrador, TipoUsuario.Gerente, TipoUsuario.Usuario]) {
      const res = await app.http.delete('/api/activos/7/baja').set(app.as(tipo));
      expect([tipo, res.status, res.body.message]).toEqual([tipo, 403, 'No tiene permisos para realizar esta acción']);
    }
    expect(bajas.revert).not.toHaveBeenCalled();
    for (const tipo of [TipoUsuario.Maestro, TipoUsuario.Administrador]) expect((await app.http.delete('/api/activos/7/baja').set(app.as(tipo))).status).toBe(204);
    expect(bajas.revert).toHaveBeenCalledTimes(2);
  });
});
