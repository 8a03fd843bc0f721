import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { ContabilidadController } from './contabilidad.controller';
import { AreaService } from '../area/area.service';
import { AsientosService } from './asientos.service';
import { ContabilidadService } from './contabilidad.service';

const SIN_PERMISO = 'No tiene permisos para realizar esta acción';
const CUENTAS = { costo: '3341', depreciacionAcumulada: '39134', gastoDepreciacion: '68144', costoNetoBaja: '6551', ingresoVenta: '7562', cuentaPorCobrar: '1654', igvVenta: '40111', cuentaPorPagar: '4654' };

// What the routes refuse before the service runs; the figures are test/api/contabilidad.test.ts's.
describe('ContabilidadController', () => {
  const contabilidad = {
    findConfiguracion: jest.fn(async () => ({ fechaInicio: null, tasaImpuestoDiferido: 29.5, asientosDestino: false })),
    updateConfiguracion: jest.fn(async () => ({})),
    findCuentas: jest.fn(async () => []),
    updateCuentas: jest.fn(async () => []),
    saldos: jest.fn(async () => ({})),
  };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(ContabilidadController, [
      { provide: ContabilidadService, useValue: contabilidad },
      { provide: AsientosService, useValue: { asientos: jest.fn(async () => []) } },
      { provide: AreaService, useValue: { centrosCosto: jest.fn(async () => []), updateCentrosCosto: jest.fn(async () => []) } },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it('keeps the configuration and the accounts to types 1-2, while every user reads the cut-over date and the balances', async () => {
    for (const [metodo, ruta] of [
      ['get', '/api/contabilidad/configuracion'],
      ['put', '/api/contabilidad/configuracion'],
      ['get', '/api/contabilidad/cuentas'],
      ['put', '/api/contabilidad/cuentas'],
    ] as const) {
      const res = await app.http[metodo](ruta).set(app.as(TipoUsuario.CompaniaAdministrador)).send({});
      expect([ruta, res.status, res.body.message]).toEqual([ruta, 403, SIN_PERMISO]);
    }
    expect((await app.http.get('/api/contabilidad/configuracion').set(app.as(TipoUsuario.Administrador))).status).toBe(200);
    expect((await app.http.get('/api/contabilidad/fecha-inicio').set(app.as(TipoUsuario.Leer))).body).toEqual({ fechaInicio: null });
    expect((await app.http.get('/api/contabilidad/saldos?fecha=2024-12-31').set(app.as(TipoUsuario.Leer))).status).toBe(200);
    expect(contabilidad.updateConfiguracion).not.toHaveBeenCalled();
    expect(contabilidad.updateCuentas).not.toHaveBeenCalled();
  });

  it.each([
    ['a cut-over that is not the first of a month', { fechaInicio: '2025-01-15', tasaImpuestoDiferido: 29.5 }, 'La fecha de inicio debe ser el primer día de un mes'],
    ['a rate above 100', { fechaInicio: '2025-01-01', tasaImpuestoDiferido: 101 }, 'La tasa del impuesto diferido debe ser un porcentaje entre 0 y 100, con hasta 2 decimales'],
    ['no rate', { fechaInicio: '2025-01-01' }, 'La tasa del impuesto diferido debe ser un porcentaje entre 0 y 100, con hasta 2 decimales'],
    ['a date that is none', { fechaInicio: 'enero', tasaImpuestoDiferido: 29.5 }, 'Fecha de inicio: Debe ser una fecha válida'],
  ])('refuses %s with a Spanish 400', async (_, body, message) => {
    const res = await app.http.put('/api/contabilidad/configuracion').set(app.as(TipoUsuario.Administrador)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(contabilidad.updateConfiguracion).not.toHaveBeenCalled();
  });

  it.each([
    ['letters', { ...CUENTAS, costo: '33A1' }, 'Costo: la cuenta debe tener de 2 a 8 dígitos, sin otros caracteres'],
    ['one digit', { ...CUENTAS, igvVenta: '4' }, 'IGV de la venta: la cuenta debe tener de 2 a 8 dígitos, sin otros caracteres'],
    ['nine digits', { ...CUENTAS, depreciacionAcumulada: '391340000' }, 'Depreciación acumulada: la cuenta debe tener de 2 a 8 dígitos, sin otros caracteres'],
  ])('refuses an account of %s', async (_, cuentas, message) => {
    const res = await app.http
      .put('/api/contabilidad/cuentas')
      .set(app.as(TipoUsuario.Administrador))
      .send({ cuentas: [{ categoria: 'vehiculos', ...cuentas }] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(contabilidad.updateCuentas).not.toHaveBeenCalled();
  });

  it('refuses an unknown category and takes PascalCase bodies', async () => {
    const desconocida = await app.http.put('/api/contabilidad/cuentas').set(app.as(TipoUsuario.Administrador)).send({ cuentas: [{ categoria: 'naves', ...CUENTAS }] });
    expect(desconocida.status).toBe(400);
    expect(JSON.stringify(desconocida.body.message)).toContain('La categoría debe ser una de: ganado, vehiculos');
    const pascal = await app.http
      .put('/api/contabilidad/cuentas')
      .set(app.as(TipoUsuario.Administrador))
      .send({ Cuentas: [{ Categoria: 'vehiculos', Costo: '3341', DepreciacionAcumulada: '39134', GastoDepreciacion: '68144', CostoNetoBaja: '6551', IngresoVenta: '7562', CuentaPorCobrar: '1654', IgvVenta: '40111', CuentaPorPagar: '4654' }] });
    expect(pascal.status).toBe(200);
    expect(contabilidad.updateCuentas).toHaveBeenCalledWith(expect.any(Number), { cuentas: [{ categoria: 'vehiculos', ...CUENTAS }] });
  });
});
