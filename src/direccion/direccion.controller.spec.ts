import { createControllerApp, ControllerApp, itRefusesLikeACatalogue } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { DireccionController } from './direccion.controller';
import { DireccionService } from './direccion.service';
import { direccionValida as direccion } from '../../test/utils/payloads';

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

  itRefusesLikeACatalogue(() => app, {
    ruta: '/api/Direccion',
    otrasLecturas: ['/api/Direccion/dropdown'],
    cuerpo: direccion,
    cuerposRechazados: [
      ['a bad calle', { calle: '' }, 'La calle es requerida'],
      ['a bad ciudad', { ciudad: ' ' }, 'La ciudad es requerida'],
      ['a bad distrito', { distrito: undefined }, 'El distrito es requerido'],
      ['a bad provincia', { provincia: '' }, 'La provincia es requerida'],
      ['a bad departamento', { departamento: 'Atlantis' }, 'El departamento es requerido y debe ser uno de los 25 departamentos del Perú'],
      ['a bad codigo postal', { codigoPostal: '1503' }, 'El código postal debe tener 5 dígitos'],
      ['a bad codigo de establecimiento', { codigoEstablecimiento: '12' }, 'El código de establecimiento debe tener 4 dígitos (0000 es el domicilio fiscal)'],
    ],
    consultasRechazadas: [
      ['sort=["codigoPostal","ASC"]', 'No se puede ordenar por "codigoPostal"'],
      ['filter={"calle":"Larco"}', 'Filtro desconocido: "calle"'],
    ],
    servicio: direcciones,
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
});
