import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { MantenimientoController } from './mantenimiento.controller';
import { MantenimientoService } from './mantenimiento.service';

const SIN_PERMISO = 'No tiene permisos para realizar esta acción';

// What the routes refuse before the service runs; what the service saves and answers is test/api/mantenimiento.test.ts's.
describe('MantenimientoController', () => {
  const mantenimientos = {
    list: jest.fn(async () => [[], 0]),
    usuariosOf: jest.fn(async () => []),
    create: jest.fn(),
    update: jest.fn(),
    remove: jest.fn(),
    assign: jest.fn(),
    unassign: jest.fn(),
  };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(MantenimientoController, [{ provide: MantenimientoService, useValue: mantenimientos }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['no asset', { activoId: undefined }, 'Por favor seleccione un activo'],
    ['a null asset', { activoId: null }, 'Por favor seleccione un activo'],
    ['an empty asset', { activoId: '' }, 'Por favor seleccione un activo'],
    ['an unknown estado', { estado: 'Terminado' }, 'El estado debe ser Pendiente, En Proceso, Completado o Cancelado'],
    ['an unknown opcion', { opcion: 'X' }, 'La opción debe ser I, U o D'],
    ['a date that is not ISO 8601', { fecha: '10/06/2025' }, 'La fecha programada: Debe ser una fecha válida'],
    ['a bad notification date', { fechaNotificacion: 'mañana' }, 'La fecha de notificación: Debe ser una fecha válida'],
    ['a long service description', { descripcionServicio: 'x'.repeat(1001) }, 'La descripción del servicio no puede exceder los 1000 caracteres'],
    ['a long phone number', { nro: '9'.repeat(21) }, 'El número telefónico no puede exceder los 20 caracteres'],
  ])('refuses %s with the Spanish message, on POST and PUT, and calls no service', async (_, body, message) => {
    for (const res of [
      await app.http.post('/api/mantenimiento').set(app.as(TipoUsuario.CompaniaAdministrador)).send({ activoId: 1, ...body }),
      await app.http.put('/api/mantenimiento/7').set(app.as(TipoUsuario.CompaniaAdministrador)).send({ activoId: 1, ...body }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(mantenimientos.create).not.toHaveBeenCalled();
    expect(mantenimientos.update).not.toHaveBeenCalled();
  });

  it('refuses an unknown role, in the body or in ?rol=, and assigns no one', async () => {
    for (const res of [
      await app.http.post('/api/mantenimiento/7/usuarios/9').set(app.as(TipoUsuario.CompaniaAdministrador)).send({ rol: 'Gerente' }),
      await app.http.post('/api/mantenimiento/7/usuarios/9?rol=Gerente').set(app.as(TipoUsuario.CompaniaAdministrador)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(['El rol debe ser Responsable, Supervisor, Técnico o Asistente']);
    }
    expect(mantenimientos.assign).not.toHaveBeenCalled();
  });

  it('lets type 6 and a read-only API key read but write nothing: create, update, delete, assign and unassign answer 403', async () => {
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      expect((await app.http.get('/api/mantenimiento').set(quien)).status).toBe(200);
      expect((await app.http.get('/api/mantenimiento/7/usuarios').set(quien)).status).toBe(200);
      for (const res of [
        await app.http.post('/api/mantenimiento').set(quien).send({ activoId: 1 }),
        await app.http.put('/api/mantenimiento/7').set(quien).send({ activoId: 1 }),
        await app.http.delete('/api/mantenimiento/7').set(quien),
        await app.http.post('/api/mantenimiento/7/usuarios/9').set(quien).send({}),
        await app.http.delete('/api/mantenimiento/7/usuarios/9').set(quien),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(SIN_PERMISO);
      }
    }
    expect(mantenimientos.create).not.toHaveBeenCalled();
    expect(mantenimientos.update).not.toHaveBeenCalled();
    expect(mantenimientos.remove).not.toHaveBeenCalled();
    expect(mantenimientos.assign).not.toHaveBeenCalled();
    expect(mantenimientos.unassign).not.toHaveBeenCalled();
  });

  it('answers a Spanish 400 for a malformed maintenance or user id before asking the service', async () => {
    const jefe = app.as(TipoUsuario.CompaniaAdministrador);
    for (const [res, message] of [
      [await app.http.delete('/api/mantenimiento/abc').set(jefe), 'id debe ser un número entero positivo'],
      [await app.http.post('/api/mantenimiento/7/usuarios/0').set(jefe).send({}), 'usuarioId debe ser un número entero positivo'],
      [await app.http.delete('/api/mantenimiento/7/usuarios/x').set(jefe), 'usuarioId debe ser un número entero positivo'],
    ] as const) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(mantenimientos.remove).not.toHaveBeenCalled();
    expect(mantenimientos.assign).not.toHaveBeenCalled();
    expect(mantenimientos.unassign).not.toHaveBeenCalled();
  });
});
