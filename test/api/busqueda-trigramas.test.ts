import { createTestApp, TestApp } from '../utils/test-app';

/**
 * The asset list's search ("contiene") and the search by part of a code (and the movement and maintenance searches): on PostgreSQL answered by the trigram indexes
 * of migration BusquedaPorTrigramas instead of reading every asset of the company (docs/rendimiento.md); on every
 * engine the same matches, counted.
 */
describe('búsqueda de activos por trigramas', () => {
  let t: TestApp;
  let token: string;
  const RAROS = 12;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    // A catalogue where reading every asset costs more than the index: a few montacargas among thousands of chairs.
    const filas = Array.from({ length: 3_000 }, (_, i) => (i % 250 === 0 ? `Montacargas Caterpillar ${i},${100 + i}` : `Silla de oficina ${i},${100 + i}`));
    await t.http
      .post('/api/activos/import-excel')
      .set('Authorization', `Bearer ${token}`)
      .field('config', JSON.stringify({ startRow: 2, DescripcionColumn: 1, PrecioUndMnColumn: 2 }))
      .attach('file', Buffer.from(`Descripcion,Precio\r\n${filas.join('\r\n')}\r\n`, 'utf8'), 'activos.csv')
      .expect(201);
    if (t.dataSource.options.type === 'postgres') await t.dataSource.query('ANALYZE activo');
  });
  afterAll(() => t.close());

  const get = (ruta: string) => t.http.get(ruta).set('Authorization', `Bearer ${token}`).expect(200);
  /** PostgreSQL with pg_trgm to install: the migration must have created the indexes (without it, it leaves them out). */
  const conTrigramas = async () =>
    t.dataSource.options.type === 'postgres' &&
    ((await t.dataSource.query(`SELECT COUNT(*)::int AS n FROM pg_available_extensions WHERE name = 'pg_trgm'`)) as Array<{ n: number }>)[0].n > 0;

  it('the list filtered by a word answers its matches and their total', async () => {
    const res = await get(`/api/activos?range=[0,4]&filter=${encodeURIComponent(JSON.stringify({ q: 'caterpillar montacargas' }))}`);
    expect(res.headers['content-range']).toBe(`activos 0-4/${RAROS}`);
    expect(res.body.map((a: { descripcion: string }) => a.descripcion)).toEqual(Array.from({ length: 5 }, (_, k) => `Montacargas Caterpillar ${k * 250}`));
  });

  it('the search by part of a code finds it whatever its case', async () => {
    const [{ codigo }] = (await get(`/api/activos?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ q: 'montacargas' }))}`)).body as Array<{ codigo: string }>;
    const res = await get(`/api/activos/search?codigo=${encodeURIComponent(codigo.slice(1).toLowerCase())}`);
    expect(res.body.map((a: { codigo: string }) => a.codigo)).toContain(codigo);
  });

  it('on PostgreSQL the search and the code search read the trigram indexes, not the whole table', async () => {
    if (!(await conTrigramas())) return;
    const plan = async (condicion: string, patron: string) =>
      ((await t.dataSource.query(`EXPLAIN SELECT COUNT(*) FROM "activo" "a" WHERE "a"."companiaId" = 1 AND "a"."fechaBaja" IS NULL AND ${condicion} LIKE $1`, [patron])) as Array<{
        'QUERY PLAN': string;
      }>)
        .map((fila) => fila['QUERY PLAN'])
        .join('\n');
    expect(await plan('"a"."busqueda"', '%caterpillar%')).toContain('IDX_activo_busqueda_trgm');
    expect(await plan('LOWER("a"."codigo")', '%-000251%')).toContain('IDX_activo_codigo_trgm');
  });

  it('on PostgreSQL the movement and maintenance searches have their trigram index too', async () => {
    if (!(await conTrigramas())) return;
    // Their tables are empty here: with sequential reads off, the planner shows which index can answer the search.
    const planes = await t.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return Promise.all(
        ['movimiento', 'mantenimiento'].map(async (tabla) =>
          ((await manager.query(`EXPLAIN SELECT COUNT(*) FROM "${tabla}" WHERE "busqueda" LIKE $1`, ['%traslado%'])) as Array<{ 'QUERY PLAN': string }>)
            .map((fila) => fila['QUERY PLAN'])
            .join('\n'),
        ),
      );
    });
    expect(planes[0]).toContain('IDX_movimiento_busqueda_trgm');
    expect(planes[1]).toContain('IDX_mantenimiento_busqueda_trgm');
  });
});
