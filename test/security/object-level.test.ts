import { pdfConTexto } from '../fixtures/pdf';
import { xlsxFile } from '../fixtures/spreadsheets';
import { createTestApp, TestApp } from '../utils/test-app';
import { Company, pathValues, PLACEHOLDERS_SIN_REGISTRO, ResourceKey, routeResource, seedCompany } from './companies';
import { snapshotAll } from './database';
import { Answer, answerText, call, CallOptions, errorProblem, MANY_REQUESTS_MS, requiredQuery, shows } from './http';
import { ApiDescription, describeApi, isWrite, QueryParam, Route } from './openapi';
import { PermisoClave } from './rules';
import { bodyReferences, sampleBody, withValue } from './samples';
import { Tally } from './tally';

/*
 * Company B's Administrador (type 2: every right a company user can hold) and company B's
 * API keys against company A's records. The Maestro (type 1) is left out on purpose:
 * docs/arquitectura.md, "Quién puede hacer qué" lets it act on any company by naming it.
 */

interface Attacker {
  label: string;
  credentials: CallOptions;
}

/** Query parameters that order or page a list rather than select records. */
const NOT_SELECTING = new Set(['sort', 'range']);

/**
 * Search text for company A's records: its marker less the first letter. It still finds
 * them (searches match parts of words), while an answer that merely repeats the query
 * (a PDF listing its filters) does not show the whole marker.
 */
const searchFor = (text: string) => text.slice(1);

/** A value of company A for a query parameter that selects records, or undefined when it selects none. */
function probeValue(param: QueryParam, alfa: Company): string | undefined {
  if (param.name === 'filter') return JSON.stringify({ q: searchFor(alfa.marker) });
  if (param.name === 'codigo') return searchFor(alfa.codigo);
  if (/Id$/.test(param.name)) {
    const resource = (param.name === 'userId' ? 'usuario' : param.name.replace(/Id$/, '')) as ResourceKey;
    return alfa.ids[resource] ? String(alfa.ids[resource]) : undefined;
  }
  return param.type === 'number' || param.type === 'boolean' ? undefined : searchFor(alfa.marker);
}

/** The reads company B makes of a route: its own records, then each parameter naming company A. */
function probes(route: Route, alfa: Company): Array<[string, Record<string, string>]> {
  const own = requiredQuery(route);
  const variants: Array<[string, Record<string, string>]> = [
    ['its own records', own],
    ['?companiaId= of company A', { ...own, companiaId: String(alfa.id) }],
  ];
  for (const param of route.queryParams.filter((p) => !p.required && !NOT_SELECTING.has(p.name) && p.name !== 'companiaId')) {
    const value = probeValue(param, alfa);
    if (value !== undefined) variants.push([`?${param.name}= of company A`, { ...own, [param.name]: value }]);
  }
  return variants;
}

/** Leaf paths where two JSON values differ ("stats.totalActivos", "data.length"). */
function changedPaths(a: unknown, b: unknown, at = '$'): string[] {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${at}.length`];
    return a.flatMap((item, i) => changedPaths(item, b[i], `${at}[${i}]`));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => changedPaths((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`));
  }
  return a === b ? [] : [at];
}

/** Routes whose contract answers a foreign record as a missing one, without an error status. */
const ANSWERED_AS_MISSING: Record<string, unknown> = {
  // The spec's client asks whether a code is free: another company's asset does not exist for the caller.
  'GET /api/activos/{id}/exists': { exists: false },
};

function refusalProblem(route: Route, answer: Answer): string | null {
  if (route.key in ANSWERED_AS_MISSING && answer.status === 200) {
    return JSON.stringify(answer.json) === JSON.stringify(ANSWERED_AS_MISSING[route.key]) ? null : `answered ${JSON.stringify(answer.json)}`;
  }
  return answer.status === 403 || answer.status === 404 ? errorProblem(answer) : `answered ${answer.status}`;
}

describe('security: object-level isolation between companies', () => {
  const tally = new Tally('object-level');
  let t: TestApp;
  let api: ApiDescription;
  let alfa: Company;
  let bravo: Company;
  /** Company B's JSON reads by each attacker, twice before company A existed: what changes between those two is volatile (clocks, its own audit trail, the keys' last use). */
  const before = new Map<string, Array<Map<string, unknown>>>();
  const reads = () => api.routes.filter((r) => !r.isPublic && !isWrite(r));
  const administrador = (): Attacker => ({ label: 'its Administrador', credentials: { token: bravo.users[2].token } });
  const key = (permiso: PermisoClave): Attacker => ({ label: `its ${permiso} key`, credentials: { headers: { 'X-API-Key': bravo.keys[permiso] } } });
  /** Every kind of caller company B has reads; a lectura key cannot write, so it would only repeat the 403s of function-level. */
  const readers = () => [administrador(), key('escritura'), key('lectura')];
  const writers = () => [administrador(), key('escritura')];

  async function jsonReads(attacker: Attacker): Promise<Map<string, unknown>> {
    const answers = new Map<string, unknown>();
    for (const route of reads()) {
      const answer = await call(t, route, { ...attacker.credentials, path: pathValues(route, bravo), query: requiredQuery(route) });
      if (answer.status === 200 && answer.json !== undefined) answers.set(route.key, answer.json);
    }
    return answers;
  }

  beforeAll(async () => {
    t = await createTestApp();
    api = await describeApi(t);
    tally.document(api.routes);
    bravo = await seedCompany(t, 'BRAVOZQX');
    // Round by round, so that one attacker's use of a key shows in the other's answers as volatile.
    for (let round = 0; round < 2; round++) {
      for (const attacker of readers()) before.set(attacker.label, [...(before.get(attacker.label) ?? []), await jsonReads(attacker)]);
    }
    alfa = await seedCompany(t, 'ALFAZQX');
  }, MANY_REQUESTS_MS);
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  it('gives company B the same answers, counts and sums before and after company A has data', async () => {
    const mark = tally.mark();
    for (const attacker of readers()) {
      const [first, second] = before.get(attacker.label)!;
      const after = await jsonReads(attacker);
      expect([...after.keys()].length).toBeGreaterThan(20);
      for (const [route, answer] of after) {
        const volatile = new Set(changedPaths(first.get(route), second.get(route)));
        const changed = changedPaths(second.get(route), answer).filter((path) => !volatile.has(path));
        tally.record(route, `${attacker.label}: answer unchanged by company A`, changed.length ? `changed at ${changed.join(', ')}` : null);
      }
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('never shows company A’s data (nor a password hash) in any read of company B: lists, searches, exports, PDFs, dashboard, reports, statistics', async () => {
    const mark = tally.mark();
    for (const attacker of readers()) {
      for (const route of reads()) {
        for (const [label, query] of probes(route, alfa)) {
          const answer = await call(t, route, { ...attacker.credentials, path: pathValues(route, bravo), query });
          let problem = answer.status >= 500 ? `answered ${answer.status}` : errorProblem(answer);
          if (!problem && answer.status === 200) {
            const text = await answerText(answer);
            if (shows(text, alfa.marker)) problem = `shows company A’s ${alfa.marker}`;
            else if (/\$2[aby]\$\d\d\$|\$argon2id\$/.test(text)) problem = 'shows a password hash';
            // A file of company B's own records that does not show them would make this scan vacuous.
            else if (label === 'its own records' && answer.json === undefined && !shows(text, bravo.marker)) problem = `the file does not show company B’s own ${bravo.marker}`;
          }
          tally.record(route.key, `${attacker.label}: read ${label}`, problem);
        }
      }
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('answers 403/404 to every route naming a record of company A, in the path or in the body, and changes no row', async () => {
    const mark = tally.mark();
    const snapshot = await snapshotAll(t);
    for (const attacker of writers()) {
      for (const route of api.routes.filter((r) => !r.isPublic)) {
        const own = pathValues(route, bravo);
        const theirs = pathValues(route, alfa);
        const body = route.jsonBody ? sampleBody(route, bravo) : undefined;
        // A file route gets a file it takes (a PDF with a document's tipo): its refusal must come from the record, not the form.
        const upload = route.upload ? { file: pdfConTexto(bravo.marker), filename: 'documento.pdf', contentType: 'application/pdf', fields: ('tipo' in route.upload.fields ? { tipo: 'factura' } : {}) as Record<string, string> } : undefined;
        for (const param of route.pathParams.filter((name) => !PLACEHOLDERS_SIN_REGISTRO.has(name))) {
          const answer = await call(t, route, { ...attacker.credentials, path: { ...own, [param]: theirs[param] }, query: requiredQuery(route), body, upload });
          tally.record(route.key, `${attacker.label}: {${param}} of company A`, refusalProblem(route, answer));
        }
        if (!route.jsonBody) continue;
        for (const reference of bodyReferences(api, route.jsonBody.schema, body!)) {
          const id = alfa.ids[reference.resource === 'own' ? routeResource(route) : reference.resource];
          const answer = await call(t, route, { ...attacker.credentials, path: own, body: withValue(body!, reference.path, reference.list ? [id] : id) });
          const problem = [400, 403, 404].includes(answer.status) ? errorProblem(answer) : `answered ${answer.status}`;
          tally.record(route.key, `${attacker.label}: body ${reference.path.join('.')} of company A`, problem);
        }
      }
    }
    expect(tally.failuresSince(mark)).toEqual([]);
    expect(await snapshotAll(t)).toEqual(snapshot);
  }, MANY_REQUESTS_MS);

  describe('imports match only the importer’s own records', () => {
    const upload = async (path: string, rows: string[][], config: object) => {
      const route = api.routes.find((r) => r.key === `POST ${path}`)!;
      const file = await xlsxFile(rows);
      return call(t, route, { token: bravo.users[2].token, upload: { file, filename: 'datos.xlsx', fields: { config: JSON.stringify(config) } } });
    };

    it('a client file naming company A’s address links nothing to it', async () => {
      const answer = await upload('/api/Cliente/import-excel', [['Nombre', 'Apellido', 'Correo', 'DNI', 'Dirección'], ['Ana', 'Torres', 'ana@bravo.pe', '45678912', alfa.direccionTexto]], {
        startRow: 2,
        nombreColumn: 1,
        apellidoColumn: 2,
        correoColumn: 3,
        dniColumn: 4,
        direccionColumn: 5,
      });
      const linked = await t.dataSource.query(`SELECT id FROM cliente WHERE ${t.dataSource.driver.escape('direccionId')} = ${alfa.ids.direccion} AND ${t.dataSource.driver.escape('companiaId')} = ${bravo.id}`);
      tally.record('POST /api/Cliente/import-excel', 'address of company A in the file', linked.length ? 'linked a client to company A’s address' : null);
      expect(answer.status).toBe(201);
      expect((answer.json as { processedItems: Array<{ status: string }> }).processedItems[0].status).not.toBe('Éxito');
      expect(linked).toEqual([]);
    });

    it('an asset file reusing company A’s code creates company B’s own asset and leaves company A’s alone', async () => {
      const snapshot = await t.dataSource.query(`SELECT * FROM activo WHERE id = ${alfa.ids.activo}`);
      const answer = await upload('/api/activos/import-excel', [['Código', 'Descripción'], [alfa.codigo, `Importado ${bravo.marker}`]], { startRow: 2, CodigoColumn: 1, DescripcionColumn: 2 });
      tally.record('POST /api/activos/import-excel', 'code of company A in the file', answer.status === 201 ? null : `answered ${answer.status}`);
      expect(answer.json).toMatchObject({ successCount: 1 });
      expect(await t.dataSource.query(`SELECT * FROM activo WHERE id = ${alfa.ids.activo}`)).toEqual(snapshot);
    });
  });
});
