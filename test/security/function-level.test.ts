import { auth } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { Company, freshCaller, pathValues, seedCompany } from './companies';
import { snapshotAll } from './database';
import { Answer, call, CallOptions, errorProblem, MANY_REQUESTS_MS, requiredQuery } from './http';
import { ApiDescription, describeApi, isWrite, Route } from './openapi';
import { actsOnCaller, allowedTypes, KEY_TIPO, levelOf, PERMISOS_CLAVE, Tipo, TIPOS } from './rules';
import { sampleOf } from './samples';
import { Tally } from './tally';

const FORBIDDEN = 'No tiene permisos para realizar esta acción';
const PEOPLE_ONLY = 'Las claves de API no tienen acceso a esta ruta';
/** Writes aim at records that do not exist, with an empty body: an allowed caller gets a 400 or 404 and nothing changes. */
const MISSING = 999_999;

/** A user of one type, or an API key with the rights of one (rules.ts KEY_TIPO). */
interface Caller {
  label: string;
  tipo: Tipo;
  key?: string;
}

/** What the matrix expects of the caller, or why the answer breaks docs/arquitectura.md, "Quién puede hacer qué". */
function matrixProblem(route: Route, caller: Caller, answer: Answer): string | null {
  if (answer.status >= 500) return `answered ${answer.status}`;
  const refusal = caller.key && route.soloPersonas ? PEOPLE_ONLY : allowedTypes(route).includes(caller.tipo) ? null : FORBIDDEN;
  if (refusal) {
    const message = (answer.json as { message?: string } | undefined)?.message;
    return answer.status !== 403 ? `${caller.label} must be refused, got ${answer.status}` : message !== refusal ? `message ${JSON.stringify(message)}` : errorProblem(answer);
  }
  if (answer.status === 401 || answer.status === 403) return `${caller.label} must be let through, got ${answer.status}`;
  // A read of the caller's own records must succeed outright.
  if (!isWrite(route) && answer.status !== 200) return `${caller.label} read answered ${answer.status}: ${answer.bytes.toString().slice(0, 160)}`;
  return errorProblem(answer);
}

describe('security: function-level permissions of every route for user types 1-6 and API keys', () => {
  const tally = new Tally('function-level');
  let t: TestApp;
  let api: ApiDescription;
  let bravo: Company;
  let callers: Caller[];

  beforeAll(async () => {
    t = await createTestApp();
    api = await describeApi(t);
    tally.document(api.routes);
    bravo = await seedCompany(t, 'BRAVOZQX');
    callers = [
      ...TIPOS.map((tipo) => ({ label: `type ${tipo}`, tipo })),
      ...PERMISOS_CLAVE.map((permiso) => ({ label: `${permiso} key`, tipo: KEY_TIPO[permiso], key: bravo.keys[permiso] })),
    ];
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  /** The caller's credentials for the route: a throwaway user of its type where the route acts on the caller's own session. */
  async function credentials(route: Route, caller: Caller): Promise<CallOptions> {
    if (caller.key) return { headers: { 'X-API-Key': caller.key } };
    return { token: actsOnCaller(route) ? (await freshCaller(t, bravo, caller.tipo)).token : bravo.users[caller.tipo].token };
  }

  /** Every route of the list called by one user of each type and by each kind of key. */
  async function walk(routes: Route[]): Promise<void> {
    for (const route of routes) {
      const options = isWrite(route)
        ? { path: Object.fromEntries(route.pathParams.map((name) => [name, name === 'codigo' ? 'NO-EXISTE' : MISSING])), body: route.jsonBody ? {} : undefined }
        : { path: pathValues(route, bravo), query: requiredQuery(route) };
      const answers = await Promise.all(callers.map(async (caller) => call(t, route, { ...options, ...(await credentials(route, caller)) })));
      callers.forEach((caller, i) => tally.record(route.key, caller.label, matrixProblem(route, caller, answers[i])));
    }
  }

  it('documents on every guarded route the x-permiso level docs/arquitectura.md, "Quién puede hacer qué" gives it, and none on the public ones', () => {
    const wrong = api.routes
      .filter((r) => r.permiso !== (r.isPublic ? undefined : levelOf(r)))
      .map((r) => `${r.key}: x-permiso ${r.permiso ?? 'missing'}, expected ${r.isPublic ? 'none' : levelOf(r)}`);
    expect(wrong).toEqual([]);
  });

  it('lets each type and each key do exactly what docs/arquitectura.md, "Quién puede hacer qué" allows, and the refused and empty writes change no row', async () => {
    const mark = tally.mark();
    const guarded = api.routes.filter((r) => !r.isPublic);
    // Reads first: a read may fill a cache (the depreciation schedule); so do the caller's own session and
    // two-factor enrolment, which change by design. The other writes must change no row.
    await walk(guarded.filter((r) => !isWrite(r) || actsOnCaller(r)));
    const before = await snapshotAll(t);
    await walk(guarded.filter((r) => isWrite(r) && !actsOnCaller(r)));
    expect(tally.failuresSince(mark)).toEqual([]);
    expect(await snapshotAll(t)).toEqual(before);
  }, MANY_REQUESTS_MS);

  describe('an Administrador (type 2) manages its own company but never the Maestro type', () => {
    const user = (overrides: Record<string, unknown>) => ({ ...sampleOf('CrearUsuarioDto', bravo), ...overrides });
    const attempts: Array<[string, string, () => { id?: number; body?: object }]> = [
      ['create a Maestro', 'POST /api/Usuario', () => ({ body: user({ tipo: 1 }) })],
      ['raise its Usuario to Maestro', 'PUT /api/Usuario/{id}', () => ({ id: bravo.users[5].id, body: user({ tipo: 1 }) })],
      ['raise itself to Maestro', 'PUT /api/Usuario/{id}', () => ({ id: bravo.users[2].id, body: user({ tipo: 1 }) })],
      ['edit its company’s Maestro', 'PUT /api/Usuario/{id}', () => ({ id: bravo.users[1].id, body: user({ tipo: 2 }) })],
      ['delete its company’s Maestro', 'DELETE /api/Usuario/{id}', () => ({ id: bravo.users[1].id })],
    ];
    it.each(attempts)('may not %s', async (attack, key, build) => {
      const before = await snapshotAll(t);
      const { id, body } = build();
      const answer = await call(t, api.routes.find((r) => r.key === key)!, { token: bravo.users[2].token, path: id ? { id } : {}, body });
      tally.record(key, attack, answer.status === 403 ? errorProblem(answer) : `answered ${answer.status}`);
      expect(answer.status).toBe(403);
      expect(await snapshotAll(t)).toEqual(before);
    });

    it('while it may create and edit the other types of its own company (the refusals above are not vacuous)', async () => {
      const created = await t.http.post('/api/Usuario').set(auth(bravo.users[2].token)).send(user({ tipo: 2 }));
      expect(created.status).toBe(201);
      const edited = await t.http.put(`/api/Usuario/${bravo.users[5].id}`).set(auth(bravo.users[2].token)).send(user({ tipo: 4 }));
      expect(edited.status).toBe(200);
    });
  });
});
