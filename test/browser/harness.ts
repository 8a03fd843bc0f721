import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hashSync } from 'bcryptjs';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import Database from 'better-sqlite3';

const ROOT = resolve(__dirname, '../..');
const MAIN_JS = join(ROOT, 'dist/src/main.js');
const ADMIN_INDEX = join(ROOT, 'dist/admin/index.html');
const HEALTH_TIMEOUT_MS = 30_000;

export const ADMIN = { email: 'admin@demo.pe', password: 'admin123' };
export const DEMO_COMPANIA = { id: 1, razonSocial: 'Empresa Demo S.A.C.', ruc: '20512333797' };

/** The local-storage keys of spec part 1 §3. */
export const SESSION_KEYS = [
  'token',
  'userId',
  'userName',
  'userType',
  'companiaId',
  'codigo',
  'companiaNombre',
  'companiaRuc',
];

export interface TestServer {
  baseUrl: string;
  dbPath: string;
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });

/**
 * Starts the built app (API + admin) on a free port with a fresh SQLite database;
 * `env` adds or overrides variables (e.g. SESSION_IDLE_MINUTES for a short idle limit).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  for (const file of [MAIN_JS, ADMIN_INDEX]) {
    if (!existsSync(file)) throw new Error(`Falta ${file}: ejecute "npm run build" antes de las pruebas de navegador.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'activos-browser-'));
  const dbPath = join(dir, 'activos.sqlite');
  const uploadDir = join(dir, 'uploads');
  mkdirSync(uploadDir);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DB_TYPE: 'sqlite',
      DB_PATH: dbPath,
      UPLOAD_DIR: uploadDir,
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`La aplicación terminó al iniciar (código ${child.exitCode}). stderr:\n${stderr}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) return { baseUrl, dbPath, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`GET /api/health no respondió 200 en ${HEALTH_TIMEOUT_MS / 1000} s. stderr:\n${stderr}`);
}


export interface NewUser {
  tipo: number;
  email: string;
  password: string;
  nombre?: string;
  apellido?: string;
  companiaId?: number;
}

/** Inserts a user straight into the test database (the server keeps running). Returns its id. */
export function addUser(dbPath: string, user: NewUser): number {
  const db = new Database(dbPath, { timeout: 5_000 });
  try {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO usuario (tipo, companiaId, nombre, apellido, correoElectronico, numeroTelefonico, contrasena, codigo, detalle)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        user.tipo,
        user.companiaId ?? DEMO_COMPANIA.id,
        user.nombre ?? 'Usuario',
        user.apellido ?? 'Prueba',
        user.email,
        '999888777',
        hashSync(user.password, 10),
        `U${user.tipo}-${randomBytes(3).toString('hex')}`,
        'Creado por las pruebas de navegador',
      );
    return Number(lastInsertRowid);
  } finally {
    db.close();
  }
}

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** The browser's language; default es-PE, as the users' own. */
  locale?: string;
  /** The computer's time zone; default America/Lima. */
  timezoneId?: string;
  /** More Chromium switches, for one test's needs (a fake camera). */
  args?: string[];
}

/** A headless Chromium with its own fresh profile, so no session survives from another test. */
export async function openBrowser({ locale = 'es-PE', timezoneId = 'America/Lima', args = [] }: BrowserOptions = {}): Promise<TestBrowser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium no encontrado en ${executablePath}. Instálelo con: apt-get install -y --no-install-recommends chromium (o defina CHROMIUM_PATH)`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'activos-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    locale,
    // Where the users are: a date shown in the wrong zone is a day off in Peru (UTC−5), not in UTC.
    timezoneId,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login form, typing as a user would. */
export async function login(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').pressSequentially(email);
  await page.getByLabel(/^Contraseña/).pressSequentially(password);
  await page.getByRole('button', { name: 'Iniciar sesion' }).click();
}

/** Signs out with Salir, scrolling back up first: the app bar hides while a long list is scrolled. */
export async function logout(page: Page, baseUrl: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.waitForURL(`${baseUrl}/login`);
}

/** The row of the page's table that shows the text (an e-mail, a RUC, a name). */
export const tableRow = (page: Page, text: string): Locator =>
  page.locator('#main-content').getByRole('row').filter({ hasText: text });

/** A date picker's field by its label (a required one's ends in " *"). */
export const dateField = (scope: Page | Locator, label: string | RegExp): Locator =>
  scope.getByRole('group', { name: label, exact: typeof label === 'string' });

/** Types a date as a user does, its digits only ("15032025", "100320251030"): the picker moves from day to month to year. */
export async function typeDate(scope: Page | Locator, label: string | RegExp, digits: string): Promise<void> {
  await dateField(scope, label).getByRole('spinbutton').first().pressSequentially(digits);
}

/** What a date picker's field shows ("15/03/2025"), as its hidden input holds it, without direction marks. */
export const shownDate = async (scope: Page | Locator, label: string | RegExp): Promise<string> =>
  (await dateField(scope, label).locator('input').inputValue()).replace(/[\u200b-\u200f\u2066-\u2069]/g, '');

/** Everything the page keeps in local storage. */
export const readLocalStorage = (page: Page): Promise<Record<string, string>> =>
  page.evaluate<Record<string, string>>('({ ...localStorage })');

export interface SessionApi {
  get<T = unknown>(path: string): Promise<T>;
  post<T = { id: number }>(path: string, body: unknown): Promise<T>;
  put<T = { id: number }>(path: string, body: unknown): Promise<T>;
}

/** The API with the signed-in page's token, to prepare data quickly and to check what the screens saved. */
export async function sessionApi(page: Page, baseUrl: string): Promise<SessionApi> {
  const { token } = await readLocalStorage(page);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body), put: (path, body) => call('PUT', path, body) };
}

/** Counts the page's navigations to a path from now on: a redirect loop shows up as many. */
export function countNavigations(page: Page, path: string): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === path) count++;
  });
  return () => count;
}

export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: TestBrowser;
}

/** The usual hooks of a browser test file: one server (with these users) per file, a fresh browser per test. */
export function browserSuite(users: NewUser[] = []): BrowserSuite {
  const suite = {} as { server: TestServer; browser: TestBrowser };
  beforeAll(async () => {
    suite.server = await startServer();
    for (const user of users) addUser(suite.server.dbPath, user);
  }, 60_000);
  afterAll(async () => {
    await suite.server?.stop();
  });
  beforeEach(async () => {
    suite.browser = await openBrowser();
  });
  afterEach(async () => {
    await suite.browser?.close();
  });
  return suite;
}
