import type { Locator, Page } from 'playwright-core';
import { ADMIN, browserSuite, signIn, tableRow } from './harness';

/** Types into a field with the keyboard, as a person does: click, then key by key. */
const teclear = async (page: Page, campo: Locator, texto: string) => {
  await campo.click();
  await page.keyboard.type(texto);
};

describe('Conductores y Vehículos de la guía de remisión', () => {
  const suite = browserSuite([]);

  const abrir = async (page: Page) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await signIn(page, suite.server.baseUrl, ADMIN);
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Conductores y Vehículos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conductores y Vehículos' }).waitFor();
    return api;
  };

  it('registra un conductor tecleado, con el error del servidor junto a su campo, y lo muestra en la lista', async () => {
    const { page } = suite.browser;
    const api = await abrir(page);
    await page.getByRole('button', { name: 'Nuevo Conductor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Conductor' });
    await expect(dialog.getByRole('combobox', { name: 'Tipo de documento' }).innerText()).resolves.toBe('1 - DNI');
    await teclear(page, dialog.getByLabel('Número de documento'), '0456789');
    await teclear(page, dialog.getByLabel('Nombres'), 'Juan Carlos');
    await teclear(page, dialog.getByLabel('Apellidos'), 'Quispe Rojas');
    await teclear(page, dialog.getByLabel('Licencia de conducir'), 'q45678912');
    await page.keyboard.press('Enter');

    // The API refuses a DNI of 7 digits: its message stands under the field, the dialog stays open with what was typed.
    const numero = dialog.getByLabel('Número de documento');
    await dialog.getByText('El DNI debe tener 8 dígitos').first().waitFor();
    await expect(numero.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(dialog.getByLabel('Nombres').inputValue()).resolves.toBe('Juan Carlos');

    await numero.click();
    await page.keyboard.press('End');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await page.getByText('Conductor registrado exitosamente').waitFor();
    const fila = tableRow(page, '04567891');
    await fila.getByText('Q45678912').waitFor();
    await fila.getByText('DNI').waitFor();
    const [conductor] = await api.get<Array<Record<string, unknown>>>('gre/conductores?filter={"q":"quispe"}');
    expect(conductor).toMatchObject({ tipoDocumento: '1', numeroDocumento: '04567891', licencia: 'Q45678912' });
  });

  it('registra un vehículo tecleado: abc-123 queda ABC123, y una placa corta muestra el error del servidor junto al campo', async () => {
    const { page } = suite.browser;
    const api = await abrir(page);
    await page.getByRole('tab', { name: 'Vehículos' }).click();
    await page.getByRole('button', { name: 'Nuevo Vehículo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Vehículo' });
    await dialog.getByText('se guarda sin guiones ni espacios y en mayúsculas (ABC-123 queda ABC123)', { exact: false }).waitFor();
    const placa = dialog.getByLabel('Placa');
    await teclear(page, placa, 'ab-12');
    await teclear(page, dialog.getByLabel('Descripción'), 'Camioneta Hilux roja');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const error = 'La placa debe tener de 6 a 8 letras o dígitos, sin contar guiones ni espacios, y no solo ceros';
    await dialog.getByText(error).first().waitFor();
    await expect(placa.getAttribute('aria-invalid')).resolves.toBe('true');

    await placa.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('abc-123');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Vehículo registrado exitosamente').waitFor();
    await tableRow(page, 'Camioneta Hilux roja').getByText('ABC123', { exact: true }).waitFor();
    const [vehiculo] = await api.get<Array<Record<string, unknown>>>('gre/vehiculos?filter={"q":"hilux"}');
    expect(vehiculo).toMatchObject({ placa: 'ABC123', descripcion: 'Camioneta Hilux roja', tuc: null, m1l: false });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });
});
