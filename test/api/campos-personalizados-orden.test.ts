import { auth, crearCompania, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

describe('Lista de activos ordenada por un campo personalizado', () => {
  let t: TestApp;
  let jefe: UsuarioPrueba;
  const idDe: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    const compania = await crearCompania(t, maestro, 'Orden Propio S.A.C.', '2061122336');
    jefe = await crearUsuario(t, maestro, 3, compania.id, 'jefe@ordenpropio.pe');
    for (const body of [
      { clave: 'km', etiqueta: 'Kilometraje', tipo: 'numero' },
      { clave: 'revision', etiqueta: 'Revisión', tipo: 'fecha' },
      { clave: 'placa', etiqueta: 'Placa', tipo: 'texto' },
      { clave: 'color', etiqueta: 'Color', tipo: 'lista', opciones: ['rojo', 'azul', 'verde'] },
      { clave: 'asegurado', etiqueta: 'Asegurado', tipo: 'si_no' },
    ]) {
      await t.http.post('/api/campos-personalizados').set(auth(jefe.token)).send(body).expect(201);
    }
    // Created in this order, so ids rise with the code; V-3 and V-5 tie on every field but km.
    const activos: Array<[string, Record<string, unknown>]> = [
      ['V-1', { km: 10, revision: '2026-03-01', placa: 'BBB-200', color: 'verde', asegurado: true }],
      ['V-2', { km: 9, revision: '2025-12-31', placa: 'AAA-100', color: 'azul', asegurado: false }],
      ['V-3', { km: 100, revision: '2026-01-15', placa: 'CCC-300', color: 'rojo' }],
      ['V-4', {}],
      ['V-5', { km: 2.5, revision: '2026-01-15', placa: 'CCC-300', color: 'rojo' }],
      ['V-6', { km: 10, asegurado: true }],
    ];
    for (const [codigo, camposPersonalizados] of activos) {
      idDe[codigo] = (await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo, descripcion: `Vehículo ${codigo}`, camposPersonalizados }).expect(201)).body.id;
    }
  });
  afterAll(() => t.close());

  const ordenados = async (campo: string, orden: 'ASC' | 'DESC', rango = '[0,99]') => {
    const res = await t.http.get('/api/activos').query({ sort: JSON.stringify([campo, orden]), range: rango }).set(auth(jefe.token)).expect(200);
    return res.body.map((activo: { codigo: string }) => activo.codigo);
  };

  it('orders numbers as numbers (9 before 10), ties by id in the same direction, and assets without a value last', async () => {
    expect(await ordenados('campo.km', 'ASC')).toEqual(['V-5', 'V-2', 'V-1', 'V-6', 'V-3', 'V-4']);
    expect(await ordenados('campo.km', 'DESC')).toEqual(['V-3', 'V-6', 'V-1', 'V-2', 'V-5', 'V-4']);
    // Pages read the same order.
    expect([...(await ordenados('campo.km', 'ASC', '[0,2]')), ...(await ordenados('campo.km', 'ASC', '[3,5]'))]).toEqual(['V-5', 'V-2', 'V-1', 'V-6', 'V-3', 'V-4']);
  });

  it('orders dates as dates, texts and list options as text, and no before yes', async () => {
    expect(await ordenados('campo.revision', 'ASC')).toEqual(['V-2', 'V-3', 'V-5', 'V-1', 'V-4', 'V-6']);
    expect(await ordenados('campo.revision', 'DESC')).toEqual(['V-1', 'V-5', 'V-3', 'V-2', 'V-6', 'V-4']);
    expect(await ordenados('campo.placa', 'ASC')).toEqual(['V-2', 'V-1', 'V-3', 'V-5', 'V-4', 'V-6']);
    expect(await ordenados('campo.color', 'ASC')).toEqual(['V-2', 'V-3', 'V-5', 'V-1', 'V-4', 'V-6']);
    expect(await ordenados('campo.asegurado', 'ASC')).toEqual(['V-2', 'V-1', 'V-6', 'V-3', 'V-4', 'V-5']);
    expect(await ordenados('campo.asegurado', 'DESC')).toEqual(['V-6', 'V-1', 'V-2', 'V-5', 'V-4', 'V-3']);
  });

  it('orders a filtered list too, and answers 400 in Spanish for a field the company lacks', async () => {
    const res = await t.http
      .get('/api/activos')
      .query({ sort: JSON.stringify(['campo.km', 'DESC']), filter: JSON.stringify({ 'campo.color': 'rojo' }), range: '[0,9]' })
      .set(auth(jefe.token))
      .expect(200);
    expect(res.body.map((activo: { codigo: string }) => activo.codigo)).toEqual(['V-3', 'V-5']);
    expect(res.headers['content-range']).toBe('activos 0-1/2');
    const desconocido = await t.http.get('/api/activos').query({ sort: '["campo.poliza","ASC"]' }).set(auth(jefe.token)).expect(400);
    expect(desconocido.body.message).toBe('No se puede ordenar por "campo.poliza": la compañía no tiene ese campo personalizado');
    const mal = await t.http.get('/api/activos').query({ sort: '["campo.Mala Clave","ASC"]' }).set(auth(jefe.token)).expect(400);
    expect(mal.body.message).toBe('No se puede ordenar por "campo.Mala Clave"');
  });
});
