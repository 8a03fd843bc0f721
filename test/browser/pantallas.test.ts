import type { Locator, Page } from 'playwright-core';
import { ADMIN, browserSuite, login, sessionApi, type SessionApi } from './harness';

// Laptop screens of the offices that use the product (issue 17, item 4).
const PANTALLAS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];
const DESCRIPCION_LARGA = 'Laptop Dell Latitude 5440 con docking station, monitor adicional de 24 pulgadas y maletín';

// Runs in the browser: this project's TypeScript setup has no DOM types.
interface Rect {
  left: number;
  right: number;
  width: number;
}
interface DomElement {
  tagName: string;
  className: string;
  scrollLeft: number;
  scrollWidth: number;
  parentElement: DomElement | null;
  getBoundingClientRect(): Rect;
}
declare function getComputedStyle(element: DomElement): { overflowX: string };
declare const window: { innerWidth: number };

/**
 * What keeps an element from being seen whole, once every container that scrolls sideways is scrolled to it:
 * an ancestor that cuts it off (overflow hidden) or the window's edge. Empty when it can be seen.
 */
const recortes = (locator: Locator): Promise<string[]> =>
  locator.evaluate((node) => {
    const element = node as unknown as DomElement;
    const ancestors: DomElement[] = [];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) ancestors.push(parent);
    for (const parent of ancestors) {
      if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) parent.scrollLeft = parent.scrollWidth;
    }
    const box = element.getBoundingClientRect();
    const cuts = ancestors
      .filter((parent) => getComputedStyle(parent).overflowX !== 'visible')
      .filter((parent) => {
        const frame = parent.getBoundingClientRect();
        return box.left < frame.left - 1 || box.right > frame.right + 1;
      })
      .map((parent) => `${parent.tagName.toLowerCase()}.${String(parent.className).split(' ')[0]}`);
    if (box.left < 0 || box.right > window.innerWidth + 1) cuts.push('ventana');
    return cuts;
  });

/** Page-wide sideways scroll, in pixels: 0 when the screen fits its window. */
const desborde = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth');

/** Assets, a movement, a maintenance, a client and an address with long texts, so every table has rows. */
async function prepararDatos(api: SessionApi): Promise<number> {
  const { id: areaId } = await api.post('Area', { nombre: 'Administración y Finanzas de la Sede Central' });
  const activos: number[] = [];
  for (let n = 1; n <= 12; n++) {
    const activo = await api.post('activos', {
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
  return movimiento.id;
}

/** The address of every screen of the menu (read from the menu itself) and of the movement screens. */
async function vistas(page: Page, baseUrl: string, movimientoId: number): Promise<string[]> {
  await page.getByRole('menu').getByRole('menuitem').first().waitFor();
  const menu = await page
    .getByRole('menu')
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => (item as unknown as { getAttribute(name: string): string }).getAttribute('href')));
  return [...menu, '/movimientos/create', `/movimientos/${movimientoId}/detalles`].map((path) => `${baseUrl}${path}`);
}

/** Signs in as the demo Maestro, who sees every menu entry, and prepares the data once for the whole file. */
const entrar = (() => {
  let movimientoId: Promise<number> | undefined;
  return async (page: Page, baseUrl: string): Promise<number> => {
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/`);
    movimientoId ??= sessionApi(page, baseUrl).then(prepararDatos);
    return movimientoId;
  };
})();

/** Opens a screen at the widest size and waits for its data. */
const abrir = async (page: Page, url: string) => {
  await page.setViewportSize(PANTALLAS[0]);
  await page.goto(url);
  await page.locator('#main-content h1').waitFor();
  await page.waitForLoadState('networkidle');
};

const tamano = ({ width, height }: (typeof PANTALLAS)[number]) => `${width}×${height}`;

describe('Pantallas de portátil (1366×768, 1280×720, 1024×768)', () => {
  const suite = browserSuite();

  it('ninguna pantalla ni pestaña se desplaza de lado: las barras se ven enteras y las tablas muestran Acciones en su contenedor', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const movimientoId = await entrar(page, baseUrl);

    const problemas: string[] = [];
    const medir = async (vista: string) => {
      const main = page.locator('#main-content');
      for (const pantalla of PANTALLAS) {
        await page.setViewportSize(pantalla);
        const donde = `${vista} a ${tamano(pantalla)}`;
        const sobra = await desborde(page);
        if (sobra > 0) problemas.push(`${donde}: la página se desplaza ${sobra} px de lado`);
        for (const celda of await main.getByRole('columnheader', { name: 'Acciones', exact: true }).all()) {
          const cortes = await recortes(celda);
          if (cortes.length) problemas.push(`${donde}: Acciones recortada por ${cortes.join(', ')}`);
        }
        // Toolbars, filters and pagination: every button outside a table can be seen whole where it is.
        for (const boton of await main.locator('button:visible:not(table button)').all()) {
          const cortes = await recortes(boton);
          if (cortes.length) problemas.push(`${donde}: botón "${await boton.innerText()}" recortado por ${cortes.join(', ')}`);
        }
      }
    };

    for (const url of await vistas(page, baseUrl, movimientoId)) {
      await abrir(page, url);
      const path = new URL(url).pathname;
      await medir(path);
      const pestanas = page.locator('#main-content').getByRole('tab', { disabled: false });
      const nombres = await pestanas.allInnerTexts();
      for (const [n, nombre] of nombres.entries()) {
        if (n === 0) continue;
        await page.setViewportSize(PANTALLAS[0]);
        await pestanas.nth(n).click();
        await page.waitForLoadState('networkidle');
        await medir(`${path} (${nombre.trim()})`);
      }
    }
    expect(problemas).toEqual([]);
  });

  it('la barra de Movimientos se ve entera en cada tamaño', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await entrar(page, baseUrl);
    await abrir(page, `${baseUrl}/movimientos`);
    for (const pantalla of PANTALLAS) {
      await page.setViewportSize(pantalla);
      for (const name of ['Insertar Movimiento', 'Generacion de Movimientos', 'Exportar Excel']) {
        const boton = page.locator('#main-content').getByRole('button', { name, exact: true }).or(
          page.locator('#main-content').getByRole('link', { name, exact: true }),
        );
        await expect(boton.isVisible()).resolves.toBe(true);
        await expect(recortes(boton)).resolves.toEqual([]);
      }
    }
  });

  it('la lista de activos deja la Descripción legible y esconde el # de fila en 1024 px', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await entrar(page, baseUrl);
    await abrir(page, `${baseUrl}/registraractivos`);
    const main = page.locator('#main-content');
    // A sortable header is named by its sort button's hint: found by its text.
    const descripcion = main.getByRole('columnheader').filter({ hasText: /^Descripción$/ });
    const numero = main.getByRole('columnheader', { name: '#', exact: true });
    for (const pantalla of PANTALLAS) {
      await page.setViewportSize(pantalla);
      const ancho = await descripcion.evaluate((node) => (node as unknown as DomElement).getBoundingClientRect().width);
      expect({ pantalla: tamano(pantalla), legible: ancho >= 240 }).toEqual({ pantalla: tamano(pantalla), legible: true });
      await expect(numero.isVisible()).resolves.toBe(pantalla.width >= 1200);
    }
  });
});
