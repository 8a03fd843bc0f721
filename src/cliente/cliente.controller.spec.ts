import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { ClienteController, DireccionClientesController } from './cliente.controller';
import { ClienteService } from './cliente.service';

const cliente = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'María',
  apellido: 'Núñez Quispe',
  ruc: null,
  dni: '45678912',
  ce: '',
  correoElectronico: 'maria.nunez@correo.pe',
  telefono: '987654321',
  ingenieroResponsable: 'Ing. Pérez',
  representanteLegal: 'Jorge Núñez',
  tieneContrato: true,
  direccionId: '',
  ...overrides,
});

// What the routes refuse before the service runs; what the service saves and answers is test/api/clientes-direcciones.test.ts's.
describe('ClienteController', () => {
  const clientes = {
    list: jest.fn(async () => [[], 0]),
    findVisible: jest.fn(async () => cliente({ id: 7 })),
    create: jest.fn(),
    update: jest.fn(),
    remove: jest.fn(),
    importFile: jest.fn(),
  };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(ClienteController, [{ provide: ClienteService, useValue: clientes }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['no nombre', { nombre: '' }, 'El nombre es requerido'],
    ['no apellido', { apellido: '' }, 'El apellido es requerido'],
    ['a bad e-mail', { correoElectronico: 'maria@' }, 'Formato de correo electronico invalido'],
    ['a RUC with a wrong check digit', { ruc: '20100070971' }, 'El RUC no es válido: su dígito verificador no corresponde'],
    ['a RUC of 10 digits', { ruc: '2010007097' }, 'El RUC debe tener 11 dígitos y un dígito verificador válido'],
    ['a 7-digit DNI', { dni: '1234567' }, 'El DNI debe tener 8 dígitos'],
  ])('refuses %s with the spec message, on create and on edit', async (_, overrides, message) => {
    for (const res of [
      await app.http.post('/api/Cliente').set(app.as(TipoUsuario.Usuario)).send(cliente(overrides)),
      await app.http.put('/api/Cliente/7').set(app.as(TipoUsuario.Usuario)).send(cliente(overrides)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(clientes.create).not.toHaveBeenCalled();
    expect(clientes.update).not.toHaveBeenCalled();
  });

  it('lets type 6 and a read-only API key read but write nothing: create, edit, delete and the Excel routes answer 403', async () => {
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      for (const path of ['/api/Cliente', '/api/Cliente/7']) {
        expect((await app.http.get(path).set(quien)).status).toBe(200);
      }
      for (const res of [
        await app.http.post('/api/Cliente').set(quien).send(cliente()),
        await app.http.put('/api/Cliente/7').set(quien).send(cliente()),
        await app.http.delete('/api/Cliente/7').set(quien),
        await app.http.post('/api/Cliente/analyze-excel').set(quien).attach('file', Buffer.from('Nombre'), 'datos.xlsx'),
        await app.http.post('/api/Cliente/import-excel').set(quien).attach('file', Buffer.from('Nombre'), 'datos.xlsx'),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
      }
    }
    expect(clientes.create).not.toHaveBeenCalled();
    expect(clientes.update).not.toHaveBeenCalled();
    expect(clientes.remove).not.toHaveBeenCalled();
    expect(clientes.importFile).not.toHaveBeenCalled();
  });

  it('answers a Spanish 400 for a malformed id before asking the service', async () => {
    const usuario = app.as(TipoUsuario.Usuario);
    for (const res of [
      await app.http.get('/api/Cliente/abc').set(usuario),
      await app.http.put('/api/Cliente/0').set(usuario).send(cliente()),
      await app.http.delete('/api/Cliente/1.5').set(usuario),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('id debe ser un número entero positivo');
    }
    expect(clientes.findVisible).not.toHaveBeenCalled();
    expect(clientes.update).not.toHaveBeenCalled();
    expect(clientes.remove).not.toHaveBeenCalled();
  });

  it.each([
    ['sort=["telefono","ASC"]', 'No se puede ordenar por "telefono"'],
    ['filter={"tieneContrato":"quizas"}', 'El filtro "tieneContrato" debe ser true o false'],
  ])('refuses the list query %s with a Spanish 400', async (query, message) => {
    const res = await app.http.get(`/api/Cliente?${query}`).set(app.as(TipoUsuario.Usuario));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(clientes.list).not.toHaveBeenCalled();
  });

  it('refuses an upload without a file, or with its file in another field, before reading it', async () => {
    const usuario = app.as(TipoUsuario.Usuario);
    for (const path of ['/api/Cliente/analyze-excel', '/api/Cliente/import-excel']) {
      const sinArchivo = await app.http.post(path).set(usuario).field('startRow', '2');
      const otroCampo = await app.http.post(path).set(usuario).attach('archivo', Buffer.from('Nombre'), 'datos.xlsx');
      expect([sinArchivo, otroCampo].map((res) => [res.status, res.body.message])).toEqual([
        [400, 'Por favor selecciona un archivo'],
        [400, 'La carga no es válida: envíe un solo archivo Excel en el campo "file"'],
      ]);
    }
    expect(clientes.importFile).not.toHaveBeenCalled();
  });
});

// What GET /api/Direccion/{id}/clientes refuses before the service runs; another company's address is test/api/clientes-direcciones.test.ts's.
describe('DireccionClientesController', () => {
  const clientes = { byDireccion: jest.fn(async () => []) };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(DireccionClientesController, [{ provide: ClienteService, useValue: clientes }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it('answers a Spanish 400 for a malformed address id before asking the service', async () => {
    const res = await app.http.get('/api/Direccion/abc/clientes').set(app.as(TipoUsuario.Leer));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('id debe ser un número entero positivo');
    expect(clientes.byDireccion).not.toHaveBeenCalled();
  });
});
