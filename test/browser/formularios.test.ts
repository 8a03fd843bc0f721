import type { Page } from 'playwright-core';
import { activoRow, input, openActivos } from './activos-fixtures';
import { browserSuite, logout, openBrowser, shownDate, typeDate } from './harness';

// Forms that keep the user's work: the server's messages under their fields, a question before unsaved
// changes are lost, the focus where typing starts, and dates typed as in Peru in any browser language.

interface ActivoApi {
  id: number;
  codigo: string;
  fechaAdquisicion: string | null;
}

const RUC_DIGITO_ERRADO = '20100070971';

/** Waits until the focused element has the attribute's value. */
const focusOn = (page: Page, attribute: string, value: string) =>
  page.waitForFunction(`document.activeElement?.getAttribute(${JSON.stringify(attribute)}) === ${JSON.stringify(value)}`);

describe('Formularios', () => {
  const suite = browserSuite();

  it('muestra bajo su campo el mensaje con que el servidor rechaza un guardado', async () => {
    const { page } = suite.browser;
    await openActivos(page, suite.server.baseUrl);
    await page.getByRole('button', { name: 'Insertar Activo' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
    await input(nuevo, 'Descripción').pressSequentially('Impresora Epson L3250');
    // Eleven digits pass the form's own check; only the server knows the check digit is wrong.
    const ruc = input(nuevo, 'RUC Proveedor');
    await ruc.pressSequentially(RUC_DIGITO_ERRADO);
    const [respuesta] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/activos' && response.request().method() === 'POST'),
      nuevo.getByRole('button', { name: 'Guardar Cambios' }).click(),
    ]);
    expect(respuesta.status()).toBe(400);
    const { errors } = (await respuesta.json()) as { errors: Array<{ field: string; message: string }> };
    const mensaje = errors.find(({ field }) => field === 'rucProveedor')?.message;
    expect(mensaje).toMatch(/RUC/);

    await expect(ruc.getAttribute('aria-invalid')).resolves.toBe('true');
    const ayuda = nuevo.locator(`#${await ruc.getAttribute('aria-describedby')}`);
    await expect(ayuda.innerText()).resolves.toBe(mensaje);
    await expect(input(nuevo, 'Descripción').getAttribute('aria-invalid')).resolves.toBe('false');
  });

  it('pregunta antes de descartar los cambios del diálogo de activo y cierra sin preguntar cuando no los hay', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const insertar = page.getByRole('button', { name: 'Insertar Activo' });
    const nuevo = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
    const descartar = page.getByRole('dialog', { name: '¿Descartar los cambios?' });

    // Nothing typed: Volver and Escape close at once.
    await insertar.click();
    await nuevo.getByRole('button', { name: 'Volver' }).click();
    await nuevo.waitFor({ state: 'detached' });
    await insertar.click();
    await focusOn(page, 'name', 'descripcion');
    await page.keyboard.press('Escape');
    await nuevo.waitFor({ state: 'detached' });
    expect(await descartar.count()).toBe(0);

    // Typed: Escape asks, with the safe choice focused: Enter right after keeps the dialog with what was typed.
    await insertar.click();
    await focusOn(page, 'name', 'descripcion');
    await page.keyboard.type('Proyector Epson');
    await page.keyboard.press('Escape');
    await descartar.getByText('Los cambios que no guardó se perderán.').waitFor();
    await expect(descartar.getByRole('button', { name: 'Seguir editando' }).evaluate((boton) => boton === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await descartar.waitFor({ state: 'detached' });
    await expect(input(nuevo, 'Descripción').inputValue()).resolves.toBe('Proyector Epson');

    // Volver asks too; Descartar closes it.
    await nuevo.getByRole('button', { name: 'Volver' }).click();
    await descartar.getByRole('button', { name: 'Descartar' }).click();
    await nuevo.waitFor({ state: 'detached' });
    await insertar.click();
    await expect(input(nuevo, 'Descripción').inputValue()).resolves.toBe('');
    await nuevo.getByRole('button', { name: 'Volver' }).click();
    await nuevo.waitFor({ state: 'detached' });

    // A saved asset with amounts and dates, opened and closed untouched: nothing to discard.
    const guardado = await api.post<ActivoApi>('activos', {
      descripcion: 'Laptop Dell Latitude 5440',
      precioUndMn: 4500,
      conIgv: true,
      fechaAdquisicion: '2024-01-31',
      fechaInventario: '2024-12-01',
    });
    await page.reload();
    await activoRow(page, guardado.codigo).getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: `Modificar Activo ${guardado.codigo}` });
    await expect(shownDate(editar, 'Fecha de Adquisición')).resolves.toBe('31/01/2024');
    await editar.getByRole('button', { name: 'Volver' }).click();
    await editar.waitFor({ state: 'detached' });
    expect(await descartar.count()).toBe(0);
  });

  it('enfoca el primer campo del modal de movimiento y pregunta antes de descartar lo escrito', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    await page.goto(`${suite.server.baseUrl}/movimientos`);
    const insertar = page.getByRole('button', { name: 'Insertar Movimiento' });
    const dialog = page.getByRole('dialog', { name: 'Insertar Movimiento' });
    await insertar.click();
    await focusOn(page, 'role', 'combobox');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await insertar.click();
    await input(dialog.getByRole('region', { name: 'Datos del Movimiento' }), 'Destinatario').pressSequentially('Sede Arequipa');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    const descartar = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await descartar.getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A saved movement with its guide, opened and closed untouched: nothing to discard.
    const activo = await api.post<ActivoApi>('activos', { descripcion: 'Proyector Epson' });
    await api.post('Movimiento', {
      destinatario: 'Sede Piura',
      activoIds: [activo.id],
      fecha: '2025-03-10T20:30:00.000Z',
      guiaMovimiento: { ruc: '00100000123', fecha: '2025-03-10T20:30:00.000Z', unidad: 'UND', cantidad: 1 },
    });
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Sede Piura' }).getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Movimiento' });
    await editar.getByRole('button', { name: 'Cancelar' }).click();
    await editar.waitFor({ state: 'detached' });
    expect(await descartar.count()).toBe(0);
  });

  it('pregunta antes de salir de la página de generación con cambios sin guardar', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await openActivos(page, baseUrl);
    await page.goto(`${baseUrl}/movimientos/create`);
    await page.getByRole('heading', { level: 1, name: 'Generación de Movimientos' }).waitFor();
    // The first field is the movement's date: typing starts on its day.
    await focusOn(page, 'aria-label', 'Dia');

    // Untouched: leaving asks nothing.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`${baseUrl}/movimientos`);

    await page.getByRole('link', { name: 'Generación de Movimientos' }).click();
    await page.waitForURL(`${baseUrl}/movimientos/create`);
    await page.getByRole('textbox', { name: 'Destinatario', exact: true }).pressSequentially('Planta Arequipa');
    const descartar = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await descartar.getByRole('button', { name: 'Seguir editando' }).click();
    await descartar.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/movimientos/create');
    await expect(page.getByRole('textbox', { name: 'Destinatario', exact: true }).inputValue()).resolves.toBe('Planta Arequipa');
    // Closing or reloading the tab asks the browser's own question.
    await expect(
      page.evaluate('(() => { const event = new Event("beforeunload", { cancelable: true }); window.dispatchEvent(event); return event.defaultPrevented; })()'),
    ).resolves.toBe(true);

    // The browser's back button asks as well; Descartar leaves.
    await page.goBack();
    await descartar.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL(`${baseUrl}/movimientos`);

    // Signing out ends the session: nothing could be saved, so the login page comes without asking.
    await page.getByRole('link', { name: 'Generación de Movimientos' }).click();
    await page.getByRole('textbox', { name: 'Destinatario', exact: true }).pressSequentially('Planta Trujillo');
    await logout(page, baseUrl);
    expect(await descartar.count()).toBe(0);
  });

  it('con el navegador en inglés y otra zona horaria las fechas se escriben y muestran dd/MM/yyyy y dd/MM/yyyy HH:mm (hora de Lima), y se guardan como las tiene la API', async () => {
    // A laptop set up in English on Madrid's clock (UTC+1): the dates are still Peru's.
    const ingles = await openBrowser({ locale: 'en-US', timezoneId: 'Europe/Madrid' });
    try {
      const { page } = ingles;
      const api = await openActivos(page, suite.server.baseUrl);
      await page.getByRole('button', { name: 'Insertar Activo' }).click();
      const nuevo = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
      await input(nuevo, 'Descripción').pressSequentially('Escritorio de melamina');
      // A date typed in part, or one that does not exist, is not saved as none: the form says so under the field.
      await typeDate(nuevo, 'Fecha de Adquisición', '0503');
      await nuevo.getByRole('button', { name: 'Guardar Cambios' }).click();
      await nuevo.getByText('Fecha no válida').waitFor();
      await typeDate(nuevo, 'Fecha de Adquisición', '31022025');
      await nuevo.getByRole('button', { name: 'Guardar Cambios' }).click();
      await nuevo.getByText('Fecha no válida').waitFor();
      await typeDate(nuevo, 'Fecha de Adquisición', '05032025');
      await nuevo.getByText('Fecha no válida').waitFor({ state: 'detached' });
      await expect(shownDate(nuevo, 'Fecha de Adquisición')).resolves.toBe('05/03/2025');
      const [respuesta] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/activos' && response.request().method() === 'POST'),
        nuevo.getByRole('button', { name: 'Guardar Cambios' }).click(),
      ]);
      expect(respuesta.status()).toBe(201);
      const { id } = (await respuesta.json()) as ActivoApi;
      expect((await api.get<ActivoApi>(`activos/${id}`)).fechaAdquisicion?.slice(0, 10)).toBe('2025-03-05');

      // Date and time in Lima's 24-hour clock: 10/03/2025 15:30 in Lima is 20:30 UTC.
      const movimiento = await api.post('Movimiento', { destinatario: 'Sede Cusco', activoIds: [id], fecha: '2025-03-10T20:30:00.000Z' });
      await page.goto(`${suite.server.baseUrl}/movimientos`);
      await page.getByRole('row').filter({ hasText: 'Sede Cusco' }).getByRole('button', { name: 'Editar' }).click();
      const datos = page.getByRole('dialog', { name: 'Editar Movimiento' }).getByRole('region', { name: 'Datos del Movimiento' });
      await expect(shownDate(datos, 'Fecha')).resolves.toBe('10/03/2025 15:30');
      await typeDate(datos, 'Fecha', '110320250915');
      await expect(shownDate(datos, 'Fecha')).resolves.toBe('11/03/2025 09:15');
      const [guardado] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'PUT'),
        page.getByRole('dialog', { name: 'Editar Movimiento' }).getByRole('button', { name: 'Guardar' }).click(),
      ]);
      expect(guardado.status()).toBe(200);
      expect((await api.get<{ fecha: string }>(`Movimiento/${movimiento.id}`)).fecha).toBe('2025-03-11T14:15:00.000Z');
      // The list shows it in Lima time too.
      await page.getByRole('row').filter({ hasText: 'Sede Cusco' }).getByText('11/03/2025 09:15').waitFor();

      // A filter's date: from the start of that day in Lima.
      await page.goto(`${suite.server.baseUrl}/admin/admindashboard`);
      await page.getByRole('tab', { name: 'Auditoría' }).click();
      const filtros = page.getByRole('search', { name: 'Filtros de auditoría' });
      await typeDate(filtros, 'Fecha inicio', '01032025');
      await expect(shownDate(filtros, 'Fecha inicio')).resolves.toBe('01/03/2025');
      const [consulta] = await Promise.all([
        page.waitForRequest((request) => decodeURIComponent(request.url()).includes('2025-03-01T05:00:00.000Z')),
        filtros.getByRole('button', { name: 'Buscar' }).click(),
      ]);
      expect(consulta.method()).toBe('GET');
    } finally {
      await ingles.close();
    }
  });
});
