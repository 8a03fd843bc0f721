import type { Page } from 'playwright-core';
import { ADMIN, browserSuite, DEMO_COMPANIA, login, readLocalStorage } from './harness';

const ADMINISTRADOR = { tipo: 2, email: 'administrador@demo.pe', password: 'clave-admin-2', nombre: 'Adela' };

/** Creates an area and renames it through the API, as the signed-in page's user: one CREATE and one UPDATE row. */
const crearYRenombrarArea = async (page: Page, baseUrl: string, antes: string, despues: string): Promise<number> => {
  const { token } = await readLocalStorage(page);
  const call = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ id: number }>;
  };
  const { id } = await call('POST', 'Area', { companiaId: DEMO_COMPANIA.id, nombre: antes });
  await call('PUT', `Area/${id}`, { id, companiaId: DEMO_COMPANIA.id, nombre: despues });
  return id;
};

const abrirPanel = async (page: Page, baseUrl: string) => {
  await page.goto(`${baseUrl}/admin/admindashboard`);
  await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();
};

/** The "Registro" cell (record id) of each row the audit table shows, top to bottom. */
const registros = (page: Page): Promise<string[]> => page.locator('#main-content tbody tr td:nth-child(6)').allTextContents();

/** Waits until `read` answers `expected` (the screens load after each click). */
const esperar = async <T>(read: () => Promise<T>, expected: T) => {
  let last: T | undefined;
  for (let tries = 0; tries < 50; tries++) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Se esperaba ${JSON.stringify(expected)} y se ve ${JSON.stringify(last)}`);
};

describe('Auditoría del Panel de Administración', () => {
  const suite = browserSuite([ADMINISTRADOR]);

  it('el Maestro filtra por tabla y acción, ordena por fecha y ve los valores anteriores y nuevos de un registro', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    // A refused login: a failure row for the statistics.
    await page.request.post(`${baseUrl}/api/auth/login`, { data: { CorreoElectronico: ADMIN.email, Contrasena: 'clave-equivocada' } });
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/`);
    const primera = await crearYRenombrarArea(page, baseUrl, 'Contabilidad', 'Finanzas');
    const segunda = await crearYRenombrarArea(page, baseUrl, 'Logística', 'Almacén');

    await abrirPanel(page, baseUrl);
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    await page.getByRole('heading', { name: 'Registro de Auditoría' }).waitFor();
    // Unfiltered, the log also holds the logins and the areas' creation, with actions and tables named in Spanish.
    await page.locator('#main-content tbody tr').filter({ hasText: 'Inicio de sesión' }).first().waitFor();
    await expect(page.locator('#main-content tbody').getByText(/LOGIN_SUCCESS|CREATE|UPDATE/).count()).resolves.toBe(0);

    const filtros = page.getByRole('search', { name: 'Filtros de auditoría' });
    await filtros.getByRole('combobox', { name: 'Tabla' }).click();
    await page.getByRole('option', { name: 'Áreas', exact: true }).click();
    await filtros.getByRole('combobox', { name: 'Acción' }).click();
    await page.getByRole('option', { name: 'Modificación', exact: true }).click();
    await filtros.getByRole('button', { name: 'Buscar' }).click();

    // Newest first by default.
    await esperar(() => registros(page), [String(segunda), String(primera)]);
    const filas = page.locator('#main-content tbody tr');
    for (const fila of await filas.all()) {
      await fila.getByText('Áreas', { exact: true }).waitFor();
      await expect(fila.locator('.MuiChip-colorPrimary').textContent()).resolves.toBe('Modificación');
      await fila.getByText('Éxito').waitFor();
    }

    const fecha = page.getByRole('columnheader', { name: 'Fecha/Hora' });
    await expect(fecha.getAttribute('aria-sort')).resolves.toBe('descending');
    await fecha.getByRole('button').click();
    await expect(fecha.getAttribute('aria-sort')).resolves.toBe('ascending');
    await esperar(() => registros(page), [String(primera), String(segunda)]);
    await fecha.getByRole('button').click();
    await esperar(() => registros(page), [String(segunda), String(primera)]);

    await filas.nth(1).getByRole('button', { name: 'Ver detalles' }).click();
    const detalle = page.getByRole('dialog', { name: /Detalle del registro de auditoría/ });
    await detalle.getByText(`Actualización de area #${primera}`).waitFor();
    await detalle.getByText('/api/Area/' + primera).waitFor();
    await detalle.getByText('admin@demo.pe').waitFor();
    const anteriores = await detalle.getByRole('region', { name: 'Valores anteriores' }).locator('pre').textContent();
    const nuevos = await detalle.getByRole('region', { name: 'Valores nuevos' }).locator('pre').textContent();
    expect(anteriores).toContain('"nombre": "Contabilidad"');
    expect(nuevos).toContain('"nombre": "Finanzas"');
    // Pretty-printed: one field per line.
    expect(anteriores!.split('\n').length).toBeGreaterThan(2);
    await detalle.getByRole('button', { name: 'Cerrar' }).click();
    await detalle.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Estadísticas' }).click();
    const porTabla = page.getByRole('region', { name: 'Acciones por tabla' });
    const area = porTabla.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Áreas', exact: true }) });
    await esperar(() => area.getByRole('cell').allTextContents(), ['Áreas', '2', '2', '0', '0']);
    // The latest failures name their table in Spanish too.
    const errores = page.getByRole('region', { name: 'Últimos errores' });
    await errores.getByRole('cell', { name: 'Usuarios', exact: true }).first().waitFor();
    await expect(errores.getByRole('cell', { name: 'usuario', exact: true }).count()).resolves.toBe(0);
  });

  it('las solicitudes rechazadas antes de identificar a quien llama se ven en una fila con su cantidad', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/api/activos`, { headers: { Authorization: 'Bearer token-inventado' } });
      expect(response.status).toBe(401);
    }
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/`);
    await abrirPanel(page, baseUrl);
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    await page.getByRole('heading', { name: 'Registro de Auditoría' }).waitFor();

    // One row per status, IP and minute: the three refusals share a row unless a minute turned between them.
    const rechazos = page.locator('#main-content tbody tr').filter({ hasText: 'Solicitudes rechazadas antes de identificar' });
    await rechazos.first().waitFor();
    const cantidades = await Promise.all(
      (await rechazos.all()).map(async (fila) => {
        const chip = fila.locator('.MuiChip-root').filter({ hasText: /solicitudes$/ });
        return (await chip.count()) === 0 ? 1 : Number((await chip.textContent())!.split(' ')[0]);
      }),
    );
    expect(cantidades.reduce((a, b) => a + b, 0)).toBe(3);
    expect(Math.max(...cantidades)).toBeGreaterThan(1);

    const agrupada = rechazos.filter({ has: page.locator('.MuiChip-root').filter({ hasText: /solicitudes$/ }) }).first();
    await agrupada.getByRole('button', { name: 'Ver detalles' }).click();
    const detalle = page.getByRole('dialog', { name: /Detalle del registro de auditoría/ });
    await detalle.getByText('Solicitudes en el registro').waitFor();
    await detalle.getByText('/api/activos').waitFor();
  });

  it('un Administrador (tipo 2) no ve la pestaña Auditoría', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await login(page, baseUrl, ADMINISTRADOR.email, ADMINISTRADOR.password);
    await page.waitForURL(`${baseUrl}/`);
    await abrirPanel(page, baseUrl);
    await page.getByRole('tab', { name: 'Empresas' }).waitFor();
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual(['Usuarios', 'Empresas', 'Claves de API']);
    await expect(page.getByRole('tab', { name: 'Auditoría' }).count()).resolves.toBe(0);
  });
});
