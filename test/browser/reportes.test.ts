import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { pdfText } from '../fixtures/pdf';
import { ADMIN, browserSuite, DEMO_COMPANIA, signIn, tableRow, typeDate, type SessionApi } from './harness';

const CARLOS = { tipo: 5, email: 'carlos.reportes@demo.pe', password: 'clave-carlos', nombre: 'Carlos', apellido: 'Ramos' };
const LUCIA = { tipo: 4, email: 'lucia.reportes@demo.pe', password: 'clave-lucia', nombre: 'Lucía', apellido: 'Torres' };
const TITULO_71 = '7.1 Detalle de los Activos Fijos Revaluados y no Revaluados';

/** Clicks a button and answers the file it saves. */
async function descargar(page: Page, boton: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), boton.click()]);
  return download;
}

const contenido = async (download: Download) => readFileSync((await download.path())!);

async function primeraColumna(download: Download): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await contenido(download)) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0].getColumn(1).values.slice(2);
}

/** Signs in as the demo Maestro, prepares the assets once and opens `path`. */
async function abrir(page: Page, baseUrl: string, path: string): Promise<SessionApi> {
  const api = await signIn(page, baseUrl, ADMIN);
  const existentes = await api.get<Array<{ codigo: string }>>('activos/search');
  if (!existentes.some((a) => a.codigo === 'BRW-LAP')) {
    const usuarios = await api.get<Array<{ id: number; correoElectronico: string }>>(`usuario/compania/${DEMO_COMPANIA.id}`);
    const id = (email: string) => usuarios.find((u) => u.correoElectronico === email)!.id;
    await api.post('activos', { codigo: 'BRW-LAP', descripcion: 'Laptop Lenovo ThinkPad', categoria: 'Equipos de Cómputo', precioUndMn: 4800, fechaAdquisicion: '2023-06-10', usuarioId: id(LUCIA.email) });
    await api.post('activos', { codigo: 'BRW-SIL', descripcion: 'Silla giratoria', categoria: 'Muebles y Enseres', precioUndMn: 600, fechaAdquisicion: '2024-02-20', usuarioId: id(CARLOS.email) });
    await api.post('activos', { codigo: 'BRW-EST', descripcion: 'Estante metálico', categoria: 'Muebles y Enseres', precioUndMn: 250, fechaAdquisicion: '2024-05-05' });
  }
  await page.goto(`${baseUrl}${path}`);
  return api;
}

const elegir = async (page: Page, combobox: Locator, opcion: string | RegExp) => {
  await combobox.click();
  await page.getByRole('option', { name: opcion }).click();
};

describe('Reportes', () => {
  const suite = browserSuite([CARLOS, LUCIA]);

  it('cada botón de /reportes descarga su archivo con el nombre que le da el servidor', async () => {
    const { page } = suite.browser;
    await abrir(page, suite.server.baseUrl, '/reportes');
    await page.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();

    const activos = await descargar(page, tableRow(page, 'Reporte de Activos').getByRole('button', { name: 'Exportar' }));
    expect(activos.suggestedFilename()).toMatch(/^Reporte_Activos_\d{8}_\d{6}\.xlsx$/);
    expect(await primeraColumna(activos)).toEqual(['BRW-LAP', 'BRW-SIL', 'BRW-EST', undefined, 'Total por área', 'Total por estado', 'Total general']);

    const libro = tableRow(page, TITULO_71);
    await elegir(page, libro.getByRole('combobox', { name: /Año/ }), '2024');
    const ple = await descargar(page, libro.getByRole('button', { name: 'Exportar TXT (PLE)' }));
    expect(ple.suggestedFilename()).toBe(`LE${DEMO_COMPANIA.ruc}20240000070100001111.TXT`);
    const lineas = (await contenido(ple)).toString('latin1').trim().split('\r\n');
    expect(lineas.map((linea) => linea.split('|')[4])).toEqual(['BRW-LAP', 'BRW-SIL', 'BRW-EST']);
    const excel71 = await descargar(page, libro.getByRole('button', { name: 'Exportar Excel' }));
    expect(excel71.suggestedFilename()).toBe('Formato_7_1_2024.xlsx');
    expect(await primeraColumna(excel71)).toEqual(['BRW-LAP', 'BRW-SIL', 'BRW-EST', 'Totales']);
    const pdf71 = await descargar(page, libro.getByRole('button', { name: 'Exportar PDF' }));
    expect(pdf71.suggestedFilename()).toBe('Formato_7_1_2024.pdf');
    expect(pdfText(await contenido(pdf71))).toContain('Periodo: 2024');

    const catalogo = await descargar(page, tableRow(page, 'Catálogo de Activos').getByRole('button', { name: 'Exportar' }));
    expect(catalogo.suggestedFilename()).toMatch(/^Catalogo_Activos_\d{8}_\d{6}\.pdf$/);
    expect(pdfText(await contenido(catalogo))).toContain('Laptop Lenovo ThinkPad');

    const depreciacion = tableRow(page, 'Depreciación');
    await typeDate(depreciacion, 'Desde', '012024');
    await typeDate(depreciacion, 'Hasta', '032024');
    const data = await descargar(page, depreciacion.getByRole('button', { name: 'Exportar Data' }));
    expect(data.suggestedFilename()).toBe('Depreciacion_2024-01_2024-03.xlsx');
    // Three months of the laptop, two of the chair (bought in February); the shelf comes later.
    expect(await primeraColumna(data)).toEqual(['BRW-LAP', 'BRW-LAP', 'BRW-LAP', 'BRW-SIL', 'BRW-SIL']);
    const resumen = await descargar(page, depreciacion.getByRole('button', { name: 'Reporte' }));
    expect(resumen.suggestedFilename()).toBe('Depreciacion_Resumen_2024-01_2024-03.pdf');
    expect(pdfText(await contenido(resumen))).toContain('Resumen de Depreciación por Categoría');

    await typeDate(depreciacion, 'Desde', '062024');
    await depreciacion.getByText('Elija un período válido: "Desde" no puede ser posterior a "Hasta" ni terminar después del mes actual.').waitFor();
    await expect(depreciacion.getByRole('button', { name: 'Exportar Data' }).isDisabled()).resolves.toBe(true);
  });

  it('un error al exportar muestra el mensaje del servidor, que se puede cerrar', async () => {
    const { page } = suite.browser;
    await abrir(page, suite.server.baseUrl, '/reportes');
    await page.route('**/api/reportes/formato-71/pdf*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: 'El PDF del Formato 7.1 admite hasta 5,000 activos: descargue el archivo Excel o el TXT del PLE' }),
      }),
    );
    await tableRow(page, TITULO_71).getByRole('button', { name: 'Exportar PDF' }).click();
    const alerta = page.getByRole('alert').filter({ hasText: `Error al exportar ${TITULO_71}: El PDF del Formato 7.1 admite hasta 5,000 activos` });
    await alerta.waitFor();
    await alerta.getByRole('button', { name: 'Cerrar' }).click();
    await alerta.waitFor({ state: 'detached' });
  });

  it('el Reporte de Asignación agrupa los activos por usuario y se imprime en PDF', async () => {
    const { page } = suite.browser;
    await abrir(page, suite.server.baseUrl, '/reportedeasignacion');
    await page.getByRole('heading', { level: 1, name: 'Reporte de Asignación' }).waitFor();
    await page.getByText('Elija un usuario, o todos, y presione Ver Reporte.').waitFor();

    await page.getByRole('button', { name: 'Ver Reporte' }).click();
    await page.getByText('Total asignado: 2 activo(s) · S/ 5,400.00').waitFor();
    await page.getByText('Activos sin usuario asignado: 1 · S/ 250.00').waitFor();
    const carlos = page.getByRole('region', { name: /^Carlos Ramos/ });
    const lucia = page.getByRole('region', { name: /^Lucía Torres/ });
    await expect(page.getByRole('region').count()).resolves.toBe(2);
    await carlos.getByRole('row').filter({ hasText: 'BRW-SIL' }).getByText('S/ 600.00').waitFor();
    await carlos.getByText('1 activo(s) · S/ 600.00').waitFor();
    await lucia.getByRole('row').filter({ hasText: 'BRW-LAP' }).getByText('Laptop Lenovo ThinkPad').waitFor();
    // A calendar date shows as the API has it (2023-06-10), not the day before in Lima's time zone.
    await lucia.getByRole('row').filter({ hasText: 'BRW-LAP' }).getByText('10/06/2023').waitFor();
    await expect(carlos.getByText('BRW-LAP').count()).resolves.toBe(0);

    await elegir(page, page.getByRole('combobox', { name: /Usuario/ }), /^Carlos Ramos/);
    await page.getByRole('button', { name: 'Ver Reporte' }).click();
    await page.getByText('Total asignado: 1 activo(s) · S/ 600.00').waitFor();
    await lucia.waitFor({ state: 'detached' });
    await carlos.getByText('BRW-SIL').waitFor();

    const pdf = await descargar(page, page.getByRole('button', { name: 'Imprimir' }));
    expect(pdf.suggestedFilename()).toMatch(/^Reporte_Asignacion_\d{8}_\d{6}\.pdf$/);
    const texto = pdfText(await contenido(pdf));
    expect(texto).toContain('Usuario: Carlos Ramos');
    expect(texto).toContain('BRW-SIL');
    expect(texto).not.toContain('BRW-LAP');
  });
});
