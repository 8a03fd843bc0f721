import { openActivos } from '../../test/browser/activos-fixtures';
import { openBrowser, startServer } from '../../test/browser/harness';
import { bigImportResult, wizardAtMapping } from '../../test/browser/importacion-fixtures';
import { report } from '../utils';

const FILAS = 10_000;
const ERROR_CADA = 100;
const UN_SEGUNDO = 1_000;

/**
 * Issue figure: the import wizard's results step for a 10,000-row file, from the server's answer to the summary
 * and the first page of the table on screen (the answer is served by the test, so only the panel is measured).
 * Needs `npm run build` and Chromium.
 */
export async function benchResultadosImportacion(): Promise<boolean> {
  const server = await startServer();
  const browser = await openBrowser();
  try {
    const { page } = browser;
    await openActivos(page, server.baseUrl);
    const wizard = await wizardAtMapping(page);
    const respuesta = JSON.stringify(bigImportResult(FILAS, ERROR_CADA));
    let respondido = 0;
    await page.route('**/api/activos/import-excel', async (route) => {
      respondido = performance.now();
      await route.fulfill({ contentType: 'application/json', body: respuesta });
    });
    await wizard.getByRole('button', { name: 'Importar Activos' }).click();
    const tabla = wizard.getByRole('table', { name: 'Resultado por fila (primero los errores)' });
    await tabla.locator('tbody tr').first().filter({ hasText: 'Error' }).waitFor();
    await wizard.getByText('Total Procesados', { exact: true }).waitFor();
    const hastaLaTabla = performance.now() - respondido;
    // The page answers again: a click on the next page shows it.
    const inicio = performance.now();
    await wizard.getByRole('button', { name: 'Página siguiente' }).click();
    await wizard.getByText(`51-100 de ${FILAS}`).waitFor();
    const paginaSiguiente = performance.now() - inicio;
    return [
      report(`Resultados de ${FILAS.toLocaleString('es-PE')} filas: de la respuesta a la tabla visible`, hastaLaTabla, UN_SEGUNDO),
      report('Resultados: página siguiente', paginaSiguiente, UN_SEGUNDO),
    ].every(Boolean);
  } finally {
    await browser.close();
    await server.stop();
  }
}
