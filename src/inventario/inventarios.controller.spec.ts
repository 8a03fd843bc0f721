import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { environmentConfig } from '../config/environment.config';
import { TipoUsuario } from '../usuario/usuario.entity';
import { InventarioService } from './inventario.service';
import { InventariosController } from './inventarios.controller';
import { LecturaService } from './lectura.service';
import { TrasladoYCierreService } from './traslado-y-cierre.service';

const NO_PERMITIDO = 'No tiene permisos para realizar esta acción';

// What the routes refuse before the services run; campaigns, readings and reconciliations are test/api/inventario.test.ts's.
describe('InventariosController', () => {
  const inventarios = {
    create: jest.fn(async () => ({ id: 1 })),
  };
  const trasladoYCierre = {
    trasladar: jest.fn(async () => ({ trasladados: 0, movimientoIds: [] })),
    close: jest.fn(async () => ({ id: 1, estado: 'cerrado' })),
  };
  const lecturas = {
    list: jest.fn(async () => []),
    record: jest.fn(async () => [{ indice: 0, codigo: 'INV-01', ok: true, lectura: { id: 1, codigo: 'INV-01' } }]),
  };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(InventariosController, [
      { provide: InventarioService, useValue: inventarios },
      { provide: LecturaService, useValue: lecturas },
      { provide: TrasladoYCierreService, useValue: trasladoYCierre },
      { provide: environmentConfig.KEY, useValue: { APP_URL: 'https://activos.empresa.pe' } },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it('refuses a campaign without name or cut date, naming both, and opens nothing', async () => {
    const res = await app.http.post('/api/inventarios').set(app.as(TipoUsuario.Gerente)).send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.arrayContaining(['El nombre del inventario es obligatorio', 'La fecha de corte es obligatoria']));
    expect(inventarios.create).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, string | string[]]>([
    // Any other text is kept as an unreadable reading, which the service decides against the app's address (test/api/inventario.test.ts).
    ['an empty code', { codigo: '  ', ubicacion: {} }, ['Código no válido: está vacío']],
    ['no code', { ubicacion: {} }, ['Código no válido: está vacío']],
    ['a code that is no text', { codigo: 12, ubicacion: {} }, ['Código no válido: debe ser texto']],
    ['a batch of more than 1000', Array.from({ length: 1001 }, (_, i) => ({ codigo: `X-${i}`, ubicacion: {} })), 'Un lote admite como máximo 1000 lecturas'],
    ['an empty batch', [], 'El lote no tiene lecturas'],
  ])('refuses %s with 400 and records no reading', async (_, body, mensaje) => {
    const res = await app.http.post('/api/inventarios/1/lecturas').set(app.as(TipoUsuario.Usuario)).send(body as object);
    expect([res.status, res.body.message]).toEqual([400, mensaje]);
    expect(lecturas.record).not.toHaveBeenCalled();
  });

  it('keeps opening, moving and closing a count to types ≤ 4: a Usuario (type 5) gets 403', async () => {
    const usuario = app.as(TipoUsuario.Usuario);
    for (const res of [
      await app.http.post('/api/inventarios').set(usuario).send({ nombre: 'No', fechaCorte: '2026-10-31' }),
      await app.http.post('/api/inventarios/1/trasladar').set(usuario).send({}),
      await app.http.post('/api/inventarios/1/cerrar').set(usuario).send({}),
    ]) {
      expect([res.status, res.body.message]).toEqual([403, NO_PERMITIDO]);
    }
    expect(inventarios.create).not.toHaveBeenCalled();
    expect(trasladoYCierre.trasladar).not.toHaveBeenCalled();
    expect(trasladoYCierre.close).not.toHaveBeenCalled();

    const gerente = app.as(TipoUsuario.Gerente);
    expect((await app.http.post('/api/inventarios').set(gerente).send({ nombre: 'Anual', fechaCorte: '2026-10-31' })).status).toBe(201);
    expect((await app.http.post('/api/inventarios/1/trasladar').set(gerente).send({})).status).toBe(200);
    expect((await app.http.post('/api/inventarios/1/cerrar').set(gerente).send({})).status).toBe(200);
  });

  it('lets a Usuario (type 5) count and a Leer (type 6) only read the readings', async () => {
    const lectura = { codigo: 'INV-01', ubicacion: { direccionId: 1 } };
    const contar = await app.http.post('/api/inventarios/1/lecturas').set(app.as(TipoUsuario.Leer)).send(lectura);
    expect([contar.status, contar.body.message]).toEqual([403, NO_PERMITIDO]);
    expect(lecturas.record).not.toHaveBeenCalled();
    expect((await app.http.get('/api/inventarios/1/lecturas').set(app.as(TipoUsuario.Leer))).status).toBe(200);
    expect((await app.http.post('/api/inventarios/1/lecturas').set(app.as(TipoUsuario.Usuario)).send(lectura)).status).toBe(201);
    // The labels it takes for the company's are those of APP_URL.
    expect(lecturas.record).toHaveBeenCalledWith(expect.anything(), 1, 1, [expect.objectContaining({ codigo: 'INV-01' })], 'https://activos.empresa.pe');
  });
});
