import { ADMIN, browserSuite, countNavigations, DEMO_COMPANIA, login, readLocalStorage, SESSION_KEYS } from './harness';

describe('Sesión en el panel (login, navegación, Salir)', () => {
  const suite = browserSuite([]);

  it('el Maestro inicia sesión y llega al inicio con su saludo, su compañía y su RUC', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, ADMIN.email, ADMIN.password);

    await page.waitForURL(`${suite.server.baseUrl}/`);
    const main = page.locator('#main-content');
    await main.getByRole('heading', { level: 1, name: /^Bienvenido, .*Administrador/ }).waitFor();
    await main.getByText('Rol: Maestro').waitFor();
    await main.getByText(DEMO_COMPANIA.razonSocial).waitFor();
    await main.getByText(DEMO_COMPANIA.ruc).waitFor();

    const appBar = page.locator('header');
    await appBar.getByText(/Hola, .*Administrador/).waitFor();
    await appBar.getByText(DEMO_COMPANIA.razonSocial).waitFor();
    await appBar.getByText(`RUC: ${DEMO_COMPANIA.ruc}`).waitFor();
    await appBar.getByRole('button', { name: 'Salir' }).waitFor();
    await expect(page.locator('#react-admin-title').innerText()).resolves.toBe('Inicio');

    const storage = await readLocalStorage(page);
    expect(Object.keys(storage).filter((key) => SESSION_KEYS.includes(key)).sort()).toEqual([...SESSION_KEYS].sort());
    expect(storage.token.length).toBeGreaterThan(20);
    expect(storage.userType).toBe('1');
    expect(storage.companiaId).toBe(String(DEMO_COMPANIA.id));
    expect(storage.companiaNombre).toBe(DEMO_COMPANIA.razonSocial);
    expect(storage.companiaRuc).toBe(DEMO_COMPANIA.ruc);
  });

  it('el menú del Maestro muestra todos los enlaces, Compañía y Admin incluidos, y llevan a sus pantallas', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);

    const menu = page.getByRole('menu');
    const links = {
      Inicio: '/',
      'Registrar Activos': '/registraractivos',
      Movimientos: '/movimientos',
      Mantenimiento: '/mantenimiento',
      Clientes: '/clientesdirecciones',
      'Compañía': '/compania',
      Admin: '/admin/admindashboard',
    };
    for (const [name, href] of Object.entries(links)) {
      await expect(menu.getByRole('menuitem', { name }).getAttribute('href')).resolves.toBe(href);
    }

    await menu.getByRole('menuitem', { name: 'Compañía' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/compania`);
    await page.getByRole('heading', { level: 1, name: 'Gestión de Compañía' }).waitFor();

    await menu.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/admin/admindashboard`);
    await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();

    await menu.getByRole('menuitem', { name: 'Registrar Activos' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/registraractivos`);
    await page.getByRole('heading', { level: 1, name: 'Registro de Activos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (0)' }).waitFor();
  });

  it('una contraseña equivocada muestra "Credenciales invalidas!" y no guarda sesión', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, ADMIN.email, 'no-es-la-clave');

    await page.getByRole('alert').filter({ hasText: 'Credenciales invalidas!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const storage = await readLocalStorage(page);
    expect(SESSION_KEYS.filter((key) => key in storage)).toEqual([]);
  });

  it('sin sesión, una pantalla protegida lleva a /login; tras entrar se llega a /', async () => {
    const { page } = suite.browser;
    const loginVisits = countNavigations(page, '/login');
    await page.goto(`${suite.server.baseUrl}/registraractivos`);
    await page.waitForURL(`${suite.server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForTimeout(500);
    expect(loginVisits()).toBe(1);
    await expect(page.getByRole('button', { name: 'Salir' }).count()).resolves.toBe(0);

    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel(/^Contraseña/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
  });

  it('Salir borra las claves de sesión y vuelve a /login; el inicio ya no es accesible', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);

    const logoutCall = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Salir' }).click();
    // The API records the logout in its audit log; the token is sent with it.
    expect((await logoutCall).headers().authorization).toMatch(/^Bearer .+/);
    await page.waitForURL(`${suite.server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    const storage = await readLocalStorage(page);
    expect(SESSION_KEYS.filter((key) => key in storage)).toEqual([]);

    const loginVisits = countNavigations(page, '/login');
    await page.goto(`${suite.server.baseUrl}/`);
    await page.waitForURL(`${suite.server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await page.waitForTimeout(500);
    expect(loginVisits()).toBe(1);
  });
});
