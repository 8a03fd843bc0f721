import { Movimiento } from '../../src/movimiento/movimiento.entity';
import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const enSqlite = (process.env.DB_TYPE ?? 'sqlite') === 'sqlite';

/** The movements list answers every movement of the page with all its assets, however many (it writes them in batches). */
describe('GET /api/Movimiento with many assets per movement', () => {
  // 10,500 asset links: more than one batch of the answer (ENLACES_POR_LOTE); 500 is a movement's maximum.
  const MOVIMIENTOS = 21;
  const POR_MOVIMIENTO = 500;
  let t: TestApp;
  let jefe: UsuarioPrueba;
  /** Asset ids of each movement, in the order they were sent; the newest movement last. */
  const enviados: number[][] = [];
  let activos: Map<number, { codigo: string; descripcion: string }>;

  beforeAll(async () => {
    t = await createTestApp();
    jefe = await crearUsuario(t, await t.login(), 3, 1, 'jefe@demo.pe');
    const filas = Array.from({ length: 800 }, (_, i) => [`LST-${String(i).padStart(4, '0')}`, `Activo de lista ${i}`]);
    const importacion = await t.http
      .post('/api/activos/import-excel')
      .set(auth(jefe.token))
      .attach('file', await xlsxFile([['Código', 'Descripción'], ...filas]), 'activos.xlsx')
      .field('config', JSON.stringify({ startRow: 2, CodigoColumn: 1, DescripcionColumn: 2 }))
      .expect(201);
    expect(importacion.body.successCount).toBe(800);
    const rows: Array<{ id: number; codigo: string; descripcion: string }> = await t.dataSource.query(`SELECT id, codigo, descripcion FROM activo WHERE "companiaId" = 1 ORDER BY id`);
    activos = new Map(rows.map((a) => [Number(a.id), { codigo: a.codigo, descripcion: a.descripcion }]));
    const ids = [...activos.keys()];
    for (let m = 0; m < MOVIMIENTOS; m++) {
      // A window of its own per movement, sent in reverse so the answer's order is the saved order, not the ids'.
      const propios = ids.slice(m * 15, m * 15 + POR_MOVIMIENTO).reverse();
      enviados.push(propios);
      await t.http
        .post('/api/Movimiento')
        .set(auth(jefe.token))
        .send({ fecha: new Date(Date.UTC(2025, 0, 1 + m)).toISOString(), destinatario: `Destino ${m}`, activoIds: propios })
        .expect(201);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('answers every movement with all its assets, in simple-rest', async () => {
    const res = await t.http.get('/api/Movimiento?range=[0,499]').set(auth(jefe.token)).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-range']).toBe(`movimiento 0-${MOVIMIENTOS - 1}/${MOVIMIENTOS}`);
    const movimientos = res.body as Array<{ destinatario: string; activoIds: number[]; movimientoActivos: Array<{ activoId: number; activo: { id: number; codigo: string; descripcion: string } }> }>;
    // Newest first.
    expect(movimientos.map((m) => m.destinatario)).toEqual(enviados.map((_, m) => `Destino ${m}`).reverse());
    movimientos.reverse().forEach((movimiento, m) => {
      expect(movimiento.activoIds).toEqual(enviados[m]);
      expect(movimiento.movimientoActivos).toEqual(enviados[m].map((id) => ({ activoId: id, activo: { id, ...activos.get(id) } })));
    });
  });

  it('answers the same rows in the page/size dialect, with its pagination', async () => {
    const res = await t.http.get('/api/Movimiento?page=1&size=4').set(auth(jefe.token)).expect(200);
    expect(res.body.pagination).toEqual({ page: 1, totalPages: Math.ceil(MOVIMIENTOS / 4), pageSize: 4, totalRecords: MOVIMIENTOS, totalCount: MOVIMIENTOS });
    expect(res.body.data.map((m: { activoIds: number[] }) => m.activoIds)).toEqual(enviados.slice(MOVIMIENTOS - 4).reverse());
  });

  (enSqlite ? it : it.skip)('reads the links of the page in the order they were added from an index alone, without sorting them', async () => {
    const consultas = jest.spyOn(t.dataSource.manager, 'query');
    await t.http.get('/api/Movimiento?range=[0,499]').set(auth(jefe.token)).expect(200);
    const [sql, parametros] = consultas.mock.calls.find(([sql]) => sql.includes('"movimiento_activo"'))!;
    consultas.mockRestore();
    const plan: Array<{ detail: string }> = await t.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, parametros);
    const pasos = plan.map((paso) => paso.detail).join(' | ');
    expect(pasos).toMatch(/SEARCH t USING COVERING INDEX/);
    expect(pasos).not.toMatch(/TEMP B-TREE/);
  });

  it('answers an empty page as an empty list', async () => {
    const res = await t.http.get('/api/Movimiento?range=[0,9]&filter={"destinatario":"nadie"}').set(auth(jefe.token)).expect(200);
    expect(res.body).toEqual([]);
  });
});

/** Each movement of the list as its own GET answers it: its assets in the order they were added, its guides, or none of either. */
describe('GET /api/Movimiento, movement by movement', () => {
  let t: TestApp;
  let jefe: UsuarioPrueba;
  /** Asset ids in the order they were added to the movement: neither their own order nor the order of the last body. */
  let agregados: number[];

  beforeAll(async () => {
    t = await createTestApp();
    jefe = await crearUsuario(t, await t.login(), 3, 1, 'jefe@demo.pe');
    const [a, b, c] = await Promise.all(
      ['ORD-1', 'ORD-2', 'ORD-3'].map(async (codigo) => (await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo, descripcion: `Activo ${codigo}` }).expect(201)).body.id as number),
    );
    const cabecera = { fecha: '2025-02-01T15:00:00.000Z', destinatario: 'Con guía' };
    const { body } = await t.http
      .post('/api/Movimiento')
      .set(auth(jefe.token))
      .send({ ...cabecera, activoIds: [c, a], guiaMovimiento: { ruc: '00100000123', destinatario: 'Almacén Callao', unidad: 'CAJ', cantidad: 2 } })
      .expect(201);
    await t.http.put(`/api/Movimiento/${body.id}`).set(auth(jefe.token)).send({ ...cabecera, activoIds: [b, c, a] }).expect(200);
    agregados = [c, a, b];
    // Rows from before a movement had to carry assets.
    await t.dataSource.getRepository(Movimiento).save({ companiaId: 1, fecha: new Date('2025-01-01T15:00:00.000Z'), destinatario: 'Sin activos' });
  });
  afterAll(() => t.close());

  it('answers each movement as GET /api/Movimiento/{id} does, a movement without assets too', async () => {
    const res = await t.http.get('/api/Movimiento?range=[0,499]').set(auth(jefe.token)).expect(200);
    expect(res.body.map((m: { destinatario: string }) => m.destinatario)).toEqual(['Con guía', 'Sin activos']);
    for (const movimiento of res.body) {
      expect(movimiento).toEqual((await t.http.get(`/api/Movimiento/${movimiento.id}`).set(auth(jefe.token)).expect(200)).body);
    }
    const [conGuia, sinActivos] = res.body;
    expect(conGuia.activoIds).toEqual(agregados);
    expect(conGuia.movimientoActivos.map((ma: { activo: { codigo: string } }) => ma.activo.codigo)).toEqual(['ORD-3', 'ORD-1', 'ORD-2']);
    expect(conGuia.guiaMovimientos).toEqual([expect.objectContaining({ ruc: '00100000123', unidad: 'CAJ', cantidad: 2 })]);
    expect(sinActivos).toMatchObject({ activoIds: [], movimientoActivos: [], guiaMovimientos: [], guiaMovimiento: null });
  });
});
