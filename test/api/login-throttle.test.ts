import { createTestApp, DEMO, TestApp } from '../utils/test-app';

// Its own suite: after it, every login from this IP is refused for a minute.
describe('brute-force limit on POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 in Spanish after 10 failed attempts, even with the right password, and audits each attempt', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: `mala-${attempt}` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: DEMO.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Demasiados intentos de inicio de sesión. Espere un minuto e intente nuevamente.');
    expect(blocked.body.token).toBeUndefined();

    const rows = await t.dataSource.query(`SELECT "statusCode" FROM audit_log WHERE action = 'LOGIN_FAILED' ORDER BY id`);
    expect(rows.map((r: { statusCode: number }) => r.statusCode)).toEqual([...Array(10).fill(401), 429]);
  });

  it('also limits by e-mail: attempts against one account from other addresses count', async () => {
    const audit = await t.dataSource.query(`SELECT COUNT(*) AS n FROM audit_log WHERE "userEmail" = '${DEMO.email}' AND action = 'LOGIN_FAILED'`);
    expect(Number(audit[0].n)).toBeGreaterThanOrEqual(10);
    await t.dataSource.query(`UPDATE audit_log SET "ipAddress" = '203.0.113.9'`);
    const res = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: DEMO.password });
    expect(res.status).toBe(429);
    const other = await t.http.post('/api/auth/login').send({ CorreoElectronico: 'otro@demo.pe', Contrasena: 'x' });
    expect(other.status).toBe(401);
  });
});
