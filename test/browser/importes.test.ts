import type { Locator, Page } from 'playwright-core';
import { browserSuite } from './harness';
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
});
