import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';

// What the import wizard's browser tests and its bench share: the wizard up to its second step, and a big answer.

/** An import answer of `total` rows where every `errorEvery`-th row failed, in the file's order. */
export function bigImportResult(total: number, errorEvery: number) {
  const processedItems = Array.from({ length: total }, (_, i) => {
    const rowNumber = i + 2;
    const failed = (i + 1) % errorEvery === 0;
    return {
      rowNumber,
      id: failed ? null : 1000 + i,
      codigo: `ACT-${String(i + 1).padStart(6, '0')}`,
      descripcion: `Silla de oficina ${i + 1}`,
      status: failed ? 'Error' : 'Éxito',
      message: failed ? 'Cantidad: la cantidad debe ser al menos 1; corrija la celda y vuelva a importar el archivo' : 'Importado correctamente',
    };
  });
  const errorCount = processedItems.filter((item) => item.status === 'Error').length;
  return { successCount: total - errorCount, errorCount, totalProcessed: total, processedItems };
}

/** Opens Carga Masiva de Activos and analyses a small workbook: the wizard waits on Mapear Columnas. */
export async function wizardAtMapping(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Carga Masiva' }).click();
  const wizard = page.getByRole('dialog', { name: 'Carga Masiva de Activos' });
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Activos').addRows([
    ['Codigo', 'Descripcion', 'Cantidad'],
    ['ACT-000001', 'Silla de oficina 1', 1],
  ]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await wizard.getByLabel('Archivo Excel').setInputFiles({ name: 'activos.xlsx', mimeType: 'application/octet-stream', buffer });
  await wizard.getByRole('button', { name: 'Analizar Archivo' }).click();
  await wizard.getByText('Paso 2 de 3: Mapear Columnas').waitFor();
  return wizard;
}
