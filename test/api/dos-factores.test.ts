import { createHash } from 'node:crypto';
import { authenticator } from 'otplib';
import { auth, crearCompania, crearUsuario, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { forgeToken } from '../utils/jwt';
import { ServidorSmtp } from '../utils/servidor-smtp';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

const CLAVE = 'Clave-Prueba-123';
const CODIGO_INCORRECTO = 'Código de verificación incorrecto';
const DESAFIO_VENCIDO = 'La verificación expiró. Inicie sesión nuevamente.';
const CONTRASENA_ACTUAL = 'La contraseña actual no es correcta';
const SESION_NO_VALIDA = 'Sesión no válida o expirada. Inicie sesión nuevamente.';
const LIMITE = 'Demasiados intentos de inicio de sesión. Espere un minuto e intente nuevamente.';

/** The login answer of the spec, exactly these eight fields. */
const respuestaLogin = (u: { id: number; tipo: number }, compania: { id: number; razonSocial: string; ruc: string }) => ({
  token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
  userId: u.id,
  userName: `Tipo ${u.tipo} Prueba`,
  userType: u.tipo,
  companiaId: compania.id,
  codigo: `U${u.tipo}`,
  companiaNombre: compania.razonSocial,
  companiaRuc: compania.ruc,
});

// TOTP as an authenticator app computes it (RFC 6238: SHA-1, 6 digits, 30 s).
const PASO_MS = 30_000;
const pasoActual = () => Math.floor(Date.now() / PASO_MS);
/** The code of an absolute 30-second step: the server refuses a step already used, so each login takes a later one. */
const codigoDe = (secreto: string, paso = pasoActual()) => authenticator.clone({ epoch: paso * PASO_MS }).generate(secreto);
/** Six digits that no step the server would accept produces. */
function codigoIncorrecto(secreto: string): string {
  const validos = new Set([-2, -1, 0, 1, 2].map((d) => codigoDe(secreto, pasoActual() + d)));
  let n = Number(codigoDe(secreto));
  do n = (n + 1) % 1_000_000;
  while (validos.has(String(n).padStart(6, '0')));
  return String(n).padStart(6, '0');
}

const RECUPERACION = /^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/;

/** A PNG image (signature, then the IHDR chunk), square as a QR code is. */
function esPng(dataUrl: string) {
  expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  const png = Buffer.from(dataUrl.split(',')[1], 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(100);
}

function esInscripcion(body: { secreto: string; otpauthUrl: string; qr: string }, email: string) {
  expect(body.secreto).toMatch(/^[A-Z2-7]{32}$/);
  const url = new URL(body.otpauthUrl);
  expect(url.protocol).toBe('otpauth:');
  expect(url.host).toBe('totp');
  expect(decodeURIComponent(url.pathname)).toBe(`/Activos Fijos:${email}`);
  expect(url.searchParams.get('secret')).toBe(body.secreto);
  expect(url.searchParams.get('issuer')).toBe('Activos Fijos');
  esPng(body.qr);
}

describe('two-factor login (TOTP)', () => {
  let t: TestApp;
  let maestro: string;
  let andina: { id: number; razonSocial: string; ruc: string };
  let sur: { id: number; razonSocial: string; ruc: string };
  /** Type 2 of Andina: enrols by choice. */
  let ana: UsuarioPrueba;
  /** Type 5 of Andina: never enrols. */
  let beto: UsuarioPrueba;
  /** Sur will require 2FA: a type 1, a type 2 and a type 5. */
  let sur1: UsuarioPrueba;
  let sur2: UsuarioPrueba;
  let sur5: UsuarioPrueba;
  /** Everything that must never reach the audit log. */
  const secretos: string[] = [];
  /** The recovery code spent by the test, then sent again. */
  let gastado: string;

  const login = (email: string, contrasena = CLAVE) => t.http.post('/api/auth/login').send({ CorreoElectronico: email, Contrasena: contrasena });
  const segundoPaso = (desafio: string, codigo: string) => t.http.post('/api/auth/2fa').send({ desafio, codigo });
  const usuarioFila = async (id: number) =>
    (await t.dataSource.query(`SELECT "totpActivo", "totpSecreto", "totpCodigos", "totpUltimoPaso" FROM usuario WHERE id = ${id}`))[0];
  const sesiones = async (id: number) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM sesion WHERE "usuarioId" = ${id}`))[0].n);
  const intentos = async (email: string) => Number((await t.dataSource.query(`SELECT COUNT(*) AS n FROM intento_login WHERE clave = 'correo:${email}'`))[0].n);
  const me = (token: string) => t.http.get('/api/auth/me').set(auth(token));
  async function desafioDe(email: string): Promise<string> {
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ requiere2fa: true, desafio: expect.any(String) });
    secretos.push(res.body.desafio);
    return res.body.desafio;
  }

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    sur = await crearCompania(t, maestro, 'Industrias del Sur S.A.', '2070000002');
    ana = await crearUsuario(t, maestro, 2, andina.id, 'ana@andina.pe');
    beto = await crearUsuario(t, maestro, 5, andina.id, 'beto@andina.pe');
    // Created before Sur requires 2FA: crearUsuario logs each one in.
    sur1 = await crearUsuario(t, maestro, 1, sur.id, 'uno@sur.pe');
    sur2 = await crearUsuario(t, maestro, 2, sur.id, 'dos@sur.pe');
    sur5 = await crearUsuario(t, maestro, 5, sur.id, 'cinco@sur.pe');
    secretos.push(ana.token, beto.token, sur1.token, sur2.token, sur5.token);
  });
  afterAll(() => t.close());
  // Every wrong password, code or link from this one address counts for a minute: each test starts a new minute.
  beforeEach(() => t.dataSource.query('DELETE FROM intento_login'));

  it('users without 2FA get exactly the spec’s eight-field login answer', async () => {
    for (const [u, tipo] of [[ana, 2], [beto, 5]] as const) {
      const res = await login(u.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(respuestaLogin({ id: u.id, tipo }, andina));
      secretos.push(res.body.token);
    }
    expect((await me(ana.token)).body.dosFactores).toBe(false);
  });

  describe('enrolment, then login with a code (Ana, type 2)', () => {
    let secreto: string;
    let codigos: string[];
    /** The step of the last code the server accepted: the next login must use a later one. */
    let ultimoPaso: number;

    it('refuses to activate before enrolling: 409', async () => {
      const res = await t.http.post('/api/auth/2fa/activar').set(auth(ana.token)).send({ codigo: '123456' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Primero inicie la inscripción');
    });

    it('enrols: a base32 secret, an otpauth URL naming the e-mail, a PNG QR; pending until activated', async () => {
      const res = await t.http.post('/api/auth/2fa/inscripcion').set(auth(ana.token));
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['otpauthUrl', 'qr', 'secreto']);
      expect(res.body.otpauthUrl).toContain('ana%40andina.pe');
      esInscripcion(res.body, 'ana@andina.pe');
      secreto = res.body.secreto;
      secretos.push(secreto);

      expect(await usuarioFila(ana.id)).toMatchObject({ totpSecreto: secreto, totpCodigos: null });
      expect(Boolean((await usuarioFila(ana.id)).totpActivo)).toBe(false);
      expect((await me(ana.token)).body.dosFactores).toBe(false);
      // Pending is not on: the password alone still logs in.
      const sinCodigo = await login(ana.email);
      expect(sinCodigo.body).toEqual(respuestaLogin({ id: ana.id, tipo: 2 }, andina));
      secretos.push(sinCodigo.body.token);
    });

    it('refuses a wrong code with 400 and stays off', async () => {
      for (const codigo of [codigoIncorrecto(secreto), 'abcdef', '12345']) {
        const res = await t.http.post('/api/auth/2fa/activar').set(auth(ana.token)).send({ codigo });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(CODIGO_INCORRECTO);
      }
      expect(Boolean((await usuarioFila(ana.id)).totpActivo)).toBe(false);
    });

    it('activates with the right code: ten distinct recovery codes, stored only as hashes; her other sessions end', async () => {
      const otra = (await login(ana.email)).body.token;
      secretos.push(otra);
      expect((await me(otra)).status).toBe(200);
      ultimoPaso = pasoActual();
      const res = await t.http.post('/api/auth/2fa/activar').set(auth(ana.token)).send({ codigo: codigoDe(secreto, ultimoPaso) });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['codigosRecuperacion']);
      codigos = res.body.codigosRecuperacion;
      expect(codigos).toHaveLength(10);
      expect(new Set(codigos).size).toBe(10);
      for (const codigo of codigos) expect(codigo).toMatch(RECUPERACION);
      secretos.push(...codigos);

      const row = await usuarioFila(ana.id);
      expect(Boolean(row.totpActivo)).toBe(true);
      const hashes = JSON.parse(row.totpCodigos);
      expect(hashes).toHaveLength(10);
      for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
      for (const codigo of codigos) expect(row.totpCodigos).not.toContain(codigo);
      // A session opened with the password alone would outlive the new factor: only the one that turned it on stays.
      expect((await me(ana.token)).body.dosFactores).toBe(true);
      expect((await me(otra)).status).toBe(401);
    });

    it('will not enrol again or replace the secret while active (409)', async () => {
      const again = await t.http.post('/api/auth/2fa/inscripcion').set(auth(ana.token));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('La verificación en dos pasos ya está activa');
      const activar = await t.http.post('/api/auth/2fa/activar').set(auth(ana.token)).send({ codigo: codigoDe(secreto) });
      expect(activar.status).toBe(409);
      expect((await usuarioFila(ana.id)).totpSecreto).toBe(secreto);
    });

    it('login now answers only { requiere2fa, desafio }: no token, no session', async () => {
      const before = await sesiones(ana.id);
      await desafioDe(ana.email);
      expect(await sesiones(ana.id)).toBe(before);
    });

    it('the right code completes the login with the spec’s answer, whose token works', async () => {
      const desafio = await desafioDe(ana.email);
      const before = await sesiones(ana.id);
      ultimoPaso += 1;
      const res = await segundoPaso(desafio, codigoDe(secreto, ultimoPaso));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(respuestaLogin({ id: ana.id, tipo: 2 }, andina));
      secretos.push(res.body.token);
      expect(await sesiones(ana.id)).toBe(before + 1);
      const sesion = await me(res.body.token);
      expect(sesion.status).toBe(200);
      expect(sesion.body).toMatchObject({ userId: ana.id, email: ana.email, dosFactores: true });
    });

    it('the same code again is refused (no replay)', async () => {
      const res = await segundoPaso(await desafioDe(ana.email), codigoDe(secreto, ultimoPaso));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: CODIGO_INCORRECTO });
      expect(res.body.token).toBeUndefined();
    });

    it('a recovery code logs in once and only once', async () => {
      gastado = codigos[0];
      const first = await segundoPaso(await desafioDe(ana.email), codigos[0]);
      expect(first.status).toBe(200);
      expect(first.body).toEqual(respuestaLogin({ id: ana.id, tipo: 2 }, andina));
      secretos.push(first.body.token);
      expect((await me(first.body.token)).status).toBe(200);
      expect(JSON.parse((await usuarioFila(ana.id)).totpCodigos)).toHaveLength(9);

      const second = await segundoPaso(await desafioDe(ana.email), codigos[0]);
      expect(second.status).toBe(401);
      expect(second.body.message).toBe(CODIGO_INCORRECTO);
      expect(JSON.parse((await usuarioFila(ana.id)).totpCodigos)).toHaveLength(9);
    });

    it('a wrong code answers 401 and counts toward the login limit', async () => {
      const desafio = await desafioDe(ana.email);
      const before = await intentos(ana.email);
      for (const codigo of [codigoIncorrecto(secreto), 'zzzz-zzzz']) {
        const res = await segundoPaso(desafio, codigo);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, message: CODIGO_INCORRECTO, error: 'Unauthorized' });
        expect(res.body.token).toBeUndefined();
      }
      expect(await intentos(ana.email)).toBe(before + 2);
      expect(JSON.parse((await usuarioFila(ana.id)).totpCodigos)).toHaveLength(9);
    });

    it.each<[string, () => string | Promise<string>]>([
      ['garbage', () => 'no-es-un-desafio'],
      ['signed with another secret', () => forgeToken({ sub: ana.id, fin: '2fa', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 })],
      ['expired', () => forgeToken({ sub: ana.id, fin: '2fa', iat: Math.floor(Date.now() / 1000) - 400, exp: Math.floor(Date.now() / 1000) - 100 }, { secret: t.secret })],
      ['a session token', () => beto.token],
      [
        'tampered (a real one, its user changed after signing)',
        async () => {
          const [head, payload, signature] = (await desafioDe(ana.email)).split('.');
          const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: beto.id };
          return `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
        },
      ],
      // Correctly signed, but Beto has no second factor: the second step cannot open his session.
      ['for a user without 2FA', () => forgeToken({ sub: beto.id, fin: '2fa', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 }, { secret: t.secret })],
    ])('a desafio that is %s answers 401 "La verificación expiró…", even with a right code', async (_, desafio) => {
      const before = await sesiones(ana.id) + (await sesiones(beto.id));
      const res = await segundoPaso(await desafio(), codigoDe(secreto, ultimoPaso + 1));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: DESAFIO_VENCIDO });
      expect(res.body.token).toBeUndefined();
      expect(await sesiones(ana.id) + (await sesiones(beto.id))).toBe(before);
    });

    it('a recovery code refused for an expired desafio stays valid, so it is not written to the audit log', async () => {
      const vencido = forgeToken({ sub: ana.id, fin: '2fa', iat: Math.floor(Date.now() / 1000) - 400, exp: Math.floor(Date.now() / 1000) - 100 }, { secret: t.secret });
      const res = await segundoPaso(vencido, codigos[1]);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(DESAFIO_VENCIDO);
      expect(JSON.parse((await usuarioFila(ana.id)).totpCodigos)).toHaveLength(9);
      const [row] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "requestId" = '${res.body.requestId}'`);
      expect(row).toMatchObject({ endpoint: '/api/auth/2fa', statusCode: 401 });
      expect(JSON.stringify(row)).not.toContain(codigos[1]);
    });

    it('a desafio is no bearer token', async () => {
      const desafio = await desafioDe(ana.email);
      for (const path of ['/api/auth/me', '/api/activos']) {
        const res = await t.http.get(path).set(auth(desafio));
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(SESION_NO_VALIDA);
      }
    });

    it('disabling needs the password and a current code (400 each), then logs in with the password alone', async () => {
      const desactivar = (body: Record<string, string>) => t.http.post('/api/auth/2fa/desactivar').set(auth(ana.token)).send(body);
      const sinCodigo = await desactivar({ contrasena: CLAVE });
      expect(sinCodigo.status).toBe(400);
      expect([sinCodigo.body.message].flat()).toContain('El código de verificación es obligatorio');

      // A wrong password spends no code: the recovery code below still works.
      const wrong = await desactivar({ contrasena: 'Otra-Clave-999', codigo: codigos[2] });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(CONTRASENA_ACTUAL);
      expect(JSON.parse((await usuarioFila(ana.id)).totpCodigos)).toHaveLength(9);

      for (const codigo of [codigoIncorrecto(secreto), 'zzzz-zzzz', gastado]) {
        const res = await desactivar({ contrasena: CLAVE, codigo });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(CODIGO_INCORRECTO);
      }
      expect(Boolean((await usuarioFila(ana.id)).totpActivo)).toBe(true);

      const res = await desactivar({ contrasena: CLAVE, codigo: codigos[2] });
      expect(res.status).toBe(204);
      const row = await usuarioFila(ana.id);
      expect(Boolean(row.totpActivo)).toBe(false);
      expect(row).toMatchObject({ totpSecreto: null, totpCodigos: null });
      expect((await me(ana.token)).body.dosFactores).toBe(false);
      const again = await login(ana.email);
      expect(again.body).toEqual(respuestaLogin({ id: ana.id, tipo: 2 }, andina));
      secretos.push(again.body.token);
    });
  });

  describe('a company that requires 2FA of types 1–2 (Sur)', () => {
    let secreto: string;
    /** Sur's type 2 with an authenticator of their own before the rule: keeps their session. */
    let previo: UsuarioPrueba;
    let enlace: string;

    it('is switched on with PUT /api/Compania/{id}, which signs out its types 1–2 without a second factor, but the session that did it', async () => {
      previo = await crearUsuario(t, maestro, 2, sur.id, 'previo@sur.pe');
      const inscripcion = (await t.http.post('/api/auth/2fa/inscripcion').set(auth(previo.token))).body;
      expect((await t.http.post('/api/auth/2fa/activar').set(auth(previo.token)).send({ codigo: codigoDe(inscripcion.secreto) })).status).toBe(200);
      secretos.push(previo.token, inscripcion.secreto);

      const otraDeSur1 = await t.login(sur1.email, CLAVE);
      secretos.push(otraDeSur1);
      const actual = (await t.http.get(`/api/Compania/${sur.id}`).set(auth(maestro))).body;
      expect(actual.requiere2fa).toBe(false);
      // Sur's own Maestro switches it on.
      const res = await t.http
        .put(`/api/Compania/${sur.id}`)
        .set(auth(sur1.token))
        .send({ razonSocial: actual.razonSocial, ruc: actual.ruc, rubro: actual.rubro, requiere2fa: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: sur.id, razonSocial: sur.razonSocial, ruc: sur.ruc, requiere2fa: true });
      expect((await t.http.get(`/api/Compania/${sur.id}`).set(auth(maestro))).body.requiere2fa).toBe(true);

      // Opened with the password alone, before the rule: they end with it; the one that switched it on may set its own up.
      for (const token of [otraDeSur1, sur2.token]) expect((await me(token)).status).toBe(401);
      for (const u of [sur1, sur5, previo]) expect((await me(u.token)).status).toBe(200);
      expect((await me(ana.token)).status).toBe(200);
      const [fila] = await t.dataSource.query(`SELECT description FROM audit_log WHERE "tableName" = 'compania' AND "recordId" = '${sur.id}' ORDER BY id DESC`);
      expect(fila.description).toBe(`Actualización de compañía #${sur.id}: exige la verificación en dos pasos; 2 sesiones cerradas de usuarios que aún no la configuran`);

      // Saving it again, still on, signs no one out.
      const otra = await t.login(sur5.email, CLAVE);
      secretos.push(otra);
      expect((await t.http.put(`/api/Compania/${sur.id}`).set(auth(maestro)).send({ razonSocial: actual.razonSocial, ruc: actual.ruc, requiere2fa: true })).status).toBe(200);
      expect((await me(otra)).status).toBe(200);
    });

    it('answers its types 1 and 2 without a second factor no session and no secret: a link to set it up goes by e-mail', async () => {
      for (const u of [sur1, sur2]) {
        const before = await sesiones(u.id);
        const res = await login(u.email);
        expect(res.status).toBe(200);
        // This server has no SMTP_URL: the person is told who can help.
        expect(res.body).toEqual({
          requiere2fa: true,
          inscripcionPorCorreo: true,
          mensaje: 'Su compañía exige la verificación en dos pasos y este servidor no envía correos: pida a un administrador que la restablezca para recibir el enlace de configuración.',
        });
        expect(await sesiones(u.id)).toBe(before);
        expect(await usuarioFila(u.id)).toMatchObject({ totpSecreto: null });
      }
      // Nor can a challenge signed for them open a session.
      const forjado = forgeToken({ sub: sur2.id, fin: '2fa', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 300 }, { secret: t.secret });
      const res = await segundoPaso(forjado, '000000');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(DESAFIO_VENCIDO);
    });

    it('an administrator resets it: the link is answered once (no mail to send it by), and kept only as a hash', async () => {
      const res = await t.http.post(`/api/Usuario/${sur2.id}/dos-factores/restablecer`).set(auth(maestro));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ enlace: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/configurar-verificacion#[\w-]{43}$/), expira: expect.any(String), correoEnviado: false });
      expect(new Date(res.body.expira).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
      enlace = res.body.enlace;
      secretos.push(enlace);
      const token = enlace.split('#')[1];
      const filas = await t.dataSource.query(`SELECT * FROM enlace_inscripcion WHERE "usuarioId" = ${sur2.id}`);
      expect(filas).toHaveLength(1);
      expect(filas[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(filas)).not.toContain(token);
      const [fila] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "requestId" = '${res.header['x-request-id']}'`);
      expect(fila).toMatchObject({ action: 'CREATE', recordId: String(sur2.id), companiaId: sur.id });
      expect(fila.description).toBe(`Restablecimiento de la verificación en dos pasos del usuario #${sur2.id}; enlace entregado al administrador`);
    });

    it('the link opens the enrolment: whose it is and a QR, the same on every visit, and no session', async () => {
      const token = enlace.split('#')[1];
      const before = await sesiones(sur2.id);
      const res = await t.http.post('/api/auth/2fa/enlace').send({ token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ nombre: 'Tipo 2 Prueba', correoElectronico: sur2.email, inscripcion: expect.any(Object) });
      esInscripcion(res.body.inscripcion, sur2.email);
      secreto = res.body.inscripcion.secreto;
      secretos.push(secreto);
      // A reload shows the QR already scanned.
      expect((await t.http.post('/api/auth/2fa/enlace').send({ token })).body.inscripcion.secreto).toBe(secreto);
      expect(await sesiones(sur2.id)).toBe(before);
      for (const malo of ['x'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
        const otro = await t.http.post('/api/auth/2fa/enlace').send({ token: malo });
        expect(otro.status).toBe(400);
        expect(otro.body.message).toMatch(/^El enlace para configurar la verificación no es válido, ya se usó o venció/);
      }
    });

    it('completes with the first code: a session and the recovery codes, once; the link is spent', async () => {
      const token = enlace.split('#')[1];
      const wrong = await t.http.post('/api/auth/2fa/enlace/activar').send({ token, codigo: codigoIncorrecto(secreto) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(CODIGO_INCORRECTO);
      expect(Boolean((await usuarioFila(sur2.id)).totpActivo)).toBe(false);

      const res = await t.http.post('/api/auth/2fa/enlace/activar').send({ token, codigo: codigoDe(secreto) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...respuestaLogin({ id: sur2.id, tipo: 2 }, sur), codigosRecuperacion: expect.any(Array) });
      expect(res.body.codigosRecuperacion).toHaveLength(10);
      for (const codigo of res.body.codigosRecuperacion) expect(codigo).toMatch(RECUPERACION);
      secretos.push(res.body.token, ...res.body.codigosRecuperacion);
      expect((await me(res.body.token)).body).toMatchObject({ userId: sur2.id, dosFactores: true });
      expect(await usuarioFila(sur2.id)).toMatchObject({ totpSecreto: secreto });
      expect(await t.dataSource.query(`SELECT id FROM enlace_inscripcion WHERE "usuarioId" = ${sur2.id}`)).toEqual([]);

      for (const ruta of ['/api/auth/2fa/enlace', '/api/auth/2fa/enlace/activar']) {
        const again = await t.http.post(ruta).send({ token, codigo: codigoDe(secreto, pasoActual() + 1) });
        expect(again.status).toBe(400);
        expect(again.body.message).toMatch(/^El enlace para configurar la verificación no es válido/);
      }
      // Enrolled: the next login asks for a code.
      await desafioDe(sur2.email);
    });

    it('lets its type 5 log in with the password alone', async () => {
      const res = await login(sur5.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(respuestaLogin({ id: sur5.id, tipo: 5 }, sur));
      secretos.push(res.body.token);
    });

    it('refuses to disable 2FA with 409, before any password or code is checked', async () => {
      for (const contrasena of ['Otra-Clave-999', CLAVE]) {
        const res = await t.http.post('/api/auth/2fa/desactivar').set(auth(previo.token)).send({ contrasena, codigo: '000000' });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Su compañía exige la verificación en dos pasos para su tipo de usuario');
      }
      expect(Boolean((await usuarioFila(previo.id)).totpActivo)).toBe(true);
    });
  });

  describe('who may reset another user’s verification', () => {
    /** Andina's Administrador, and a Maestro of Andina. */
    let jefa: UsuarioPrueba;
    let maestroAndino: UsuarioPrueba;
    beforeAll(async () => {
      jefa = await crearUsuario(t, maestro, 2, andina.id, 'jefa@andina.pe');
      maestroAndino = await crearUsuario(t, maestro, 1, andina.id, 'maestro@andina.pe');
      secretos.push(jefa.token, maestroAndino.token);
    });

    it.each<[string, () => number, number, string]>([
      ['a user of another company', () => sur5.id, 404, 'Usuario no encontrado'],
      ['a Maestro, being an Administrador', () => maestroAndino.id, 403, 'Solo un usuario Maestro puede gestionar usuarios Maestro'],
    ])('an Administrador may not reset %s', async (_, quien, status, message) => {
      const id = quien();
      const antes = await usuarioFila(id);
      const res = await t.http.post(`/api/Usuario/${id}/dos-factores/restablecer`).set(auth(jefa.token));
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await usuarioFila(id)).toEqual(antes);
      expect(await t.dataSource.query(`SELECT id FROM enlace_inscripcion WHERE "usuarioId" = ${id}`)).toEqual([]);
    });

    it('an Administrador resets a user of their company, whose sessions end, and keeps their own', async () => {
      const res = await t.http.post(`/api/Usuario/${beto.id}/dos-factores/restablecer`).set(auth(jefa.token));
      expect(res.status).toBe(200);
      expect(res.body.correoEnviado).toBe(false);
      secretos.push(res.body.enlace);
      expect((await me(beto.token)).status).toBe(401);
      expect((await me(jefa.token)).status).toBe(200);
    });
  });

  it('never writes a TOTP secret, a recovery code, a desafio or a token into the audit log', async () => {
    const rows = await snapshot(t, 'audit_log');
    const text = JSON.stringify(rows);
    // The log did record this suite's 2FA traffic: the scan below is not of an empty table.
    expect(rows.some((r: { endpoint: string }) => r.endpoint === '/api/auth/2fa/inscripcion')).toBe(true);
    expect(rows.filter((r: { endpoint: string }) => r.endpoint === '/api/auth/2fa').length).toBeGreaterThan(5);
    expect(secretos.length).toBeGreaterThan(40);
    // Except the recovery code sent again after it was spent: a refused code is kept like any wrong one (redact.ts), and it opens nothing.
    const encontrados = secretos.filter((secreto) => secreto !== gastado && text.includes(secreto));
    expect(encontrados).toEqual([]);
  });
});

// Its own app: after it, every login from this IP is refused for a minute.
describe('wrong verification codes and the login limit', () => {
  let t: TestApp;
  let rosa: UsuarioPrueba;
  let secreto: string;

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    rosa = await crearUsuario(t, maestro, 2, 1, 'rosa@demo.pe');
    secreto = (await t.http.post('/api/auth/2fa/inscripcion').set(auth(rosa.token))).body.secreto;
    const activar = await t.http.post('/api/auth/2fa/activar').set(auth(rosa.token)).send({ codigo: codigoDe(secreto) });
    if (activar.status !== 200) throw new Error(`activar: ${activar.status} ${JSON.stringify(activar.body)}`);
  });
  afterAll(() => t.close());

  it('answers 429 after ten wrong codes, even to the right code, and audits each attempt', async () => {
    const login = await t.http.post('/api/auth/login').send({ CorreoElectronico: rosa.email, Contrasena: CLAVE });
    const { desafio } = login.body;
    expect(desafio).toEqual(expect.any(String));
    for (let intento = 1; intento <= 10; intento++) {
      const res = await t.http.post('/api/auth/2fa').send({ desafio, codigo: codigoIncorrecto(secreto) });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(CODIGO_INCORRECTO);
    }
    const ultimoPaso = (await t.dataSource.query(`SELECT "totpUltimoPaso" FROM usuario WHERE id = ${rosa.id}`))[0].totpUltimoPaso;

    const blocked = await t.http.post('/api/auth/2fa').send({ desafio, codigo: codigoDe(secreto, pasoActual() + 1) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ statusCode: 429, message: LIMITE });
    expect(blocked.body.token).toBeUndefined();
    // Refused before the check: the right code was not spent.
    expect((await t.dataSource.query(`SELECT "totpUltimoPaso" FROM usuario WHERE id = ${rosa.id}`))[0].totpUltimoPaso).toBe(ultimoPaso);

    // The password step is closed too, for this e-mail and this IP.
    const again = await t.http.post('/api/auth/login').send({ CorreoElectronico: rosa.email, Contrasena: CLAVE });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(LIMITE);
    const otro = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: DEMO.password });
    expect(otro.status).toBe(429);

    const rows = await t.dataSource.query(`SELECT "statusCode", "userEmail", action FROM audit_log WHERE endpoint = '/api/auth/2fa' ORDER BY id`);
    expect(rows.map((r: { statusCode: number }) => r.statusCode)).toEqual([...Array(10).fill(401), 429]);
    expect(rows.every((r: { userEmail: string; action: string }) => r.userEmail === rosa.email && r.action === 'LOGIN_FAILED')).toBe(true);
  });
});

// Its own app: a company that requires 2FA, with mail to send the links by and the address people open the app at.
describe('enrolment links by e-mail', () => {
  const APP_URL = 'https://activos.empresa.pe';
  const smtp = new ServidorSmtp();
  let t: TestApp;
  let maestro: string;
  let norte: { id: number; razonSocial: string; ruc: string };
  let lia: UsuarioPrueba;

  const login = (email: string) => t.http.post('/api/auth/login').send({ CorreoElectronico: email, Contrasena: CLAVE });
  const paraLia = () => smtp.correos.filter((correo) => correo.para.includes(lia.email));
  const tokenDe = (texto: string) => new RegExp(`^${APP_URL}/configurar-verificacion#([\\w-]{43})$`, 'm').exec(texto)?.[1];
  const enlaces = () => t.dataSource.query(`SELECT * FROM enlace_inscripcion WHERE "usuarioId" = ${lia.id} ORDER BY id`);

  beforeAll(async () => {
    await smtp.iniciar();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'seguridad@norte.pe', APP_URL } });
    maestro = await t.login();
    norte = await crearCompania(t, maestro, 'Minera del Norte S.A.', '2080000003');
    lia = await crearUsuario(t, maestro, 2, norte.id, 'lia@norte.pe');
    const actual = (await t.http.get(`/api/Compania/${norte.id}`).set(auth(maestro))).body;
    await t.http.put(`/api/Compania/${norte.id}`).set(auth(maestro)).send({ razonSocial: actual.razonSocial, ruc: actual.ruc, requiere2fa: true }).expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.cerrar();
  });
  beforeEach(() => t.dataSource.query('DELETE FROM intento_login'));

  it('a password login e-mails a link to APP_URL, valid 24 hours, and says so; the token is kept only as a hash', async () => {
    const res = await login(lia.email);
    expect(res.body).toEqual({
      requiere2fa: true,
      inscripcionPorCorreo: true,
      mensaje: 'Su compañía exige la verificación en dos pasos. Le enviamos a lia@norte.pe un enlace para configurarla; vence en 24 horas.',
    });
    const [correo] = paraLia();
    expect(correo).toMatchObject({ de: expect.stringContaining('seguridad@norte.pe'), asunto: 'Configure la verificación en dos pasos de Activos Fijos' });
    expect(correo.texto).toContain('Hola Tipo 2 Prueba:');
    expect(correo.texto).toContain('Su compañía exige la verificación en dos pasos para ingresar a Activos Fijos');
    expect(correo.texto).toMatch(/El enlace sirve una sola vez y vence el \d\d\/\d\d\/\d{4} \d\d:\d\d \(hora de Lima\)\./);
    expect(correo.texto).toContain('Si no fue usted, alguien más la conoce');
    const token = tokenDe(correo.texto)!;
    expect(token).toBeDefined();
    const [fila] = await enlaces();
    expect(fila.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(new Date(fila.expira).getTime() - new Date(fila.creado).getTime()).toBe(24 * 3600_000);
  });

  it('sends no second e-mail within 5 minutes, and says the first one is on its way', async () => {
    const res = await login(lia.email);
    expect(res.body.mensaje).toBe(
      'Su compañía exige la verificación en dos pasos. Hace menos de 5 minutos le enviamos a lia@norte.pe un enlace para configurarla: revise su bandeja de entrada y la de correo no deseado.',
    );
    expect(paraLia()).toHaveLength(1);
    expect(await enlaces()).toHaveLength(1);
  });

  it('after 5 minutes sends a new link, which replaces the first', async () => {
    const viejo = tokenDe(paraLia()[0].texto)!;
    const antes = new Date(Date.now() - 6 * 60_000).toISOString().replace('T', ' ').slice(0, 23);
    await t.dataSource.query(`UPDATE enlace_inscripcion SET creado = '${antes}'`);
    expect((await login(lia.email)).body.mensaje).toMatch(/^Su compañía exige la verificación en dos pasos\. Le enviamos/);
    expect(paraLia()).toHaveLength(2);
    expect((await t.http.post('/api/auth/2fa/enlace').send({ token: viejo })).status).toBe(400);
    expect((await t.http.post('/api/auth/2fa/enlace').send({ token: tokenDe(paraLia()[1].texto) })).status).toBe(200);
  });

  it('a link past its 24 hours opens nothing', async () => {
    const token = tokenDe(paraLia()[1].texto)!;
    await t.dataSource.query(`UPDATE enlace_inscripcion SET expira = '2020-01-01 00:00:00.000'`);
    const res = await t.http.post('/api/auth/2fa/enlace').send({ token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'El enlace para configurar la verificación no es válido, ya se usó o venció. Inicie sesión para recibir otro en su correo, o pida a un administrador que restablezca su verificación.',
    );
  });

  it('says so when the e-mail could not be sent, and tries again at the next login', async () => {
    await t.dataSource.query('DELETE FROM enlace_inscripcion');
    smtp.rechazar.add(lia.email);
    const res = await login(lia.email);
    expect(res.body.mensaje).toBe(
      'Su compañía exige la verificación en dos pasos, pero no pudimos enviarle el correo con el enlace para configurarla. Intente de nuevo en unos minutos o pida ayuda a un administrador.',
    );
    expect(await enlaces()).toEqual([]);
    smtp.rechazar.delete(lia.email);
    expect((await login(lia.email)).body.mensaje).toMatch(/Le enviamos a lia@norte\.pe un enlace/);
  });

  it('wrong codes and wrong links count toward the login limit', async () => {
    const token = tokenDe(paraLia().at(-1)!.texto)!;
    const { secreto } = (await t.http.post('/api/auth/2fa/enlace').send({ token })).body.inscripcion;
    for (let intento = 1; intento <= 5; intento++) {
      expect((await t.http.post('/api/auth/2fa/enlace/activar').send({ token, codigo: codigoIncorrecto(secreto) })).status).toBe(400);
      expect((await t.http.post('/api/auth/2fa/enlace').send({ token: `${'x'.repeat(42)}${intento}` })).status).toBe(400);
    }
    const res = await t.http.post('/api/auth/2fa/enlace/activar').send({ token, codigo: codigoDe(secreto) });
    expect(res.status).toBe(429);
    expect(Boolean((await t.dataSource.query(`SELECT "totpActivo" FROM usuario WHERE id = ${lia.id}`))[0].totpActivo)).toBe(false);
  });

  it('an administrator’s reset e-mails the link too, and answers it to them', async () => {
    const antes = paraLia().length;
    const res = await t.http.post(`/api/Usuario/${lia.id}/dos-factores/restablecer`).set(auth(maestro));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ correoEnviado: true, enlace: expect.stringMatching(new RegExp(`^${APP_URL}/configurar-verificacion#`)) });
    const correo = paraLia()[antes];
    expect(correo.texto).toContain('Un administrador restableció su verificación en dos pasos en Activos Fijos');
    expect(correo.texto).not.toContain('Si no fue usted');
    expect(tokenDe(correo.texto)).toBe(res.body.enlace.split('#')[1]);
  });

  it('a new e-mail voids the links sent to the old one', async () => {
    const token = tokenDe(paraLia().at(-1)!.texto)!;
    const usuario = (await t.http.get(`/api/Usuario/${lia.id}`).set(auth(maestro))).body;
    const { id, createdAt, updatedAt, companiaNombre, ...campos } = usuario;
    const res = await t.http.put(`/api/Usuario/${lia.id}`).set(auth(maestro)).send({ ...campos, correoElectronico: 'lia.nueva@norte.pe' });
    expect(res.status).toBe(200);
    expect((await t.http.post('/api/auth/2fa/enlace').send({ token })).status).toBe(400);
    expect(await enlaces()).toEqual([]);
  });
});
