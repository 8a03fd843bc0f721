import request from 'supertest';
import { bombPayload, craftedXlsx, worksheetXml, xlsxFile, zipBomb } from '../fixtures/spreadsheets';
import { auth } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';
import { Company, pathValues, seedCompany } from './companies';
import { Answer, call, inParallel, MANY_REQUESTS_MS, robustnessProblem, Upload } from './http';
import { ApiDescription, describeApi, Route } from './openapi';
import { SQL } from './payloads';
import { weakestAllowed } from './rules';
import { Tally } from './tally';

/*
 * Every upload route of the OpenAPI document fed hostile files: each is refused with a
 * clear 4xx, and the process keeps serving (the 5 s each gets is bench/seguridad's figure).
 * The file limits and kinds are read from the documented descriptions ("Excel .xlsx o .xls, hasta 10 MB").
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MB = 1024 * 1024;
const PARALLEL = 2;

interface HostileFile {
  name: string;
  upload: (route: Route) => Upload;
  /**
   * A well-formed workbook whose grid only claims to be huge: the import reads it as the
   * small sheet it is (src/common/spreadsheet/excel-import.spec.ts) rather than refuse a
   * real file; a 2xx is fine if it is quick and bounded.
   */
  readAsSmall?: boolean;
  /** Hostile to the spreadsheet routes only: a real image is what the image route takes. */
  spreadsheetsOnly?: boolean;
}

const headers = [[1, ['Columna A', 'Columna B']]] as [number, string[]][];
const mergedOverGrid = worksheetXml([...headers, [2, ['A-1', 'Fila']]], '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>');
const lastRowOfGrid = worksheetXml([...headers, [1_048_576, ['Z-9', 'Última fila']]]);
const pastTheGrid = worksheetXml([...headers, [2_147_483_647, ['Z-9', 'Más allá de la hoja']]]);

/** The documented size limit of the route's file, in bytes. */
const limitOf = (route: Route) => Number(/hasta (\d+) MB/.exec(route.upload!.file)?.[1]) * MB;
const isImage = (route: Route) => /imagen/i.test(route.upload!.file);

/** The text fields a well-meaning client sends: config maps each documented `<key>Column` to columns 1, 2, …; startRow 2. */
function fieldsOf(route: Route): Record<string, string> {
  const { fields } = route.upload!;
  const out: Record<string, string> = {};
  if (fields.startRow !== undefined) out.startRow = '2';
  if (fields.config !== undefined) {
    const keys = (/\{ (.+) \}/.exec(fields.config)?.[1] ?? '').split(', ').filter((key) => key.endsWith('Column'));
    out.config = JSON.stringify({ startRow: 2, ...Object.fromEntries(keys.map((key, i) => [key, i + 1])) });
  }
  return out;
}

describe('security: hostile uploads to every upload route', () => {
  const tally = new Tally('uploads');
  let t: TestApp;
  let api: ApiDescription;
  let bravo: Company;
  let files: HostileFile[];

  const uploads = () => api.routes.filter((r) => r.upload);
  // A route of a record (an acta's scan) uploads to the company's own one.
  const send = (route: Route, upload: Upload) => call(t, route, { token: bravo.users[weakestAllowed(route)].token, path: pathValues(route, bravo), upload });

  beforeAll(async () => {
    t = await createTestApp();
    api = await describeApi(t);
    tally.document(api.routes);
    bravo = await seedCompany(t, 'BRAVOZQX');
    const bomb = await bombPayload(300 * MB);
    const file = (name: string, bytes: Buffer, filename = 'datos.xlsx', contentType = XLSX) => ({
      name,
      upload: (route: Route) => ({ file: bytes, filename, contentType, fields: fieldsOf(route) }),
    });
    files = [
      file('an HTML page named foto.png', Buffer.from('<html><script>alert(1)</script></html>'), 'foto.png', 'image/png'),
      file('an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'foto.svg', 'image/svg+xml'),
      { ...file('a PNG named datos.xlsx', Buffer.concat([PNG, Buffer.alloc(64)])), spreadsheetsOnly: true },
      file('a CSV named datos.xlsx', Buffer.from('Codigo,Descripcion\nA-1,Silla\n')),
      file('an empty file', Buffer.alloc(0)),
      { name: 'one byte over the documented limit', upload: (route) => ({ file: Buffer.concat([PNG, Buffer.alloc(limitOf(route) - PNG.length + 1)]), filename: 'grande.png', fields: fieldsOf(route) }) },
      file('a zip bomb (300 MB in 300 KB)', zipBomb(bomb, 300 * MB)),
      file('a zip bomb that lies about its size', zipBomb(bomb, 100_000)),
      file('3,000 sheets', craftedXlsx(Array.from({ length: 3000 }, () => worksheetXml(headers)))),
      file('a row number past the grid', craftedXlsx([pastTheGrid])),
      { ...file('a merged range over the whole grid', craftedXlsx([mergedOverGrid])), readAsSmall: true },
      { ...file('a cell on the last row of the grid, among 300 sheets', craftedXlsx([lastRowOfGrid, ...Array.from({ length: 299 }, () => worksheetXml(headers))])), readAsSmall: true },
    ];
  });
  afterEach(async () => {
    expect((await t.http.get('/api/health')).status).toBe(200);
  });
  afterAll(async () => {
    tally.report();
    await t?.close();
  });

  /** A clear 4xx; a workbook read as small may instead answer a 2xx with at most its two rows or 200 headers. */
  function uploadProblem(answer: Answer, readAsSmall = false): string | null {
    const problem = robustnessProblem(answer);
    if (problem || answer.status >= 400) return problem;
    if (!readAsSmall) return `answered ${answer.status}`;
    const body = answer.json as string[] | { processedItems?: unknown[] };
    const size = Array.isArray(body) ? body.length : (body?.processedItems?.length ?? 0);
    return size > 200 ? `answered ${size} items for a two-row sheet` : null;
  }

  it('refuses spoofed, empty, oversized, bombed and crafted files with a clear 4xx', async () => {
    const mark = tally.mark();
    expect(uploads().length).toBeGreaterThan(3);
    const cases = uploads().flatMap((route) => files.filter((file) => !(file.spreadsheetsOnly && isImage(route))).map((file) => ({ route, file })));
    await inParallel(cases, PARALLEL, async ({ route, file }) => {
      const answer = await send(route, file.upload(route));
      tally.record(route.key, file.name, uploadProblem(answer, file.readAsSmall && !isImage(route)));
    });
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('refuses a missing file, two files, another field name and hostile text fields', async () => {
    const mark = tally.mark();
    const image = Buffer.concat([PNG, Buffer.alloc(64)]);
    const workbook = await xlsxFile([['Columna A'], ['valor']]);
    for (const route of uploads()) {
      const good = isImage(route) ? image : workbook;
      const malformed: Array<[string, (req: request.Test) => request.Test]> = [
        ['no file', (req) => req.field('startRow', '2')],
        ['two files', (req) => req.attach('file', good, 'a.xlsx').attach('file', good, 'b.xlsx')],
        ['the file under another name', (req) => req.attach('archivo', good, 'a.xlsx')],
      ];
      for (const [name, build] of malformed) {
        const res = await build(t.http.post(route.path).set(auth(bravo.users[weakestAllowed(route)].token)));
        tally.record(route.key, name, res.status >= 400 && res.status < 500 ? null : `answered ${res.status}`);
      }
      for (const [field] of Object.entries(route.upload!.fields)) {
        for (const [name, value] of [
          ['SQL', SQL],
          ['__proto__', '{"__proto__":{"tipo":1},"startRow":2}'],
          ['a column beyond the sheet', '{"startRow":2,"DescripcionColumn":999999,"calleColumn":999999,"nombreColumn":999999}'],
          ['70 KB', 'x'.repeat(70 * 1024)],
        ]) {
          const answer = await send(route, { file: good, filename: 'datos.xlsx', fields: { ...fieldsOf(route), [field]: value } });
          // A bad startRow means the default row 2 (the wizard's rule): a success is fine there, a 5xx never.
          tally.record(route.key, `${field}: ${name}`, field === 'startRow' && answer.status < 300 ? null : uploadProblem(answer));
        }
      }
    }
    expect(tally.failuresSince(mark)).toEqual([]);
  }, MANY_REQUESTS_MS);

  it('answers an asset import whose numbers overflow every column with per-row errors, never a 5xx', async () => {
    const route = api.routes.find((r) => r.key === 'POST /api/activos/import-excel')!;
    const huge = [1e20, 2_147_483_648, 9.99e15];
    const file = await xlsxFile([['Descripción', 'Cantidad', 'Precio', 'Largo'], ...huge.map((n) => [`Fila ${n}`, n, n, n])]);
    const config = JSON.stringify({ startRow: 2, DescripcionColumn: 1, CantidadColumn: 2, PrecioUndMnColumn: 3, LargoColumn: 4 });
    const answer = await send(route, { file, filename: 'activos.xlsx', fields: { config } });
    const result = answer.json as { successCount?: number; errorCount?: number };
    const problem = robustnessProblem(answer) ?? (answer.status < 300 && result.errorCount !== huge.length ? `imported ${result.successCount} of them` : null);
    tally.record(route.key, 'numbers beyond the columns', problem);
    expect(problem).toBeNull();
  });
});
