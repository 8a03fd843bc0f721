import { randomBytes } from 'node:crypto';
import { AddressInfo, connect, Socket } from 'node:net';
import { Activo } from '../../src/activo/activo.entity';
import { bulkInsert } from '../../src/database/bulk-insert';
import { xlsxFile } from '../fixtures/spreadsheets';
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

// A client that asks for a large workbook and then reads nothing (its receive buffer full) must not hold the slot its
// company's heavy work takes: the slot is freed when the file is produced, and the silent connection is cut later.
describe('a client that stops reading', () => {
  const STALL_SECONDS = 10;
  let t: TestApp;
  let port: number;
  /** The server's end of each connection, by the client's port. */
  const delServidor = new Map<number, Socket>();
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // The default pool and limits (the suite above narrowed them in this process's environment).
    const porDefecto = { HEAVY_WORK_THREADS: '', HEAVY_WORK_PER_COMPANY: '', HEAVY_WORK_QUEUE: '' };
    t = await createTestApp({ env: { ...porDefecto, DOWNLOAD_STALL_SECONDS: String(STALL_SECONDS) } });
    const server = t.app.getHttpServer();
    server.on('connection', (socket: Socket) => delServidor.set(socket.remotePort!, socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.destroy());
    await t.close();
  });

  interface Lento {
    /** The status line and headers, and the first bytes of the body. */
    inicio: string;
    socket: Socket;
  }

  /** Asks for `path` with a session or an API key and stops reading after the first bytes. */
  function stalledDownload(path: string, credential: string): Promise<Lento> {
    return new Promise((resolve, reject) => {
      const header = credential.startsWith('af_') ? `X-Api-Key: ${credential}` : `Authorization: Bearer ${credential}`;
      const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${header}\r\n\r\n`));
      sockets.push(socket);
      socket.once('error', reject);
      socket.once('data', (chunk: Buffer) => {
        socket.pause();
        resolve({ inicio: chunk.toString('latin1'), socket });
      });
    });
  }

  const cerrado = (socket: Socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));

  /** What the client still receives once it reads again, until the connection ends. */
  function leerHastaElFin(lento: Lento): Promise<number> {
    return new Promise((resolve) => {
      let bytes = Buffer.byteLength(lento.inicio, 'latin1');
      lento.socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
      lento.socket.on('error', () => undefined);
      lento.socket.once('close', () => resolve(bytes));
      lento.socket.resume();
    });
  }

  it('frees the slot when the file is produced: another company imports and prints meanwhile, and the silent connection is closed later', async () => {
    const maestro = await t.login();
    // Company A (the demo company): a catalogue whose workbook is far larger than what both sockets' buffers hold
    // (a few MB), with text that does not compress.
    const texto = (length: number) => randomBytes(length).toString('base64').slice(0, length);
    const filas = Array.from({ length: 6000 }, (_, i) => ({
      companiaId: 1,
      codigo: `LENTO-${i + 1}`,
      descripcion: texto(500),
      observaciones: texto(1000),
      detalleStatus: texto(255),
      descripcionContable: texto(255),
      estado: 'Activo',
    }));
    for (let i = 0; i < filas.length; i += 100) await bulkInsert(t.dataSource.manager, Activo, filas.slice(i, i + 100));
    const lector = await crearUsuario(t, maestro, 6, 1, 'lector.lento@demo.pe');
    const clave = (await t.http.post('/api/ClaveApi').set(auth(maestro)).send({ nombre: 'Sistema lento', permiso: 'lectura' }).expect(201)).body.clave as string;

    // A type-6 user and a read-only API key of company A ask for the workbook and read nothing more.
    const lentos = await Promise.all([lector.token, clave].map((credential) => stalledDownload('/api/activos/export/excel', credential)));
    expect(lentos.map((lento) => lento.inicio.split('\r\n')[0])).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    // The whole file was produced before the first byte went out: its length is known.
    const longitudes = lentos.map((lento) => Number(/\r\ncontent-length: (\d+)\r\n/i.exec(lento.inicio)?.[1]));
    expect(longitudes.every((longitud) => longitud > 8_000_000)).toBe(true);

    // Company B, meanwhile: a 3-row import and a PDF.
    const otra = await crearCompania(t, maestro, 'Vecina Puntual S.A.C.', '2060000007');
    const vecino = await crearUsuario(t, maestro, 5, otra.id, 'vecino@puntual.pe');
    const archivo = await xlsxFile([
      ['Nombre', 'Apellido', 'Correo', 'DNI'],
      ['Rosa', 'Quispe', 'rosa@puntual.pe', '41234567'],
      ['Luis', 'Mamani', 'luis@puntual.pe', '42345678'],
      ['Ana', 'Huamán', 'ana@puntual.pe', '43456789'],
    ]);
    const [importacion, pdf] = await Promise.all([
      t.http
        .post('/api/Cliente/import-excel')
        .set(auth(vecino.token))
        .attach('file', archivo, 'clientes.xlsx')
        .field('config', JSON.stringify({ startRow: 2, nombreColumn: 1, apellidoColumn: 2, correoColumn: 3, dniColumn: 4 })),
      download(t.http.get('/api/activos/export/pdf').set(auth(vecino.token))),
    ]);
    expect(importacion.status).toBe(201);
    expect(importacion.body).toMatchObject({ successCount: 3, errorCount: 0 });
    expect(pdf.status).toBe(200);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    // The slow readers were still connected: company B did not wait for them to be cut off.
    const servidor = lentos.map((lento) => delServidor.get(lento.socket.localPort!)!);
    expect(servidor.map((socket) => socket.closed)).toEqual([false, false]);
    // The server closes a connection that reads nothing for the stall time; the client, reading again, finds the file cut short.
    await Promise.all(servidor.map(cerrado));
    const recibidos = await Promise.all(lentos.map(leerHastaElFin));
    recibidos.forEach((bytes, i) => expect(bytes).toBeLessThan(longitudes[i]));
  }, 90_000);
});
