import { authenticator } from 'otplib';
import { UsuarioService } from '../../src/usuario/usuario.service';
import { auth, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
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

  describe('the current password and the codes checked outside the login', () => {
    let t: TestApp;
    let pia: UsuarioPrueba;
    /** Pia's recovery codes, once her second factor is on. */
    let codigos: string[];
    const CLAVE = 'Clave-Prueba-123';
    beforeAll(async () => {
      t = await createTestApp();
      pia = await crearUsuario(t, await t.login(), 2, 1, 'pia@demo.pe');
    });
    afterAll(() => t.close());
    // Each case starts a new minute.
    beforeEach(() => t.dataSource.query('DELETE FROM intento_login'));

    /** Ten wrong tries answer `wrong`; the eleventh, even a right one, 429, and nothing changed. */
    async function limitado(intentar: (correcto: boolean) => Promise<{ status: number; body: { message?: unknown } }>, wrong: number) {
      for (let intento = 1; intento <= 10; intento++) expect((await intentar(false)).status).toBe(wrong);
      const blocked = await intentar(true);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(LIMITED);
      // The password step is closed too, for this e-mail.
      expect((await t.http.post('/api/auth/login').send({ CorreoElectronico: pia.email, Contrasena: CLAVE })).status).toBe(429);
    }

    it('PUT /api/auth/password: the current password', async () => {
      await limitado(
        (correcto) => t.http.put('/api/auth/password').set(auth(pia.token)).send({ contrasenaActual: correcto ? CLAVE : 'Otra-Clave-999', contrasenaNueva: 'Lluvia-en-Cusco-2026' }),
        400,
      );
      expect(await t.login(pia.email, CLAVE).catch((error: Error) => error.message)).toMatch(/429/);
      await t.dataSource.query('DELETE FROM intento_login');
      expect(await t.login(pia.email, CLAVE)).toEqual(expect.any(String));
    });

    it('POST /api/auth/2fa/activar: the first code', async () => {
      const { secreto } = (await t.http.post('/api/auth/2fa/inscripcion').set(auth(pia.token))).body;
      const codigo = authenticator.generate(secreto);
      await limitado((correcto) => t.http.post('/api/auth/2fa/activar').set(auth(pia.token)).send({ codigo: correcto ? codigo : codigo === '000000' ? '111111' : '000000' }), 400);
      expect(Boolean((await t.dataSource.query(`SELECT "totpActivo" FROM usuario WHERE id = ${pia.id}`))[0].totpActivo)).toBe(false);
      await t.dataSource.query('DELETE FROM intento_login');
      const res = await t.http.post('/api/auth/2fa/activar').set(auth(pia.token)).send({ codigo });
      expect(res.status).toBe(200);
      codigos = res.body.codigosRecuperacion;
    });

    it('POST /api/auth/2fa/desactivar: the password, and then the code', async () => {
      const [codigo] = codigos;
      await limitado((correcto) => t.http.post('/api/auth/2fa/desactivar').set(auth(pia.token)).send({ contrasena: correcto ? CLAVE : 'Otra-Clave-999', codigo }), 400);
      await t.dataSource.query('DELETE FROM intento_login');
      await limitado((correcto) => t.http.post('/api/auth/2fa/desactivar').set(auth(pia.token)).send({ contrasena: CLAVE, codigo: correcto ? codigo : 'abcd-efgh' }), 400);
      expect(Boolean((await t.dataSource.query(`SELECT "totpActivo" FROM usuario WHERE id = ${pia.id}`))[0].totpActivo)).toBe(true);
      await t.dataSource.query('DELETE FROM intento_login');
      expect((await t.http.post('/api/auth/2fa/desactivar').set(auth(pia.token)).send({ contrasena: CLAVE, codigo })).status).toBe(204);
    });
  });
});
