import type { Page } from 'playwright-core';
import { ADMIN, browserSuite, signIn, tableRow, typeDate } from './harness';

const ADMINISTRADOR = { tipo: 2, email: 'admin.ti@demo.pe', password: 'Clave-admin-ti-2', nombre: 'Teresa' };

const activosCon = (baseUrl: string, clave: string) =>
  fetch(`${baseUrl}/api/activos`, { headers: { 'X-API-Key': clave } }).then((response) => response.status);

const openClavesTab = async (page: Page, baseUrl: string, user: { email: string; password: string }) => {
  await signIn(page, baseUrl, user);
  await page.goto(`${baseUrl}/admin/admindashboard`);
  await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();
  await page.getByRole('tab', { name: 'Claves de API' }).click();
};

describe('Claves de API en el Panel de Administración', () => {
  const suite = browserSuite([ADMINISTRADOR]);

  it('crea una clave, la muestra una sola vez, sirve con X-API-Key y deja de servir al revocarla', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await openClavesTab(page, baseUrl, ADMINISTRADOR);

    await page.getByRole('button', { name: 'Nueva clave' }).click();
    const nueva = page.getByRole('dialog', { name: 'Nueva clave de API' });
    const guardar = nueva.getByRole('button', { name: 'Guardar' });
    await expect(guardar.isDisabled()).resolves.toBe(true);
    await nueva.getByLabel(/^Nombre/).pressSequentially('ERP Contable');
    await nueva.getByRole('combobox', { name: /^Permiso/ }).click();
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    const permisos = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(permisos.map((permiso) => permiso.trim())).toEqual(['Lectura', 'Escritura']);
    await page.getByRole('option', { name: 'Lectura' }).click();
    await guardar.click();

    const creada = page.getByRole('dialog', { name: 'Clave de API creada' });
    await creada.getByText('Copie la clave ahora: no se volverá a mostrar').waitFor();
    const clave = await creada.getByLabel('Clave').inputValue();
    expect(clave.length).toBeGreaterThanOrEqual(20);
    await creada.getByRole('button', { name: 'Copiar clave' }).waitFor();
    await creada.getByRole('button', { name: 'Cerrar' }).click();
    await creada.waitFor({ state: 'detached' });

    const fila = tableRow(page, 'ERP Contable');
    await fila.getByText('Lectura').waitFor();
    await fila.getByText('Activa', { exact: true }).waitFor();
    await fila.getByText('Nunca').waitFor();
    await fila.getByText('Sin vencimiento').waitFor();
    const prefijo = (await fila.locator('td').nth(2).innerText()).replace('…', '').trim();
    expect(prefijo.length).toBeGreaterThan(0);
    expect(clave.startsWith(prefijo)).toBe(true);
    // Only the prefix stays on the page, even after a reload.
    expect(await page.content()).not.toContain(clave);
    await page.reload();
    await page.getByRole('tab', { name: 'Claves de API' }).click();
    await fila.waitFor();
    expect(await page.content()).not.toContain(clave);

    expect(await activosCon(baseUrl, clave)).toBe(200);
    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await page.getByRole('tab', { name: 'Claves de API' }).click();
    await fila.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).nth(1).waitFor(); // Creada and now Último uso

    await fila.getByRole('button', { name: 'Revocar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revocar clave de API' });
    await confirm.getByText('¿Está seguro de que desea revocar la clave ERP Contable? Los sistemas que la usan perderán el acceso.').waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await activosCon(baseUrl, clave)).toBe(200);

    await fila.getByRole('button', { name: 'Revocar' }).click();
    await confirm.getByRole('button', { name: 'Revocar' }).click();
    await page.getByText('Clave de API revocada').waitFor();
    await fila.getByText('Revocada').waitFor();
    await expect(fila.getByRole('button', { name: 'Revocar' }).count()).resolves.toBe(0);
    expect(await activosCon(baseUrl, clave)).toBe(401);
  });

  it('una clave con fecha de expiración la muestra en la lista; una fecha pasada no se acepta', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await openClavesTab(page, baseUrl, ADMIN);

    const nueva = page.getByRole('dialog', { name: 'Nueva clave de API' });
    const fillNew = async (expiraEl: string) => {
      await page.getByRole('button', { name: 'Nueva clave' }).click();
      await nueva.getByLabel(/^Nombre/).pressSequentially('Sistema de Inventario');
      await nueva.getByRole('combobox', { name: /^Permiso/ }).click();
      await page.getByRole('option', { name: 'Escritura' }).click();
      await typeDate(nueva, 'Expira el', expiraEl);
      await nueva.getByRole('button', { name: 'Guardar' }).click();
    };

    await fillNew('01012020');
    await nueva.getByRole('alert').getByText('La fecha de expiración debe ser futura').waitFor();
    await nueva.getByRole('button', { name: 'Cancelar' }).click();
    // What was typed is lost only when the user says so.
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await nueva.waitFor({ state: 'detached' });

    const post = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/ClaveApi'));
    await fillNew('06062099');
    // The last day it works, to its end in Lima.
    expect((await post).postDataJSON()).toEqual({
      nombre: 'Sistema de Inventario',
      permiso: 'escritura',
      expiraEl: '2099-06-06T23:59:59-05:00',
    });
    const creada = page.getByRole('dialog', { name: 'Clave de API creada' });
    const clave = await creada.getByLabel('Clave').inputValue();
    await creada.getByRole('button', { name: 'Cerrar' }).click();

    const fila = tableRow(page, 'Sistema de Inventario');
    await fila.getByText('Escritura').waitFor();
    await fila.getByText('06/06/2099').waitFor();
    expect(await activosCon(baseUrl, clave)).toBe(200);

    // The eight columns fit, or scroll inside the list: never the page sideways.
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      await fila.waitFor();
      const sideways = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(sideways).toBe(0);
    }
  });
});
