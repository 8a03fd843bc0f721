import { ADMIN, DEMO_COMPANIA, login, openBrowser, startServer } from '../../test/browser/harness';
import { report } from '../utils';
import { generarActivos } from './generar-activos';

const ACTIVOS = 100_000;
const UN_SEGUNDO = 1_000;

/**
 * Issue figures, as a user sees them in the built app with 100,000 assets: the list from the menu, the next page
 * and a search by description, each on screen within one second. Needs `npm run build` and Chromium.
 */
export async function benchPantalla(): Promise<boolean> {
  const server = await startServer();
  const browser = await openBrowser();
  try {
    generarActivos(server.dbPath, DEMO_COMPANIA.id, ACTIVOS);
    const { page } = browser;
    await login(page, server.baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${server.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    const filas = page.locator('#main-content tbody tr');
    const medir = async (accion: () => Promise<void>, visible: () => Promise<void>) => {
      const inicio = performance.now();
      await accion();
      await visible();
      return performance.now() - inicio;
    };

    const lista = await medir(
      () => page.getByRole('menuitem', { name: 'Registrar Activos' }).click(),
      async () => {
        await filas.filter({ hasText: 'ACT-100000' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Lista de Activos (100,000)' }).waitFor();
      },
    );
    const siguiente = await medir(
      () => page.getByRole('button', { name: 'Ir a la página siguiente' }).click(),
      () => filas.first().filter({ hasText: 'ACT-099975' }).waitFor(),
    );
    const descripcion = page.getByRole('search').getByLabel('Descripción');
    await descripcion.fill('MONTACARGAS komatsu');
    const busqueda = await medir(
      () => descripcion.press('Enter'),
      () => filas.filter({ hasNotText: 'Montacargas Komatsu' }).first().waitFor({ state: 'detached' }),
    );
    return [
      report('Lista de Activos desde el menú', lista, UN_SEGUNDO),
      report('Página siguiente', siguiente, UN_SEGUNDO),
      report('Búsqueda por descripción', busqueda, UN_SEGUNDO),
    ].every(Boolean);
  } finally {
    await browser.close();
    await server.stop();
  }
}
