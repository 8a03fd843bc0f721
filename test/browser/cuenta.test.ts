import type { Locator, Page } from 'playwright-core';
import { ADMIN, browserSuite, login, logout, readLocalStorage, SESSION_KEYS, signIn, tableRow } from './harness';

const ROSA = { tipo: 4, email: 'rosa.quispe@demo.pe', password: 'Clave-inicial-44', nombre: 'Rosa', apellido: 'Quispe' };
const ROSA_NUEVA = 'Nevado-Huascaran-6768';
const MIGUEL = { tipo: 5, email: 'miguel.torres@demo.pe', password: 'Clave-miguel-55', nombre: 'Miguel', apellido: 'Torres' };
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Replaces what a field holds by typing, as a person would. */
const retype = async (field: Locator, text: string) => {
  await field.press('Control+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
};

const openAccountDialog = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog', { name: item });
};

/** Logs in through the API as another device would (its own user agent): the session's token. */
const loginFrom = async (baseUrl: string, userAgent: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ CorreoElectronico: email, Contrasena: password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

const meStatus = async (baseUrl: string, token: string) =>
  (await fetch(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('Cuenta propia: contraseña, y sesiones activas de un usuario', () => {
  const suite = browserSuite([ROSA, MIGUEL]);

  it('cambia su contraseña desde la barra; la anterior deja de servir y la nueva entra', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    // A session of Rosa on another device: the change ends it, the browser's own stays.
    const otroEquipo = await loginFrom(baseUrl, FIREFOX_LINUX, ROSA.email, ROSA.password);
    await login(page, baseUrl, ROSA.email, ROSA.password);
    await page.waitForURL(`${baseUrl}/`);

    const dialog = await openAccountDialog(page, 'Cambiar contraseña');
    const actual = dialog.getByLabel(/^Contraseña actual/);
    const nueva = dialog.getByLabel(/^Nueva contraseña/);
    const repetir = dialog.getByLabel(/^Repetir nueva contraseña/);
    const cambiar = dialog.getByRole('button', { name: 'Cambiar contraseña' });
    let puts = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/auth/password')) puts++;
    });

    await actual.pressSequentially(ROSA.password);
    await nueva.pressSequentially(ROSA_NUEVA);
    await repetir.pressSequentially(`${ROSA_NUEVA}x`);
    await cambiar.click();
    await dialog.getByText('Las contraseñas no coinciden').waitFor();
    expect(puts).toBe(0);

    await retype(repetir, ROSA_NUEVA);
    await retype(actual, 'no-es-la-actual');
    await cambiar.click();
    await dialog.getByRole('alert').getByText('La contraseña actual no es correcta').waitFor();

    // The API's rule, checked under the field before anything is sent.
    await retype(actual, ROSA.password);
    for (const [debil, mensaje] of [
      ['corta', 'La contraseña debe tener al menos 10 caracteres'],
      ['aaaaaaaaaa', 'La contraseña debe tener al menos 5 caracteres distintos'],
      ['12345678901', 'La contraseña es demasiado fácil de adivinar'],
    ]) {
      await retype(nueva, debil);
      await retype(repetir, debil);
      await cambiar.click();
      await dialog.getByText(mensaje, { exact: false }).waitFor();
    }
    expect(puts).toBe(1);

    await retype(nueva, ROSA_NUEVA);
    await retype(repetir, ROSA_NUEVA);
    await cambiar.click();
    await page.getByText('Contraseña actualizada').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(puts).toBe(2);

    // This session goes on; the other device's ended with the change.
    expect(await meStatus(baseUrl, (await readLocalStorage(page)).token)).toBe(200);
    expect(await meStatus(baseUrl, otroEquipo)).toBe(401);

    await logout(page, baseUrl);
    await login(page, baseUrl, ROSA.email, ROSA.password);
    await page.getByRole('alert').filter({ hasText: 'Credenciales invalidas!' }).waitFor();
    await login(page, baseUrl, ROSA.email, ROSA_NUEVA);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Rosa Quispe' }).waitFor();
  });

  it('el Maestro ve las sesiones de un usuario en su diálogo y las cierra, una o todas, con confirmación', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const enWindows = await loginFrom(baseUrl, CHROME_WINDOWS, MIGUEL.email, MIGUEL.password);
    const enLinux = await loginFrom(baseUrl, FIREFOX_LINUX, MIGUEL.email, MIGUEL.password);

    await signIn(page, baseUrl, ADMIN);
    await page.goto(`${baseUrl}/admin/admindashboard`);
    await tableRow(page, MIGUEL.email).getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Usuario' });
    const sesiones = dialog.getByRole('table', { name: 'Sesiones activas' });
    await sesiones.waitFor();
    const headers = await sesiones.locator('thead th').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['Desde', 'Último uso', 'IP', 'Navegador', 'Acciones']);
    const filaWindows = sesiones.getByRole('row').filter({ hasText: 'Chrome en Windows' });
    const filaLinux = sesiones.getByRole('row').filter({ hasText: 'Firefox en Linux' });
    await filaWindows.waitFor();
    await filaLinux.waitFor();
    // es-PE date and time, and the full user agent on hover.
    await expect(filaWindows.locator('td').first().innerText()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await filaWindows.getByText('Chrome en Windows').hover();
    await page.getByRole('tooltip').getByText(CHROME_WINDOWS).waitFor();

    await filaWindows.getByRole('button', { name: 'Cerrar sesión' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cerrar sesión' });
    await confirm.getByText(/^¿Está seguro de que desea cerrar la sesión iniciada el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Chrome en Windows\)\?$/).waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await meStatus(baseUrl, enWindows)).toBe(200);

    await filaWindows.getByRole('button', { name: 'Cerrar sesión' }).click();
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByText('Sesión cerrada', { exact: true }).waitFor();
    await filaWindows.waitFor({ state: 'detached' });
    await filaLinux.waitFor();
    expect(await meStatus(baseUrl, enWindows)).toBe(401);
    expect(await meStatus(baseUrl, enLinux)).toBe(200);

    await dialog.getByRole('button', { name: 'Cerrar todas' }).click();
    const confirmAll = page.getByRole('dialog', { name: 'Cerrar todas' });
    await confirmAll.getByText('¿Está seguro de que desea cerrar todas las sesiones de Miguel Torres?').waitFor();
    await confirmAll.getByRole('button', { name: 'Cerrar todas' }).click();
    await page.getByText('Sesiones cerradas').waitFor();
    await dialog.getByText('El usuario no tiene sesiones activas.').waitFor();
    expect(await meStatus(baseUrl, enLinux)).toBe(401);

    // The Maestro's own session is marked as the one in use.
    // Closed with its own button: once the confirmation is gone, focus may sit outside the dialog, where Escape reaches nothing.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tableRow(page, ADMIN.email).getByRole('button', { name: 'Editar' }).click();
    await dialog.getByRole('table', { name: 'Sesiones activas' }).getByText('Esta sesión').waitFor();
    const storage = await readLocalStorage(page);
    expect(SESSION_KEYS.every((key) => key in storage)).toBe(true);
  });
});
