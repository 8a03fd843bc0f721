import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, NOCHE_EN_LIMA, nombreSinElDelServidor } from './harness';
import { activoRow, openActivos } from './activos-fixtures';

const TEMPLATE_HEADERS =
  'Código,Descripción,Tipo,Marca,Modelo,Serie,Color,Estado,Edificio,Piso,Categoría,Proveedor,Precio,Cantidad,Fecha Adquisición,Año Fabricación';

/** The select of a wizard field by its label (the accessible name also holds the column it shows). */
const selector = (wizard: Locator, label: string): Locator =>
  wizard
    .locator('.MuiFormControl-root')
    .filter({ has: wizard.page().locator('label', { hasText: new RegExp(`^${label}\\s*\\*?$`) }) })
    .getByRole('combobox');

const choose = async (page: Page, combobox: Locator, option: string) => {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('Registro de Activos: carga masiva y exportaciones', () => {
  const suite = browserSuite([]);

  it('importa la plantilla llenada (una fila inválida): Descripción es obligatoria para importar y el resultado muestra 1 error', async () => {
    const { page } = suite.browser;
    const dir = mkdtempSync(join(tmpdir(), 'importar-activos-'));
    try {
      await openActivos(page, suite.server.baseUrl);
      await page.getByRole('button', { name: 'Carga Masiva' }).click();
      const wizard = page.getByRole('dialog', { name: 'Carga Masiva de Activos' });
      await wizard.getByText('Paso 1 de 3: Seleccionar Archivo').waitFor();
      await wizard.getByText('Si no indica un código, se genera automáticamente (ACT-000001…).').waitFor();
      await expect(wizard.getByLabel('Fila de inicio').inputValue()).resolves.toBe('2');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        wizard.getByRole('button', { name: 'Descargar plantilla (plantilla_activos.csv)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('plantilla_activos.csv');
      const [headers] = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
      expect(headers).toBe(TEMPLATE_HEADERS);

      // The template, filled in and saved as a workbook: the third row's year is out of range.
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('Activos').addRows([
        headers.split(','),
        ['', 'Silla ergonómica Atlas', 'Mueble', 'Atlas', 'Operativa', 'SE-001', 'Negro', 'Activo', 'Sede Central', '2',
          'Muebles y Enseres', 'Muebles SAC', 350.5, 4, '10/01/2024', 2023],
        ['IMP-0001', 'Proyector Epson EB-X49', 'Equipo', 'Epson', 'EB-X49', 'X49-77', 'Blanco', 'Activo', 'Torre A', '5',
          'Equipos Diversos', 'Epson Perú', 1850, 1, '05/06/2023', 2022],
        ['', 'Máquina de escribir', 'Equipo', 'Olivetti', 'Lettera 32', '', 'Verde', 'Inactivo', 'Almacén', '1',
          'Equipos Diversos', '', 80, 1, '', 1850],
      ]);
      const file = join(dir, 'activos.xlsx');
      await workbook.xlsx.writeFile(file);
      await wizard.getByLabel('Archivo Excel').setInputFiles(file);
      await wizard.getByRole('button', { name: 'Analizar Archivo' }).click();
      await wizard.getByText('Paso 2 de 3: Mapear Columnas').waitFor();

      for (const [field, option] of [
        ['Código', 'Columna 1: Código'],
        ['Descripción', 'Columna 2: Descripción'],
        ['Tipo de Activo', 'Columna 3: Tipo'],
        ['Estado', 'Columna 8: Estado'],
        ['Categoría', 'Columna 11: Categoría'],
        ['Precio Unitario \\(MN\\)', 'Columna 13: Precio'],
        ['Cantidad', 'Columna 14: Cantidad'],
        ['Fecha de Adquisición', 'Columna 15: Fecha Adquisición'],
        ['Año de Fabricación', 'Columna 16: Año Fabricación'],
        ['Precio \\(Menos IGV\\)', '-- No mapear --'],
        ['Categoría SUNAT', '-- No mapear --'],
      ]) {
        await expect(selector(wizard, field).innerText()).resolves.toBe(option);
      }

      const importar = wizard.getByRole('button', { name: 'Importar Activos' });
      await choose(page, selector(wizard, 'Descripción'), '-- No mapear --');
      await expect(importar.isDisabled()).resolves.toBe(true);
      await wizard.getByText('La columna "Descripción" es requerida').waitFor();
      await choose(page, selector(wizard, 'Descripción'), 'Columna 2: Descripción');
      await expect(importar.isDisabled()).resolves.toBe(false);
      await importar.click();

      await wizard.getByText('Paso 3 de 3: Resultados').waitFor();
      for (const [count, label] of [['2', 'Activos Creados'], ['1', 'Errores'], ['3', 'Total Procesados']]) {
        await wizard.getByText(label, { exact: true }).locator('..').getByText(count, { exact: true }).waitFor();
      }
      const filas = wizard.getByRole('table').locator('tbody tr');
      await filas.filter({ hasText: 'Silla ergonómica Atlas' }).getByText('Éxito').waitFor();
      await filas.filter({ hasText: 'IMP-0001' }).getByText('Éxito').waitFor();
      const error = filas.filter({ hasText: 'Máquina de escribir' });
      await expect(error.locator('td').first().innerText()).resolves.toBe('4');
      await expect(error.locator('td').nth(5).innerText()).resolves.toContain('Año debe estar entre 1900 y 2030');
      await wizard.getByRole('button', { name: 'Cerrar' }).click();

      // The list behind has been refreshed; the template's price is the unit price.
      await activoRow(page, 'IMP-0001').getByText('S/ 1,850.00').waitFor();
      await page.locator('#main-content tbody tr').filter({ hasText: 'Silla ergonómica Atlas' }).getByText('S/ 1,402.00').waitFor();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exporta a Excel con los filtros de la lista y el catálogo PDF con los suyos, con los nombres de archivo del servidor', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    for (const [descripcion, marca] of [['Impresora Epson L3250', 'Epson'], ['Impresora Canon G3110', 'Canon'], ['Monitor LG 27', 'LG']]) {
      await api.post('activos', { descripcion, marca, precioUndMn: 500 });
    }
    await page.reload();

    const buscador = page.getByRole('search');
    await buscador.getByLabel('Descripción').fill('impresora');
    await buscador.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText(/^Mostrando 2 activo\(s\)/).waitFor();
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Activos Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^Activos_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await excel.path())!);
    const sheet = workbook.worksheets[0];
    const columna = (sheet.getRow(1).values as unknown[]).indexOf('Descripción');
    const descripciones = sheet.getColumn(columna).values.slice(2).map(String);
    expect(descripciones.sort()).toEqual(['Impresora Canon G3110', 'Impresora Epson L3250']);

    await page.getByRole('button', { name: 'Exportar Catálogo PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar Catálogo PDF' });
    // It starts from the list's filters.
    await expect(dialog.getByLabel('Descripción').inputValue()).resolves.toBe('impresora');
    await dialog.getByLabel('Marca').fill('Canon');
    const activos = dialog.getByLabel('Filtros activos');
    await expect(activos.innerText()).resolves.toBe('Descripción: impresora\nMarca: Canon');
    await dialog.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await activos.getByText('Ninguno: se exportan todos los activos').waitFor();
    await dialog.getByLabel('Marca').fill('Canon');
    const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Exportar a PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^Catalogo_Activos_\d{8}_\d{6}\.pdf$/);
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await dialog.waitFor({ state: 'detached' });

    // Cancelar closes without exporting.
    await page.getByRole('button', { name: 'Exportar Catálogo PDF' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('un error de exportación muestra el mensaje de la especificación, que se puede cerrar', async () => {
    const { page } = suite.browser;
    await openActivos(page, suite.server.baseUrl);
    await page.route('**/api/activos/export/excel*', (route) => route.fulfill({ status: 500, body: 'fallo' }));
    await page.getByRole('button', { name: 'Exportar Activos Excel' }).click();
    const alerta = page.getByRole('alert').filter({ hasText: 'Error al exportar a Excel: Error al generar el archivo Excel' });
    await alerta.waitFor();
    await alerta.getByRole('button', { name: 'Cerrar' }).click();
    await alerta.waitFor({ state: 'detached' });

    await page.route('**/api/activos/export/pdf*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: 'El catálogo PDF admite hasta 10,000 activos' }),
      }),
    );
    await page.getByRole('button', { name: 'Exportar Catálogo PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar Catálogo PDF' });
    await dialog.getByRole('button', { name: 'Exportar a PDF' }).click();
    await dialog.getByText('Error al exportar: El catálogo PDF admite hasta 10,000 activos').waitFor();
  });

  it('sin nombre del servidor, el Excel lleva el día de Lima: a las 21:30 en Lima ya es mañana en UTC', async () => {
    // The fake clock is the context's: a page of its own.
    const page = await suite.isolatedPage();
    await page.clock.setFixedTime(NOCHE_EN_LIMA);
    await openActivos(page, suite.server.baseUrl);
    await expect(nombreSinElDelServidor(page, '**/api/activos/export/excel*', 'Exportar Activos Excel')).resolves.toBe('Activos_2026-02-28.xlsx');
  });
});
