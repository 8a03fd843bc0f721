import { auth, crearCompania, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

/**
 * The list's total without filters is read from activo_conteo, which the database keeps on every write of an asset
 * (docs/rendimiento.md): after creating, importing, disposing of, undoing a disposal and deleting, in two companies,
 * the kept counts equal COUNT(*) and the list's totals say them.
 */
describe('the kept count of each company\'s assets', () => {
  let t: TestApp;
  let maestro: string;
  let jefe: UsuarioPrueba;
  let otra: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    const compania = await crearCompania(t, maestro, 'Conteos del Sur S.A.C.', '2055544433');
    jefe = await crearUsuario(t, maestro, 2, 1, 'conteo-jefe@demo.pe');
    otra = await crearUsuario(t, maestro, 2, compania.id, 'conteo-otra@demo.pe');
  });
  afterAll(() => t.close());

  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const totalDeLaLista = async (token: string, bajas?: string) => {
    const filtro = bajas ? `&filter=${q({ bajas })}` : '';
    const res = await t.http.get(`/api/activos?sort=${q(['codigo', 'ASC'])}&range=${q([0, 24])}${filtro}`).set(auth(token)).expect(200);
    return Number(String(res.headers['content-range']).split('/')[1]);
  };
  const contados = async () =>
    (await t.dataSource.query(`SELECT "companiaId", vigentes, "deBaja" FROM activo_conteo ORDER BY "companiaId"`)).map((fila: Record<string, unknown>) => ({
      companiaId: Number(fila.companiaId),
      vigentes: Number(fila.vigentes),
      deBaja: Number(fila.deBaja),
    }));
  const contadosPorLaBase = async () =>
    (
      await t.dataSource.query(
        `SELECT "companiaId", SUM(CASE WHEN "fechaBaja" IS NULL THEN 1 ELSE 0 END) AS vigentes, SUM(CASE WHEN "fechaBaja" IS NULL THEN 0 ELSE 1 END) AS "deBaja"
         FROM activo GROUP BY "companiaId" ORDER BY "companiaId"`,
      )
    ).map((fila: Record<string, unknown>) => ({ companiaId: Number(fila.companiaId), vigentes: Number(fila.vigentes), deBaja: Number(fila.deBaja) }));
  const crear = async (token: string, descripcion: string) =>
    (await t.http.post('/api/activos').set(auth(token)).send({ descripcion, cantidad: 1, precioUndMn: 1000, fechaAdquisicion: '2025-02-10' }).expect(201)).body as { id: number };

  it('follows every write and gives the list its total', async () => {
    const antes = await totalDeLaLista(jefe.token);
    const creados = [];
    for (let i = 0; i < 4; i++) creados.push(await crear(jefe.token, `Escritorio ${i}`));
    await crear(otra.token, 'Silla de otra compañía');
    const csv = Buffer.from('Descripcion,Precio\r\nImpresora A,500\r\nImpresora B,600\r\nImpresora C,700\r\n', 'utf8');
    await t.http
      .post('/api/activos/import-excel')
      .set(auth(jefe.token))
      .field('config', JSON.stringify({ startRow: 2, DescripcionColumn: 1, PrecioUndMnColumn: 2 }))
      .attach('file', csv, 'activos.csv')
      .expect(201);
    expect(await totalDeLaLista(jefe.token)).toBe(antes + 7);

    await t.http.post(`/api/activos/${creados[0].id}/baja`).set(auth(jefe.token)).send({ Fecha: '2025-10-20', Motivo: 'donacion', Documento: 'ACTA-CONTEO' }).expect(201);
    await t.http.post(`/api/activos/${creados[1].id}/baja`).set(auth(jefe.token)).send({ Fecha: '2025-10-21', Motivo: 'donacion', Documento: 'ACTA-CONTEO' }).expect(201);
    await t.http.delete(`/api/activos/${creados[1].id}/baja`).set(auth(jefe.token)).expect(204);
    await t.http.delete(`/api/activos/${creados[2].id}`).set(auth(jefe.token)).expect((res) => expect(res.status).toBeLessThan(300));

    expect(await contados()).toEqual(await contadosPorLaBase());
    const [vigentes, deBaja] = [await totalDeLaLista(jefe.token), await totalDeLaLista(jefe.token, 'solo')];
    expect({ vigentes, deBaja, todos: await totalDeLaLista(jefe.token, 'incluir') }).toEqual({ vigentes: antes + 5, deBaja: 1, todos: antes + 6 });
    expect(await totalDeLaLista(otra.token)).toBe(1);
  });

  it('is what the list says: the total is read from it, not counted', async () => {
    const [{ vigentes }] = await t.dataSource.query(`SELECT vigentes FROM activo_conteo WHERE "companiaId" = 1`);
    await t.dataSource.query(`UPDATE activo_conteo SET vigentes = vigentes + 1000 WHERE "companiaId" = 1`);
    try {
      expect(await totalDeLaLista(jefe.token)).toBe(Number(vigentes) + 1000);
    } finally {
      await t.dataSource.query(`UPDATE activo_conteo SET vigentes = vigentes - 1000 WHERE "companiaId" = 1`);
    }
  });

  it('does not take a filtered list\'s total from it', async () => {
    const res = await t.http.get(`/api/activos?filter=${q({ q: 'Impresora' })}&range=${q([0, 24])}`).set(auth(jefe.token)).expect(200);
    expect(String(res.headers['content-range']).split('/')[1]).toBe('3');
  });
});
