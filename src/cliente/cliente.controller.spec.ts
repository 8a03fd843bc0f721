import { createControllerApp, ControllerApp, itRefusesLikeACatalogue } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { ClienteController, DireccionClientesController } from './cliente.controller';
import { ClienteService } from './cliente.service';
import { clienteValido as cliente } from '../../test/utils/payloads';

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

  itRefusesLikeACatalogue(() => app, {
    ruta: '/api/Cliente',
    cuerpo: cliente,
    cuerposRechazados: [
      ['no nombre', { nombre: '' }, 'El nombre es requerido'],
      ['no apellido for a person (no RUC)', { apellido: '' }, 'El apellido es requerido para una persona (sin RUC)'],
      ['a bad e-mail', { correoElectronico: 'maria@' }, 'Formato de correo electrónico inválido'],
      ['a RUC with a wrong check digit', { ruc: '20100070971' }, 'El RUC no es válido: su dígito verificador no corresponde'],
      ['a RUC of 10 digits', { ruc: '2010007097' }, 'El RUC debe tener 11 dígitos y un dígito verificador válido'],
      ['a 7-digit DNI', { dni: '1234567' }, 'El DNI debe tener 8 dígitos'],
    ],
    consultasRechazadas: [
      ['sort=["telefono","ASC"]', 'No se puede ordenar por "telefono"'],
      ['filter={"tieneContrato":"quizas"}', 'El filtro "tieneContrato" debe ser true o false'],
    ],
    servicio: clientes,
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
