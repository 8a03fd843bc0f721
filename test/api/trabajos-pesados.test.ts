import { auth, crearCompania, crearUsuario, download } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const BUSY = 'Hay trabajos pesados en curso para su compañía; intente en unos segundos';

// One running heavy job per company and none waiting: a company's second simultaneous PDF is refused at once.
describe('heavy work is shared fairly between companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HEAVY_WORK_THREADS: '2', HEAVY_WORK_PER_COMPANY: '1', HEAVY_WORK_QUEUE: '0' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and a Spanish message past the company’s limit, while another company is served', async () => {
    const maestro = await t.login();
    const otra = await crearCompania(t, maestro, 'Otra Empresa S.A.C.', '2060000003');
    const vecino = await crearUsuario(t, maestro, 5, otra.id, 'vecino@otra.pe');
    const pdf = (token: string) => download(t.http.get('/api/activos/export/pdf').set(auth(token)));

    const [mias, suya] = await Promise.all([Promise.all(Array.from({ length: 6 }, () => pdf(maestro))), pdf(vecino.token)]);
    expect(suya.status).toBe(200);
    const statuses = mias.map((res) => res.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses).toContain(200);
    const refused = mias.find((res) => res.status === 429)!;
    expect(refused).toBeDefined();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body.toString()).message).toBe(BUSY);

    // The refusals freed nothing they did not hold: the company is served again.
    expect((await pdf(maestro)).status).toBe(200);
  });
});

// Every route whose work grows with the company's data takes a slot of the same fair queue, whether it runs on a pool thread or streams from the event loop.
describe('heavy routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every report, export, PDF and import documents the 429 of a full queue', async () => {
    const document = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>> };
    const pesadas = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => /\/(reportes|export|import-excel)|\/pdf$/.test(path) && operation.responses)
        .map(([method, operation]) => ({ ruta: `${method.toUpperCase()} ${path}`, status429: operation.responses['429']?.description ?? null })),
    );
    expect(pesadas.length).toBeGreaterThanOrEqual(15);
    expect(pesadas.filter((p) => p.status429 !== BUSY)).toEqual([]);
  });
});
