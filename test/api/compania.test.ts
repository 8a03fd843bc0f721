import { auth, crearCompania, crearUsuario, rucFrom, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

describe('/api/Compania', () => {
  let t: TestApp;
  let maestro: string;
  let otra: { id: number; ruc: string };
  let admin2: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    otra = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    admin2 = await crearUsuario(t, maestro, 2, otra.id, 'admin2@andina.pe');
    // A second user of the company: the deletion it refuses names both.
    await crearUsuario(t, maestro, 4, otra.id, 'gerente@andina.pe');
  });
  afterAll(() => t.close());

  it('creates a company from the PascalCase body, trimmed, and answers it with timestamps', async () => {
    const ruc = rucFrom('2070000002');
    const res = await t.http.post('/api/Compania').set(auth(maestro)).send({ RazonSocial: '  Industrias Sur S.A.  ', Ruc: ruc, Rubro: 'Minería' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      baseDepreciable: 'total',
      calculoIgv: 'incluido',
      razonSocial: 'Industrias Sur S.A.',
      ruc,
      rubro: 'Minería',
      requiere2fa: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(res.body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a duplicate RUC with 409', async () => {
    const res = await t.http.post('/api/Compania').set(auth(maestro)).send({ razonSocial: 'Copia', ruc: DEMO.ruc });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Ya existe una compañía con el RUC ${DEMO.ruc}`);
  });

  it('lists every company for a Maestro (both dialects) and only its own for others', async () => {
    const all = await t.http.get('/api/Compania?sort=["razonSocial","ASC"]&range=[0,1]').set(auth(maestro));
    expect(all.headers['content-range']).toBe('compania 0-1/3');
    expect(all.body.map((c: { razonSocial: string }) => c.razonSocial)).toEqual(['Comercial Andina S.A.C.', 'Empresa Demo S.A.C.']);
    const paged = await t.http.get('/api/compania?page=1&size=2&search=andina').set(auth(maestro));
    expect(paged.body).toMatchObject({ data: [{ id: otra.id }], pagination: { totalCount: 1, totalRecords: 1, totalPages: 1, pageSize: 2 } });
    const own = await t.http.get('/api/Compania').set(auth(admin2.token));
    expect(own.body.map((c: { id: number }) => c.id)).toEqual([otra.id]);
  });

  it('answers 404 for another company to a non-Maestro, on read, update and delete', async () => {
    const demoId = 1;
    for (const req of [
      t.http.get(`/api/Compania/${demoId}`).set(auth(admin2.token)),
      t.http.put(`/api/Compania/${demoId}`).set(auth(admin2.token)).send({ razonSocial: 'Tomada', ruc: DEMO.ruc }),
    ]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Compañía no encontrada');
    }
    const row = await t.dataSource.query(`SELECT "razonSocial" FROM compania WHERE id = 1`);
    expect(row[0].razonSocial).toBe(DEMO.razonSocial);
  });

  it('lets an Administrador edit its own company, keeping the old values in the audit log', async () => {
    const res = await t.http.put(`/api/Compania/${otra.id}`).set(auth(admin2.token)).send({ razonSocial: 'Comercial Andina S.A.C.', ruc: otra.ruc, rubro: 'Comercio' });
    expect(res.status).toBe(200);
    expect(res.body.rubro).toBe('Comercio');
    const [row] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'compania' AND action = 'UPDATE' ORDER BY id DESC`);
    expect(JSON.parse(row.oldValues)).toMatchObject({ id: otra.id, rubro: null });
    expect(JSON.parse(row.newValues)).toMatchObject({ id: otra.id, rubro: 'Comercio' });
    expect(row.recordId).toBe(String(otra.id));
  });

  it('refuses to delete a company that still has users (409, nothing deleted), and deletes an empty one', async () => {
    const res = await t.http.delete(`/api/Compania/${otra.id}`).set(auth(maestro));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^No se puede eliminar la compañía "Comercial Andina S\.A\.C\.": tiene datos asociados \(.*usuario: 2/);
    expect(await t.dataSource.query(`SELECT id FROM compania WHERE id = ${otra.id}`)).toHaveLength(1);

    const vacia = await crearCompania(t, maestro, 'Vacía S.A.C.', '2070000005');
    const removed = await t.http.delete(`/api/Compania/${vacia.id}`).set(auth(maestro));
    expect(removed.status).toBe(204);
    expect((await t.http.get(`/api/Compania/${vacia.id}`).set(auth(maestro))).status).toBe(404);
  });

});
