import ExcelJS from 'exceljs';
import { createTestApp, TestApp } from '../utils/test-app';
import { Company, pathValues, seedCompany } from './companies';
import { Answer, call, MANY_REQUESTS_MS, requiredQuery } from './http';
import { ApiDescription, describeApi, fillPath, isWrite } from './openapi';
import { weakestAllowed } from './rules';
import { sampleBody } from './samples';
import { Tally } from './tally';
import { pngImage } from '../fixtures/images';

/*
 * What every answer carries (helmet's headers, CORS only for the configured origin) and
 * what every export holds: text a spreadsheet program could run is stored as text.
 */

const ALLOWED_ORIGIN = 'https://erp.cliente.pe';
const UNKNOWN_ORIGIN = 'https://malicioso.example';

/** Text that opens a formula (OWASP "CSV injection"), plus the PLE file's field and line separators. */
const INJECTIONS = ['=HYPERLINK("http://x.example","clic")', "+cmd|' /C calc'!A0", '-2+3+cmd|A0', '@SUM(1+1)', 'uno|dos\ntres'];
const FORMULA_START = /^[=+\-@\t\r]/;

/** helmet's defaults (CSP as app.setup.ts configures it), on every answer. */
const HELMET = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function headerProblem(headers: Record<string, string>): string | null {
  const missing = HELMET.filter((name) => headers[name] === undefined);
  if (missing.length) return `missing ${missing.join(', ')}`;
  return headers['x-powered-by'] ? 'sends X-Powered-By' : null;
}

/** Cells of a workbook that a spreadsheet program would evaluate: formulas, or formula-like text without the quoted style. */
async function formulaCells(file: Buffer): Promise<{ problems: string[]; quoted: number }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const problems: string[] = [];
  let quoted = 0;
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) problems.push(`${sheet.name}!${cell.address} is the formula ${cell.formula}`);
        else if (typeof cell.value === 'string' && FORMULA_START.test(cell.value)) {
          if (cell.numFmt === '@') quoted++;
          else problems.push(`${sheet.name}!${cell.address} holds ${JSON.stringify(cell.value)} without the text style`);
        }
      }),
    ),
  );
  return { problems, quoted };
}

/** A '|'-separated text file (the PLE book) keeps one record a line, every line with the same fields. */
function delimitedProblem(text: string): string | null {
  const lines = text.split(/\r?\n/).filter(Boolean);
  const widths = new Set(lines.map((line) => line.split('|').length));
  return widths.size > 1 ? `lines with ${[...widths].join(' and ')} fields` : null;
}

describe('security: exports, headers and CORS of every route', () => {
  const tally = new Tally('exports-and-headers');
  let t: TestApp;
  let api: ApiDescription;
  let bravo: Company;

  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: ALLOWED_ORIGIN } });
    api = await describeApi(t);
    tally.document(api.routes);
    bravo = await seedCompany(t, 'BRAVOZQX');
    // Every free-text field (those the samples fill with the marker) of every record a company creates, once per injection.
    const creations = api.routes.filter((r) => r.method === 'post' && r.jsonBody && !r.isPublic && !r.pathParams.length);
    for (const injection of INJECTIONS) {
      for (const route of creations) {
        const body = Object.fromEntries(
          Object.entries(sampleBody(route, bravo)).map(([key, value]) => [key, typeof value === 'string' && value.includes(bravo.marker) ? injection : value]),
        );
        await call(t, route, { token: bravo.users[weakestAllowed(route)].token, body });
      }
    }
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  it('keeps formula-like text inert in every spreadsheet export, and every record on one line of the PLE book', async () => {
    const mark = tally.mark();
    let quoted = 0;
    let delimited = 0;
    for (const route of api.routes.filter((r) => !r.isPublic && !isWrite(r))) {
      const answer = await call(t, route, { token: bravo.users[1].token, path: pathValues(route, bravo), query: requiredQuery(route) });
      const type = answer.headers['content-type'] ?? '';
      if (/spreadsheetml/.test(type)) {
        const cells = await formulaCells(answer.bytes);
        quoted += cells.quoted;
        tally.record(route.key, 'formula injection', cells.problems.join('; ') || null);
      } else if (/^text\/plain/.test(type)) {
        delimited++;
        tally.record(route.key, 'field and line injection', delimitedProblem(answer.bytes.toString('latin1')));
      }
    }
    expect(tally.failuresSince(mark)).toEqual([]);
    // The injections reached the exports: the checks above looked at them.
    expect(quoted).toBeGreaterThan(INJECTIONS.length);
    expect(delimited).toBeGreaterThan(0);
  }, MANY_REQUESTS_MS);

  it("sends helmet's headers and no X-Powered-By on every answer: JSON, errors, files, the admin and stored images", async () => {
    const mark = tally.mark();
    const answers: Array<[string, Answer | { headers: Record<string, string> }]> = [];
    for (const route of api.routes.filter((r) => !isWrite(r))) {
      answers.push([route.key, await call(t, route, { token: bravo.users[1].token, path: pathValues(route, bravo), query: requiredQuery(route) })]);
    }
    answers.push(['GET /api/no-existe', await t.http.get('/api/no-existe')]);
    answers.push(['GET /', await t.http.get('/')]);
    const image = await t.http
      .post('/api/activos/upload-image')
      .set('Authorization', `Bearer ${bravo.users[5].token}`)
      .attach('file', await pngImage(8, 8, 'liso'), 'pixel.png');
    expect(image.status).toBe(201);
    answers.push(['GET /uploads/…', await t.http.get(image.body.imagePath)]);
    for (const [key, answer] of answers) tally.record(key, "helmet's headers", headerProblem(answer.headers as Record<string, string>));
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('lets the admin load images only from this server and data: URLs (img-src), never from another site', async () => {
    const csp = (await t.http.get('/')).headers['content-security-policy'] as string;
    expect(csp.split(';').map((directiva) => directiva.trim()).filter((directiva) => directiva.startsWith('img-src'))).toEqual(["img-src 'self' data:"]);
  });

  it("runs only this server's scripts, and compiles WebAssembly (the label reader) but never evaluates text", async () => {
    const csp = (await t.http.get('/')).headers['content-security-policy'] as string;
    const directivas = csp.split(';').map((directiva) => directiva.trim());
    expect(directivas.filter((directiva) => directiva.startsWith('script-src '))).toEqual(["script-src 'self' 'wasm-unsafe-eval'"]);
    expect(directivas).toContain("script-src-attr 'none'");
  });

  it('answers CORS only to the configured origin, on every route', async () => {
    const mark = tally.mark();
    for (const route of api.routes) {
      const url = fillPath(route, Object.fromEntries(route.pathParams.map((name) => [name, 1])));
      const preflight = (origin: string) => t.http.options(url).set('Origin', origin).set('Access-Control-Request-Method', route.method.toUpperCase());
      const [unknown, nullOrigin, allowed] = await Promise.all([preflight(UNKNOWN_ORIGIN), preflight('null'), preflight(ALLOWED_ORIGIN)]);
      tally.record(route.key, 'preflight from an unknown origin', unknown.headers['access-control-allow-origin'] ? `allowed ${unknown.headers['access-control-allow-origin']}` : null);
      tally.record(route.key, 'preflight from the null origin', nullOrigin.headers['access-control-allow-origin'] ? 'allowed the null origin' : null);
      tally.record(route.key, 'preflight from the configured origin', allowed.headers['access-control-allow-origin'] === ALLOWED_ORIGIN ? null : 'refused the configured origin');
    }
    const simple = await t.http.get('/api/auth/me').set('Authorization', `Bearer ${bravo.users[6].token}`).set('Origin', UNKNOWN_ORIGIN);
    tally.record('GET /api/auth/me', 'request from an unknown origin', simple.headers['access-control-allow-origin'] ? 'allowed it' : null);
    expect(tally.failuresSince(mark)).toEqual([]);
  });
});
