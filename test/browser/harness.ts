import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hashSync } from 'bcryptjs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import Database from 'better-sqlite3';
import { TEMPLATE_VARIABLE, TEST_ARGON2 } from '../utils/test-env';

const ROOT = resolve(__dirname, '../..');
const MAIN_JS = join(ROOT, 'dist/src/main.js');
const ADMIN_INDEX = join(ROOT, 'dist/admin/index.html');
const HEALTH_TIMEOUT_MS = 30_000;

/**
 * The demo Maestro, with a password of its own: with the demo one (admin123) the panel asks for a new password before
 * anything else (contrasena-demostracion.test.ts shows that).
 */
export const ADMIN = { email: 'admin@demo.pe', password: 'Maestro-de-pruebas-2026' };
export const DEMO_COMPANIA = { id: 1, razonSocial: 'Empresa Demo S.A.C.', ruc: '20512333797' };

/** The local-storage keys of docs/especificacion-activos.md §3. */
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
 * Starts the built app (API + admin) on a free port with a fresh SQLite database: a copy of the run's migrated and
 * seeded template (global-setup.ts), or else an empty one it migrates and seeds itself. `env` adds or overrides
 * variables (e.g. SESSION_IDLE_MINUTES for a short idle limit).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  for (const file of [MAIN_JS, ADMIN_INDEX]) {
    if (!existsSync(file)) throw new Error(`Falta ${file}: ejecute "npm run build" antes de las pruebas de navegador.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'activos-browser-'));
  const dbPath = join(dir, 'activos.sqlite');
  const uploadDir = join(dir, 'uploads');
  mkdirSync(uploadDir);
  const template = process.env[TEMPLATE_VARIABLE];
  if (template?.endsWith('.sqlite') && existsSync(template) && !env.ADMIN_PASSWORD) {
    copyFileSync(template, dbPath);
    // The template was seeded with the demo password; these suites' Maestro has its own (see ADMIN).
    const db = new Database(dbPath, { timeout: 5_000 });
    try {
      db.prepare('UPDATE usuario SET contrasena = ? WHERE correoElectronico = ?').run(hashSync(ADMIN.password, 4), ADMIN.email);
    } finally {
      db.close();
    }
  }
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
      ...TEST_ARGON2,
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-8_000);
  });
  // Health is asked only once this server says it listens: between freePort and listen another suite's server may take
  // the port, answer 200 in its place, and leave when its file ends while this one has died of EADDRINUSE.
  let salida = '';
  let escuchando = false;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    salida = (salida + chunk).slice(-2_000);
    escuchando ||= salida.includes(`escuchando en http://localhost:${port}`);
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
    const healthy =
      escuchando &&
      (await fetch(`${baseUrl}/api/health`)
        .then((response) => response.status === 200)
        .catch(() => false));
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

/**
 * Inserts a user straight into the test database (the server keeps running). Returns its id. Its password is stored
 * as bcrypt at the lowest cost, as passwords were before argon2id (which has no synchronous hash): it logs in all the
 * same, and its first login writes it again as argon2id.
 */
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
        hashSync(user.password, 4),
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

const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium; Playwright gives each launch a fresh profile of its own. */
export async function launchChromium(args: string[] = []): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium no encontrado en ${executablePath}. Instálelo con: apt-get install -y --no-install-recommends chromium (o defina CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_SWITCHES, ...args] });
}

const CONTEXT_OPTIONS = {
  locale: 'es-PE',
  // Where the users are: a date shown in the wrong zone is a day off in Peru (UTC−5), not in UTC.
  timezoneId: 'America/Lima',
  viewport: { width: 1280, height: 800 },
  // A person who asked the system for less motion: the app then skips its fades, slides and ripples (theme.ts), whose
  // frames took a sixth of the processor time of these suites' Chromium and server. `accesibilidad` checks both.
  reducedMotion: 'reduce' as const,
};

/**
 * A Chromium of its own with a fresh context (cookies, storage, IndexedDB and cache), launched with the options'
 * switches and closed with it: for a test that needs another language, time zone or device than browserSuite's.
 */
export async function openBrowser({ locale = CONTEXT_OPTIONS.locale, timezoneId = CONTEXT_OPTIONS.timezoneId, args = [] }: BrowserOptions = {}): Promise<TestBrowser> {
  const browser = await launchChromium(args);
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, locale, timezoneId });
  const page = await context.newPage();
  return { context, page, close: () => browser.close() };
}

/** Forgets what the app keeps in the browser for the page's origin: its session in local storage, its offline queue. */
async function clearStorage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    localStorage.clear();
    for (const { name } of await indexedDB.databases()) {
      await new Promise<void>((done) => {
        const request = indexedDB.deleteDatabase(name!);
        request.onsuccess = request.onerror = request.onblocked = () => done();
      });
    }
  });
}

/** Signs in through the login form, typing as a user would. */
export async function login(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').pressSequentially(email);
  await page.getByLabel(/^Contraseña/).pressSequentially(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * Signs in as `user` without the login form: the session the form would leave (the answer of POST /api/auth/login
 * under the keys of docs/especificacion-activos.md §3) is written in local storage from a page of the app's origin that runs no script;
 * the test then opens its screen. For tests about a screen: the form and the dashboard it leads to have tests of
 * their own (sesion, cuenta, rutas, dos-factores), and going through them first cost each test two loads of the app.
 */
export async function signIn(page: Page, baseUrl: string, user: { email: string; password: string }): Promise<SessionApi> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ CorreoElectronico: user.email, Contrasena: user.password }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok || typeof answer.token !== 'string') {
    throw new Error(`${user.email} no inicia sesión sin el formulario (${response.status}): ${JSON.stringify(answer)}`);
  }
  const session = SESSION_KEYS.flatMap((key) => (answer[key] == null ? [] : [[key, String(answer[key])]]));
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), session);
  return sessionApi(page, baseUrl);
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
/** 21:30 in Lima on 28/02/2026, already 01/03 in UTC: a day that tells a date taken in UTC from Lima's. */
export const NOCHE_EN_LIMA = new Date('2026-03-01T02:30:00Z');

/** The name the admin gives a download when the server sends none (no Content-Disposition): `ruta`'s answer is replaced, `boton` clicked. */
export async function nombreSinElDelServidor(page: Page, ruta: string, boton: string): Promise<string> {
  await page.route(ruta, (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: 'PK' }));
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: boton }).click()]);
  return descarga.suggestedFilename();
}

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
  /** The test's page, new for each test, and the file's browser context. */
  readonly browser: { context: BrowserContext; page: Page };
  /** A page in a browser context of its own, closed after the test: for a test that changes its context for good (a fake clock). */
  isolatedPage(): Promise<Page>;
}

/**
 * The usual hooks of a browser test file: one server (with these users and `env`, read when it starts: a file's
 * earlier beforeAll may fill it), one Chromium and one browser context per
 * file, and a new page per test. After each test the context forgets what a test could leave: its pages, cookies,
 * the app's storage (so no session survives from another test), permissions, routes and the offline switch. The
 * cache stays: it holds only the app's files (the API answers no-store).
 */
export function browserSuite(users: NewUser[] = [], env: () => Record<string, string> = () => ({})): BrowserSuite {
  let server: TestServer;
  let chromiumOfFile: Browser;
  let context: BrowserContext;
  // A page of the app's origin that stays open: its renderer process serves each test's page (one new process per
  // page took a third of the tests' CPU), and the storage is cleared from it.
  let keeper: Page;
  let page: Page;
  const isolated: BrowserContext[] = [];
  beforeAll(async () => {
    // Both are waited for and kept, so afterAll stops the one that started when the other failed.
    const [started, launched] = await Promise.allSettled([startServer(env()), launchChromium(['--renderer-process-limit=1'])]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') chromiumOfFile = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason;
    for (const user of users) addUser(server.dbPath, user);
    context = await chromiumOfFile.newContext(CONTEXT_OPTIONS);
    keeper = await context.newPage();
    await keeper.goto(`${server.baseUrl}/api/health`);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), chromiumOfFile?.close()]);
  });
  beforeEach(async () => {
    page = await context.newPage();
  });
  afterEach(async () => {
    await Promise.all([...context.pages().filter((open) => open !== keeper).map((open) => open.close()), ...isolated.splice(0).map((other) => other.close())]);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await Promise.all([context.clearCookies(), context.clearPermissions(), context.setOffline(false), clearStorage(keeper)]);
  });
  return {
    get server() {
      return server;
    },
    get browser() {
      return { context, page };
    },
    async isolatedPage() {
      const own = await chromiumOfFile.newContext(CONTEXT_OPTIONS);
      isolated.push(own);
      return own.newPage();
    },
  };
}
