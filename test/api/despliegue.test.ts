import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { pngImage } from '../fixtures/images';
import { auth } from '../utils/fixtures';
import { createTestApp, freshDatabase, TestApp } from '../utils/test-app';

/*
 * Production deployment: the built server (npm run build first) started as a container
 * starts it, NODE_ENV=production, alone and as two replicas on one database.
 */

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');
const VERSION: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
const ADMIN = { email: 'jefe@empresa.pe', password: 'Clave-De-Produccion-2025' };
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(36).toString('base64url'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  APP_URL: 'https://activos.empresa.pe',
  SECRETS_KEY: randomBytes(32).toString('base64'),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  stop(): Promise<void>;
}

/** `node dist/src/main.js` with only the given environment, once it answers ready. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) } });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const instance: Instance = {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitFor('the server to answer ready', async () => {
      if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode}):\n${output}`);
      // Only once this server says it listens: another suite's server may have taken the port since freePort.
      if (!output.includes(`escuchando en http://localhost:${port}`)) return undefined;
      return (await fetch(`${instance.url}/api/health/ready`).then((r) => r.ok, () => false)) || undefined;
    }, 60_000);
    return instance;
  } catch (error) {
    await instance.stop();
    throw error;
  }
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ CorreoElectronico: ADMIN.email, Contrasena: ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function post(url: string, path: string, token: string, body: unknown): Promise<{ id: number }> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { ...auth(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number };
}

describe('production refusals of the built server', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, [MAIN], { cwd: ROOT, env: { PATH: process.env.PATH, DB_PATH: ':memory:', ...env }, encoding: 'utf8', timeout: 20_000 });

  it.each([
    ['without JWT_SECRET', { JWT_SECRET: '' }, /JWT_SECRET debe tener al menos 32 caracteres en producción/],
    ['with a short JWT_SECRET', { JWT_SECRET: 'corta-corta-corta' }, /JWT_SECRET debe tener al menos 32 caracteres en producción/],
    ['without ADMIN_PASSWORD', { ADMIN_PASSWORD: '' }, /ADMIN_PASSWORD es obligatorio en producción/],
    ['with the demo ADMIN_PASSWORD', { ADMIN_PASSWORD: 'admin123' }, /ADMIN_PASSWORD no puede ser la contraseña de demostración en producción/],
    ['without APP_URL', { APP_URL: '' }, /APP_URL es obligatoria en producción/],
    ['without SECRETS_KEY', { SECRETS_KEY: '' }, /SECRETS_KEY es obligatoria en producción/],
  ])('stops %s with one line, before touching the database', (_case, env, message) => {
    const result = run({ ...PRODUCTION, ...env });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
  });
});

describe('health, readiness and the client address behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('answers liveness with the package version, and readiness with the database and its migrations', async () => {
    const live = await t.http.get('/api/health').expect(200);
    expect(live.body).toEqual({ status: 'ok', version: VERSION, uptimeSeconds: expect.any(Number) });
    const ready = await t.http.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok', version: VERSION, database: { type: expect.any(String), reachable: true, ms: expect.any(Number) }, pendingMigrations: [] });
  });

  it('is not ready, with a Spanish reason, while a migration is pending', async () => {
    const [last] = (await t.dataSource.query('SELECT name FROM migrations ORDER BY timestamp DESC')) as Array<{ name: string }>;
    await t.dataSource.undoLastMigration();
    try {
      const res = await t.http.get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'error', message: `La base de datos tiene migraciones pendientes: ${last.name}`, pendingMigrations: [last.name] });
      expect((await t.http.get('/api/health').expect(200)).body.status).toBe('ok');
    } finally {
      await t.dataSource.runMigrations();
    }
    await t.http.get('/api/health/ready').expect(200);
  });

  it('is not ready while the database does not answer', async () => {
    await t.dataSource.destroy();
    try {
      const res = await t.http.get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'error', message: 'La base de datos no responde', database: { reachable: false }, pendingMigrations: null });
    } finally {
      await t.dataSource.initialize();
    }
  });

  it('takes the client address from the one trusted proxy, so the login limit counts clients, not the proxy', async () => {
    const attempt = (forwardedFor: string, email: string) =>
      t.http.post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ correoElectronico: email, contrasena: 'equivocada' });
    // The left entry is whatever the client sent; the proxy appends the address it saw.
    for (let i = 0; i < 10; i++) expect((await attempt(`10.9.9.9, 203.0.113.7`, `nadie${i}@demo.pe`)).status).toBe(401);
    expect((await attempt('203.0.113.7', 'otro@demo.pe')).status).toBe(429);
    expect((await attempt('10.9.9.9, 203.0.113.8', 'otro@demo.pe')).status).toBe(401);
    const rows: Array<{ ipAddress: string }> = await t.dataSource.query(`SELECT DISTINCT "ipAddress" FROM audit_log WHERE action = 'LOGIN_FAILED' ORDER BY "ipAddress"`);
    expect(rows.map((row) => row.ipAddress)).toEqual(['203.0.113.7', '203.0.113.8']);
  });
});

interface Outcome {
  started: number;
  ended: number;
  status?: number;
  error?: string;
}

/** One GET on its own connection, or on `agent`'s kept-alive ones; never rejects. */
function timedGet(url: string, headers: Record<string, string>, agent: http.Agent | false): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const failed = (error: NodeJS.ErrnoException) => resolve({ started, ended: performance.now(), error: error.code ?? error.message });
    http
      .get(url, { headers, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ started, ended: performance.now(), status: res.statusCode }));
        res.on('error', failed);
      })
      .on('error', failed);
  });
}

describe('the built server under its requests', () => {
  const dir = mkdtempSync(join(tmpdir(), 'activos-contexto-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves reads, writes, a scan in the pool and a PDF without tracking async context, which on Node 20 hooks every promise', async () => {
    const preload = join(ROOT, 'test', 'utils', 'contexto-asincrono.js');
    const server = await startInstance({ ...PRODUCTION, DB_PATH: join(dir, 'activos.sqlite'), UPLOAD_DIR: join(dir, 'uploads'), NODE_OPTIONS: `--require ${preload}` });
    try {
      const token = await login(server.url);
      const { id } = await post(server.url, '/api/activos', token, { descripcion: 'Silla giratoria', precioUndMn: 350 });
      const put = await fetch(`${server.url}/api/activos/${id}`, {
        method: 'PUT',
        headers: { ...auth(token), 'Content-Type': 'application/json' },
        body: JSON.stringify({ descripcion: 'Silla ergonómica', precioUndMn: 350 }),
      });
      expect(put.status).toBe(200);
      for (const path of ['/api/activos?filter={"q":"silla"}', '/api/activos/export/pdf', '/api/dashboard']) expect((await fetch(`${server.url}${path}`, { headers: auth(token) })).status).toBe(200);
      server.child.kill('SIGUSR2');
      const linea = await waitFor('the preload to answer', async () => /contexto-asincrono:(\d+)/.exec(server.output())?.[1], 10_000);
      expect(Number(linea)).toBe(0);
    } finally {
      await server.stop();
    }
  });
});

describe('graceful shutdown under load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'activos-apagado-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes every request sent before SIGTERM, drains while not ready, refuses the rest and exits 0', async () => {
    const server = await startInstance({ ...PRODUCTION, DB_PATH: join(dir, 'activos.sqlite'), UPLOAD_DIR: join(dir, 'uploads') });
    try {
      const token = await login(server.url);
      for (let i = 1; i <= 40; i++) await post(server.url, '/api/activos', token, { descripcion: `Laptop de prueba ${i}`, marca: 'Lenovo', precioUndMn: 2500 });
      // Production keeps Swagger UI off.
      expect((await fetch(`${server.url}/api/docs-json`)).status).toBe(404);

      // Reads, a PDF rendered off the event loop and a statistics query, on fresh and kept-alive connections.
      const paths = ['/api/activos?range=[0,24]', '/api/activos/export/pdf', '/api/activos/statistics', '/api/activos?range=[10,34]&sort=["descripcion","DESC"]'];
      const keepAlive = new http.Agent({ keepAlive: true });
      const outcomes: Outcome[] = [];
      const deadline = Date.now() + 30_000;
      const worker = async (i: number) => {
        for (;;) {
          const outcome = await timedGet(`${server.url}${paths[i % paths.length]}`, auth(token), i % 2 ? keepAlive : false);
          outcomes.push(outcome);
          // Refused: the listener has closed, the server takes no more.
          if (outcome.error === 'ECONNREFUSED' || Date.now() > deadline) return;
        }
      };
      const workers = Array.from({ length: 8 }, (_, i) => worker(i));
      await sleep(1_500);
      const signalAt = performance.now();
      server.child.kill('SIGTERM');
      await sleep(300);
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect([ready.status, ((await ready.json()) as { message: string }).message]).toEqual([503, 'El servicio se está deteniendo']);
      await Promise.all(workers);
      keepAlive.destroy();

      expect(await server.exited).toEqual({ code: 0, signal: null });
      const sentBefore = outcomes.filter((outcome) => outcome.started < signalAt);
      expect(sentBefore.length).toBeGreaterThan(20);
      expect(sentBefore.filter((outcome) => outcome.ended > signalAt).length).toBeGreaterThan(0); // in flight at the signal
      expect(sentBefore.filter((outcome) => outcome.status !== 200)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status >= 500)).toEqual([]);
      expect(outcomes.some((outcome) => outcome.started > signalAt && outcome.status === 200)).toBe(true); // served while draining
      expect(outcomes[outcomes.length - 1].error).toBe('ECONNREFUSED');
      // Structured logs: one JSON object a line, each request with its id.
      const lines = server.output().trim().split('\n').map((line) => JSON.parse(line) as { context?: string; message: Record<string, unknown> });
      const requests = lines.filter((line) => line.context === 'HTTP');
      expect(requests.length).toBeGreaterThanOrEqual(sentBefore.length);
      expect(requests.every((line) => typeof line.message.requestId === 'string')).toBe(true);
      expect(lines).toContainEqual(expect.objectContaining({ context: 'Apagado', message: expect.objectContaining({ signal: 'SIGTERM' }) }));
    } finally {
      await server.stop();
    }
  });
});

/** A local SMTP server that keeps, per recipient and subject, how many times a message arrived. */
class SmtpCapture {
  readonly received = new Map<string, number>();
  url = '';
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, done) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
        for (const { address } of session.envelope.rcptTo) {
          const key = `${address} ${subject}`;
          this.received.set(key, (this.received.get(key) ?? 0) + 1);
        }
        // Slow enough that the two instances' runs of the same minute overlap.
        setTimeout(() => done(), 100);
      });
    },
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const onPostgres = (process.env.DB_TYPE ?? 'sqlite') === 'postgres';

describe(`two API instances on one ${onPostgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  const smtp = new SmtpCapture();
  const uploads = mkdtempSync(join(tmpdir(), 'activos-replicas-'));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await smtp.start();
    database = await freshDatabase();
    const env = { ...PRODUCTION, ...database.env, UPLOAD_DIR: uploads, SMTP_URL: smtp.url, MAIL_FROM: 'avisos@empresa.pe' };
    if (onPostgres) {
      // Started together on an empty database: one migrates and seeds it while the other waits for the migration lock.
      const started = await Promise.allSettled([startInstance(env), startInstance(env)]);
      [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined!));
      for (const result of started) if (result.status === 'rejected') throw result.reason;
    } else {
      // SQLite has no migration lock (one file, one server): the second starts on a migrated file.
      a = await startInstance(env);
      b = await startInstance(env);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await smtp.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('start on one empty database: one migrates and seeds it, and neither fails nor retries', () => {
    const outputs = [a.output(), b.output()];
    expect(outputs.filter((output) => output.includes('Base de datos nueva')).length).toBe(1);
    for (const output of outputs) expect(output).not.toMatch(/"level":"(error|warn)"/);
  });

  it('serve one session: a token from one instance works on the other', async () => {
    const token = await login(a.url);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: auth(token) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email, tipo: 1 });
  });

  it('serve one image store: an image uploaded through one is served by the other', async () => {
    const token = await login(b.url);
    const PNG = new Uint8Array(await pngImage(12, 12, 'liso'));
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'foto.png');
    const upload = await fetch(`${a.url}/api/activos/upload-image`, { method: 'POST', headers: auth(token), body: form });
    expect(upload.status).toBe(201);
    const { imagePath } = (await upload.json()) as { imagePath: string };
    const image = await fetch(`${b.url}${imagePath}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('send a due maintenance notice once, though both run the scheduler every minute', async () => {
    const token = await login(a.url);
    const usuarios: number[] = [];
    for (const nombre of ['Ana', 'Luis', 'Rosa']) {
      const body = { tipo: 5, companiaId: 1, nombre, apellido: 'Quispe', codigo: nombre.toUpperCase(), correoElectronico: `${nombre.toLowerCase()}@empresa.pe`, contrasena: 'Clave-Prueba-123' };
      usuarios.push((await post(b.url, '/api/Usuario', token, body)).id);
    }
    const fechaNotificacion = new Date(Date.now() - 60_000).toISOString();
    const mantenimientos: number[] = [];
    for (const codigo of ['REP-001', 'REP-002']) {
      const activo = await post(a.url, '/api/activos', token, { codigo, descripcion: 'Grupo electrógeno' });
      const { id } = await post(b.url, '/api/mantenimiento', token, { activoId: activo.id, descripcionServicio: 'Cambio de aceite', fechaNotificacion });
      for (const usuarioId of usuarios) await post(a.url, `/api/mantenimiento/${id}/usuarios/${usuarioId}`, token, { rol: 'Técnico' });
      mantenimientos.push(id);
    }

    // Both instances' schedulers fire at the start of the next minute.
    await waitFor('six notices', async () => (smtp.received.size >= 6 ? true : undefined), 90_000);
    await sleep(5_000);
    expect(smtp.received.size).toBe(6);
    expect([...smtp.received.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    for (const id of mantenimientos) {
      const res = await fetch(`${b.url}/api/mantenimiento/${id}/notificaciones`, { headers: auth(token) });
      const avisos = (await res.json()) as Array<{ estado: string; intentos: number }>;
      expect(avisos.map(({ estado, intentos }) => ({ estado, intentos }))).toEqual(Array(3).fill({ estado: 'enviada', intentos: 1 }));
    }
  }, 150_000);
});
