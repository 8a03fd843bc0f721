import ExcelJS from 'exceljs';
import type { Locator } from 'playwright-core';
import { openActivos } from './activos-fixtures';
import { browserSuite } from './harness';
import { bigImportResult, wizardAtMapping } from './importacion-fixtures';

// Runs in the page: this project's TypeScript setup has no DOM types.
declare const document: { createRange(): { selectNodeContents(node: unknown): void; getClientRects(): ArrayLike<{ top: number }> } };

/** Replaces the start row as a user does: selects what the field holds and types over it. */
const typeStartRow = async (wizard: Locator, row: string) => {
  const field = wizard.getByLabel('Fila de inicio');
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(row);
};

/** The count a result card shows under its label. */
const card = (wizard: Locator, label: string) => wizard.getByText(label, { exact: true }).locator('..').locator('h4');

describe('Asistente de carga masiva: archivos reales y resultados grandes', () => {
  const suite = browserSuite([]);

  it('muestra 10.000 resultados una página a la vez, con los errores primero y el resumen arriba', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1024, height: 768 });
    await openActivos(page, suite.server.baseUrl);
    const wizard = await wizardAtMapping(page);
    // The server's answer for a 10,000-row file with one error every 1,000 rows.
    await page.route('**/api/activos/import-excel', (route) => route.fulfill({ json: bigImportResult(10_000, 1_000) }));
    await wizard.getByRole('button', { name: 'Importar Activos' }).click();
    await wizard.getByText('Paso 3 de 3: Resultados').waitFor();

    await expect(card(wizard, 'Activos Creados').innerText()).resolves.toBe('9990');
    await expect(card(wizard, 'Errores').innerText()).resolves.toBe('10');
    await expect(card(wizard, 'Total Procesados').innerText()).resolves.toBe('10000');
    const tabla = wizard.getByRole('table', { name: 'Resultado por fila (primero los errores)' });
    const encabezados = await tabla.locator('thead th').allInnerTexts();
    expect(encabezados.map((header) => header.trim())).toEqual(['Fila', 'ID', 'Código', 'Descripción', 'Estado', 'Mensaje']);

    const filas = tabla.locator('tbody tr');
    const columna = (n: number) => filas.locator(`td:nth-child(${n})`).allInnerTexts();
    await expect(filas.count()).resolves.toBe(50);
    const estados = await columna(5);
    expect(estados.slice(0, 10)).toEqual(Array(10).fill('Error'));
    expect(estados.slice(10)).toEqual(Array(40).fill('Éxito'));
    const numeros = await columna(1);
    expect(numeros.slice(0, 11)).toEqual(['1001', '2001', '3001', '4001', '5001', '6001', '7001', '8001', '9001', '10001', '2']);
    const ids = await columna(2);
    expect(ids.slice(9, 11)).toEqual(['', '1000']);
    await wizard.getByText('1-50 de 10000').waitFor();
    // Fila, ID, Código and Estado stay on one line beside a long message at 1024 px ("ACT-" / "000017" was split).
    const lineas = await filas.evaluateAll((rows) =>
      rows.flatMap((row) =>
        [1, 2, 3, 5].map((n) => {
          const rango = document.createRange();
          rango.selectNodeContents(row.children[n - 1]);
          return new Set(Array.from(rango.getClientRects(), (rect) => Math.round(rect.top))).size;
        }),
      ),
    );
    expect(Math.max(...lineas)).toBe(1);

    await wizard.getByRole('button', { name: 'Página siguiente' }).click();
    await wizard.getByText('51-100 de 10000').waitFor();
    await expect(filas.count()).resolves.toBe(50);
    // The 41st success: rows 2 to 1000 saved, so row 42.
    await expect(filas.first().locator('td').first().innerText()).resolves.toBe('42');
  });

  it('explica cuándo no hay encabezados ni datos, vuelve a la fila 2 fuera de 1 a 100 y acepta la plantilla CSV con el id de lo creado', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    await page.getByRole('button', { name: 'Carga Masiva' }).click();
    const wizard = page.getByRole('dialog', { name: 'Carga Masiva de Activos' });
    const analizar = wizard.getByRole('button', { name: 'Analizar Archivo' });

    // Data from row 2 under an empty first row: nothing names the columns.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Activos');
    sheet.getCell('A2').value = 'SIN-1';
    sheet.getCell('B2').value = 'Archivador metálico';
    const sinEncabezados = Buffer.from(await workbook.xlsx.writeBuffer());
    await wizard.getByLabel('Archivo Excel').setInputFiles({ name: 'sin-encabezados.xlsx', mimeType: 'application/octet-stream', buffer: sinEncabezados });
    await analizar.click();
    await wizard
      .getByRole('alert')
      .getByText('No se encontraron encabezados: la fila 1 está vacía. Indique en Fila de inicio la fila siguiente a la de los encabezados, o 1 si el archivo no los tiene.')
      .waitFor();
    await wizard.getByText('Paso 1 de 3: Seleccionar Archivo').waitFor();

    await typeStartRow(wizard, '50');
    await analizar.click();
    await wizard.getByRole('alert').getByText('El archivo no tiene datos desde la fila 50. Revise la Fila de inicio o el archivo.').waitFor();

    // The asset template filled in and saved back by a spreadsheet set to Spanish: a byte-order mark and semicolons.
    const csv =
      '\uFEFFCódigo;Descripción;Tipo;Marca;Modelo;Serie;Color;Estado;Edificio;Piso;Categoría;Proveedor;Precio;Cantidad;Fecha Adquisición;Año Fabricación\r\n' +
      'CSV-7;Mesa de reuniones;Mueble;Atlas;Ovalada;MR-7;Nogal;Activo;Sede Central;3;Muebles;Muebles SAC;900;1;15/03/2024;2024\r\n';
    await wizard.getByLabel('Archivo Excel').setInputFiles({ name: 'plantilla_activos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await typeStartRow(wizard, '150');
    await analizar.click();
    await wizard.getByText('Paso 2 de 3: Mapear Columnas').waitFor();
    const columnas = wizard.getByRole('list', { name: 'Columnas del Excel' }).getByRole('listitem');
    await expect(columnas.first().innerText()).resolves.toBe('1. Código');
    await expect(columnas.count()).resolves.toBe(16);

    await wizard.getByRole('button', { name: 'Atrás' }).click();
    await expect(wizard.getByLabel('Fila de inicio').inputValue()).resolves.toBe('2');
    await analizar.click();
    await wizard.getByRole('button', { name: 'Importar Activos' }).click();
    await wizard.getByText('Paso 3 de 3: Resultados').waitFor();
    const creado = await api.get<{ id: number }>('activos/codigo/CSV-7');
    const fila = wizard.getByRole('table').locator('tbody tr').filter({ hasText: 'Mesa de reuniones' });
    await fila.waitFor();
    await expect(fila.locator('td').allInnerTexts()).resolves.toEqual(['2', String(creado.id), 'CSV-7', 'Mesa de reuniones', 'Éxito', 'Importado correctamente']);
  });
});
