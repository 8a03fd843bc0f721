import { UsuarioService } from '../../src/usuario/usuario.service';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

const LIMITED = 'Demasiados intentos de inicio de sesión. Espere un minuto e intente nuevamente.';

// Each block its own app: after it, every login from this IP is refused for a minute.
describe('brute-force limit on POST /api/auth/login', () => {
  describe('by IP and by e-mail', () => {
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
      expect(blocked.body.message).toBe(LIMITED);
      expect(blocked.body.token).toBeUndefined();

      const rows = await t.dataSource.query(`SELECT "statusCode" FROM audit_log WHERE action = 'LOGIN_FAILED' ORDER BY id`);
      expect(rows.map((r: { statusCode: number }) => r.statusCode)).toEqual([...Array(10).fill(401), 429]);
    });

    it('also limits by e-mail: attempts against one account from other addresses count', async () => {
      // The same ten failures, as if they had come from elsewhere: the e-mail's count alone blocks.
      await t.dataSource.query(`UPDATE intento_login SET clave = 'ip:203.0.113.9' WHERE clave LIKE 'ip:%'`);
      const res = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: DEMO.password });
      expect(res.status).toBe(429);
      await t.dataSource.query(`DELETE FROM intento_login WHERE clave LIKE 'correo:%'`);
      const other = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: DEMO.password });
      expect(other.status).toBe(200);
    });
  });

  describe('the e-mail as login matches it', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    });
    afterAll(() => t.close());

    it('counts case and whitespace variants of one e-mail as the same account, whatever address they come from', async () => {
      const variants = ['admin@demo.pe', 'ADMIN@demo.pe', ' Admin@Demo.PE', 'admin@DEMO.pe ', '\tadmin@demo.pe', 'aDmIn@dEmO.pE'];
      for (let attempt = 0; attempt < 10; attempt++) {
        const res = await t.http
          .post('/api/auth/login')
          .set('X-Forwarded-For', `198.51.100.${attempt + 1}`)
          .send({ CorreoElectronico: variants[attempt % variants.length], Contrasena: `mala-${attempt}` });
        expect(res.status).toBe(401);
      }
      const res = await t.http.post('/api/auth/login').set('X-Forwarded-For', '198.51.100.99').send({ CorreoElectronico: ' ADMIN@DEMO.PE ', Contrasena: DEMO.password });
      expect(res.status).toBe(429);
      const emails = await t.dataSource.query(`SELECT DISTINCT "userEmail" FROM audit_log WHERE action = 'LOGIN_FAILED'`);
      expect(emails).toEqual([{ userEmail: DEMO.email }]);
    });
  });

  describe('parallel attempts', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('lets at most 10 of 60 simultaneous wrong attempts from one IP reach the password check', async () => {
      const checks = jest.spyOn(t.app.get(UsuarioService), 'passwordMatches');
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) => t.http.post('/api/auth/login').send({ CorreoElectronico: `persona${i}@demo.pe`, Contrasena: `mala-${i}` })),
      );
      const statuses = answers.map((res) => res.status);
      expect(checks.mock.calls.length).toBeLessThanOrEqual(10);
      expect(statuses.filter((s) => s === 401).length).toBe(checks.mock.calls.length);
      expect(statuses.filter((s) => s === 429).length).toBe(60 - checks.mock.calls.length);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    });
  });
});
