import { auth, crearCompania, crearUsuario, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

describe('/api/Area', () => {
  let t: TestApp;
  let maestro: string;
  let andina: { id: number };
  let jefe: UsuarioPrueba;
  let gerente: UsuarioPrueba;
  let jefeDemo: UsuarioPrueba;
  let areaDemo: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    jefe = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
    gerente = await crearUsuario(t, maestro, 4, andina.id, 'gerente@andina.pe');
    jefeDemo = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    areaDemo = (await t.http.post('/api/Area').set(auth(jefeDemo.token)).send({ companiaId: 1, nombre: 'Contabilidad' })).body;
  });
  afterAll(() => t.close());

  it('creates an area in the caller’s company with a trimmed name and timestamps', async () => {
    const res = await t.http.post('/api/Area').set(auth(jefe.token)).send({ CompaniaId: andina.id, Nombre: '  Logística  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), companiaId: andina.id, nombre: 'Logística', centroCosto: null, cuentaDestino: null, createdAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it('takes the caller’s company when the body names none', async () => {
    const res = await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre: 'Ventas' });
    expect(res.body.companiaId).toBe(andina.id);
  });

  it('refuses a duplicate name in the same company, ignoring case and accents (409), but allows it in another', async () => {
    const before = await snapshot(t, 'area');
    const dup = await t.http.post('/api/Area').set(auth(jefe.token)).send({ companiaId: andina.id, nombre: 'LOGISTICA' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Ya existe un área con ese nombre en esta compañía');
    expect(await snapshot(t, 'area')).toEqual(before);
    const elsewhere = await t.http.post('/api/Area').set(auth(jefeDemo.token)).send({ companiaId: 1, nombre: 'Logística' });
    expect(elsewhere.status).toBe(201);
  });

  it('accepts exactly 100 characters', async () => {
    expect((await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre: 'b'.repeat(100) })).status).toBe(201);
  });

  it('renames with PUT (the spec’s body with id and companiaId) and keeps the old name in the audit log', async () => {
    const area = (await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre: 'Sistemas' })).body;
    const res = await t.http.put(`/api/Area/${area.id}`).set(auth(jefe.token)).send({ id: area.id, companiaId: andina.id, nombre: 'Tecnología' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: area.id, nombre: 'Tecnología' });
    const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'area' AND action = 'UPDATE' ORDER BY id DESC`);
    expect(JSON.parse(audit.oldValues)).toMatchObject({ nombre: 'Sistemas' });
    expect(JSON.parse(audit.newValues)).toMatchObject({ nombre: 'Tecnología' });
  });

  it('lists the caller’s company areas in both dialects and by company', async () => {
    const list = await t.http.get('/api/Area?sort=["nombre","ASC"]&range=[0,9]').set(auth(gerente.token));
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toMatch(/^area 0-\d+\/\d+$/);
    expect(list.body.every((a: { companiaId: number }) => a.companiaId === andina.id)).toBe(true);
    const paged = await t.http.get('/api/area?page=1&size=10&search=logis').set(auth(gerente.token));
    expect(paged.body.data.map((a: { nombre: string }) => a.nombre)).toEqual(['Logística']);
    const byCompany = await t.http.get(`/api/Area/by-company/${andina.id}`).set(auth(gerente.token));
    expect(byCompany.body.length).toBe(list.body.length);
  });

  it('answers 404 on another company’s areas to a non-Maestro and changes nothing', async () => {
    const before = await snapshot(t, 'area');
    for (const res of [
      await t.http.get(`/api/Area/${areaDemo.id}`).set(auth(jefe.token)),
      await t.http.put(`/api/Area/${areaDemo.id}`).set(auth(jefe.token)).send({ nombre: 'Tomada' }),
      await t.http.delete(`/api/Area/${areaDemo.id}`).set(auth(jefe.token)),
      await t.http.get('/api/Area/by-company/1').set(auth(jefe.token)),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await snapshot(t, 'area')).toEqual(before);
  });

  it('refuses with 403 a body naming another company, and ignores ?companiaId= from a non-Maestro', async () => {
    const before = await snapshot(t, 'area');
    const res = await t.http.post('/api/Area').set(auth(jefe.token)).send({ companiaId: 1, nombre: 'Intrusa' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No puede gestionar áreas de otra compañía');
    const area = (await t.http.get('/api/Area').set(auth(jefe.token))).body[0];
    const moved = await t.http.put(`/api/Area/${area.id}`).set(auth(jefe.token)).send({ companiaId: 1, nombre: area.nombre });
    expect(moved.status).toBe(403);
    expect(await snapshot(t, 'area')).toEqual(before);
    const list = await t.http.get('/api/Area?companiaId=1').set(auth(jefe.token));
    expect(list.body.every((a: { companiaId: number }) => a.companiaId === andina.id)).toBe(true);
  });

  it('lets a Maestro work on any company by naming it', async () => {
    const res = await t.http.post('/api/Area').set(auth(maestro)).send({ companiaId: andina.id, nombre: 'Auditoría Interna' });
    expect(res.body.companiaId).toBe(andina.id);
    const list = await t.http.get(`/api/Area?companiaId=${andina.id}&filter={"nombre":"auditor"}`).set(auth(maestro));
    expect(list.body.map((a: { nombre: string }) => a.nombre)).toEqual(['Auditoría Interna']);
  });

  it('deletes with 204', async () => {
    const area = (await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre: 'Temporal' })).body;
    expect((await t.http.delete(`/api/Area/${area.id}`).set(auth(jefe.token))).status).toBe(204);
    expect((await t.http.get(`/api/Area/${area.id}`).set(auth(jefe.token))).status).toBe(404);
  });
});
