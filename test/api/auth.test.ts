import { createTestApp, DEMO, TestApp } from '../utils/test-app';
import { forgeToken, maestroClaims } from '../utils/jwt';

describe('POST /api/auth/login and the global JWT guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs the demo Maestro in with the spec PascalCase body and answers every session field', async () => {
    const res = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email, Contrasena: DEMO.password, Codigo: '', Detalle: '' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      userId: expect.any(Number),
      userName: 'Administrador',
      userType: 1,
      companiaId: expect.any(Number),
      codigo: 'ADM-001',
      companiaNombre: DEMO.razonSocial,
      companiaRuc: DEMO.ruc,
      // Still the demo password: the panel asks for a new one first.
      debeCambiarContrasena: true,
    });
    const header = JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(8 * 3600);
  });

  it('accepts camelCase and an e-mail in another case', async () => {
    const res = await t.http.post('/api/auth/login').send({ correoElectronico: 'ADMIN@Demo.pe', contrasena: DEMO.password });
    expect(res.status).toBe(200);
  });

  it('answers 401 "Credenciales invalidas!" for a wrong password and for an unknown e-mail alike', async () => {
    for (const body of [
      { CorreoElectronico: DEMO.email, Contrasena: 'incorrecta' },
      { CorreoElectronico: 'nadie@demo.pe', Contrasena: DEMO.password },
    ]) {
      const res = await t.http.post('/api/auth/login').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: 'Credenciales invalidas!', error: 'Unauthorized' });
      expect(res.body.token).toBeUndefined();
    }
  });

  it('answers 400 in Spanish when a field is missing or the body is not JSON', async () => {
    const missing = await t.http.post('/api/auth/login').send({ CorreoElectronico: DEMO.email });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('La contraseña es obligatoria');
    const broken = await t.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{"CorreoElectronico":');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('El cuerpo de la solicitud no es JSON válido');
  });

  it('lets a valid token through and gives the handler the token user', async () => {
    const token = await t.login();
    const res = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tipo: 1, email: DEMO.email, companiaNombre: DEMO.razonSocial });
  });

  describe('refuses with 401', () => {
    /** The claims of a real, live session: forging them with the secret must pass, and every variant below must not. */
    let live: Record<string, unknown>;
    beforeAll(async () => {
      live = JSON.parse(Buffer.from((await t.login()).split('.')[1], 'base64url').toString());
    });
    const claims = (overrides: Record<string, unknown> = {}) => ({ ...live, ...overrides });

    const cases: Array<[string, () => string | undefined]> = [
      ['no token', () => undefined],
      ['a malformed token', () => 'abc.def'],
      ['a token signed with another secret', () => forgeToken(claims())],
      ['an alg:none token', () => forgeToken(claims(), { alg: 'none' })],
      ['a token with another HMAC algorithm', () => forgeToken(claims(), { alg: 'HS512', secret: t.secret })],
      ['an expired token', () => forgeToken(claims({ exp: Math.floor(Date.now() / 1000) - 10 }), { secret: t.secret })],
      [
        'a tampered token (claims changed after signing)',
        () => {
          const [head, , signature] = forgeToken(claims({ sub: 2 }), { secret: t.secret }).split('.');
          return `${head}.${Buffer.from(JSON.stringify(claims())).toString('base64url')}.${signature}`;
        },
      ],
      ['a correctly signed token naming no session', () => forgeToken(maestroClaims({ jti: '3f1c2f4e-0000-4000-8000-000000000000' }), { secret: t.secret })],
      ['a correctly signed token without a session id (the old shape)', () => forgeToken(maestroClaims(), { secret: t.secret })],
      ['a live session id under another user id', () => forgeToken(claims({ sub: 999 }), { secret: t.secret })],
    ];
    it.each(cases)('%s', async (_, token) => {
      const value = token();
      const req = t.http.get('/api/auth/me');
      const res = await (value ? req.set('Authorization', `Bearer ${value}`) : req);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Sesión no válida o expirada. Inicie sesión nuevamente.');
    });

    it('while a correctly signed token with the live session’s claims passes (the cases above are not vacuous)', async () => {
      const res = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${forgeToken(claims(), { secret: t.secret })}`);
      expect(res.status).toBe(200);
    });
  });

  it('keeps public routes public: health answers without a token', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });
});
