import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ADMIN, browserSuite } from './harness';
import { abrirPantalla, entrar, recorrerPantallas, WALK_TIMEOUT_MS } from './recorrido';

// Runs in the browser: this project's TypeScript setup has no DOM types.
declare function getComputedStyle(element: unknown): { transitionDuration: string; animationName: string };

// Problems that keep someone from using a screen with a keyboard or a screen reader, or from reading it.
const GRAVES = ['serious', 'critical'];

/** axe-core's serious and critical problems on the page as it is now, one line each with where they are. */
async function problemasGraves(page: Page, vista: string): Promise<string[]> {
  // Measured mid-transition (a dialog fading in), colours are not yet the ones the user reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => GRAVES.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${vista}: ${violation.id} (${violation.impact}) en ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

// The main dialogs: the screen, the tab that holds the list, and the button that opens the dialog (its title too).
const DIALOGOS = [
  { path: '/registraractivos', boton: 'Insertar Activo', titulo: 'Crear Nuevo Activo' },
  { path: '/registraractivos', boton: 'Imprimir etiquetas', titulo: 'Imprimir etiquetas' },
  { path: '/movimientos', boton: 'Insertar Movimiento', titulo: 'Insertar Movimiento' },
  { path: '/mantenimiento', boton: 'Nuevo Mantenimiento', titulo: 'Nuevo Mantenimiento' },
  { path: '/clientesdirecciones', boton: 'Nuevo Cliente', titulo: 'Nuevo Cliente' },
  { path: '/clientesdirecciones', pestana: /^Direcciones/, boton: 'Nueva Dirección', titulo: 'Nueva Dirección' },
  { path: '/admin/admindashboard', boton: 'Nuevo Usuario', titulo: 'Nuevo Usuario' },
  { path: '/compania', boton: 'Nueva Área', titulo: 'Nueva Área' },
  { path: '/inventario', boton: 'Nueva campaña', titulo: 'Nueva campaña de inventario' },
];

describe('Accesibilidad (axe-core): ningún problema grave ni crítico', () => {
  const suite = browserSuite();

  it('en el inicio de sesión y la página no encontrada', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    const problemas = await problemasGraves(page, '/login');
    await page.goto(`${baseUrl}/no-existe`);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    problemas.push(...(await problemasGraves(page, '/no-existe')));
    expect(problemas).toEqual([]);
  });

  it('en cada pantalla del menú y cada una de sus pestañas', async () => {
    const { page } = suite.browser;
    const problemas: string[] = [];
    await recorrerPantallas(page, suite.server.baseUrl, async (vista) => {
      problemas.push(...(await problemasGraves(page, vista)));
    });
    expect(problemas).toEqual([]);
  }, WALK_TIMEOUT_MS);

  // Nine dialogs, each on its screen: like the walk, more than a test's usual minute on a busy machine.
  it('en los diálogos de activo (y sus etiquetas), movimiento, mantenimiento, cliente, dirección, usuario, área y campaña de inventario', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await entrar(page, baseUrl);
    const problemas: string[] = [];
    for (const { path, pestana, boton, titulo } of DIALOGOS) {
      await abrirPantalla(page, `${baseUrl}${path}`);
      if (pestana) await page.getByRole('tab', { name: pestana }).click();
      await page.getByRole('button', { name: boton, exact: true }).click();
      const dialogo = page.getByRole('dialog', { name: titulo });
      await dialogo.waitFor();
      await page.waitForLoadState('networkidle');
      problemas.push(...(await problemasGraves(page, `${path} › ${titulo}`)));
    }
    expect(problemas).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it('sin movimiento para quien lo pide al sistema (prefers-reduced-motion): el diálogo aparece sin transición y el indicador de carga sigue girando', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    // The login button's spinner while the answer does not come, and the fade of the dialog of a new area.
    const movimiento = async () => {
      let responder!: () => void;
      await page.route('**/api/auth/login', (route) => {
        responder = () => void route.continue();
      });
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Correo electrónico').pressSequentially(ADMIN.email);
      await page.getByLabel(/^Contraseña/).pressSequentially(ADMIN.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      const spinner = page.getByRole('progressbar', { name: 'Cargando' });
      await spinner.waitFor();
      const giro = await spinner.evaluate((root) => getComputedStyle(root).animationName);
      const boton = await page.getByRole('button', { name: 'Iniciar sesión' }).evaluate((button) => getComputedStyle(button).transitionDuration);
      responder();
      await page.unroute('**/api/auth/login');
      await page.waitForURL(`${baseUrl}/`);

      await page.goto(`${baseUrl}/compania`);
      const dialogo = page.getByRole('dialog', { name: 'Nueva Área' });
      await page.getByRole('button', { name: 'Nueva Área' }).click();
      await dialogo.waitFor();
      const fundido = await dialogo.evaluate((paper) => getComputedStyle((paper as unknown as { parentElement: unknown }).parentElement).transitionDuration);
      await page.keyboard.press('Escape');
      await dialogo.waitFor({ state: 'detached' });
      return { giro: giro !== 'none', boton, fundido };
    };
    await expect(movimiento()).resolves.toEqual({ giro: true, boton: '0s', fundido: '0s' });
    // Signed out again: the session lives in local storage only.
    await page.evaluate('localStorage.clear()');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const comun = await movimiento();
    expect(comun).toMatchObject({ giro: true, boton: expect.stringMatching(/0\.25s/) });
    expect(parseFloat(comun.fundido)).toBeGreaterThan(0.1);
  });

  it('en la página de conteo del teléfono, al elegir la ubicación y al leer', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const conciliacion = (await entrar(page, baseUrl)).find((path) => path.startsWith('/inventario/'));
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(`${baseUrl}${conciliacion}/contar`);
    await page.getByRole('combobox', { name: 'Área' }).click();
    await page.getByRole('option').first().click();
    await page.waitForLoadState('networkidle');
    const problemas = await problemasGraves(page, 'conteo › ubicación');
    await page.getByRole('button', { name: 'Empezar a contar' }).click();
    await page.getByRole('textbox', { name: 'Código del activo' }).pressSequentially('NO-EXISTE-1');
    await page.keyboard.press('Enter');
    await page.getByText('No registrado', { exact: true }).waitFor();
    problemas.push(...(await problemasGraves(page, 'conteo › lectura')));
    expect(problemas).toEqual([]);
  });
});
