import { createControllerApp, ControllerApp } from '../../../test/utils/controller-app';
import { TipoUsuario } from '../../usuario/usuario.entity';
import { ConductorService } from './conductor.service';
import { ConductoresController } from './conductores.controller';
import { VehiculoService } from './vehiculo.service';
import { VehiculosController } from './vehiculos.controller';

// What the routes refuse or normalise before the service runs; what the service saves is test/api/gre-transporte.test.ts's.
describe.each([
  {
    ruta: '/api/gre/conductores',
    controller: ConductoresController,
    service: ConductorService,
    cuerpo: { tipoDocumento: ' a ', numeroDocumento: ' x123 ', nombres: 'Ana', apellidos: 'Silva', licencia: ' p99887766 ' },
    normalizado: { tipoDocumento: 'A', numeroDocumento: 'X123', nombres: 'Ana', apellidos: 'Silva', licencia: 'P99887766' },
  },
  {
    ruta: '/api/gre/vehiculos',
    controller: VehiculosController,
    service: VehiculoService,
    cuerpo: { placa: ' abc - 123 ', tuc: ' 15m210287 ', descripcion: ' ' },
    normalizado: { placa: 'ABC123', tuc: '15M210287', descripcion: null },
  },
])('$ruta', ({ ruta, controller, service, cuerpo, normalizado }) => {
  const servicio = {
    list: jest.fn(async () => [[], 0]),
    findVisible: jest.fn(async () => ({ id: 7 })),
    create: jest.fn(async () => ({ id: 7 })),
    update: jest.fn(async () => ({ id: 7 })),
    remove: jest.fn(async () => undefined),
  };
  let app: ControllerApp;

  beforeAll(async () => {
    app = await createControllerApp(controller, [{ provide: service, useValue: servicio }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it('lets type 6 and a read-only key read, and refuses them every write with 403 before the service', async () => {
    for (const quien of [app.as(TipoUsuario.Leer), app.asClaveApi(TipoUsuario.Leer)]) {
      for (const path of [ruta, `${ruta}/7`]) expect((await app.http.get(path).set(quien)).status).toBe(200);
      for (const res of [
        await app.http.post(ruta).set(quien).send(cuerpo),
        await app.http.put(`${ruta}/7`).set(quien).send(cuerpo),
        await app.http.delete(`${ruta}/7`).set(quien),
      ]) {
        expect([res.status, res.body.message]).toEqual([403, 'No tiene permisos para realizar esta acción']);
      }
    }
    for (const write of [servicio.create, servicio.update, servicio.remove]) expect(write).not.toHaveBeenCalled();
  });

  it('hands the service the body in SUNAT’s spelling, on create and on edit', async () => {
    expect((await app.http.post(ruta).set(app.as(TipoUsuario.Usuario)).send(cuerpo)).status).toBe(201);
    expect((await app.http.put(`${ruta}/7`).set(app.as(TipoUsuario.Usuario)).send(cuerpo)).status).toBe(200);
    expect(servicio.create).toHaveBeenCalledWith(1, expect.objectContaining(normalizado));
    expect(servicio.update).toHaveBeenCalledWith(1, 7, expect.objectContaining(normalizado));
  });

  it('refuses a sort or filter outside the list’s allow-list', async () => {
    const res = await app.http.get(`${ruta}?sort=["busqueda","ASC"]`).set(app.as(TipoUsuario.Leer));
    expect([res.status, res.body.message]).toEqual([400, 'No se puede ordenar por "busqueda"']);
    expect(servicio.list).not.toHaveBeenCalled();
  });
});
