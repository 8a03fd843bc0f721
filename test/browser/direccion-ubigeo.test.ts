import type { Locator, Page } from 'playwright-core';
import { elegir } from './direcciones-fixtures';
import { ADMIN, browserSuite, type SessionApi, signIn, tableRow } from './harness';

const SCREEN = 'Gestión de Clientes y Direcciones';

const openDirecciones = async (page: Page, baseUrl: string): Promise<SessionApi> => {
  const api = await signIn(page, baseUrl, ADMIN);
  await page.goto(`${baseUrl}/clientesdirecciones`);
  await page.getByRole('heading', { level: 1, name: SCREEN }).waitFor();
  await page.getByRole('tab', { name: /^Direcciones \(\d+\)$/ }).click();
  return api;
};

/** The options a picker offers after typing `tecleado` into it. */
const ofrecidas = async (page: Page, combobox: Locator, tecleado: string): Promise<string[]> => {
  await combobox.click();
  await combobox.press('ControlOrMeta+a');
  await combobox.press('Backspace');
  await combobox.pressSequentially(tecleado);
  // No option at all shows a text instead of the list.
  await page.getByRole('listbox').or(page.locator('.MuiAutocomplete-noOptions')).waitFor();
  return page.getByRole('listbox').getByRole('option').allInnerTexts();
};

/** Waits for an input to show `valor`: the pickers show their choice once the catalogue has loaded. */
const muestra = async (page: Page, input: Locator, valor: string) => {
  await page.waitForFunction(([element, esperado]) => (element as unknown as { value: string }).value === esperado, [await input.elementHandle(), valor] as const);
};

describe('Formulario de dirección con el ubigeo del INEI', () => {
  const suite = browserSuite([]);

  it('ofrece las provincias del departamento elegido y los distritos de la provincia elegida, tecleando sin tildes', async () => {
    const { page } = suite.browser;
    const api = await openDirecciones(page, suite.server.baseUrl);
    await page.getByRole('button', { name: 'Nueva Dirección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Dirección' });
    const departamento = dialog.getByRole('combobox', { name: 'Departamento' });
    const provincia = dialog.getByRole('combobox', { name: 'Provincia' });
    const distrito = dialog.getByRole('combobox', { name: 'Distrito' });

    // Nothing to choose under a department not chosen yet.
    await dialog.getByText('Elija primero el departamento').waitFor();
    await expect(provincia.isDisabled()).resolves.toBe(true);
    await expect(distrito.isDisabled()).resolves.toBe(true);

    await elegir(page, departamento, 'call', 'Callao');
    await expect(ofrecidas(page, provincia, 'c')).resolves.toEqual(['Callao']);
    await page.getByRole('option', { name: 'Callao', exact: true }).click();
    await expect(dialog.getByLabel('Ciudad').inputValue()).resolves.toBe('Callao');
    // Callao's districts: Miraflores is Lima's, not offered here.
    await expect(ofrecidas(page, distrito, 'mira')).resolves.toEqual([]);
    await page.locator('.MuiAutocomplete-noOptions').getByText('Sin coincidencias').waitFor();
    await expect(ofrecidas(page, distrito, 'bella')).resolves.toEqual(['Bellavista']);
    await page.getByRole('option', { name: 'Bellavista', exact: true }).click();

    // Another department clears the province and district chosen under the previous one.
    await elegir(page, departamento, 'lim', 'Lima');
    await expect(provincia.inputValue()).resolves.toBe('');
    await expect(distrito.inputValue()).resolves.toBe('');
    await expect(ofrecidas(page, provincia, 'canete')).resolves.toEqual(['Cañete']);
    await page.getByRole('option', { name: 'Cañete', exact: true }).click();
    const distritosDeCanete = await ofrecidas(page, distrito, 'san');
    expect(distritosDeCanete).toEqual(['San Vicente de Cañete', 'San Antonio', 'San Luis', 'Santa Cruz de Flores']);
    await page.getByRole('option', { name: 'San Vicente de Cañete', exact: true }).click();

    // Ciudad took the province's name as it was chosen; the person may write another.
    await expect(dialog.getByLabel('Ciudad').inputValue()).resolves.toBe('Cañete');
    await dialog.getByLabel('Calle').pressSequentially('Jr. Dos de Mayo 210');
    await dialog.getByLabel('Ciudad').selectText();
    await dialog.getByLabel('Ciudad').pressSequentially('San Vicente');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Dirección creada exitosamente').waitFor();
    await tableRow(page, 'Jr. Dos de Mayo 210').waitFor();
    const { data } = await api.get<{ data: Array<Record<string, unknown>> }>('Direccion?search=dos%20de%20mayo');
    expect(data).toEqual([
      expect.objectContaining({ departamento: 'Lima', provincia: 'Cañete', distrito: 'San Vicente de Cañete', ubigeo: '150501' }),
    ]);
  });

  it('muestra elegida la ubicación de una dirección guardada con otra escritura, y la cambia en cascada', async () => {
    const { page } = suite.browser;
    const api = await openDirecciones(page, suite.server.baseUrl);
    const guardada = await api.post('Direccion', { calle: 'Av. Salaverry 2020', ciudad: 'Lima', distrito: 'JESUS MARIA', provincia: 'lima', departamento: 'lima' });
    await page.reload();
    await page.getByRole('tab', { name: /^Direcciones \(\d+\)$/ }).click();
    await tableRow(page, 'Av. Salaverry 2020').getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Dirección' });
    await muestra(page, dialog.getByRole('combobox', { name: 'Departamento' }), 'Lima');
    await muestra(page, dialog.getByRole('combobox', { name: 'Provincia' }), 'Lima');
    await muestra(page, dialog.getByRole('combobox', { name: 'Distrito' }), 'Jesus Maria');

    await elegir(page, dialog.getByRole('combobox', { name: 'Distrito' }), 'linc', 'Lince');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Dirección actualizada exitosamente').waitFor();
    await expect(api.get(`Direccion/${guardada.id}`)).resolves.toMatchObject({ distrito: 'Lince', provincia: 'lima', ubigeo: '150116' });
  });
});
