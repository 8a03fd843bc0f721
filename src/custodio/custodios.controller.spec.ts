import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { ActaService } from './acta/acta.service';
import { CustodiaService } from './acta/custodia.service';
import { CustodioService } from './custodio.service';
import { CustodiosController } from './custodios.controller';

// What the routes refuse or normalise before the service runs; what the service decides is test/api/custodios.test.ts's.
describe('CustodiosController', () => {
  const custodios = { list: jest.fn(async () => [[], 0]), findVisible: jest.fn(async () => ({ id: 7 })), findInCompania: jest.fn(async () => ({ id: 7 })), create: jest.fn(async () => ({ id: 7 })), update: jest.fn(), remove: jest.fn() };
  const custodia = { activosDe: jest.fn(async () => []), historialDe: jest.fn(async () => []) };
  const actas = { devolverTodo: jest.fn(async () => ({ id: 1 })) };
  let app: ControllerApp;
  const valido = { nombres: ' Rosa ', apellidos: 'Quispe', tipoDocumento: '1', numeroDocumento: '01234567' };

  beforeAll(async () => {
    app = await createControllerApp(CustodiosController, [
      { provide: CustodioService, useValue: custodios },
      { provide: CustodiaService, useValue: custodia },
      { provide: ActaService, useValue: actas },
    ]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['a DNI of 7 digits', { numeroDocumento: '1234567' }, 'numeroDocumento', 'El DNI debe tener 8 dígitos'],
    ['a DNI with letters', { numeroDocumento: '1234567A' }, 'numeroDocumento', 'El DNI debe tener 8 dígitos'],
    ['a RUC as document', { tipoDocumento: '6', numeroDocumento: '20512333797' }, 'tipoDocumento', 'El tipo de documento debe ser 1 (DNI), 4 (carné de extranjería) o 7 (pasaporte)'],
    ['a passport too short', { tipoDocumento: '7', numeroDocumento: 'AB1' }, 'numeroDocumento', 'El número de documento debe tener de 6 a 15 letras o dígitos'],
    ['no names', { nombres: '  ' }, 'nombres', 'Los nombres son requeridos'],
    ['a wrong e-mail', { correo: 'rosa@' }, 'correo', 'El correo electrónico no es válido'],
  ])('refuses %s with 400 naming the field', async (_, cambio, campo, mensaje) => {
    const res = await app.http.post('/api/custodios').set(app.as(TipoUsuario.Usuario)).send({ ...valido, ...cambio });
    expect([res.status, res.body.errors]).toEqual([400, [{ field: campo, message: mensaje }]]);
    expect(custodios.create).not.toHaveBeenCalled();
  });

  it('hands the service the DNI as text with its leading zero, and a passport in capitals', async () => {
    await app.http.post('/api/custodios').set(app.as(TipoUsuario.Usuario)).send(valido).expect(201);
    expect(custodios.create).toHaveBeenCalledWith(1, expect.objectContaining({ nombres: 'Rosa', numeroDocumento: '01234567' }));
    await app.http.post('/api/custodios').set(app.as(TipoUsuario.Usuario)).send({ ...valido, tipoDocumento: '7', numeroDocumento: ' pa123456 ' }).expect(201);
    expect(custodios.create).toHaveBeenLastCalledWith(1, expect.objectContaining({ tipoDocumento: '7', numeroDocumento: 'PA123456' }));
  });

  it('lets type 6 read custodians, their assets and history, and refuses every write with 403', async () => {
    const lector = app.as(TipoUsuario.Leer);
    for (const ruta of ['/api/custodios', '/api/custodios/7', '/api/custodios/7/activos', '/api/custodios/7/historial']) expect((await app.http.get(ruta).set(lector)).status).toBe(200);
    for (const res of [
      await app.http.post('/api/custodios').set(lector).send(valido),
      await app.http.put('/api/custodios/7').set(lector).send(valido),
      await app.http.delete('/api/custodios/7').set(lector),
      await app.http.post('/api/custodios/7/devolver-todo').set(lector).send({ fecha: '2026-01-05' }),
    ]) {
      expect([res.status, res.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
    }
    expect(actas.devolverTodo).not.toHaveBeenCalled();
  });

  it('refuses "devolver todo" without a date', async () => {
    const res = await app.http.post('/api/custodios/7/devolver-todo').set(app.as(TipoUsuario.Usuario)).send({});
    expect([res.status, res.body.message]).toEqual([400, ['La fecha es requerida']]);
  });
});
