import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { direccionValida } from '../utils/payloads';
import { createTestApp, TestApp } from '../utils/test-app';

const MENSAJE = 'El código de establecimiento debe tener 4 dígitos (0000 es el domicilio fiscal)';

describe("an address's SUNAT establishment code (docs/gre-transporte.md)", () => {
  let t: TestApp;
  let user: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    user = await crearUsuario(t, await t.login(), 5, 1, 'establecimientos@demo.pe');
  });
  afterAll(() => t.close());

  const guardada = async (id: number) => (await t.dataSource.query(`SELECT "codigoEstablecimiento" FROM direccion WHERE id = ${id}`))[0].codigoEstablecimiento;

  it('keeps 0000, the fiscal address, as text with its zeros; changes it and clears it on edit', async () => {
    const creada = await t.http.post('/api/Direccion').set(auth(user.token)).send(direccionValida({ codigoEstablecimiento: '0000' }));
    expect([creada.status, creada.body.codigoEstablecimiento]).toEqual([201, '0000']);
    expect(await guardada(creada.body.id)).toBe('0000');

    const anexo = await t.http.put(`/api/Direccion/${creada.body.id}`).set(auth(user.token)).send(direccionValida({ codigoEstablecimiento: ' 0002 ' }));
    expect([anexo.status, anexo.body.codigoEstablecimiento]).toEqual([200, '0002']);
    expect((await t.http.get(`/api/Direccion/${creada.body.id}`).set(auth(user.token))).body.codigoEstablecimiento).toBe('0002');

    const sinCodigo = await t.http.put(`/api/Direccion/${creada.body.id}`).set(auth(user.token)).send(direccionValida({ codigoEstablecimiento: '' }));
    expect([sinCodigo.status, sinCodigo.body.codigoEstablecimiento]).toEqual([200, null]);
    expect(await guardada(creada.body.id)).toBeNull();
  });

  it('leaves an address without a code as no registered establishment', async () => {
    const res = await t.http.post('/api/Direccion').set(auth(user.token)).send(direccionValida());
    expect([res.status, res.body.codigoEstablecimiento]).toEqual([201, null]);
  });

  it.each(['123', '00001', '12a4', 1])('refuses %j on create and on edit, saving nothing', async (codigo) => {
    const antes = await t.dataSource.query('SELECT COUNT(*) AS n FROM direccion');
    const creada = await t.http.post('/api/Direccion').set(auth(user.token)).send(direccionValida({ codigoEstablecimiento: codigo }));
    expect([creada.status, creada.body.message, creada.body.errors]).toEqual([400, [MENSAJE], [{ field: 'codigoEstablecimiento', message: MENSAJE }]]);
    expect(await t.dataSource.query('SELECT COUNT(*) AS n FROM direccion')).toEqual(antes);

    const id = (await t.http.post('/api/Direccion').set(auth(user.token)).send(direccionValida({ codigoEstablecimiento: '0001' }))).body.id;
    const editada = await t.http.put(`/api/Direccion/${id}`).set(auth(user.token)).send(direccionValida({ codigoEstablecimiento: codigo }));
    expect([editada.status, editada.body.message]).toEqual([400, [MENSAJE]]);
    expect(await guardada(id)).toBe('0001');
  });

  it('imports the code from its column: a number cell gets its zeros back, a wrong one is its row’s error', async () => {
    const file = await xlsxFile([
      ['Calle', 'Ciudad', 'Distrito', 'Provincia', 'Departamento', 'Establecimiento'],
      ['Av. Colonial 100', 'Lima', 'Lima', 'Lima', 'Lima', 0],
      ['Av. Colonial 200', 'Lima', 'Lima', 'Lima', 'Lima', '0003'],
      ['Av. Colonial 300', 'Lima', 'Lima', 'Lima', 'Lima', 12345],
      ['Av. Colonial 400', 'Lima', 'Lima', 'Lima', 'Lima', 'A1'],
      ['Av. Colonial 500', 'Lima', 'Lima', 'Lima', 'Lima', ''],
    ]);
    const config = { startRow: 2, calleColumn: 1, ciudadColumn: 2, distritoColumn: 3, provinciaColumn: 4, departamentoColumn: 5, codigoEstablecimientoColumn: 6 };
    const res = await t.http.post('/api/Direccion/import-excel').set(auth(user.token)).attach('file', file, 'direcciones.xlsx').field('config', JSON.stringify(config));
    expect(res.status).toBe(201);
    expect(res.body.processedItems.map((i: { rowNumber: number; status: string; message: string }) => [i.rowNumber, i.status, i.message])).toEqual([
      [2, 'Éxito', 'Importado correctamente (Código de Establecimiento completado con ceros: 0000)'],
      [3, 'Éxito', 'Importado correctamente'],
      [4, 'Error', `Código de Establecimiento: ${MENSAJE}`],
      [5, 'Error', `Código de Establecimiento: ${MENSAJE}`],
      [6, 'Éxito', 'Importado correctamente'],
    ]);
    const filas = await t.dataSource.query(`SELECT calle, "codigoEstablecimiento" FROM direccion WHERE calle LIKE 'Av. Colonial%' ORDER BY calle`);
    expect(filas).toEqual([
      { calle: 'Av. Colonial 100', codigoEstablecimiento: '0000' },
      { calle: 'Av. Colonial 200', codigoEstablecimiento: '0003' },
      { calle: 'Av. Colonial 500', codigoEstablecimiento: null },
    ]);
  });
});
