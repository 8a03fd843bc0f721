import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { limaDate } from '../common/lima-time';
import { CompaniaService } from '../compania/compania.service';
import { environmentConfig } from '../config/environment.config';
import { TipoUsuario } from '../usuario/usuario.entity';
import { ActivoService } from './activo.service';
import { ActivoCifrasService } from './activo-cifras.service';
import { ActivoUbicacionesService } from './ubicacion/activo-ubicaciones.service';
import { ActivosController } from './activos.controller';
import { DepreciacionService } from './depreciacion/depreciacion.service';
import { EtiquetasService } from './etiquetas/etiquetas.service';
import { CamposDelActivo } from './campos-del-activo';
import { ImagenesService } from './imagenes.service';

const manana = () => new Date(Date.parse(`${limaDate()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// What the routes refuse before the service runs; what the service saves and answers is test/api/activos.test.ts's.
describe('ActivosController', () => {
  const activos = { create: jest.fn(), update: jest.fn(), remove: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(ActivosController, [
      { provide: ActivoService, useValue: activos },
      { provide: ActivoCifrasService, useValue: {} },
      { provide: ActivoUbicacionesService, useValue: {} },
      { provide: DepreciacionService, useValue: {} },
      { provide: CompaniaService, useValue: {} },
      { provide: ImagenesService, useValue: {} },
      { provide: CamposDelActivo, useValue: {} },
      { provide: EtiquetasService, useValue: {} },
      { provide: environmentConfig.KEY, useValue: {} },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['after today in Lima', () => manana(), 'La fecha de adquisición no puede ser posterior a hoy'],
    ['before 01/01/1900', () => '1899-12-31T00:00:00.000Z', 'La fecha de adquisición no puede ser anterior al 01/01/1900'],
    ['in 1850, as the spec body spells it', () => '1850-06-01', 'La fecha de adquisición no puede ser anterior al 01/01/1900'],
  ])('refuses an acquisition date %s on create and on update, naming the field', async (_, fecha, mensaje) => {
    const cuerpo = { Descripcion: 'Cámara fotográfica', FechaAdquisicion: fecha() };
    for (const res of [
      await app.http.post('/api/activos').set(app.as(TipoUsuario.Usuario)).send(cuerpo),
      await app.http.put('/api/activos/7').set(app.as(TipoUsuario.Usuario)).send(cuerpo),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(mensaje);
    }
    expect(activos.create).not.toHaveBeenCalled();
    expect(activos.update).not.toHaveBeenCalled();
  });

  it('keeps type 6 and a read-only API key from writing: create, update and delete answer 403', async () => {
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      for (const res of [
        await app.http.post('/api/activos').set(quien).send({ descripcion: 'Silla' }),
        await app.http.put('/api/activos/7').set(quien).send({ descripcion: 'Silla' }),
        await app.http.delete('/api/activos/7').set(quien),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
      }
    }
    expect(activos.create).not.toHaveBeenCalled();
    expect(activos.update).not.toHaveBeenCalled();
    expect(activos.remove).not.toHaveBeenCalled();
  });
});

// The labels route hands its query to EtiquetasService, which reads formato, simbologia, ids and bajas before asking
// for any asset: mounted for real over mocked data services, its refusals come before any of them is called. Unknown
// ids, filters that match nothing and the audit rows are test/api/activos-etiquetas.test.ts's.
describe('ActivosController: GET /api/activos/etiquetas/pdf', () => {
  const activos = { summary: jest.fn(), countFiltrados: jest.fn() };
  const companias = { findById: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(ActivosController, [
      EtiquetasService,
      { provide: ActivoService, useValue: activos },
      { provide: ActivoCifrasService, useValue: {} },
      { provide: ActivoUbicacionesService, useValue: {} },
      { provide: CompaniaService, useValue: companias },
      { provide: environmentConfig.KEY, useValue: { APP_URL: 'https://activos.empresa.pe' } },
      { provide: DepreciacionService, useValue: {} },
      { provide: ImagenesService, useValue: {} },
      { provide: CamposDelActivo, useValue: {} },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['an unknown format', 'formato=carta', 'El parámetro "formato" debe ser a4 o termica'],
    ['an unknown symbology', 'simbologia=ean13', 'El parámetro "simbologia" debe ser qr o code128'],
    ['an id that is no number', 'ids=1,abc', 'El parámetro "ids" lleva ids de activos separados por comas: "abc" no es un número entero positivo'],
    ['a negative id', 'ids=1,-2', 'El parámetro "ids" lleva ids de activos separados por comas: "-2" no es un número entero positivo'],
    ['an id beyond an int column', 'ids=9999999999', 'El parámetro "ids" lleva ids de activos separados por comas: "9999999999" no es un número entero positivo'],
    ['empty ids', 'ids=', 'El parámetro "ids" no nombra ningún activo'],
    ['ids of commas only', 'ids=,,', 'El parámetro "ids" no nombra ningún activo'],
    ['more ids than a PDF holds', `ids=${Array.from({ length: 2001 }, (_, i) => i + 1).join(',')}`, 'Un PDF de etiquetas admite hasta 2,000 activos y se pidieron 2,001: imprímalos por partes'],
    ['an unknown bajas filter', 'bajas=todas', 'El filtro "bajas" debe ser excluir, incluir, solo'],
  ])('answers 400 in Spanish to %s, reading no asset', async (_caso, query, message) => {
    const res = await app.http.get(`/api/activos/etiquetas/pdf?${query}`).set(app.as(TipoUsuario.CompaniaAdministrador));
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect(activos.summary).not.toHaveBeenCalled();
    expect(activos.countFiltrados).not.toHaveBeenCalled();
    expect(companias.findById).not.toHaveBeenCalled();
  });
});
