import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { rucFrom } from '../../test/utils/fixtures';
import { CompaniaService } from '../compania/compania.service';
import { TipoUsuario } from '../usuario/usuario.entity';
import { MovimientoController } from './movimiento.controller';
import { MovimientoService } from './movimiento.service';

const RUC_DESTINO = rucFrom('2055566677');

/** A guide line as the modal or the generation page sends it. */
const guia = (overrides: Record<string, unknown> = {}) => ({
  ruc: '00100000123',
  fecha: '2025-03-10T15:00:00.000Z',
  destinatario: 'Almacén Central Callao',
  guiaRemitente: 'Empresa Demo S.A.C.',
  unidad: 'UND',
  cantidad: 1,
  ...overrides,
});

const movimiento = (overrides: Record<string, unknown> = {}) => ({
  fecha: '2025-03-10T15:00:00.000Z',
  destinatario: 'Almacén Central Callao',
  puntoDePartida: 'Av. Javier Prado Este 1234, San Isidro',
  ruc: RUC_DESTINO,
  puntoDeLlegada: 'Av. Argentina 2450, Callao',
  activoIds: [1],
  ...overrides,
});

// What the routes refuse before the service runs; what the service saves is test/api/movimiento.test.ts's.
describe('MovimientoController', () => {
  const movimientos = { list: jest.fn(async () => [[], 0]), conDetalleEnLotes: jest.fn(async function* () {}), create: jest.fn(), update: jest.fn(), insupd: jest.fn(), remove: jest.fn() };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(MovimientoController, [
      { provide: MovimientoService, useValue: movimientos },
      { provide: CompaniaService, useValue: {} },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['no destinatario', { destinatario: '  ' }, 'El Destinatario es requerido'],
    ['a RUC of 10 digits', { ruc: '2055566677' }, 'El RUC debe tener exactamente 11 dígitos'],
    ['a RUC with a wrong check digit', { ruc: RUC_DESTINO.slice(0, 10) + ((Number(RUC_DESTINO[10]) + 1) % 10) }, 'El RUC no es válido: su dígito verificador no corresponde'],
    ['a long destinatario', { destinatario: 'x'.repeat(101) }, 'El destinatario no puede exceder los 100 caracteres'],
    ['a long detalle', { detalle: 'x'.repeat(501) }, 'El detalle no puede exceder los 500 caracteres'],
    ['a long punto de partida', { puntoDePartida: 'x'.repeat(256) }, 'El punto de partida no puede exceder los 255 caracteres'],
    ['a long RUC de transporte', { rucTransporte: '1'.repeat(21) }, 'El RUC del transportista no puede exceder los 20 caracteres'],
    ['a long licencia', { licencia: 'x'.repeat(51) }, 'La licencia no puede exceder los 50 caracteres'],
    ['a guide number of 10 digits', { guiaMovimiento: guia({ ruc: '0010000012' }) }, 'El número de guía debe tener 11 dígitos'],
    ['an unknown unit', { guiaMovimiento: guia({ unidad: 'PZA' }) }, 'La unidad debe ser una de: UND, CAJ, BOL, KG, LT, MT, M2, M3'],
    ['a quantity of 0', { guiaMovimiento: guia({ cantidad: 0 }) }, 'La cantidad debe ser mayor a 0'],
    ['a long razón social', { guiaMovimientos: [guia({ guiaRemitente: 'x'.repeat(101) })] }, 'La razón social no puede exceder los 100 caracteres'],
  ])('refuses %s with the spec message, on POST and PUT, and calls no service', async (_, overrides, message) => {
    for (const res of [
      await app.http.post('/api/Movimiento').set(app.as(TipoUsuario.Usuario)).send(movimiento(overrides)),
      await app.http.put('/api/Movimiento/7').set(app.as(TipoUsuario.Usuario)).send(movimiento(overrides)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(movimientos.create).not.toHaveBeenCalled();
    expect(movimientos.update).not.toHaveBeenCalled();
  });

  it('lets type 6 read but write nothing: POST, PUT, insupd and DELETE answer 403', async () => {
    const lector = app.as(TipoUsuario.Leer);
    expect((await app.http.get('/api/Movimiento').set(lector)).status).toBe(200);
    for (const res of [
      await app.http.post('/api/Movimiento').set(lector).send(movimiento()),
      await app.http.put('/api/Movimiento/7').set(lector).send(movimiento()),
      await app.http.post('/api/Movimiento/insupd').set(lector).send(movimiento()),
      await app.http.delete('/api/Movimiento/7').set(lector),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
    }
    expect(Object.values(movimientos).filter((fn) => fn !== movimientos.list && fn !== movimientos.conDetalleEnLotes).every((fn) => !fn.mock.calls.length)).toBe(true);
  });

  it('answers 400 for an id that is not a number before asking the service', async () => {
    const res = await app.http.delete('/api/Movimiento/abc').set(app.as(TipoUsuario.Usuario));
    expect(res.status).toBe(400);
    expect(movimientos.remove).not.toHaveBeenCalled();
  });
});
