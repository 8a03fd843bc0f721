import { createControllerApp, ControllerApp } from '../../../test/utils/controller-app';
import { TipoUsuario } from '../../usuario/usuario.entity';
import { ActaFirmaService } from './acta-firma.service';
import { ActaService } from './acta.service';
import { ActasDevolucionController, ActasEntregaController } from './actas.controller';

// What the routes refuse before the service runs; numbering, holders, signatures and mail are test/api/custodios.test.ts's.
describe('ActasEntregaController y ActasDevolucionController', () => {
  const actas = { entregar: jest.fn(async () => ({ id: 1 })), devolver: jest.fn(async () => ({ id: 1 })), find: jest.fn(async () => ({ id: 1 })), list: jest.fn(async () => [[], 0]) };
  const firmas = { firmar: jest.fn(async () => ({ id: 1 })) };
  let entrega: ControllerApp;
  let devolucion: ControllerApp;
  const valido = { custodioId: 3, activoIds: [5, 6], fecha: '2026-01-05' };

  beforeAll(async () => {
    const providers = [
      { provide: ActaService, useValue: actas },
      { provide: ActaFirmaService, useValue: firmas },
    ];
    entrega = await createControllerApp(ActasEntregaController, providers);
    devolucion = await createControllerApp(ActasDevolucionController, providers);
  });
  afterAll(async () => {
    await entrega.close();
    await devolucion.close();
  });
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['no assets', { activoIds: [] }, 'activoIds', 'Indique al menos un activo'],
    ['an asset id that is not one', { activoIds: ['x'] }, 'activoIds', 'activoIds debe ser una lista de ids de activos'],
    ['no custodian', { custodioId: undefined }, 'custodioId', 'El custodio es requerido'],
    ['no date', { fecha: undefined }, 'fecha', 'La fecha es requerida'],
  ])('refuses a hand-over with %s', async (_, cambio, campo, mensaje) => {
    const res = await entrega.http.post('/api/actas-entrega').set(entrega.as(TipoUsuario.Usuario)).send({ ...valido, ...cambio });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: campo, message: mensaje });
    expect(actas.entregar).not.toHaveBeenCalled();
  });

  it('refuses a return with a condition that is not bueno, regular or malo', async () => {
    const res = await devolucion.http.post('/api/actas-devolucion').set(devolucion.as(TipoUsuario.Usuario)).send({ ...valido, condiciones: [{ activoId: 5, condicion: 'roto' }] });
    expect([res.status, res.body.message]).toEqual([400, ['La condición debe ser bueno, regular o malo']]);
    expect(actas.devolver).not.toHaveBeenCalled();
  });

  it('each kind reads its own actas: the controller passes its kind to the service', async () => {
    await entrega.http.get('/api/actas-entrega/4').set(entrega.as(TipoUsuario.Leer)).expect(200);
    await devolucion.http.get('/api/actas-devolucion/4').set(devolucion.as(TipoUsuario.Leer)).expect(200);
    expect(actas.find.mock.calls).toEqual([
      [1, 'entrega', 4],
      [1, 'devolucion', 4],
    ]);
  });

  it('refuses a signature that is not a PNG data URL, and any write of type 6', async () => {
    const res = await entrega.http.post('/api/actas-entrega/4/firma').set(entrega.as(TipoUsuario.Usuario)).send({ imagen: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect([res.status, res.body.message]).toEqual([400, ['La firma debe ser una imagen PNG (data:image/png;base64,…)']]);
    const lector = entrega.as(TipoUsuario.Leer);
    for (const r of [await entrega.http.post('/api/actas-entrega').set(lector).send(valido), await entrega.http.post('/api/actas-entrega/4/firma').set(lector).send({ imagen: 'data:image/png;base64,AAAA' })]) {
      expect(r.status).toBe(403);
    }
    expect(firmas.firmar).not.toHaveBeenCalled();
  });
});
