import type { Page } from 'playwright-core';
import { ADMIN, browserSuite, signIn, tableRow } from './harness';

const ES_PE_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

const openCompania = async (page: Page, baseUrl: string) => {
  await signIn(page, baseUrl, ADMIN);
  await page.goto(`${baseUrl}/compania`);
  await page.getByRole('heading', { level: 1, name: 'Gestión de Compañía' }).waitFor();
};

describe('Gestión de Compañía: áreas', () => {
  const suite = browserSuite([]);

  it('solo la pestaña Áreas está activa; sin áreas lo dice, y con ellas la tabla muestra sus columnas', async () => {
    const { page } = suite.browser;
    await openCompania(page, suite.server.baseUrl);

    await expect(page.getByRole('tab', { name: 'Áreas' }).getAttribute('aria-selected')).resolves.toBe('true');
    for (const name of ['Departamentos (Próximamente)', 'Ubicaciones (Próximamente)']) {
      await expect(page.getByRole('tab', { name }).isDisabled()).resolves.toBe(true);
    }
    await page.getByText('No hay áreas registradas para esta compañía.').waitFor();
    await page.getByRole('button', { name: 'Nueva Área' }).click();
    await page.getByRole('dialog', { name: 'Nueva Área' }).getByLabel('Nombre del Área').fill('Logística');
    await page.getByRole('dialog', { name: 'Nueva Área' }).getByRole('button', { name: 'Guardar' }).click();
    await tableRow(page, 'Logística').waitFor();
    const headers = await page.locator('#main-content thead th').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual(['ID', 'Área', 'Fecha Creación', 'Fecha Actualización', 'Acciones']);
  });

  it('el nombre es requerido y de 100 caracteres como máximo; Escape cierra el diálogo', async () => {
    const { page } = suite.browser;
    await openCompania(page, suite.server.baseUrl);

    await page.getByRole('button', { name: 'Nueva Área' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Área' });
    await dialog.getByText('0/100').waitFor();
    await dialog.getByLabel('Nombre del Área').fill('   ');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Campo Requerido').waitFor();
    await alert.getByText('El nombre del área es requerido').waitFor();
    // Editing the field clears the message.
    await dialog.getByLabel('Nombre del Área').fill('x'.repeat(101));
    await alert.waitFor({ state: 'detached' });
    await dialog.getByText('101/100').waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await alert.getByText('El nombre del área no puede exceder los 100 caracteres').waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('crea, edita (con el ID a la vista, sin poder cambiarlo) y elimina un área tras confirmar', async () => {
    const { page } = suite.browser;
    await openCompania(page, suite.server.baseUrl);

    await page.getByRole('button', { name: 'Nueva Área' }).click();
    const nueva = page.getByRole('dialog', { name: 'Nueva Área' });
    await nueva.getByLabel('Nombre del Área').fill('Contabilidad');
    await nueva.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Área creada exitosamente').waitFor();
    const fila = tableRow(page, 'Contabilidad');
    // The notice comes with the save's answer; the row, with the list's reload after it.
    await fila.waitFor();
    const [id, , creada, actualizada] = (await fila.locator('td').allInnerTexts()).map((cell) => cell.trim());
    expect(id).toMatch(/^\d+$/);
    expect(creada).toMatch(ES_PE_DATE_TIME);
    expect(actualizada).toMatch(ES_PE_DATE_TIME);

    await fila.getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Área' });
    const idInput = editar.getByLabel('ID');
    await expect(idInput.inputValue()).resolves.toBe(id);
    await expect(idInput.getAttribute('readonly')).resolves.not.toBeNull();
    await editar.getByLabel('Nombre del Área').fill('Contabilidad General');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Área actualizada exitosamente').waitFor();
    const editada = tableRow(page, 'Contabilidad General');
    await expect(editada.locator('td').first().innerText()).resolves.toBe(id);

    await editada.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await confirm.getByText('¿Está seguro de que desea eliminar esta área?').waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Área eliminada exitosamente').waitFor();
    await editada.waitFor({ state: 'detached' });
  });

  it('si la lista no carga muestra el error y Reintentar la vuelve a pedir', async () => {
    const { page } = suite.browser;
    await page.route(/\/api\/Area\?/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Servicio no disponible', error: 'Internal Server Error' }),
      }),
    );
    await openCompania(page, suite.server.baseUrl);

    const alert = page.locator('#main-content').getByRole('alert');
    await alert.getByText('Error al cargar áreas: Servicio no disponible').waitFor();
    await page.unroute(/\/api\/Area\?/);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await alert.waitFor({ state: 'detached' });
    const main = page.locator('#main-content');
    await main.getByRole('table').or(main.getByText('No hay áreas registradas para esta compañía.')).waitFor();
  });
});
