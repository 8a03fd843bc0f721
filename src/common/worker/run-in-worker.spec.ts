import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { largeXlsxFile, xlsxFile, zipArchive } from '../../../test/fixtures/spreadsheets';
import { EventEmitter } from 'node:events';
import type { Solicitud } from '../request-context';
import { RetryLaterException } from '../retry-later.exception';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { configureHeavyWork, defaultHeavyWorkLimits, HEAVY_WORK_BUSY, holdHeavySlot, readInWorker, runInWorker, WorkerTaskError } from './run-in-worker';
import { movableBuffers, restoreBuffers } from './transferable-buffers';
import { RENDER_PDF } from '../pdf/render-pdf';
import { READ_SHEET } from '../../importacion/excel-import';
import { LEER_SQLITE } from '../../database/scan-rows';

const LIMITS = { timeoutMs: 20_000, maxOldGenerationSizeMb: 256 };

function table(rows: number): TDocumentDefinitions {
  return {
    content: [{ table: { body: Array.from({ length: rows }, (_, i) => [`Fila ${i}`, 'Descripción de prueba', String(i * 3.5)]) } }],
  };
}

async function failure(promise: Promise<unknown>): Promise<WorkerTaskError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(WorkerTaskError);
  return error as WorkerTaskError;
}

describe('runInWorker', () => {
  it('runs a task in a thread and moves its Buffer result back', async () => {
    const pdf = await runInWorker(RENDER_PDF, { document: { content: 'Hola' } }, LIMITS, null);
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('moves a large input Buffer to the thread instead of copying it', async () => {
    const file = await xlsxFile([['Código'], ['A-1']]);
    const size = file.length;
    const { headers } = await runInWorker(READ_SHEET, { file, format: 'xlsx', startRow: 2, fields: null }, LIMITS, null);
    expect(headers).toEqual(['Código']);
    expect(size).toBeGreaterThan(4096);
    expect(file.length).toBe(0);
  });

  it('delivers the items a task emits in order, all before its result', async () => {
    const file = await largeXlsxFile(600, 2);
    const fields = [{ key: 'c0', label: 'C0', type: 'string' as const, column: 1 }];
    const batches: number[][] = [];
    const { headers } = await runInWorker(READ_SHEET, { file, format: 'xlsx', startRow: 2, fields }, LIMITS, null, (rows) => batches.push(rows.map((row) => row.rowNumber)));
    expect(headers).toHaveLength(2);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(Array.from({ length: 600 }, (_, i) => i + 2));
  });

  it('answers a rejection of the input with its user-facing message', async () => {
    const notAWorkbook = zipArchive([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    const error = await failure(runInWorker(READ_SHEET, { file: notAWorkbook, format: 'xlsx', startRow: 2, fields: null }, LIMITS, null));
    expect(error.failure).toBe('rejected');
    expect(error.message).toBe('El archivo debe ser un Excel (.xlsx o .xls)');
  });

  it('reports an unexpected error of the task as a crash', async () => {
    const error = await failure(runInWorker(RENDER_PDF, { document: { content: 'x', defaultStyle: { font: 'NoExiste' } } }, LIMITS, null));
    expect(error.failure).toBe('crash');
    expect(error.message).toContain('NoExiste');
  });

  it('terminates a task that runs past its deadline', async () => {
    const error = await failure(runInWorker(RENDER_PDF, { document: table(20_000) }, { ...LIMITS, timeoutMs: 300 }, null));
    expect(error.failure).toBe('timeout');
  });

  it('ends a thread that exceeds its heap, not the process', async () => {
    // pdfmake lays out the whole table in memory: far more than 24 MB for 20,000 rows, whatever code the thread runs.
    const error = await failure(runInWorker(RENDER_PDF, { document: table(20_000) }, { ...LIMITS, maxOldGenerationSizeMb: 24 }, null));
    expect(error.failure).toBe('out-of-memory');
    // The process goes on: the next task runs normally.
    const pdf = await runInWorker(RENDER_PDF, { document: { content: 'sigue vivo' } }, LIMITS, null);
    expect(pdf.length).toBeGreaterThan(0);
  });

  it('runs more calls than threads by queueing them', async () => {
    const pdfs = await Promise.all(Array.from({ length: 8 }, (_, i) => runInWorker(RENDER_PDF, { document: { content: `Documento ${i}` } }, LIMITS, null)));
    expect(pdfs.every((pdf) => pdf.subarray(0, 4).toString() === '%PDF')).toBe(true);
  });
});

describe('runInWorker for many companies', () => {
  /** A request of this company and user whose client can hang up: `work` is done for it. */
  function asCaller<T>(companiaId: number, userId: number, work: (solicitud: Solicitud) => Promise<T>): { result: Promise<T>; hangUp(): void } {
    const res = Object.assign(new EventEmitter(), { writableFinished: false, setHeader: () => undefined });
    const solicitud = { header: () => undefined, user: { companiaId, userId }, res, originalUrl: '/api/prueba', method: 'GET' } as unknown as Solicitud;
    return { result: work(solicitud), hangUp: () => res.emit('close') };
  }
  const slowPdf = (solicitud: Solicitud | null) => runInWorker(RENDER_PDF, { document: table(20_000) }, { ...LIMITS, timeoutMs: 60_000 }, solicitud);
  const smallPdf = (solicitud: Solicitud | null) => runInWorker(RENDER_PDF, { document: { content: 'breve' } }, LIMITS, solicitud);

  beforeAll(() => configureHeavyWork({ total: 2, perCompany: 1, perUser: 1, queuePerCompany: 1 }));
  afterAll(() => configureHeavyWork(defaultHeavyWorkLimits()));

  it("queues a company's job behind its running one, refuses the next with 429 and Retry-After, and lets another company through", async () => {
    const running = asCaller(1, 10, slowPdf);
    const queued = asCaller(1, 11, smallPdf);
    const refused = await asCaller(1, 12, smallPdf).result.catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLaterException);
    expect((refused as RetryLaterException).getStatus()).toBe(429);
    expect((refused as RetryLaterException).message).toBe(HEAVY_WORK_BUSY);
    expect((refused as RetryLaterException).retryAfterSeconds).toBeGreaterThan(0);

    // Another company does not wait for the first one's flood.
    const otra = await asCaller(2, 20, smallPdf).result;
    expect(otra.subarray(0, 4).toString()).toBe('%PDF');

    // A client that hangs up: its waiting job is dropped, its running one ends its thread at once.
    queued.hangUp();
    await expect(queued.result).rejects.toMatchObject({ failure: 'cancelled' });
    running.hangUp();
    await expect(running.result).rejects.toMatchObject({ failure: 'cancelled' });

    // The slots are free again.
    expect((await asCaller(1, 10, smallPdf).result).length).toBeGreaterThan(0);
  });

  it('counts a held slot against its company until its work ends, not until its client has read the answer, and runs its thread work inside it', async () => {
    // The download's own PDF runs although its caller may run one job at a time: it is the same job.
    let release!: () => void;
    const descarga = asCaller(1, 10, async (solicitud) => {
      release = await holdHeavySlot(solicitud);
      return smallPdf(solicitud);
    });
    expect((await descarga.result).subarray(0, 4).toString()).toBe('%PDF');

    // Its slot is still held (its work has not ended): the company's next job waits, the one after is refused.
    const espera = asCaller(1, 11, smallPdf);
    const rechazo = await asCaller(1, 12, holdHeavySlot).result.catch((error: unknown) => error);
    expect(rechazo).toBeInstanceOf(RetryLaterException);
    let termino = false;
    void espera.result.then(() => (termino = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(termino).toBe(false);

    // The work ends while its client has not read a byte (no close): the waiting job runs.
    release();
    expect((await espera.result).length).toBeGreaterThan(0);
    // Releasing twice, or the client closing afterwards, frees nothing more.
    release();
    descarga.hangUp();
    const primera = asCaller(1, 13, holdHeavySlot);
    await primera.result;
    const segunda = asCaller(1, 14, holdHeavySlot);
    let empezo = false;
    void segunda.result.then(() => (empezo = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(empezo).toBe(false);
    primera.hangUp();
    await segunda.result;
    segunda.hangUp();
  });

  it('frees a held slot when its client goes away before the work ends', async () => {
    const primera = asCaller(1, 10, holdHeavySlot);
    await primera.result;
    primera.hangUp();
    const segunda = asCaller(1, 11, holdHeavySlot);
    await segunda.result;
    segunda.hangUp();
  });

  it('runs work outside a request (a scheduled job) as the system\'s, in its own turn', async () => {
    const ocupada = asCaller(1, 10, holdHeavySlot);
    await ocupada.result;
    // Company 1 holds its only slot: the system's job is not its, and is served at once.
    expect((await smallPdf(null)).length).toBeGreaterThan(0);
    ocupada.hangUp();
  });

  it("runs a read in its own lane: never behind the company's heavy jobs, even its caller's own", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lectura-'));
    const path = join(dir, 'datos.sqlite');
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3)');
    try {
      // The company's only heavy slot is taken by this same user, and another of its jobs waits.
      const pesado = asCaller(1, 10, slowPdf);
      let pesadoTermino = false;
      void pesado.result.catch(() => undefined).finally(() => (pesadoTermino = true));
      const enCola = asCaller(1, 11, smallPdf);
      const filas = await readInWorker(LEER_SQLITE, { path, sql: 'SELECT SUM(n) AS suma FROM t WHERE n > ?', parameters: [1] }, LIMITS, 1);
      expect(filas).toEqual([{ suma: 5 }]);
      expect(pesadoTermino).toBe(false);
      pesado.hangUp();
      await expect(pesado.result).rejects.toMatchObject({ failure: 'cancelled' });
      await enCola.result;
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('drops a held-slot request from the queue when its client goes away while waiting', async () => {
    const primera = asCaller(1, 10, holdHeavySlot);
    await primera.result;
    const segunda = asCaller(1, 11, holdHeavySlot);
    segunda.hangUp();
    await expect(segunda.result).rejects.toMatchObject({ failure: 'cancelled' });
    primera.hangUp();
    // Nothing was left behind: the company can hold its slot again.
    const tercera = asCaller(1, 12, holdHeavySlot);
    await tercera.result;
    tercera.hangUp();
  });
});

describe('movableBuffers / restoreBuffers', () => {
  it('moves Buffers that own their memory and copies slices of the shared pool', () => {
    const own = Buffer.alloc(64 * 1024);
    const pooled = Buffer.from('pequeño');
    expect(movableBuffers({ own, pooled, text: 'x' })).toEqual([own.buffer]);
    expect(movableBuffers(own)).toEqual([own.buffer]);
    expect(movableBuffers({ a: own, b: own.subarray(0) })).toHaveLength(1);
  });

  it('moves and restores the Buffers of an array, a document in pieces', () => {
    const pieces = [Buffer.alloc(64 * 1024), Buffer.alloc(64 * 1024)];
    expect(movableBuffers({ pieces, names: ['a'] })).toEqual(pieces.map((piece) => piece.buffer));
    const cloned = pieces.map((piece) => new Uint8Array(piece.buffer));
    const restored = restoreBuffers({ pieces: cloned, names: ['a'] });
    expect(restored.pieces.every((piece) => Buffer.isBuffer(piece))).toBe(true);
    expect(restored.pieces[1].buffer).toBe(cloned[1].buffer);
    expect(restored.names).toEqual(['a']);
  });

  it('turns cloned Uint8Arrays back into Buffers without copying', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const restored = restoreBuffers({ file: bytes, startRow: 2 });
    expect(Buffer.isBuffer(restored.file)).toBe(true);
    expect(restored.file.buffer).toBe(bytes.buffer);
    expect(restored.startRow).toBe(2);
  });
});
