import { generarActivos } from '../../bench/activos/generar-activos';
import { ADMIN, DEMO_COMPANIA, browserSuite, login } from './harness';

const ACTIVOS = 100_000;

describe('Registro de Activos con 100.000 activos', () => {
  const suite = browserSuite([]);

  beforeAll(() => {
    generarActivos(suite.server.dbPath, DEMO_COMPANIA.id, ACTIVOS);
  }, 120_000);

  it('la lista, la página siguiente y una búsqueda se muestran con sus filas y su total (tiempos en bench/activos pantalla)', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);
    // The user looks at the loaded dashboard first; its figures over the 100,000 are not part of the list's time.
    await page.waitForLoadState('networkidle');
    const filas = page.locator('#main-content tbody tr');

    // From the menu, as a user arrives: the first page of the newest assets and the count of them all.
    await page.getByRole('menuitem', { name: 'Registrar Activos' }).click();
    await filas.filter({ hasText: 'ACT-100000' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (100,000)' }).waitFor();
    await expect(filas.count()).resolves.toBe(25);
    await page.getByText('1-25 de 100000').waitFor();

    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await filas.first().filter({ hasText: 'ACT-099975' }).waitFor();

    // Description words without accents or case, anywhere in the text: a scan of the 100,000.
    const buscador = page.getByRole('search');
    await buscador.getByLabel('Descripción').fill('MONTACARGAS komatsu');
    await buscador.getByLabel('Descripción').press('Enter');
    await filas.first().filter({ hasText: 'Montacargas Komatsu' }).waitFor();
    await filas.filter({ hasNotText: 'Montacargas Komatsu' }).first().waitFor({ state: 'detached' });
    await expect(filas.count()).resolves.toBe(25);
    await page.getByText('Mostrando 25 activo(s) · Filtros: Descripción: "MONTACARGAS komatsu"').waitFor();
  });
});
