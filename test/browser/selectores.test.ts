import type { Locator, Page } from 'playwright-core';
import { ADMIN, browserSuite, type SessionApi, signIn, tableRow } from './harness';

// What a picker says when its list shows nothing: why the list is empty, or that nothing matches the text typed.

const SIN_COINCIDENCIAS = 'Sin coincidencias';

/** The text a picker's open list shows in place of options. */
const noOptions = (page: Page) => page.locator('.MuiAutocomplete-noOptions');

const typeInto = async (page: Page, combobox: Locator, text: string) => {
  await combobox.click();
  await page.keyboard.type(text);
};

const openMantenimiento = async (page: Page, baseUrl: string): Promise<SessionApi> => {
  const api = await signIn(page, baseUrl, ADMIN);
  await page.goto(`${baseUrl}/mantenimiento`);
  await page.getByRole('heading', { level: 1, name: 'Gestión de Mantenimientos' }).waitFor();
  return api;
};

describe('Selectores', () => {
  const suite = browserSuite();

  it('dicen "No hay … disponibles" ante una lista vacía y "Sin coincidencias" cuando nada coincide con lo escrito', async () => {
    const { page } = suite.browser;
    const api = await openMantenimiento(page, suite.server.baseUrl);

    // The asset picker of a company without assets, then with one.
    await page.getByRole('button', { name: 'Nuevo Mantenimiento' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo Mantenimiento' });
    await dialog.getByRole('combobox', { name: 'Activo' }).click();
    await noOptions(page).getByText('No hay activos disponibles para esta empresa').waitFor();
    await typeInto(page, dialog.getByRole('combobox', { name: 'Activo' }), 'zzz');
    await noOptions(page).getByText('No hay activos disponibles para esta empresa').waitFor();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await api.post('activos', { descripcion: 'Compresora de aire Atlas Copco', cantidad: 1 });
    await page.getByRole('button', { name: 'Nuevo Mantenimiento' }).click();
    dialog = page.getByRole('dialog', { name: 'Nuevo Mantenimiento' });
    await typeInto(page, dialog.getByRole('combobox', { name: 'Activo' }), 'zzz');
    await noOptions(page).getByText(SIN_COINCIDENCIAS, { exact: true }).waitFor();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('atlas');
    await page.getByRole('option', { name: /Compresora de aire Atlas Copco/ }).waitFor();

    // The area and user pickers of the asset dialog.
    await page.goto(`${suite.server.baseUrl}/registraractivos`);
    await page.getByRole('heading', { level: 1, name: 'Registro de Activos' }).waitFor();
    await page.getByRole('button', { name: 'Insertar Activo' }).click();
    dialog = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
    await dialog.getByRole('combobox', { name: 'Área' }).click();
    await noOptions(page).getByText('No hay áreas disponibles para esta empresa').waitFor();
    await page.keyboard.press('Escape');
    await typeInto(page, dialog.getByRole('combobox', { name: 'Usuario Responsable' }), 'zzz');
    await noOptions(page).getByText(SIN_COINCIDENCIAS, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Volver' }).click();
    await dialog.waitFor({ state: 'detached' });

    await api.post('Area', { nombre: 'Logística' });
    await page.getByRole('button', { name: 'Insertar Activo' }).click();
    dialog = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
    await typeInto(page, dialog.getByRole('combobox', { name: 'Área' }), 'zzz');
    await noOptions(page).getByText(SIN_COINCIDENCIAS, { exact: true }).waitFor();
  });

  it('en la asignación de usuarios de un mantenimiento dice "Todos los usuarios ya han sido asignados" cuando no queda ninguno', async () => {
    const { page } = suite.browser;
    const api = await openMantenimiento(page, suite.server.baseUrl);
    const activo = await api.post<{ id: number; codigo: string }>('activos', { descripcion: 'Grupo electrógeno Cummins', cantidad: 1 });
    const mantenimiento = await api.post<{ id: number }>('mantenimiento', { activoId: activo.id, descripcionServicio: 'Calibración anual' });
    const tecnico = await api.post<{ id: number }>('Usuario', {
      tipo: 5,
      companiaId: 1,
      nombre: 'Pedro',
      apellido: 'Salas',
      codigo: 'RES-03',
      correoElectronico: 'pedro.salas@demo.pe',
      contrasena: 'clave-de-prueba',
    });
    const usuarios = await api.get<Array<{ id: number }>>('usuario/compania/1');
    for (const usuario of usuarios.filter(({ id }) => id !== tecnico.id)) {
      await api.post(`mantenimiento/${mantenimiento.id}/usuarios/${usuario.id}`, {});
    }
    await page.reload();

    await tableRow(page, activo.codigo).getByRole('button', { name: 'Gestionar Usuarios' }).click();
    const dialog = page.getByRole('dialog', { name: /^Gestión de Usuarios del Mantenimiento/ });
    const usuario = dialog.getByRole('combobox', { name: 'Usuario' });
    await typeInto(page, usuario, 'zzz');
    await noOptions(page).getByText(SIN_COINCIDENCIAS, { exact: true }).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('Pedro');
    await page.getByRole('option', { name: 'Pedro Salas (RES-03)', exact: true }).click();
    await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
    await dialog.getByRole('row').filter({ hasText: 'Pedro Salas' }).waitFor();

    await dialog.getByText('Todos los usuarios ya han sido asignados').waitFor();
    await usuario.click();
    await noOptions(page).getByText('Todos los usuarios ya han sido asignados').waitFor();
  });
});
