import { randomBytes } from 'node:crypto';
import { auth } from '../utils/fixtures';
import { forgeToken } from '../utils/jwt';
import { createTestApp, TestApp } from '../utils/test-app';
import { Company, freshCaller, pathValues, seedCompany } from './companies';
import { snapshotAll } from './database';
import { Answer, call, errorProblem, MANY_REQUESTS_MS, requiredQuery } from './http';
import { ApiDescription, describeApi, Route } from './openapi';
import { SOLO_PERSONAS_PREFIXES, underPrefix } from './rules';
import { sampleBody, sampleOf } from './samples';
import { Tally } from './tally';

/**
 * The routes open to everyone: logging in (both steps), the enrolment link e-mailed to a person who must
 * set up the second factor (docs/seguridad.md), and the health probes. A new public route must be added here on purpose.
 */
const PUBLIC_ROUTES = [
  'POST /api/auth/login',
  'POST /api/auth/2fa',
  'POST /api/auth/2fa/enlace',
  'POST /api/auth/2fa/enlace/activar',
  'GET /api/health',
  'GET /api/health/ready',
];
const REFUSED = 'Sesión no válida o expirada. Inicie sesión nuevamente.';
const KEY_REFUSED = 'Clave de API no válida, revocada o vencida';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const encode = (claims: Record<string, unknown>) => Buffer.from(JSON.stringify(claims)).toString('base64url');
/** Any value for a placeholder: the guard answers before the path is read. */
const anyPath = (route: Route) => Object.fromEntries(route.pathParams.map((name) => [name, 1]));

function refusalProblem(answer: Answer, expected: string): string | null {
  const message = (answer.json as { message?: string } | undefined)?.message;
  return answer.status !== 401 ? `answered ${answer.status}` : message !== expected ? `message ${JSON.stringify(message)}` : errorProblem(answer);
}

describe('security: authentication of every route', () => {
  const tally = new Tally('authentication');
  let t: TestApp;
  let api: ApiDescription;
  let bravo: Company;
  let badTokens: Array<[string, string | undefined]>;
  let badKeys: Array<[string, string]>;
  const guarded = () => api.routes.filter((r) => !r.isPublic);

  beforeAll(async () => {
    t = await createTestApp();
    api = await describeApi(t);
    tally.document(api.routes);
    bravo = await seedCompany(t, 'BRAVOZQX');
    const real = await t.login();
    const claims = decode(real);
    const [head, , signature] = real.split('.');
    const now = Math.floor(Date.now() / 1000);
    // Sessions live on the server: a signature that still holds no longer lets a closed session or a changed user in.
    const closed = await freshCaller(t, bravo, 5);
    expect((await t.http.post('/api/auth/logout').set(auth(closed.token))).status).toBe(204);
    const demoted = await freshCaller(t, bravo, 5);
    expect((await t.http.put(`/api/Usuario/${demoted.id}`).set(auth(bravo.users[2].token)).send({ ...sampleOf('ActualizarUsuarioDto', bravo), tipo: 6 })).status).toBe(200);
    badTokens = [
      ['no token', undefined],
      ['an expired token', forgeToken({ ...claims, iat: now - 7200, exp: now - 60 }, { secret: t.secret })],
      ['a tampered token (company changed after signing)', `${head}.${encode({ ...claims, companiaId: 999 })}.${signature}`],
      ['a tampered token (user changed after signing)', `${head}.${encode({ ...claims, sub: bravo.users[1].id })}.${signature}`],
      ['an alg:none token', forgeToken(claims, { alg: 'none' })],
      ['a token signed with another secret', forgeToken(claims, { secret: randomBytes(32).toString('hex') })],
      ['a token signed with the right secret and another algorithm', forgeToken(claims, { alg: 'HS512', secret: t.secret })],
      ['a token of a closed session', closed.token],
      ['a token of a user whose type changed since', demoted.token],
    ];
    const expiring = await t.http
      .post('/api/ClaveApi')
      .set(auth(bravo.users[2].token))
      .send({ nombre: 'Sistema que vence', permiso: 'escritura', expiraEl: new Date(Date.now() + 1500).toISOString() });
    expect(expiring.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    badKeys = [
      ['a revoked key', bravo.keys.revocada],
      ['an expired key', expiring.body.clave],
      ['an unknown well-formed key', `af_${randomBytes(32).toString('base64url')}`],
      ['a malformed key', 'abc'],
      ['a 5,000-character key', `af_${'A'.repeat(4997)}`],
      ['an empty key', ''],
    ];
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  it('opens only the routes meant to be public, and those answer without a token', async () => {
    expect(api.routes.filter((r) => r.isPublic).map((r) => r.key).sort()).toEqual([...PUBLIC_ROUTES].sort());
    const mark = tally.mark();
    for (const route of api.routes.filter((r) => r.isPublic)) {
      const answer = await call(t, route, { body: {} });
      tally.record(route.key, 'no token on a public route', answer.status === 401 || answer.status >= 500 ? `answered ${answer.status}` : null);
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  });

  it('documents bearer and clave-api on every route a key may call, and only bearer on the x-solo-personas ones, exactly those of docs/arquitectura.md, "Quién puede hacer qué"', () => {
    const mark = tally.mark();
    for (const route of guarded()) {
      const peopleOnly = SOLO_PERSONAS_PREFIXES.some((prefix) => underPrefix(route.path, prefix));
      const schemes = route.soloPersonas ? ['bearer'] : ['bearer', 'clave-api'];
      const problem =
        route.soloPersonas !== peopleOnly
          ? `${peopleOnly ? 'lacks' : 'has'} x-solo-personas`
          : JSON.stringify(route.schemes) !== JSON.stringify(schemes)
            ? `lists ${JSON.stringify(route.schemes)}, not ${JSON.stringify(schemes)}`
            : null;
      tally.record(route.key, 'security schemes in the document', problem);
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  });

  it('answers 401 to every other route without a token and with every kind of bad token', async () => {
    const mark = tally.mark();
    expect(guarded().length).toBeGreaterThan(50);
    for (const route of guarded()) {
      const answers = await Promise.all(badTokens.map(([, token]) => call(t, route, { path: anyPath(route), headers: token ? { Authorization: `Bearer ${token}` } : {} })));
      answers.forEach((answer, i) => tally.record(route.key, badTokens[i][0], refusalProblem(answer, REFUSED)));
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('answers 401 with the key message to every other route with a revoked, expired, unknown or malformed key, and changes no row', async () => {
    const mark = tally.mark();
    const before = await snapshotAll(t);
    for (const route of guarded()) {
      // The company's own records and a valid body: a key let through would change rows.
      const options = { path: pathValues(route, bravo), query: requiredQuery(route), body: route.jsonBody ? sampleBody(route, bravo) : undefined };
      const answers = await Promise.all(badKeys.map(([, key]) => call(t, route, { ...options, headers: { 'X-API-Key': key } })));
      answers.forEach((answer, i) => tally.record(route.key, badKeys[i][0], refusalProblem(answer, KEY_REFUSED)));
    }
    expect(tally.failuresSince(mark)).toEqual([]);
    expect(await snapshotAll(t)).toEqual(before);
  }, MANY_REQUESTS_MS);

  it('lets the unaltered token and a live key through, so the refusals above are not vacuous', async () => {
    const me = api.routes.find((r) => r.key === 'GET /api/auth/me')!;
    expect((await call(t, me, { token: await t.login() })).status).toBe(200);
    const activos = api.routes.find((r) => r.key === 'GET /api/activos')!;
    expect((await call(t, activos, { headers: { 'X-API-Key': bravo.keys.lectura } })).status).toBe(200);
  });
});
