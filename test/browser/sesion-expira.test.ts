import type { Page } from 'playwright-core';
import {
  ADMIN,
  browserSuite,
  login,
  openBrowser,
  readLocalStorage,
  SESSION_KEYS,
  startServer,
  type TestBrowser,
  type TestServer,
} from './harness';

const TITULO = 'Sesión Expirada';
const TEXTO = 'Su sesión ha expirado. Por favor, inicie sesión nuevamente.';
// SESSION_IDLE_MINUTES=0.1: six seconds without activity end the session.
const IDLE_MS = 6_000;

/** The login page's expiry alert, once the app has gone back to /login. */
const expectExpiredAlert = async (page: Page, baseUrl: string) => {
  const alert = page.getByRole('alertdialog', { name: TITULO });
  await alert.waitFor({ timeout: IDLE_MS * 3 });
  expect(new URL(page.url()).pathname).toBe('/login');
  await alert.getByText(TEXTO).waitFor();
  // One notice, not a toast besides it.
  await expect(page.getByText(TEXTO).count()).resolves.toBe(1);
  const storage = await readLocalStorage(page);
  expect(SESSION_KEYS.filter((key) => key in storage)).toEqual([]);

  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await alert.waitFor({ state: 'detached' });
  // Read once: it does not come back with the next visit to /login.
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
};

describe('La sesión termina tras el tiempo de inactividad', () => {
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    server = await startServer({ SESSION_IDLE_MINUTES: '0.1' });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('sin actividad, cierra la sesión en el servidor y muestra "Sesión Expirada" en /login', async () => {
    const { page } = browser;
    await login(page, server.baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.baseUrl}/`);
    const { token } = await readLocalStorage(page);
    const logoutCall = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/logout'),
      { timeout: IDLE_MS * 3 },
    );

    expect((await logoutCall).headers().authorization).toBe(`Bearer ${token}`);
    await expectExpiredAlert(page, server.baseUrl);
    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('mientras la persona usa la pantalla, la sesión se renueva sola y sigue valiendo', async () => {
    const { page } = browser;
    let renewals = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().endsWith('/api/auth/me')) renewals++;
    });
    await login(page, server.baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /^Bienvenido/ }).waitFor();

    // Twice the idle limit of reading and moving about, without a click that calls the API.
    const until = Date.now() + IDLE_MS * 2;
    for (let step = 0; Date.now() < until; step++) {
      await page.mouse.move(200 + (step % 2) * 100, 300);
      await page.keyboard.press(step % 2 ? 'Shift' : 'Control');
      await page.waitForTimeout(700);
    }
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('alertdialog').count()).resolves.toBe(0);
    expect(renewals).toBeGreaterThanOrEqual(3);

    // The server still honours the session: the next screen loads its data.
    await page.getByRole('menuitem', { name: 'Registrar Activos' }).click();
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (0)' }).waitFor();
  });
});

describe('Una sesión que el servidor ya no acepta (401)', () => {
  const suite = browserSuite();

  it('lleva a /login con una sola alerta "Sesión Expirada"', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /^Bienvenido/ }).waitFor();
    // Revoked elsewhere (the same as "Cerrar sesión" in the admin panel).
    const { token } = await readLocalStorage(page);
    const revoked = await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(204);

    await page.getByRole('menuitem', { name: 'Registrar Activos' }).click();
    await expectExpiredAlert(page, baseUrl);
  });
});
