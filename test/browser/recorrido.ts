import type { Page } from 'playwright-core';
import { limaDate } from '../../src/common/lima-time';
import { ADMIN, login, sessionApi, type SessionApi } from './harness';

// What the tests that go through every screen share (laptop layouts, accessibility): the data that fills every
// table, the way in, and the walk over the menu's screens and their tabs.

// A walk over every screen and tab takes longer than one test's usual minute, and grows with each screen the menu gets:
// with the accounting screens and the dashboard's notices tab, the accessibility walk took over 5 minutes on a busy
// machine running the whole suite.
export const WALK_TIMEOUT_MS = 600_000;

const DESCRIPCION_LARGA = 'Laptop Dell Latitude 5440 con docking station, monitor adicional de 24 pulgadas y maletín';

/**
 * Assets, a movement, a maintenance, a client, an address and an inventory count with long texts, so every table has
 * rows. Answers the screens of one record that the menu doesn't link: the movement's assets and the count's
 * reconciliation.
 */
async function prepararDatos(api: SessionApi): Promise<string[]> {
  const { id: areaId } = await api.post('Area', { nombre: 'Administración y Finanzas de la Sede Central' });
  const activos: number[] = [];
  const codigos: string[] = [];
  for (let n = 1; n <= 12; n++) {
    const activo = await api.post<{ id: number; codigo: string }>('activos', {
      descripcion: `${DESCRIPCION_LARGA} ${n}`,
      marca: 'Dell Technologies',
      modelo: 'Latitude 5440 i7-1355U',
      estado: 'En mantenimiento',
      cantidad: 1,
      precioUndMn: 4_850_000,
      areaId,
      usuarioId: 1,
    });
    activos.push(activo.id);
    codigos.push(activo.codigo);
  }
  const movimiento = await api.post('Movimiento', {
    destinatario: 'Corporación Minera del Sur Andino S.A.A.',
    ruc: '20100070970',
    puntoDePartida: 'Av. Javier Prado Este 1234, Urb. Corpac, San Isidro, Lima',
    puntoDeLlegada: 'Av. Argentina 2450, Cercado del Callao, Provincia Constitucional del Callao',
    detalle: 'Traslado de equipos de cómputo por el inventario anual de la sede principal de Lima',
    activoIds: activos.slice(0, 3),
    guiaMovimiento: { ruc: '00100000123', guiaRemitente: 'Empresa Demo S.A.C.' },
  });
  await api.post('mantenimiento', {
    activoId: activos[0],
    descripcionServicio: 'Cambio de batería, limpieza interna del ventilador y actualización del BIOS',
    estado: 'Pendiente',
    fecha: new Date().toISOString(),
  });
  const { id: direccionId } = await api.post('Direccion', {
    calle: 'Av. José Larco 1301, Oficina 1205, Torre Parque Mar',
    ciudad: 'Lima',
    distrito: 'Miraflores',
    provincia: 'Lima',
    departamento: 'Lima',
  });
  await api.post('Cliente', {
    nombre: 'María Fernanda',
    apellido: 'Castañeda Villanueva',
    dni: '45678912',
    correoElectronico: 'maria.castaneda@corporacionandina.com.pe',
    tieneContrato: true,
    direccionId,
  });
  await api.post('gre/conductores', {
    tipoDocumento: '4',
    numeroDocumento: '001234567',
    nombres: 'José Antonio Fernando',
    apellidos: 'Huamán Quispe de la Cruz',
    licencia: 'Q012345678',
  });
  await api.post('gre/vehiculos', { placa: 'ABC-123', descripcion: 'Camión furgón Hino 300 blanco con plataforma elevadora', tuc: '15M21028706E4AB' });
  // Found, found elsewhere, missing and a surplus code: every tab of the reconciliation has a row.
  const inventario = await api.post('inventarios', {
    nombre: 'Inventario físico anual de la sede central y almacenes de Lima y Callao 2025',
    fechaCorte: limaDate(),
    alcance: {},
  });
  await api.post(`inventarios/${inventario.id}/lecturas`, [
    { codigo: codigos[0], ubicacion: { areaId } },
    { codigo: codigos[1], ubicacion: { direccionId, edificio: 'Torre Parque Mar', piso: '12' } },
    { codigo: 'ETIQUETA-SIN-REGISTRO-EN-LIBROS-0001', ubicacion: { direccionId }, observacion: 'Equipo sin placa patrimonial' },
  ]);
  return [`/movimientos/${movimiento.id}/detalles`, `/inventario/${inventario.id}`];
}


const preparados = new Map<string, Promise<string[]>>();

/**
 * Signs in as the demo Maestro, who sees every menu entry; the data is prepared once per server. Answers the paths of
 * the screens of one record (see prepararDatos).
 */
export async function entrar(page: Page, baseUrl: string): Promise<string[]> {
  await login(page, baseUrl, ADMIN.email, ADMIN.password);
  await page.waitForURL(`${baseUrl}/`);
  if (!preparados.has(baseUrl)) preparados.set(baseUrl, sessionApi(page, baseUrl).then(prepararDatos));
  return preparados.get(baseUrl)!;
}

/** Opens a screen and waits for its data. */
export async function abrirPantalla(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#main-content h1').waitFor();
  await page.waitForLoadState('networkidle');
}

/** The address of every screen of the menu (read from the menu itself) and of the screens of one record. */
async function pantallas(page: Page, baseUrl: string, deUnRegistro: string[]): Promise<string[]> {
  const items = page.getByRole('menu').getByRole('menuitem');
  await items.first().waitFor();
  const menu = await items.evaluateAll((links) =>
    links.map((link) => (link as unknown as { getAttribute(name: string): string }).getAttribute('href')),
  );
  return [...menu, '/movimientos/create', ...deUnRegistro].map((path) => `${baseUrl}${path}`);
}

/**
 * Signs in, then opens every screen and each of its tabs in turn, and calls `visitar` on each, named by its path
 * (and tab): "/clientesdirecciones (Direcciones (1))".
 */
export async function recorrerPantallas(page: Page, baseUrl: string, visitar: (vista: string) => Promise<void>): Promise<void> {
  const deUnRegistro = await entrar(page, baseUrl);
  for (const url of await pantallas(page, baseUrl, deUnRegistro)) {
    await abrirPantalla(page, url);
    const path = new URL(url).pathname;
    await visitar(path);
    const pestanas = page.locator('#main-content').getByRole('tab', { disabled: false });
    const nombres = await pestanas.allInnerTexts();
    for (const [n, nombre] of nombres.entries()) {
      if (n === 0) continue;
      await pestanas.nth(n).click();
      await page.waitForLoadState('networkidle');
      await visitar(`${path} (${nombre.trim()})`);
    }
  }
}
