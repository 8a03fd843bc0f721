import { Agent, request } from 'node:http';

/** One answer of the API as the load records it: status 0 is a request that got no answer (connection error, timeout). */
export interface Respuesta<T = unknown> {
  status: number;
  ms: number;
  requestId: string | null;
  /** Parsed JSON, or { bytes } for a download; null without an answer. */
  body: T;
  /** Why there was no answer. */
  error?: string;
}

export interface Llamada {
  method?: 'GET' | 'POST' | 'PUT';
  token?: string;
  json?: unknown;
  form?: FormData;
  timeoutMs?: number;
  /** The connection to use: a person's own (see agentePropio); by default one shared keep-alive pool. */
  agente?: Agent;
}

const TIMEOUT_MS = 30_000;
const COMPARTIDO = new Agent({ keepAlive: true });

/**
 * One keep-alive connection for one simulated person, as a browser keeps its own. A pool
 * shared by everyone would open and close connections as the load ebbs and flows, and a
 * busy Node server accepts about one new connection per event-loop turn: those requests
 * would wait in the listen queue, a cost no real user of the panel pays on every click.
 */
export const agentePropio = () => new Agent({ keepAlive: true, maxSockets: 1 });

async function cuerpo(llamada: Llamada): Promise<{ body?: Buffer; type?: string }> {
  if (llamada.json !== undefined) return { body: Buffer.from(JSON.stringify(llamada.json)), type: 'application/json' };
  if (!llamada.form) return {};
  // A Response encodes the multipart body and names its boundary, as fetch would send it.
  const encoded = new Response(llamada.form);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

/** One request over node:http, timed until its whole body is read. */
export async function llamar<T = unknown>(url: string, path: string, llamada: Llamada = {}): Promise<Respuesta<T>> {
  const { body, type } = await cuerpo(llamada);
  const headers: Record<string, string> = {};
  if (llamada.token) headers.Authorization = `Bearer ${llamada.token}`;
  if (body) Object.assign(headers, { 'Content-Type': type!, 'Content-Length': String(body.length) });
  const started = performance.now();
  return new Promise((resolve) => {
    const sinRespuesta = (error: Error & { code?: string }) =>
      resolve({ status: 0, ms: performance.now() - started, requestId: null, body: null as T, error: error.code ?? error.name });
    const req = request(
      `${url}${path}`,
      { method: llamada.method ?? (body ? 'POST' : 'GET'), headers, agent: llamada.agente ?? COMPARTIDO, signal: AbortSignal.timeout(llamada.timeoutMs ?? TIMEOUT_MS) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', sinRespuesta);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const json = (res.headers['content-type'] ?? '').includes('json');
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            requestId: (res.headers['x-request-id'] as string | undefined) ?? null,
            body: (json ? JSON.parse(raw.toString('utf8')) : { bytes: raw.length }) as T,
          });
        });
      },
    );
    req.on('error', sinRespuesta);
    req.end(body);
  });
}

/** The same, failing on anything but `esperado`: for the set-up steps, where an error means the bench cannot go on. */
export async function exigir<T>(url: string, path: string, llamada: Llamada, esperado = 200): Promise<T> {
  const res = await llamar<T>(url, path, llamada);
  if (res.status !== esperado) throw new Error(`${llamada.method ?? (llamada.json !== undefined || llamada.form ? 'POST' : 'GET')} ${path}: ${res.status} ${res.error ?? JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}
