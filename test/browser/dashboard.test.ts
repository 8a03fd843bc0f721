import type { Locator, Page } from 'playwright-core';
import { ADMIN, browserSuite, login, sessionApi, type SessionApi } from './harness';

const LECTOR = { tipo: 6, email: 'lector6.tablero@demo.pe', password: 'clave-lector-6', nombre: 'Marta', apellido: 'Rojas' };
const SIN_DATOS = 'No hay datos disponibles';
const AVISO = 'Mantenimientos que requieren atención';
const GRAFICOS = [
  'Activos por Área',
  'Estado de Activos',
  'Depreciación Acumulada (últimos 6 meses)',
  'Estado de Mantenimientos',
  'Tendencia Mensual',
];
const DIA_MS = 86_400_000;

/** 'YYYY-MM-15' of `meses` months before the current one (UTC). */
const mediadosDeMes = (meses: number) => {
  const fecha = new Date();
  return new Date(Date.UTC(fecha.getUTCFullYear(), fecha.getUTCMonth() - meses, 15)).toISOString().slice(0, 10);
};

/** A card or chart of the dashboard, by its title. */
const seccion = (page: Page, titulo: string): Locator => page.getByRole('region', { name: titulo, exact: true });

/** Waits for the chart to draw `cantidad` elements (they animate in), then checks there are no more. */
async function dibujados(elementos: Locator, cantidad: number): Promise<void> {
  await elementos.nth(cantidad - 1).waitFor();
  await expect(elementos.count()).resolves.toBe(cantidad);
}

/** Signs in and waits for the dashboard's figures. */
async function abrirTablero(page: Page, baseUrl: string, user = ADMIN): Promise<SessionApi> {
  const figuras = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard');
  await login(page, baseUrl, user.email, user.password);
  await page.waitForURL(`${baseUrl}/`);
  await figuras;
  await seccion(page, 'Total Activos').waitFor();
  return sessionApi(page, baseUrl);
}

/** Back to the dashboard and one of its quick actions. */
async function accionRapida(page: Page, baseUrl: string, nombre: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: nombre }).click();
}

describe('Tablero de inicio', () => {
  const suite = browserSuite([LECTOR]);

  it('muestra tarjetas y gráficos vacíos, y con datos sus cifras, sus cinco gráficos y el aviso de un mantenimiento vencido', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const api = await abrirTablero(page, baseUrl);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Administrador' }).waitFor();
    // The demo user is a Maestro, named as the admin panel names it.
    await page.getByText('Rol: Maestro').waitFor();
    for (const titulo of GRAFICOS) await seccion(page, titulo).getByText(SIN_DATOS).waitFor();
    await expect(page.getByText(AVISO).count()).resolves.toBe(0);

    const area = await api.post<{ id: number }>('Area', { companiaId: 1, nombre: 'Sistemas' });
    await api.post('Direccion', { calle: 'Av. Larco 101', ciudad: 'Lima', distrito: 'Miraflores', provincia: 'Lima', departamento: 'Lima' });
    const laptop = await api.post<{ id: number }>('activos', {
      descripcion: 'Laptop Dell Latitude', categoria: 'Equipos de Cómputo', cantidad: 1, precioUndMn: 12000,
      fechaAdquisicion: mediadosDeMes(10), estado: 'Activo', areaId: area.id,
    });
    await api.post('activos', {
      descripcion: 'Escritorio gerencial', categoria: 'Muebles y Enseres', cantidad: 1, precioUndMn: 1500,
      fechaAdquisicion: mediadosDeMes(2), estado: 'En mantenimiento', areaId: area.id,
    });
    await api.post('activos', { descripcion: 'Camioneta Hilux', categoria: 'Vehículos', cantidad: 1, precioUndMn: 60000, fechaAdquisicion: mediadosDeMes(3) });
    await api.post('mantenimiento', { activoId: laptop.id, descripcionServicio: 'Cambio de batería', estado: 'Pendiente', fecha: new Date(Date.now() - DIA_MS).toISOString() });
    await page.reload();

    await seccion(page, 'Total Activos').getByText('3', { exact: true }).waitFor();
    await seccion(page, 'En Mantenimiento').getByText('1', { exact: true }).waitFor();
    await seccion(page, 'Valor Total').getByText('S/ 73.5 mil').waitFor();
    await seccion(page, 'Valor Total').getByText('S/ 73,500').waitFor();
    await seccion(page, 'Ubicaciones').getByText('1', { exact: true }).waitFor();

    const aviso = page.getByRole('alert').filter({ hasText: AVISO });
    for (const insignia of ['Vencidos: 1', 'Para hoy: 0', 'Esta semana: 0']) await aviso.getByText(insignia).waitFor();

    for (const titulo of GRAFICOS) {
      await seccion(page, titulo).locator('svg.recharts-surface').first().waitFor();
      await expect(seccion(page, titulo).getByText(SIN_DATOS).count()).resolves.toBe(0);
    }
    const porArea = seccion(page, 'Activos por Área');
    for (const nombre of ['Sistemas', 'Sin área']) await porArea.getByText(nombre, { exact: true }).waitFor();
    await dibujados(porArea.locator('.recharts-bar-rectangle'), 2);
    const estados = seccion(page, 'Estado de Activos');
    for (const estado of ['Activo', 'En mantenimiento', 'Sin Estado']) await estados.locator('.recharts-legend-item').filter({ hasText: estado }).waitFor();
    await dibujados(estados.locator('.recharts-pie-sector'), 3);
    const mantenimientos = seccion(page, 'Estado de Mantenimientos');
    await mantenimientos.locator('.recharts-legend-item').filter({ hasText: 'Pendiente' }).waitFor();
    await dibujados(mantenimientos.locator('.recharts-pie-sector'), 1);
    // One slice has no edge to draw: no white radius across it.
    await expect(mantenimientos.locator('.recharts-pie-sector path').first().getAttribute('stroke')).resolves.toBe('none');
    await expect(estados.locator('.recharts-pie-sector path').first().getAttribute('stroke')).resolves.toBe('#fff');
    const depreciacion = seccion(page, 'Depreciación Acumulada (últimos 6 meses)');
    for (const serie of ['Valor Original', 'Valor Actual', 'Depreciación Acumulada']) await depreciacion.locator('.recharts-legend-item').filter({ hasText: serie }).waitFor();
    await dibujados(depreciacion.locator('.recharts-line'), 3);
    // A point's tooltip names each series and its amount as Spanish writes them.
    await depreciacion.locator('.recharts-wrapper > svg.recharts-surface').hover({ position: { x: 300, y: 100 } });
    await depreciacion.locator('.recharts-tooltip-item').filter({ hasText: /^Depreciación Acumulada: S\/\s[\d,]+$/ }).waitFor();
    // The last month's label ends inside the chart, not cut at its edge.
    await expect(
      depreciacion.locator('.recharts-wrapper > svg.recharts-surface').evaluate((svg) => {
        const etiquetas = Array.from(svg.querySelectorAll('.recharts-xAxis-tick-labels text'));
        return svg.getBoundingClientRect().right - etiquetas[etiquetas.length - 1].getBoundingClientRect().right;
      }),
    ).resolves.toBeGreaterThanOrEqual(0);
    const tendencia = seccion(page, 'Tendencia Mensual');
    for (const serie of ['Activos Nuevos', 'Activos Dados de Baja']) await tendencia.locator('.recharts-legend-item').filter({ hasText: serie }).waitFor();
  });

  it('las acciones rápidas llevan al diálogo de nuevo activo, a la generación de movimientos, al diálogo de nuevo mantenimiento y a los reportes', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await abrirTablero(page, baseUrl);

    await page.getByRole('link', { name: 'Registrar Activo' }).click();
    await page.waitForURL(`${baseUrl}/registraractivos`);
    await page.getByRole('dialog', { name: 'Crear Nuevo Activo' }).waitFor();
    // The request is spent: reloading shows the list alone.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Registro de Activos' }).waitFor();
    await page.getByRole('button', { name: 'Insertar Activo' }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await accionRapida(page, baseUrl, 'Nuevo Movimiento');
    await page.waitForURL(`${baseUrl}/movimientos/create`);
    await page.getByRole('heading', { level: 1, name: 'Generación de Movimientos' }).waitFor();

    await accionRapida(page, baseUrl, 'Programar Mantenimiento');
    await page.waitForURL(`${baseUrl}/mantenimiento`);
    await page.getByRole('dialog', { name: 'Nuevo Mantenimiento' }).waitFor();

    await accionRapida(page, baseUrl, 'Generar Reporte');
    await page.waitForURL(`${baseUrl}/reportes`);
    await page.getByRole('heading', { level: 1, name: 'Reportes' }).waitFor();
  });

  it('un usuario de solo lectura ve las acciones que escriben deshabilitadas', async () => {
    const { page } = suite.browser;
    await abrirTablero(page, suite.server.baseUrl, LECTOR);
    await page.getByText('Rol: Leer').waitFor();
    for (const nombre of ['Registrar Activo', 'Nuevo Movimiento', 'Programar Mantenimiento']) {
      await expect(page.getByRole('link', { name: nombre }).getAttribute('aria-disabled')).resolves.toBe('true');
    }
    await expect(page.getByRole('link', { name: 'Generar Reporte' }).getAttribute('aria-disabled')).resolves.toBeNull();
  });

  it('si la carga falla muestra el error con Reintentar y datos vacíos; Reintentar y cada 5 minutos vuelve a cargar', async () => {
    // The fake clock stays in its context: one of this test's own.
    const page = await suite.isolatedPage();
    const { baseUrl } = suite.server;
    await page.clock.install();
    await page.route('**/api/dashboard', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Base de datos no disponible' }) }),
    );
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    const alerta = page.getByRole('alert').filter({ hasText: 'Base de datos no disponible' });
    await alerta.waitFor();
    await seccion(page, 'Total Activos').getByText('0', { exact: true }).waitFor();
    for (const titulo of GRAFICOS) await seccion(page, titulo).getByText(SIN_DATOS).waitFor();

    const api = await sessionApi(page, baseUrl);
    await api.post('activos', { descripcion: 'Proyector Epson', cantidad: 1, precioUndMn: 2500 });
    const { stats } = await api.get<{ stats: { totalActivos: number } }>('dashboard');
    await page.unroute('**/api/dashboard');
    await alerta.getByRole('button', { name: 'Reintentar' }).click();
    await alerta.waitFor({ state: 'detached' });
    await seccion(page, 'Total Activos').getByText(String(stats.totalActivos), { exact: true }).waitFor();

    const recarga = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/dashboard');
    await page.clock.fastForward(300_000);
    await recarga;
  });
});
