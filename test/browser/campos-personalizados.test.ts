import type { Page } from 'playwright-core';
import { browserSuite } from './harness';
import { activoRow, input, openActivos } from './activos-fixtures';

const respuestaDelPut = (page: Page) =>
  page.waitForResponse((response) => /\/api\/activos\/\d+$/.test(new URL(response.url()).pathname) && response.request().method() === 'PUT');

describe('Campos personalizados y custodio en el Registro de Activos', () => {
  const suite = browserSuite([]);

  it('muestra el custodio en la lista y en el diálogo, y guarda un campo personalizado tecleado en su sección (1366×768)', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await openActivos(page, suite.server.baseUrl);
    // A field defined in its dialog, typed; another through the API.
    await page.getByRole('button', { name: 'Campos personalizados' }).click();
    const definir = page.getByRole('dialog', { name: 'Campos personalizados de los activos' });
    await definir.getByRole('textbox', { name: 'Etiqueta' }).pressSequentially('Póliza de seguro');
    await definir.getByRole('textbox', { name: 'Clave' }).pressSequentially('poliza');
    await definir.getByRole('button', { name: 'Agregar campo' }).click();
    await definir.getByRole('cell', { name: 'poliza', exact: true }).waitFor();
    await definir.getByRole('button', { name: 'Cerrar' }).click();
    await api.post('campos-personalizados', { clave: 'asegurado', etiqueta: 'Asegurado', tipo: 'si_no' });
    const custodio = await api.post('custodios', { nombres: 'Marta', apellidos: 'Ccori Mamani', tipoDocumento: '1', numeroDocumento: '07788990' });
    const activo = await api.post('activos', { codigo: 'CPB-001', descripcion: 'Camioneta Toyota Hilux', cantidad: 1, estado: 'Activo' });
    await api.post('actas-entrega', { custodioId: custodio.id, activoIds: [activo.id], fecha: new Date().toISOString().slice(0, 10) });
    await page.reload();

    const fila = activoRow(page, 'CPB-001');
    await fila.getByText('Marta Ccori Mamani').waitFor();
    await page.getByRole('columnheader', { name: 'Custodio' }).waitFor();
    await page.getByRole('columnheader', { name: 'Póliza de seguro' }).waitFor();

    await fila.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modificar Activo CPB-001' });
    await dialog.getByText('A cargo de Marta Ccori Mamani').waitFor();
    const seccion = dialog.getByRole('region', { name: 'Campos Personalizados' });
    const poliza = input(seccion, 'Póliza de seguro');
    await poliza.click();
    await poliza.pressSequentially('POL-2026-0077');
    await seccion.getByRole('combobox', { name: 'Asegurado' }).click();
    await page.getByRole('option', { name: 'Sí' }).click();
    const [guardado] = await Promise.all([respuestaDelPut(page), dialog.getByRole('button', { name: 'Guardar Cambios' }).click()]);
    expect(guardado.status()).toBe(200);
    expect((await guardado.json()).camposPersonalizados).toEqual({ asegurado: true, poliza: 'POL-2026-0077' });
    await dialog.waitFor({ state: 'detached' });
    await fila.getByText('POL-2026-0077').waitFor();
    const leido = await api.get<{ camposPersonalizados: Record<string, unknown>; custodio: { nombres: string } }>(`activos/${activo.id}`);
    expect(leido).toMatchObject({ camposPersonalizados: { asegurado: true, poliza: 'POL-2026-0077' }, custodio: { nombres: 'Marta' } });

    // Filtered by its custodian, and by the value typed.
    await page.getByRole('combobox', { name: 'Custodio' }).click();
    await page.getByRole('option', { name: 'Marta Ccori Mamani' }).click();
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (1)' }).waitFor();
    await page.getByRole('combobox', { name: 'Custodio' }).click();
    await page.getByRole('option', { name: 'Sin custodio' }).click();
    await fila.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });
});
