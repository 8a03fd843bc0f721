import { createTestApp, TestApp } from '../utils/test-app';
import { Company, CompanyUser, freshCaller, pathValues, seedCompany } from './companies';
import { Answer, answerText, call, inParallel, MANY_REQUESTS_MS, requiredQuery, robustnessProblem, shows } from './http';
import { ApiDescription, describeApi, documentedFields, isList, Route } from './openapi';
import { bodyPayloads, LONG, PATH_PAYLOADS, PROTOTYPE_QUERIES, queryPayloads, SQL } from './payloads';
import { actsOnCaller, weakestAllowed } from './rules';
import { bodyFields, sampleBody, withValue } from './samples';
import { Tally } from './tally';

/*
 * Hostile values in every query parameter, list option, body field and path placeholder
 * the OpenAPI document declares, sent by the least privileged user who may call the
 * route. Each must get a clean answer (a 4xx, or a 2xx that stored the text as text),
 * never a 5xx, and never company A's data; the 5 s each gets is bench/seguridad's figure.
 */

/** The cap of docs/arquitectura.md, "Contrato de la API" on any page, whatever a client asks for. */
const MAX_PAGE = 1000;
/** Two at a time, as many as the app renders PDFs and reads spreadsheets at once: bench/seguridad's 5 s times the request, not a queue. */
const PARALLEL = 2;

/** What a robust answer to one attack must also show; null when it does. */
type Check = (answer: Answer) => string | null;

/** The rows of a list answer, in either dialect. */
const rowsOf = (answer: Answer): unknown[] | undefined => {
  const json = answer.json as { data?: unknown[] } | unknown[] | undefined;
  return Array.isArray(json) ? json : Array.isArray(json?.data) ? json.data : undefined;
};

/** No page beyond the cap, in the rows, the Content-Range or the pagination answered. */
const capped: Check = (answer) => {
  const rows = rowsOf(answer)?.length ?? 0;
  const range = /(\d+)-(\d+)\//.exec(answer.headers['content-range'] ?? '');
  const pageSize = (answer.json as { pagination?: { pageSize?: number } } | undefined)?.pagination?.pageSize ?? 0;
  const size = Math.max(rows, range ? Number(range[2]) - Number(range[1]) + 1 : 0, pageSize);
  return size > MAX_PAGE ? `a page of ${size} rows` : null;
};

/** A search for a LIKE wildcard finds only rows that hold it: the wildcard was escaped. */
const literally = (wildcard: string): Check => (answer) => {
  const rows = rowsOf(answer) ?? [];
  return rows.some((row) => !JSON.stringify(row).includes(wildcard)) ? `"${wildcard}" matched rows without it` : null;
};

const succeeds: Check = (answer) => (answer.status === 200 ? null : `answered ${answer.status}`);
const refused: Check = (answer) => (answer.status < 300 ? `answered ${answer.status}` : null);

const param = (name: string, value: unknown) => `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;

/** The attacks on a list route's sort, range, filter and paged options, with what each answer must also show. */
function listAttacks(route: Route): Array<[string, string, Check?]> {
  const filterable = documentedFields(route, 'filter');
  return [
    ...[['__proto__', 'ASC'], ['constructor', 'ASC'], [`id; ${SQL}`, 'ASC'], ['id', 'ASC; DROP TABLE activo'], ['id'], { campo: 'id' }, 'id'].map(
      (sort): [string, string] => [`sort ${JSON.stringify(sort)}`, param('sort', sort)],
    ),
    ...documentedFields(route, 'sort').map((field): [string, string, Check] => [`sort by ${field}`, param('sort', [field, 'DESC']), succeeds]),
    ...[[0, 1e12], [0, 2_000_000]].map((range): [string, string, Check] => [`range ${JSON.stringify(range)}`, param('range', range), capped]),
    ...[[-1, 5], [5, 1], ['0', '9'], [0, 9007199254740993], [0.5, 2], [0]].map((range): [string, string] => [`range ${JSON.stringify(range)}`, param('range', range)]),
    ...filterable.flatMap((field) =>
      [SQL, { $gt: '' }, [SQL, SQL], null, true, Array.from({ length: 1001 }, (_, i) => i)].map((value): [string, string] => [
        `filter ${field}: ${JSON.stringify(value).slice(0, 40)}`,
        param('filter', { [field]: value }),
      ]),
    ),
    ...filterable.map((field): [string, string, Check] => [`filter ${field}: over-long`, param('filter', { [field]: LONG }), refused]),
    ['filter __proto__', param('filter', '{"__proto__":{"tipo":1}}')],
    ['filter constructor.prototype', param('filter', { constructor: { prototype: { tipo: 1 } } })],
    ['filter q: SQL', param('filter', { q: SQL })],
    ['filter q: %', param('filter', { q: '%' }), literally('%')],
    ['filter q: _', param('filter', { q: '_' }), literally('_')],
    ['filter as a list', param('filter', [SQL])],
    ['filter not JSON', param('filter', '{"q":')],
    ['size 10^9', 'size=1000000000', capped],
    ['page 10^9', 'page=999999999&size=10'],
    ['size 0', 'size=0'],
    ['page -1', 'page=-1'],
    ['search SQL', param('search', SQL)],
    ['search over-long', param('search', LONG), refused],
    ['filter q: over-long', param('filter', { q: LONG }), refused],
    ['search %', param('search', '%'), literally('%')],
    ['search _', param('search', '_'), literally('_')],
  ];
}

/** A copy of the JSON body text with one more key first, written by hand: `__proto__` must arrive as a key. */
const withKeyFirst = (body: object, key: string, value: object) => JSON.stringify(body).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)},`);

describe('security: input attacks on every parameter, list option, body field and path placeholder', () => {
  const tally = new Tally('input-attacks');
  let t: TestApp;
  let api: ApiDescription;
  let alfa: Company;
  let bravo: Company;

  /** A throwaway user for each route that acts on the caller's own session or credentials (rules.ts actsOnCaller). */
  const ownCallers = new Map<string, CompanyUser>();

  const guarded = () => api.routes.filter((r) => !r.isPublic);
  const tokenFor = (route: Route) => (actsOnCaller(route) ? ownCallers.get(route.key)! : bravo.users[weakestAllowed(route)]).token;
  /** The route's required query parameters but one, as a query string. */
  const requiredBut = (route: Route, name: string) => new URLSearchParams(Object.entries(requiredQuery(route)).filter(([n]) => n !== name)).toString();
  const joined = (...parts: string[]) => parts.filter(Boolean).join('&');

  /** Records the attack: a robust answer, no data of company A in a success (a Maestro's routes span companies by design), and the check's. */
  async function judge(route: Route, attack: string, answer: Answer, check?: Check): Promise<void> {
    let problem = robustnessProblem(answer);
    if (!problem && answer.status < 300 && weakestAllowed(route) !== 1 && shows(await answerText(answer), alfa.marker)) problem = 'shows company A’s data';
    tally.record(route.key, attack, problem ?? check?.(answer) ?? null);
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = await describeApi(t);
    tally.document(api.routes);
    alfa = await seedCompany(t, 'ALFAZQX');
    bravo = await seedCompany(t, 'BRAVOZQX');
    // Now: the login attacks below fill the per-IP login limit, after which nobody logs in for a minute.
    for (const route of api.routes.filter(actsOnCaller)) ownCallers.set(route.key, await freshCaller(t, bravo, weakestAllowed(route)));
  });
  afterEach(async () => {
    // Still serving, and no attack reached Object.prototype (the app runs in this process).
    expect((await t.http.get('/api/health')).status).toBe(200);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).tipo).toBeUndefined();
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  it('every query parameter: SQL, repeated and bracketed names, overflows, over-long text, prototype keys', async () => {
    const mark = tally.mark();
    const cases = guarded().flatMap((route) => [
      ...route.queryParams.flatMap((p) =>
        queryPayloads(p.name, p.type).map(([name, query, refuse]) => ({ route, attack: `?${p.name} ${name}`, query: joined(requiredBut(route, p.name), query), refuse })),
      ),
      ...PROTOTYPE_QUERIES.map((query) => ({ route, attack: `?${query}`, query: joined(requiredBut(route, ''), query), refuse: false })),
    ]);
    await inParallel(cases, PARALLEL, async ({ route, attack, query, refuse }) => {
      const body = route.jsonBody ? sampleBody(route, bravo) : undefined;
      // Each its own caller where the route may end the caller's session (logout): no login attack has run yet to block it.
      const token = actsOnCaller(route) ? (await freshCaller(t, bravo, weakestAllowed(route))).token : tokenFor(route);
      await judge(route, attack, await call(t, route, { token, path: pathValues(route, bravo), query, body }), refuse ? refused : undefined);
    });
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('every list option: sort, range, filter and paging, with huge pages capped and LIKE wildcards taken literally', async () => {
    const mark = tally.mark();
    const lists = guarded().filter(isList);
    expect(lists.length).toBeGreaterThan(5);
    const cases = lists.flatMap((route) => listAttacks(route).map(([attack, query, check]) => ({ route, attack, query, check })));
    await inParallel(cases, PARALLEL, async ({ route, attack, query, check }) => {
      await judge(route, attack, await call(t, route, { token: tokenFor(route), query }), check);
    });
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('every body field: SQL (stored as text), operator objects, wrong types, overflows, over-long text', async () => {
    const mark = tally.mark();
    const cases = api.routes
      .filter((r) => r.jsonBody)
      .flatMap((route) => bodyFields(api, route.jsonBody!.schema, sampleBody(route, bravo)).flatMap((field) => bodyPayloads(field.property).map(([name, value]) => ({ route, field, name, value }))));
    await inParallel(cases, PARALLEL, async ({ route, field, name, value }) => {
      const body = withValue(sampleBody(route, bravo), field.path, value);
      const answer = await call(t, route, { token: tokenFor(route), path: pathValues(route, bravo), body });
      // Text a write accepted comes back as written, never interpreted. A public route (login) stores no record: its answer's fields are the user's.
      const storedAsText: Check = (a) => {
        const echoed = field.path.length === 1 && !route.isPublic ? (a.json as Record<string, unknown> | undefined)?.[field.name] : undefined;
        return value === SQL && typeof echoed === 'string' && echoed !== SQL ? `stored ${JSON.stringify(echoed)}` : null;
      };
      await judge(route, `${field.path.join('.')} = ${name}`, answer, storedAsText);
    });
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('every JSON body: __proto__ and constructor keys, nesting 100 deep, 3 MB, broken JSON, another content type', async () => {
    const mark = tally.mark();
    const deep = JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`);
    const cases = api.routes
      .filter((r) => r.jsonBody)
      .flatMap((route) => {
        const sample = () => sampleBody(route, bravo);
        return [
          { route, attack: 'a __proto__ key', rawJson: () => withKeyFirst(sample(), '__proto__', { tipo: 1, companiaId: alfa.id, polluted: true }) },
          { route, attack: 'a constructor.prototype key', rawJson: () => withKeyFirst(sample(), 'constructor', { prototype: { tipo: 1, polluted: true } }) },
          { route, attack: 'nesting 100 deep', rawJson: () => JSON.stringify({ ...sample(), detalle: deep }) },
          { route, attack: 'a 3 MB body', rawJson: () => JSON.stringify({ ...sample(), relleno: 'x'.repeat(3 * 1024 * 1024) }) },
          { route, attack: 'broken JSON', rawJson: () => '{"nombre":' },
          { route, attack: 'JSON sent as text/plain', rawJson: undefined, headers: { 'Content-Type': 'text/plain' } },
        ];
      });
    await inParallel(cases, PARALLEL, async ({ route, attack, rawJson, headers }) => {
      const options = rawJson ? { rawJson: rawJson() } : { body: JSON.stringify(sampleBody(route, bravo)), headers };
      await judge(route, attack, await call(t, route, { token: tokenFor(route), path: pathValues(route, bravo), ...options }));
    });
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('every path placeholder: SQL, overflows, exponents, traversal and NUL answer 400 or 404', async () => {
    const mark = tally.mark();
    const cases = guarded()
      .filter((r) => r.pathParams.length)
      .flatMap((route) => route.pathParams.flatMap((name) => PATH_PAYLOADS.map(([attack, value]) => ({ route, name, attack, value }))));
    await inParallel(cases, PARALLEL, async ({ route, name, attack, value }) => {
      const body = route.jsonBody ? sampleBody(route, bravo) : undefined;
      const answer = await call(t, route, { token: tokenFor(route), path: { ...pathValues(route, bravo), [name]: value }, query: requiredQuery(route), body });
      tally.record(route.key, `{${name}} ${attack}`, robustnessProblem(answer) ?? ([400, 404].includes(answer.status) ? null : `answered ${answer.status}`));
    });
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);
});
