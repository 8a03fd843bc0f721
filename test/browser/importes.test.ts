import type { Locator, Page } from 'playwright-core';
import { addUser, browserSuite, typeDate } from './harness';
import { input, openActivos, type ActivoApi } from './activos-fixtures';

// Amounts typed key by key, as a person does: fill() would replace the value and hide what the keys do to it.

const nuevoActivo = async (page: Page): Promise<Locator> => {
  await page.getByRole('button', { name: 'Insertar Activo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
  await input(dialog, 'Descripción').pressSequentially('Laptop Dell Latitude 5440');
  return dialog;
};

const typeAndLeave = async (page: Page, keys: string) => {
  await page.keyboard.type(keys);
  await page.keyboard.press('Tab');
};

/** Clicks the input at its left edge, before its right-aligned text (under the floating label), and types. */
const clickAndType = async (page: Page, field: Locator, keys: string) => {
  const box = await field.boundingBox();
  await field.click({ position: { x: 4, y: (box?.height ?? 20) - 4 } });
  await typeAndLeave(page, keys);
};

/** The part of the input's text that is selected: what the next key replaces. */
const selectedText = (field: Locator) =>
  field.evaluate((element) => {
    const input = element as unknown as { selectionStart: number; selectionEnd: number; value: string };
    return input.value.slice(input.selectionStart, input.selectionEnd);
  });

const CIENTIFICA = 'Escriba el número completo, sin notación científica (1000, no 1e3)';

describe('Importes tecleados', () => {
  const suite = browserSuite();

  it('el foco, por clic o por Tab, selecciona el importe: lo tecleado lo reemplaza y se guarda tal cual', async () => {
    const { page } = suite.browser;
    await openActivos(page, suite.server.baseUrl);
    const dialog = await nuevoActivo(page);
    const precio = input(dialog, 'Precio Unitario (MN)');
    await expect(precio.inputValue()).resolves.toBe('0.00');

    await clickAndType(page, precio, '1500');
    await expect(precio.inputValue()).resolves.toBe('1,500.00');
    await expect(input(dialog, 'Importe (MN)').inputValue()).resolves.toBe('1,500.00');

    // Into the price from the field before it, by keyboard.
    await dialog.getByLabel('Cantidad', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(selectedText(precio)).resolves.toBe('1500.00');
    await typeAndLeave(page, '2000');
    await expect(precio.inputValue()).resolves.toBe('2,000.00');

    const creado = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/activos' && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    const servidor: ActivoApi & { precioUndMn: number; importeMn: number } = await (await creado).json();
    expect(servidor).toMatchObject({ precioUndMn: 2000, importeMn: 2000 });
  });

  it('lee la coma decimal y "1,234.50" como 1,234.50; rechaza negativos y la notación científica con su motivo', async () => {
    const { page } = suite.browser;
    await openActivos(page, suite.server.baseUrl);
    const dialog = await nuevoActivo(page);
    const precio = input(dialog, 'Precio Unitario (MN)');

    await clickAndType(page, precio, '1234,50');
    await expect(precio.inputValue()).resolves.toBe('1,234.50');
    await clickAndType(page, precio, '1,234.50');
    await expect(precio.inputValue()).resolves.toBe('1,234.50');
    await clickAndType(page, precio, '1.234,50');
    await expect(precio.inputValue()).resolves.toBe('1,234.50');

    let enviados = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/activos') enviados += 1;
    });
    // Refused on save, the text kept as typed and selected in the focused input, for the person to correct it.
    await clickAndType(page, precio, '-5');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.getByText('No puede ser negativo').waitFor();
    await expect(selectedText(precio)).resolves.toBe('-5');

    await typeAndLeave(page, '1e3');
    await dialog.getByText(CIENTIFICA).waitFor();
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(selectedText(precio)).resolves.toBe('1e3');
    await dialog.getByText(CIENTIFICA).waitFor();
    expect(enviados).toBe(0);

    await typeAndLeave(page, '1000');
    await expect(precio.inputValue()).resolves.toBe('1,000.00');
    await dialog.getByText(CIENTIFICA).waitFor({ state: 'detached' });
  });

  it('dice lo que está mal al salir del campo, sin esperar a Guardar; los importes calculados no muestran un negativo y Tab los salta', async () => {
    const { page } = suite.browser;
    await openActivos(page, suite.server.baseUrl);
    const dialog = await nuevoActivo(page);
    const precio = input(dialog, 'Precio Unitario (MN)');
    let enviados = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/activos') enviados += 1;
    });

    await clickAndType(page, precio, '-50');
    await dialog.getByText('No puede ser negativo').waitFor();
    for (const calculado of ['Importe (MN)', 'IGV', 'Precio (Menos IGV)', 'Total']) await expect(input(dialog, calculado).inputValue()).resolves.toBe('');
    // Tab left the price for the next field one can fill: in soles, the foreign price and the rate are off, then the amounts.
    const enfocado = await page.evaluate(() => {
      const activo = document.activeElement as HTMLInputElement | null;
      return { soloLectura: Boolean(activo?.readOnly), etiqueta: activo?.labels?.[0]?.textContent ?? '' };
    });
    expect(enfocado.soloLectura).toBe(false);
    expect(enfocado.etiqueta).not.toMatch(/Importe|IGV|Total/);

    await typeDate(dialog, 'Fecha de Adquisición', '31022024');
    await page.keyboard.press('Tab');
    await dialog.getByText('Fecha no válida').waitFor();

    await clickAndType(page, precio, '50');
    await dialog.getByText('No puede ser negativo').waitFor({ state: 'detached' });
    await expect(input(dialog, 'Importe (MN)').inputValue()).resolves.toBe('50.00');
    expect(enviados).toBe(0);
  });

  it('con el IGV incluido de su empresa, 1,180.00 muestra 180.00 de IGV y 1,000.00 de precio, con la regla junto a los importes', async () => {
    const { page } = suite.browser;
    const admin = await openActivos(page, suite.server.baseUrl);
    const compania = await admin.post('Compania', { razonSocial: 'Comercial Incluido S.A.C.', ruc: '20100070970', calculoIgv: 'incluido' });
    const jefa = { tipo: 3, email: 'jefa@incluido.pe', password: 'clave-incluido-3', nombre: 'Rosa', apellido: 'Quispe' };
    addUser(suite.server.dbPath, { ...jefa, companiaId: compania.id });
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/login`);

    await openActivos(page, suite.server.baseUrl, jefa);
    const dialog = await nuevoActivo(page);
    await clickAndType(page, input(dialog, 'Precio Unitario (MN)'), '1180');
    await dialog.getByLabel('Aplicar IGV (18%)').check();
    await dialog.getByText('Precio con IGV incluido').waitFor();
    const leer = (nombre: string) => input(dialog, nombre).inputValue();
    await expect(Promise.all(['Importe (MN)', 'IGV', 'Precio (Menos IGV)', 'Total'].map(leer))).resolves.toEqual(['1,180.00', '180.00', '1,000.00', '1,180.00']);
    await dialog.getByText('Precio con IGV incluido').scrollIntoViewIfNeeded();
    await dialog.screenshot({ path: 'test-results/importes-igv-incluido.png' });

    const creado = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/activos' && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect((await creado).json()).resolves.toMatchObject({ importeMn: 1180, igv: 180, precio: 1000, total: 1180 });
  });
});
