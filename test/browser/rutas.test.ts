import { browserSuite, login, signIn } from './harness';

const USUARIO = { tipo: 5, email: 'usuario5@demo.pe', password: 'clave-usuario-5', nombre: 'Rosa', apellido: 'Quispe' };
const GERENTE = { tipo: 4, email: 'gerente4@demo.pe', password: 'clave-gerente-4', nombre: 'Luis', apellido: 'Huamán' };
const DENIED_TEXT = 'No tienes permisos para acceder a esta página. Contacta al administrador si necesitas acceso.';

describe('Rutas del panel: permisos por tipo de usuario, página no encontrada, textos en español', () => {
  const suite = browserSuite([USUARIO, GERENTE]);

  it('un usuario tipo 5 no ve Compañía ni Admin, llega por el menú a usuarios y reportes, y /admin/admindashboard lo lleva a Acceso Denegado', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, USUARIO.email, USUARIO.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Rosa Quispe' }).waitFor();
    await page.getByText('Rol: Usuario').waitFor();

    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Clientes' }).waitFor();
    const names = await menu.getByRole('menuitem').allInnerTexts();
    expect(names.map((name) => name.trim())).toEqual([
      'Inicio',
      'Registrar Activos',
      'Movimientos',
      'Guías electrónicas',
      'Conductores y Vehículos',
      'Custodios',
      'Actas de custodia',
      'Mantenimiento',
      'Clientes',
      'Registrar Usuarios',
      'Reporte de Asignación',
      'Reportes',
      'Contabilidad',
      'Asientos contables',
      'Inventario físico',
    ]);
    const screens: Array<[string, string, string]> = [
      ['Registrar Usuarios', '/registrarusuarios', 'Registrar Usuarios'],
      ['Reporte de Asignación', '/reportedeasignacion', 'Reporte de Asignación'],
      ['Reportes', '/reportes', 'Reportes'],
    ];
    for (const [item, path, title] of screens) {
      await menu.getByRole('menuitem', { name: item, exact: true }).click();
      await page.waitForURL(`${suite.server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    }

    await page.goto(`${suite.server.baseUrl}/admin/admindashboard`);
    await page.waitForURL(`${suite.server.baseUrl}/unauthorized`);
    await page.getByRole('heading', { level: 1, name: 'Acceso Denegado' }).waitFor();
    await page.getByText(DENIED_TEXT).waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Ir al Inicio' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
  });

  it('un Gerente (tipo 4) es rechazado en /compania y "Volver" regresa a la pantalla anterior', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, GERENTE.email, GERENTE.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);

    await page.getByRole('menuitem', { name: 'Movimientos' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/movimientos`);
    await page.getByRole('heading', { level: 1, name: 'Movimientos' }).waitFor();

    await page.goto(`${suite.server.baseUrl}/compania`);
    await page.waitForURL(`${suite.server.baseUrl}/unauthorized`);
    await page.getByRole('heading', { level: 1, name: 'Acceso Denegado' }).waitFor();

    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/movimientos`);
    await page.getByRole('heading', { level: 1, name: 'Movimientos' }).waitFor();
  });

  it('cada ruta de la especificación abre una pantalla titulada, nunca una página rota', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, USUARIO.email, USUARIO.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);

    const titles: Record<string, string> = {
      '/registraractivos': 'Registro de Activos',
      '/movimientos': 'Movimientos',
      '/movimientos/create': 'Generación de Movimientos',
      '/movimientos/7/detalles': 'Activos del Movimiento',
      '/mantenimiento': 'Gestión de Mantenimientos',
      '/clientesdirecciones': 'Gestión de Clientes y Direcciones',
      '/reportedeasignacion': 'Reporte de Asignación',
      '/registrarusuarios': 'Registrar Usuarios',
      '/reportes': 'Reportes',
      '/contabilidad': 'Contabilidad',
      '/contabilidad/asientos': 'Asientos contables',
      '/guias-electronicas': 'Guías electrónicas',
      '/transporte': 'Conductores y Vehículos',
      '/custodios': 'Custodios',
      '/actas': 'Actas de entrega y devolución',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      await expect(page.locator('#react-admin-title').innerText()).resolves.toBe(title);
      await page.getByRole('button', { name: 'Salir' }).waitFor();
    }
  });

  it('una ruta desconocida muestra la página no encontrada con un enlace al inicio', async () => {
    const { page } = suite.browser;
    await signIn(page, suite.server.baseUrl, USUARIO);
    await page.goto(`${suite.server.baseUrl}/no-existe`);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    const home = page.getByRole('link', { name: 'Ir al Inicio' });
    await expect(home.getAttribute('href')).resolves.toBe('/');
    await home.click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Rosa Quispe' }).waitFor();
  });

  it('la página no encontrada también se muestra sin sesión, sin barra de navegación', async () => {
    const { page } = suite.browser;
    await page.goto(`${suite.server.baseUrl}/no-existe/tampoco`);
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Ir al Inicio' }).waitFor();
    await expect(page.getByRole('button', { name: 'Salir' }).count()).resolves.toBe(0);
  });

  it('los textos propios de react-admin están en español', async () => {
    const { page } = suite.browser;
    await page.goto(`${suite.server.baseUrl}/login`);

    // PasswordInput's visibility toggle (ra.input.password.toggle_hidden).
    await page.getByRole('button', { name: 'Mostrar contraseña' }).waitFor();
    // required() validation (ra.validation.required) after submitting an empty form.
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Requerido').first().waitFor();
    await expect(page.getByText('Requerido').count()).resolves.toBe(2);

    await page.getByLabel('Correo electrónico').fill(USUARIO.email);
    await page.getByLabel(/^Contraseña/).fill(USUARIO.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);

    // App bar: sidebar toggle (ra.action.close_menu / open_menu) and refresh (ra.action.refresh).
    const header = page.locator('header');
    await header.getByRole('button', { name: 'Cerrar menú' }).click();
    await header.getByRole('button', { name: 'Abrir menú' }).waitFor();
    await header.getByRole('button', { name: 'Actualizar' }).waitFor();
    // Skip link (ra.navigation.skip_nav).
    await expect(page.getByRole('button', { name: 'Saltar al contenido' }).count()).resolves.toBe(1);

    const text = await page.locator('body').innerText();
    for (const english of ['Dashboard', 'Sign in', 'Logout', 'Refresh', 'Username', 'Password']) {
      expect(text).not.toContain(english);
    }
  });
});
