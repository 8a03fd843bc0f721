import type { Locator, Page } from 'playwright-core';
import { browserSuite } from './harness';
import { abrirPantalla, entrar, recorrerPantallas, WALK_TIMEOUT_MS } from './recorrido';

// Laptop screens of the offices that use the product (1366, 1280 and 1024 px wide).
const PANTALLAS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
];

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
 * What keeps an element from being seen whole, once every container that scrolls sideways is scrolled to it (or,
 * with `alInicio`, back to its start, as a screen opens): an ancestor that cuts it off (overflow hidden) or the
 * window's edge. Empty when it can be seen.
 */
const recortes = (locator: Locator, alInicio = false): Promise<string[]> =>
  locator.evaluate((node, inicio) => {
    const element = node as unknown as DomElement;
    const ancestors: DomElement[] = [];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) ancestors.push(parent);
    for (const parent of ancestors) {
      if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) parent.scrollLeft = inicio ? 0 : parent.scrollWidth;
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
  }, alInicio);

/** Page-wide sideways scroll, in pixels: 0 when the screen fits its window. */
const desborde = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth');

const tamano = ({ width, height }: (typeof PANTALLAS)[number]) => `${width}×${height}`;

describe('Pantallas de portátil (1366×768, 1280×720, 1024×768)', () => {
  const suite = browserSuite();

  it('ninguna pantalla ni pestaña se desplaza de lado: las barras se ven enteras y las tablas muestran Acciones en su contenedor', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
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
        // The row actions stay in sight without scrolling the table: pinned to its right edge.
        for (const acciones of await main.locator('tbody tr:first-child .acciones-de-fila').all()) {
          const cortes = await recortes(acciones, true);
          if (cortes.length) problemas.push(`${donde}: las acciones de la fila quedan fuera de la tabla sin desplazarla (${cortes.join(', ')})`);
        }
        // Toolbars, filters and pagination: every button outside a table can be seen whole where it is.
        for (const boton of await main.locator('button:visible:not(table button)').all()) {
          const cortes = await recortes(boton);
          if (cortes.length) problemas.push(`${donde}: botón "${await boton.innerText()}" recortado por ${cortes.join(', ')}`);
        }
      }
    };

    await recorrerPantallas(page, baseUrl, medir);
    expect(problemas).toEqual([]);
  }, WALK_TIMEOUT_MS);

  it('la barra de Movimientos se ve entera en cada tamaño', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await entrar(page, baseUrl);
    await page.setViewportSize(PANTALLAS[0]);
    await abrirPantalla(page, `${baseUrl}/movimientos`);
    for (const pantalla of PANTALLAS) {
      await page.setViewportSize(pantalla);
      for (const name of ['Insertar Movimiento', 'Generación de Movimientos', 'Exportar Excel']) {
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
    await page.setViewportSize(PANTALLAS[0]);
    await abrirPantalla(page, `${baseUrl}/registraractivos`);
    const main = page.locator('#main-content');
    // A sortable header is named by its sort button's hint: found by its text.
    const descripcion = main.getByRole('columnheader').filter({ hasText: /^Descripción$/ });
    const numero = main.getByRole('columnheader', { name: '#', exact: true });
    for (const pantalla of PANTALLAS) {
      await page.setViewportSize(pantalla);
      const ancho = await descripcion.evaluate((node) => (node as unknown as DomElement).getBoundingClientRect().width);
      // The cell keeps 16rem: a few words a line.
      expect({ pantalla: tamano(pantalla), legible: ancho >= 240 }).toEqual({ pantalla: tamano(pantalla), legible: true });
      await expect(numero.isVisible()).resolves.toBe(pantalla.width >= 1200);
    }
  });
  it('cerrar un diálogo abierto desde una fila vuelve la tabla a su inicio, con el Código a la vista', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await entrar(page, baseUrl);
    // A tablet's width: the asset table is wider than its card and scrolls sideways.
    await page.setViewportSize({ width: 800, height: 768 });
    await abrirPantalla(page, `${baseUrl}/registraractivos`);
    const main = page.locator('#main-content');
    const tabla = main.locator('.RaDatagrid-tableWrapper');
    const desplazada = () => tabla.evaluate((node) => (node as unknown as DomElement).scrollLeft);
    for (const cerrar of ['Volver', 'Escape'] as const) {
      // Scrolled to the far right first, as a person reading the last columns leaves it.
      await tabla.evaluate((node) => {
        const element = node as unknown as DomElement;
        element.scrollLeft = element.scrollWidth;
      });
      await expect(desplazada()).resolves.toBeGreaterThan(0);
      await main.locator('tbody tr:first-child .acciones-de-fila').getByRole('button', { name: 'Editar' }).click();
      const dialogo = page.getByRole('dialog');
      await dialogo.waitFor();
      if (cerrar === 'Escape') await page.keyboard.press('Escape');
      else await dialogo.getByRole('button', { name: 'Volver', exact: true }).click();
      await dialogo.waitFor({ state: 'detached' });
      await page.waitForFunction((element) => (element as unknown as DomElement).scrollLeft === 0, await tabla.elementHandle());
      const [codigo, marco] = await Promise.all([main.getByRole('columnheader').filter({ hasText: /^Código$/ }).first().boundingBox(), tabla.boundingBox()]);
      expect(codigo!.x).toBeGreaterThanOrEqual(marco!.x);
    }
  });
  it('una fecha con hora, las etiquetas del formulario y el menú se ven enteros, en cada tamaño', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await entrar(page, baseUrl);
    for (const pantalla of PANTALLAS) {
      await page.setViewportSize(pantalla);
      await abrirPantalla(page, `${baseUrl}/movimientos`);
      await page.getByRole('button', { name: 'Insertar Movimiento' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Insertar Movimiento' });
      const secciones = dialogo.locator('.MuiPickersSectionList-root').first();
      await secciones.waitFor();
      const medida = await secciones.evaluate((node) => {
        const element = node as unknown as DomElement & { clientWidth: number };
        return { texto: (node as unknown as { textContent: string }).textContent, sobra: element.scrollWidth - element.clientWidth };
      });
      expect({ pantalla: tamano(pantalla), ...medida }).toEqual({ pantalla: tamano(pantalla), texto: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/), sobra: 0 });
      // Nor a label of the form, nor an entry of the menu, loses its end.
      const cortados = await page.evaluate(() => {
        const todos = (selector: string) => Array.from((globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<unknown> } }).document.querySelectorAll(selector));
        return todos('[role="dialog"] label, .RaMenuItemLink-root .MuiTypography-root')
          .map((node) => node as DomElement & { clientWidth: number; textContent: string })
          .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent.trim());
      });
      expect({ pantalla: tamano(pantalla), cortados }).toEqual({ pantalla: tamano(pantalla), cortados: [] });
      await page.keyboard.press('Escape');
      await dialogo.waitFor({ state: 'detached' });
    }
  });
});
