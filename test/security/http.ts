import ExcelJS from 'exceljs';
import { leerZip } from '../../src/gre/sunat/simulador/zip';
import { pdfText } from '../fixtures/pdf';
import { auth, download } from '../utils/fixtures';
import { TestApp } from '../utils/test-app';
import { noteAttackTime } from './attack-times';
import { fillPath, Route } from './openapi';

/** A request's answer as every check of the suite reads it. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  /** The parsed body of a JSON answer. */
  json?: unknown;
  ms: number;
  /** The route called, as `METHOD /path` of the OpenAPI document. */
  route: string;
}

export interface Upload {
  file: Buffer;
  filename: string;
  contentType?: string;
  fields?: Record<string, string>;
}

export interface CallOptions {
  token?: string;
  path?: Record<string, string | number>;
  /** A record, or a query string sent as written (repeated or bracketed names). */
  query?: Record<string, string> | string;
  body?: unknown;
  /** JSON text as written, for what JSON.stringify cannot say (1e400, duplicate keys). */
  rawJson?: string;
  upload?: Upload;
  headers?: Record<string, string>;
}

export async function call(t: TestApp, route: Route, options: CallOptions = {}): Promise<Answer> {
  const query = typeof options.query === 'string' ? options.query : new URLSearchParams(options.query ?? {}).toString();
  const url = fillPath(route, options.path ?? {}) + (query ? `?${query}` : '');
  let req = t.http[route.method](url);
  if (options.token) req = req.set(auth(options.token));
  for (const [name, value] of Object.entries(options.headers ?? {})) req = req.set(name, value);
  if (options.upload) {
    const { file, filename, contentType, fields } = options.upload;
    req = req.attach('file', file, { filename, contentType });
    for (const [name, value] of Object.entries(fields ?? {})) req = req.field(name, value);
  } else if (options.rawJson !== undefined) {
    req = req.set('Content-Type', 'application/json').send(options.rawJson);
  } else if (options.body !== undefined) {
    req = req.send(options.body as object);
  }
  const started = Date.now();
  const res = await download(req);
  const ms = Date.now() - started;
  const bytes = res.body as Buffer;
  const headers = res.headers as Record<string, string>;
  let json: unknown;
  if (/json/.test(headers['content-type'] ?? '')) {
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, headers, bytes, json, ms, route: route.key };
}

/** Values for the query parameters a route requires, by name; a new required parameter needs one here. */
export function requiredQuery(route: Route): Record<string, string> {
  // The reports count months on Lima's calendar (UTC−5 all year).
  const lima = new Date(Date.now() - 5 * 3600_000).toISOString();
  // periodo: the month of the seeded improvement and disposal (samples.ts, 10/03/2025), so the journal shows their records.
  const VALUES: Record<string, string> = { anio: lima.slice(0, 4), desde: `${lima.slice(0, 4)}-01`, hasta: lima.slice(0, 7), daysToKeep: '36500', fecha: lima.slice(0, 10), periodo: '2025-03' };
  return Object.fromEntries(
    route.queryParams
      .filter((p) => p.required)
      .map((p) => {
        if (!VALUES[p.name]) throw new Error(`${route.key}: no value for the required query parameter ${p.name}; add one in test/security/http.ts`);
        return [p.name, VALUES[p.name]];
      }),
  );
}

/** Everything an answer shows a person: JSON, every cell of every sheet, the text of a PDF, each file of a zip, plain text. */
export async function answerText(answer: Answer): Promise<string> {
  if (answer.json !== undefined) return JSON.stringify(answer.json);
  const type = answer.headers['content-type'] ?? '';
  if (answer.bytes.subarray(0, 5).toString('latin1') === '%PDF-') return pdfText(answer.bytes);
  if (/spreadsheetml/.test(type)) return workbookText(answer.bytes);
  if (/application\/zip/.test(type)) return (await leerZip(answer.bytes)).map((entrada) => `${entrada.nombre}\n${entrada.datos.toString('utf8')}`).join('\n');
  return answer.bytes.toString(/8859-1|latin1/i.test(type) ? 'latin1' : 'utf8');
}

async function workbookText(file: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const lines: string[] = [];
  workbook.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((row) => row.eachCell((cell) => lines.push(cell.text)));
  });
  return lines.join('\n');
}

/** What only an internal failure shows: driver errors, SQL diagnostics, stack frames. */
const INTERNALS = /QueryFailedError|SQLITE_|syntax error|duplicate key|violates|\brelation "|ER_[A-Z_]{3,}|node_modules|\.[jt]s:\d+|\bat [\w.<>$]+ \(|TypeError|ReferenceError|Cannot read prop/i;

/** Why an answer is not a clean error of docs/arquitectura.md, "Contrato de la API" (`{ statusCode, message, error, requestId }`, nothing internal), or null. */
export function errorProblem(answer: Answer): string | null {
  if (answer.status < 400) return null;
  const body = answer.json as { statusCode?: unknown; message?: unknown; error?: unknown; requestId?: unknown } | undefined;
  const text = answer.bytes.toString('utf8');
  if (!body || typeof body !== 'object') return `error ${answer.status} is not JSON: ${text.slice(0, 120)}`;
  const message = [body.message].flat();
  if (body.statusCode !== answer.status || typeof body.error !== 'string' || typeof body.requestId !== 'string' || !message.every((m) => typeof m === 'string')) {
    return `error ${answer.status} without the error shape: ${text.slice(0, 200)}`;
  }
  if (INTERNALS.test(text)) return `error ${answer.status} shows internals: ${text.slice(0, 200)}`;
  return null;
}

/** Why an answer to an attack is not a robust one (no 5xx, a clean error), or null; its time is bench/seguridad's. */
export function robustnessProblem(answer: Answer): string | null {
  noteAttackTime(answer.ms, answer.route);
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.bytes.toString('utf8').slice(0, 200)}`;
  return errorProblem(answer);
}

/** Whether the text shows the marker, in any case. */
export const shows = (text: string, marker: string) => text.toLowerCase().includes(marker.toLowerCase());

/** Runs `task` over the items, at most `limit` at a time: requests in batches, without flooding the app. */
export async function inParallel<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The time a test that sends thousands of requests gets: minutes on a busy two-core machine, beyond jest's 60 s. */
export const MANY_REQUESTS_MS = 240_000;
