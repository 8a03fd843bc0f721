import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { DireccionController } from './direccion.controller';
import { DireccionService } from './direccion.service';

const direccion = (overrides: Record<string, unknown> = {}) => ({
  calle: 'Av. Javier Prado Este 1234',
  ciudad: 'Lima',
  distrito: 'San Isidro',
  provincia: 'Lima',
  departamento: 'Lima',
  codigoPostal: '15036',
  urbanizacion: 'Corpac',
  sede: 'Oficina principal',
  ...overrides,
});

// What the routes refuse before the service runs; what the service saves and answers is test/api/clientes-direcciones.test.ts's.
describe('DireccionController', () => {
  const direcciones = {
    list: jest.fn(async () => [[], 0]),
    dropdown: jest.fn(async () => []),
    findVisible: jest.fn(async () => direccion({ id: 7 })),
    create: jest.fn(),
    update: jest.fn(),
    remove: jest.fn(),
    importFile: jest.fn(),
  };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(DireccionController, [{ provide: DireccionService, useValue: direcciones }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['calle', { calle: '' }, 'La calle es requerida'],
    ['ciudad', { ciudad: ' ' }, 'La ciudad es requerida'],
    ['distrito', { distrito: undefined }, 'El distrito es requerido'],
    ['provincia', { provincia: '' }, 'La provincia es requerida'],
    ['departamento', { departamento: 'Atlantis' }, 'El departamento es requerido y debe ser uno de los 25 departamentos del Perú'],
    ['codigo postal', { codigoPostal: '1503' }, 'El codigo postal debe tener 5 digitos'],
  ])('refuses a bad %s with the spec message, on create and on edit', async (_, overrides, message) => {
    for (const res of [
      await app.http.post('/api/Direccion').set(app.as(TipoUsuario.Usuario)).send(direccion(overrides)),
      await app.http.put('/api/Direccion/7').set(app.as(TipoUsuario.Usuario)).send(direccion(overrides)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(direcciones.create).not.toHaveBeenCalled();
    expect(direcciones.update).not.toHaveBeenCalled();
  });

  it.each([
    ['a district of another province', { distrito: 'Miraflores', provincia: 'Callao', departamento: 'Callao' }, ['Miraflores no es un distrito de la provincia Callao']],
    ['a province of another department', { distrito: 'Huaraz', provincia: 'Huaraz', departamento: 'Lima' }, ['Huaraz no es una provincia del departamento Lima']],
    ['a district unknown anywhere', { distrito: 'Springfield', provincia: 'lima', departamento: 'Lima' }, ['Springfield no es un distrito de la provincia Lima']],
    ['the province’s name for its district', { distrito: 'Cañete', provincia: 'Cañete', departamento: 'Lima' }, ['Cañete no es un distrito de la provincia Cañete']],
  ])('refuses %s, telling the field that disagrees, on create and on edit', async (_, overrides, message) => {
    for (const res of [
      await app.http.post('/api/Direccion').set(app.as(TipoUsuario.Usuario)).send(direccion(overrides)),
      await app.http.put('/api/Direccion/7').set(app.as(TipoUsuario.Usuario)).send(direccion(overrides)),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(message);
    }
    expect(direcciones.create).not.toHaveBeenCalled();
    expect(direcciones.update).not.toHaveBeenCalled();
  });

  it('lets type 6 and a read-only API key read but write nothing: create, edit, delete and the Excel routes answer 403', async () => {
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      for (const path of ['/api/Direccion', '/api/Direccion/dropdown', '/api/Direccion/7']) {
        expect((await app.http.get(path).set(quien)).status).toBe(200);
      }
      for (const res of [
        await app.http.post('/api/Direccion').set(quien).send(direccion()),
        await app.http.put('/api/Direccion/7').set(quien).send(direccion()),
        await app.http.delete('/api/Direccion/7').set(quien),
        await app.http.post('/api/Direccion/analyze-excel').set(quien).attach('file', Buffer.from('Calle'), 'datos.xlsx'),
        await app.http.post('/api/Direccion/import-excel').set(quien).attach('file', Buffer.from('Calle'), 'datos.xlsx'),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('No tiene permisos para realizar esta acción');
      }
    }
    expect(direcciones.create).not.toHaveBeenCalled();
    expect(direcciones.update).not.toHaveBeenCalled();
    expect(direcciones.remove).not.toHaveBeenCalled();
    expect(direcciones.importFile).not.toHaveBeenCalled();
  });

  it('answers a Spanish 400 for a malformed id before asking the service', async () => {
    const usuario = app.as(TipoUsuario.Usuario);
    for (const res of [
      await app.http.get('/api/Direccion/abc').set(usuario),
      await app.http.put('/api/Direccion/0').set(usuario).send(direccion()),
      await app.http.delete('/api/Direccion/1.5').set(usuario),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('id debe ser un número entero positivo');
    }
    expect(direcciones.findVisible).not.toHaveBeenCalled();
    expect(direcciones.update).not.toHaveBeenCalled();
    expect(direcciones.remove).not.toHaveBeenCalled();
  });

  it.each([
    ['sort=["codigoPostal","ASC"]', 'No se puede ordenar por "codigoPostal"'],
    ['filter={"calle":"Larco"}', 'Filtro desconocido: "calle"'],
  ])('refuses the list query %s with a Spanish 400', async (query, message) => {
    const res = await app.http.get(`/api/Direccion?${query}`).set(app.as(TipoUsuario.Usuario));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(direcciones.list).not.toHaveBeenCalled();
  });

  it('refuses an upload without a file, or with its file in another field, before reading it', async () => {
    const usuario = app.as(TipoUsuario.Usuario);
    for (const path of ['/api/Direccion/analyze-excel', '/api/Direccion/import-excel']) {
      const sinArchivo = await app.http.post(path).set(usuario).field('startRow', '2');
      const otroCampo = await app.http.post(path).set(usuario).attach('archivo', Buffer.from('Calle'), 'datos.xlsx');
      expect([sinArchivo, otroCampo].map((res) => [res.status, res.body.message])).toEqual([
        [400, 'Por favor selecciona un archivo'],
        [400, 'La carga no es válida: envíe un solo archivo Excel en el campo "file"'],
      ]);
    }
    expect(direcciones.importFile).not.toHaveBeenCalled();
  });
});
