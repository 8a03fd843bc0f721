import { consultaPreparada, filasPreparadas } from '../../src/database/consulta-preparada';
import { createTestApp, TestApp } from '../utils/test-app';

/**
 * The hot reads and writes (session lookup, list page, asset by id, the edit's lock and UPDATE, the audit row) run as
 * prepared statements on PostgreSQL, where the list page keeps one plan; elsewhere as any query (docs/rendimiento.md).
 */
describe('consultas preparadas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const esPostgres = () => t.dataSource.options.type === 'postgres';

  it('answers the same rows as a plain query, on every engine', async () => {
    const sql = `SELECT ${t.dataSource.driver.escape('razonSocial')} AS nombre FROM ${t.dataSource.driver.escape('compania')} WHERE ${t.dataSource.driver.escape('id')} = ${t.dataSource.driver.createParameter('id', 0)}`;
    const plana = await t.dataSource.query(sql, [1]);
    await expect(filasPreparadas(t.dataSource, sql, [1])).resolves.toEqual(plana);
    await expect(filasPreparadas(t.dataSource.manager, sql, [1])).resolves.toEqual(plana);
  });

  it('on PostgreSQL prepares each text once per connection, in the transaction that asks', async () => {
    if (!esPostgres()) {
      await expect(consultaPreparada(t.dataSource, 'SELECT 1', [])).resolves.toBeUndefined();
      return;
    }
    await t.dataSource.transaction(async (manager) => {
      const sql = 'SELECT $1::int + 1 AS siguiente';
      const primera = await consultaPreparada(manager, sql, [41], 'array');
      const segunda = await consultaPreparada(manager, sql, [1], 'array');
      expect([primera?.rows, segunda?.rows]).toEqual([[[42]], [[2]]]);
      expect(primera?.fields.map((field) => field.name)).toEqual(['siguiente']);
      const preparadas: Array<{ name: string; statement: string }> = await manager.query('SELECT name, statement FROM pg_prepared_statements');
      expect(preparadas.filter((fila) => fila.statement === sql)).toEqual([{ name: expect.stringMatching(/^q_/), statement: sql }]);
    });
  });

  it('on PostgreSQL the session lookup and the list page are prepared on the connection that ran them', async () => {
    if (!esPostgres()) return;
    const token = await t.login();
    // A pool of one connection would be needed to know which one answered: ask enough times that each pooled connection ran them.
    for (let i = 0; i < 20; i++) await t.http.get('/api/activos?range=[0,24]').set('Authorization', `Bearer ${token}`).expect(200);
    const pool = (t.dataSource.driver as unknown as { master: { totalCount: number } }).master;
    const vistas = new Set<string>();
    for (let i = 0; i < pool.totalCount; i++) {
      const filas: Array<{ statement: string }> = await t.dataSource.query('SELECT statement FROM pg_prepared_statements');
      for (const { statement } of filas) vistas.add(statement.includes('FROM "sesion"') ? 'sesion' : statement.includes('"lq_total"') ? 'lista' : 'otra');
    }
    expect([...vistas]).toEqual(expect.arrayContaining(['sesion', 'lista']));
  });

  it('on PostgreSQL a connection plans the list page once: its page size is in the text, so the plan for any company and offset is as good as one for the values', async () => {
    if (!esPostgres()) return;
    const token = await t.login();
    // A catalogue where reading every asset by hash costs more than walking the index to the page, as in a real company.
    const filas = Array.from({ length: 3_000 }, (_, i) => `Activo de inventario ${i},${100 + i}`).join('\r\n');
    await t.http
      .post('/api/activos/import-excel')
      .set('Authorization', `Bearer ${token}`)
      .field('config', JSON.stringify({ startRow: 2, DescripcionColumn: 1, PrecioUndMnColumn: 2 }))
      .attach('file', Buffer.from(`Descripcion,Precio\r\n${filas}\r\n`, 'utf8'), 'activos.csv')
      .expect(201);
    await t.dataSource.query('ANALYZE activo');
    const pool = (t.dataSource.driver as unknown as { master: { totalCount: number } }).master;
    // PostgreSQL plans a prepared statement for its values five times before it weighs its plan for any value: asked
    // 12 times per pooled connection, some connection has run the page more than five times.
    const planes: Array<{ generic_plans: string; custom_plans: string }> = [];
    for (let i = 0; i < 12 * Math.max(1, pool.totalCount); i++) {
      await t.http.get(`/api/activos?range=[${(i % 3) * 25},${(i % 3) * 25 + 24}]`).set('Authorization', `Bearer ${token}`).expect(200);
    }
    for (let i = 0; i < pool.totalCount; i++) {
      planes.push(...(await t.dataSource.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE '%lq_total%'`)));
    }
    expect(planes.some((plan) => Number(plan.generic_plans) > 0)).toBe(true);
  });

  it('a failing prepared query fails as any query does, and the connection keeps working', async () => {
    const sql = `SELECT * FROM ${t.dataSource.driver.escape('tabla_que_no_existe')}`;
    if (esPostgres()) await expect(consultaPreparada(t.dataSource, sql, [])).rejects.toThrow(/tabla_que_no_existe/);
    await expect(filasPreparadas(t.dataSource, `SELECT 1 AS uno`, [])).resolves.toEqual([{ uno: 1 }]);
  });
});
