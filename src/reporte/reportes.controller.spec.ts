import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { ContabilidadService } from '../contabilidad/contabilidad.service';
import { EjercicioService } from '../ejercicio/ejercicio.service';
import { TipoUsuario } from '../usuario/usuario.entity';
import { AsignacionService } from './asignacion/asignacion.service';
import { ReporteService } from './reporte.service';
import { ReportesController } from './reportes.controller';

const SIN_PERMISO = 'No tiene permisos para realizar esta acción';
const ANIO = ['anio debe ser un año de cuatro dígitos, desde 2010'];

/** The month after the current one, AAAA-MM. */
const mesSiguiente = () => {
  const proximo = new Date();
  proximo.setUTCDate(1);
  proximo.setUTCMonth(proximo.getUTCMonth() + 1);
  return proximo.toISOString().slice(0, 7);
};

// What the routes refuse before the services run; the books, files and closes they produce are test/api/reportes.test.ts's and test/api/formato-71-ciclo.test.ts's.
describe('ReportesController', () => {
  const reportes = {
    ple71: jest.fn(),
    excel71: jest.fn(),
    advertencias71: jest.fn(),
    formato71ParaImprimir: jest.fn(),
    findCompania: jest.fn(),
    buildDepreciacionMensual: jest.fn(),
    summarizeDepreciacion: jest.fn(),
    closeEjercicio: jest.fn(async () => ({ anio: 2024 })),
    buildReporteActivos: jest.fn(),
  };
  const asignacion = { buildReporte: jest.fn() };
  const ejercicios = { reopen: jest.fn() };
  const contabilidad = { diferenciasTemporales: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(ReportesController, [
      { provide: ReporteService, useValue: reportes },
      { provide: AsignacionService, useValue: asignacion },
      { provide: EjercicioService, useValue: ejercicios },
      { provide: ContabilidadService, useValue: contabilidad },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['a year that is not a number', '?anio=dosmil'],
    ['a year before 2010', '?anio=2009'],
    ['no year', ''],
  ])('refuses %s on every route of book 7.1 with a Spanish 400, building nothing', async (_, query) => {
    for (const ruta of ['ple', 'excel', 'advertencias', 'pdf']) {
      const res = await app.http.get(`/api/reportes/formato-71/${ruta}${query}`).set(app.as(TipoUsuario.CompaniaAdministrador));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(ANIO);
    }
    for (const fn of [reportes.ple71, reportes.excel71, reportes.advertencias71, reportes.formato71ParaImprimir, reportes.findCompania]) expect(fn).not.toHaveBeenCalled();
  });

  it('refuses the same years on closing and reopening, closing and reopening nothing', async () => {
    for (const res of [
      await app.http.post('/api/reportes/cierre/dosmil').set(app.as(TipoUsuario.Administrador)),
      await app.http.post('/api/reportes/cierre/2009').set(app.as(TipoUsuario.Administrador)),
      await app.http.delete('/api/reportes/cierre/2009').set(app.as(TipoUsuario.Maestro)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(ANIO);
    }
    expect(reportes.closeEjercicio).not.toHaveBeenCalled();
    expect(ejercicios.reopen).not.toHaveBeenCalled();
  });

  it.each([
    ['out of order', () => 'desde=2024-06&hasta=2024-01', 'El mes "desde" no puede ser posterior al mes "hasta"'],
    ['ending after the current month', () => `desde=2024-01&hasta=${mesSiguiente()}`, 'El período no puede terminar después del mes actual'],
    ['with a month that is not AAAA-MM', () => 'desde=2024-13&hasta=2024-12', ['desde debe ser un mes con el formato AAAA-MM']],
  ])('refuses a depreciation period %s with a Spanish 400 on the workbook and the PDF, reading nothing', async (_, query, message) => {
    for (const ruta of ['excel', 'pdf']) {
      const res = await app.http.get(`/api/reportes/depreciacion/${ruta}?${query()}`).set(app.as(TipoUsuario.CompaniaAdministrador));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
    }
    expect(reportes.buildDepreciacionMensual).not.toHaveBeenCalled();
    expect(reportes.summarizeDepreciacion).not.toHaveBeenCalled();
    expect(reportes.findCompania).not.toHaveBeenCalled();
  });

  it('refuses a malformed usuarioId on the assignment report and its PDF', async () => {
    for (const query of ['usuarioId=abc', 'usuarioId=0']) {
      for (const ruta of ['asignacion', 'asignacion/pdf']) {
        const res = await app.http.get(`/api/reportes/${ruta}?${query}`).set(app.as(TipoUsuario.CompaniaAdministrador));
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(['usuarioId debe ser un número entero positivo']);
      }
    }
    expect(asignacion.buildReporte).not.toHaveBeenCalled();
  });

  it('closes a fiscal year for types 1–2 only: types 3–6 and a writing API key answer 403', async () => {
    for (const quien of [...[3, 4, 5, 6].map((tipo) => app.as(tipo)), app.asClaveApi(TipoUsuario.Usuario)]) {
      const res = await app.http.post('/api/reportes/cierre/2024').set(quien);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SIN_PERMISO);
    }
    expect(reportes.closeEjercicio).not.toHaveBeenCalled();
    for (const tipo of [TipoUsuario.Maestro, TipoUsuario.Administrador]) {
      expect((await app.http.post('/api/reportes/cierre/2024').set(app.as(tipo))).status).toBe(201);
    }
    expect(reportes.closeEjercicio).toHaveBeenCalledTimes(2);
  });

  it('reopens a fiscal year for a Maestro only: types 2–6 answer 403', async () => {
    for (const tipo of [2, 3, 4, 5, 6]) {
      const res = await app.http.delete('/api/reportes/cierre/2024').set(app.as(tipo));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SIN_PERMISO);
    }
    expect(ejercicios.reopen).not.toHaveBeenCalled();
    expect((await app.http.delete('/api/reportes/cierre/2024').set(app.as(TipoUsuario.Maestro))).status).toBe(204);
    expect(ejercicios.reopen).toHaveBeenCalledWith(1, 2024);
  });

  it('needs a session', async () => {
    expect((await app.http.get('/api/reportes/activos/excel')).status).toBe(401);
    expect((await app.http.get('/api/reportes/asignacion')).status).toBe(401);
    expect(reportes.buildReporteActivos).not.toHaveBeenCalled();
    expect(asignacion.buildReporte).not.toHaveBeenCalled();
  });
});
