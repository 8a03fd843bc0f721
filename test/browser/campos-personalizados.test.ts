import type { Page } from 'playwright-core';
import { limaDate } from '../../src/common/lima-time';
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
    await api.post('actas-entrega', { custodioId: custodio.id, activoIds: [activo.id], fecha: limaDate() });
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

  it('modifica un campo tecleado en su diálogo y muestra en español por qué no cambia el tipo de uno con valores (1366×768 y 1024×768)', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await openActivos(page, suite.server.baseUrl);
    const campo = await api.post('campos-personalizados', { clave: 'aseguradora', etiqueta: 'Aseguradora', tipo: 'lista', opciones: ['Rímac', 'Pacífico'] });
    await api.post('activos', { codigo: 'CPE-001', descripcion: 'Laptop Lenovo', cantidad: 1, estado: 'Activo', camposPersonalizados: { aseguradora: 'Rímac' } });
    await page.reload();
    await page.getByRole('button', { name: 'Campos personalizados' }).click();
    const definir = page.getByRole('dialog', { name: 'Campos personalizados de los activos' });
    await definir.getByRole('button', { name: 'Editar Aseguradora' }).click();
    const formulario = definir.getByRole('form', { name: 'Modificar el campo «Aseguradora»' });
    await expect(formulario.getByRole('textbox', { name: 'Clave' }).isDisabled()).resolves.toBe(true);

    // A type the values kept would not fit: the API's Spanish message, shown in the dialog.
    await formulario.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Número' }).click();
    await formulario.getByRole('button', { name: 'Guardar' }).click();
    await definir.getByRole('alert').getByText('1 activo(s) tienen un valor en el campo "Aseguradora": no se puede cambiar su tipo ni quitar opciones de su lista').waitFor();

    // Back to a list: new label and one more option typed, obligatorio ticked with the keyboard.
    await formulario.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Lista' }).click();
    const etiqueta = formulario.getByRole('textbox', { name: 'Etiqueta' });
    await etiqueta.press('ControlOrMeta+a');
    await etiqueta.pressSequentially('Compañía de seguros');
    const opciones = formulario.getByRole('textbox', { name: 'Opciones' });
    await opciones.press('End');
    await opciones.pressSequentially(', La Positiva');
    await formulario.getByRole('checkbox', { name: 'Obligatorio' }).press('Space');
    await page.screenshot({ path: 'test-results/campos-personalizados-editar-1366.png' });
    await formulario.getByRole('button', { name: 'Guardar' }).click();
    await definir.getByRole('cell', { name: 'Compañía de seguros', exact: true }).waitFor();
    await formulario.waitFor({ state: 'detached' });
    expect(await api.get(`campos-personalizados/${campo.id}`)).toMatchObject({
      clave: 'aseguradora',
      etiqueta: 'Compañía de seguros',
      tipo: 'lista',
      opciones: ['Rímac', 'Pacífico', 'La Positiva'],
      obligatorio: true,
      activosConValor: 1,
    });

    // Its column in the list orders by its value, the asset with none last.
    await definir.getByRole('button', { name: 'Cerrar' }).click();
    await api.post('activos', { codigo: 'CPE-002', descripcion: 'Monitor Dell', cantidad: 1, estado: 'Activo', camposPersonalizados: { aseguradora: 'Pacífico' } });
    await api.post('activos', { codigo: 'CPE-003', descripcion: 'Proyector Epson', cantidad: 1, estado: 'Activo', camposPersonalizados: { aseguradora: 'La Positiva' } });
    const ordenada = page.waitForResponse((response) => new URL(response.url()).searchParams.get('sort') === '["campo.aseguradora","ASC"]');
    await page.getByRole('columnheader', { name: 'Compañía de seguros' }).getByRole('button').click();
    expect((await (await ordenada).json()).map((activo: { codigo: string }) => activo.codigo).slice(0, 3)).toEqual(['CPE-003', 'CPE-002', 'CPE-001']);
    await expect(activoRow(page, 'CPE-003').evaluate((fila) => fila.parentElement?.firstElementChild === fila)).resolves.toBe(true);

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByRole('button', { name: 'Campos personalizados' }).click();
    await definir.getByRole('button', { name: 'Editar Compañía de seguros' }).click();
    await definir.getByRole('form', { name: 'Modificar el campo «Compañía de seguros»' }).waitFor();
    await page.screenshot({ path: 'test-results/campos-personalizados-editar-1024.png' });
    await expect(definir.evaluate((dialogo) => dialogo.scrollWidth <= dialogo.clientWidth)).resolves.toBe(true);
  });
});
