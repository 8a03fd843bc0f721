import { createControllerApp, ControllerApp } from '../../test/utils/controller-app';
import { TipoUsuario } from '../usuario/usuario.entity';
import { CampoPersonalizadoService } from './campo-personalizado.service';
import { CamposPersonalizadosController } from './campos-personalizados.controller';

// What the routes refuse or normalise before the service runs; what the service decides is test/api/campos-personalizados.test.ts's.
describe('CamposPersonalizadosController', () => {
  const campos = { list: jest.fn(async () => []), findVisible: jest.fn(), create: jest.fn(async () => ({ id: 3, clave: 'poliza' })), update: jest.fn(), remove: jest.fn(async () => undefined) };
  let app: ControllerApp;
  const valido = { clave: 'poliza', etiqueta: ' Póliza ', tipo: 'numero' };

  beforeAll(async () => {
    app = await createControllerApp(CamposPersonalizadosController, [{ provide: CampoPersonalizadoService, useValue: campos }]);
  });
  afterAll(() => app.close());
  beforeEach(() => jest.clearAllMocks());

  it.each([
    ['a clave with capitals', { clave: 'Poliza' }, 'clave', 'La clave debe empezar con una letra minúscula y tener hasta 40 letras minúsculas, dígitos o _'],
    ['a clave starting with a digit', { clave: '1poliza' }, 'clave', 'La clave debe empezar con una letra minúscula y tener hasta 40 letras minúsculas, dígitos o _'],
    ['an unknown type', { tipo: 'moneda' }, 'tipo', 'El tipo debe ser uno de: texto, numero, fecha, lista, si_no'],
    ['no label', { etiqueta: ' ' }, 'etiqueta', 'La etiqueta es requerida'],
    ['an unknown category', { categoria: 'naves' }, 'categoria', 'La categoría debe ser una de: ganado, vehiculos, maquinaria-extractiva, computo, maquinaria, otros, edificios'],
  ])('refuses %s with 400 naming the field', async (_, cambio, campo, mensaje) => {
    const res = await app.http.post('/api/campos-personalizados').set(app.as(TipoUsuario.CompaniaAdministrador)).send({ ...valido, ...cambio });
    expect([res.status, res.body.errors]).toEqual([400, [{ field: campo, message: mensaje }]]);
    expect(campos.create).not.toHaveBeenCalled();
  });

  it('hands the service the label trimmed; defining is for types 1 to 3, reading for everyone', async () => {
    await app.http.post('/api/campos-personalizados').set(app.as(TipoUsuario.CompaniaAdministrador)).send(valido).expect(201);
    expect(campos.create).toHaveBeenCalledWith(expect.any(Number), expect.objectContaining({ clave: 'poliza', etiqueta: 'Póliza', tipo: 'numero' }));
    await app.http.post('/api/campos-personalizados').set(app.as(TipoUsuario.Usuario)).send(valido).expect(403);
    await app.http.get('/api/campos-personalizados').set(app.as(TipoUsuario.Leer)).expect(200);
  });

  it('deletes with values only when confirmar=true is asked', async () => {
    await app.http.delete('/api/campos-personalizados/3').set(app.as(TipoUsuario.CompaniaAdministrador)).expect(204);
    await app.http.delete('/api/campos-personalizados/3?confirmar=true').set(app.as(TipoUsuario.CompaniaAdministrador)).expect(204);
    expect(campos.remove.mock.calls).toEqual([
      [expect.any(Number), 3, false],
      [expect.any(Number), 3, true],
    ]);
  });
});
