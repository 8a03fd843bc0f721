import { randomBytes } from 'node:crypto';
import { forgeToken } from '../utils/jwt';
import { createTestApp, TestApp } from '../utils/test-app';
import { call, errorProblem, MANY_REQUESTS_MS } from './http';
import { ApiDescription, describeApi, Route } from './openapi';
import { Tally } from './tally';

/** The routes DESIGN.md §4 opens to everyone: logging in and the health probes. A new public route must be added here on purpose. */
const PUBLIC_ROUTES = ['POST /api/auth/login', 'GET /api/health', 'GET /api/health/ready'];
const REFUSED = 'Sesión no válida o expirada. Inicie sesión nuevamente.';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const encode = (claims: Record<string, unknown>) => Buffer.from(JSON.stringify(claims)).toString('base64url');
/** Any value for a placeholder: the guard answers before the path is read. */
const anyPath = (route: Route) => Object.fromEntries(route.pathParams.map((name) => [name, 1]));

describe('security: authentication of every route', () => {
  const tally = new Tally('authentication');
  let t: TestApp;
  let api: ApiDescription;
  let badTokens: Array<[string, string | undefined]>;

  beforeAll(async () => {
    t = await createTestApp();
    api = await describeApi(t);
    tally.document(api.routes);
    const real = await t.login();
    const claims = decode(real);
    const [head, , signature] = real.split('.');
    const now = Math.floor(Date.now() / 1000);
    badTokens = [
      ['no token', undefined],
      ['an expired token', forgeToken({ ...claims, iat: now - 7200, exp: now - 60 }, { secret: t.secret })],
      ['a tampered token (company changed after signing)', `${head}.${encode({ ...claims, companiaId: 999 })}.${signature}`],
      ['an alg:none token', forgeToken(claims, { alg: 'none' })],
      ['a token signed with another secret', forgeToken(claims, { secret: randomBytes(32).toString('hex') })],
      ['a token signed with the right secret and another algorithm', forgeToken(claims, { alg: 'HS512', secret: t.secret })],
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

  it('answers 401 to every other route without a token and with every kind of bad token', async () => {
    const mark = tally.mark();
    const guarded = api.routes.filter((r) => !r.isPublic);
    expect(guarded.length).toBeGreaterThan(50);
    for (const route of guarded) {
      const answers = await Promise.all(badTokens.map(([, token]) => call(t, route, { path: anyPath(route), headers: token ? { Authorization: `Bearer ${token}` } : {} })));
      answers.forEach((answer, i) => {
        const message = (answer.json as { message?: string } | undefined)?.message;
        const problem = answer.status !== 401 ? `answered ${answer.status}` : message !== REFUSED ? `message ${JSON.stringify(message)}` : errorProblem(answer);
        tally.record(route.key, badTokens[i][0], problem);
      });
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('lets the unaltered token through, so the refusals above are not vacuous', async () => {
    const me = api.routes.find((r) => r.key === 'GET /api/auth/me')!;
    const answer = await call(t, me, { token: await t.login() });
    expect(answer.status).toBe(200);
  });
});
