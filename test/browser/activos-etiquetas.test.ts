import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { ETIQUETA_TERMICA, CELDAS_A4, leerCode128, leerQr, paginas } from '../fixtures/etiquetas';
import { ADMIN, browserSuite, logout } from './harness';
import { activoRow, openActivos, type ActivoApi } from './activos-fixtures';

const LAPTOP = { width: 1366, height: 768 };

/** Neither the page scrolls sideways nor the dialog leaves the window. */
async function cabeEnPantalla(page: Page, dialog?: Locator): Promise<void> {
  const desborde = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(desborde).toBeLessThanOrEqual(0);
  if (!dialog) return;
  const caja = (await dialog.boundingBox())!;
  expect(caja.x).toBeGreaterThanOrEqual(0);
  expect(caja.x + caja.width).toBeLessThanOrEqual(LAPTOP.width);
  expect(caja.y + caja.height).toBeLessThanOrEqual(LAPTOP.height);
}

describe('Etiquetas de los activos', () => {
  const suite = browserSuite();

  it('imprime las etiquetas de las filas seleccionadas o, sin selección, de la búsqueda, en el formato y la simbología elegidos', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await page.setViewportSize(LAPTOP);
    const api = await openActivos(page, baseUrl);
    const creados: ActivoApi[] = [];
    for (const descripcion of ['Impresora Epson L3250', 'Monitor LG 27', 'Impresora Canon G3110', 'Escritorio de melamina']) {
      creados.push(await api.post<ActivoApi>('activos', { descripcion, cantidad: 1, precioUndMn: 500 }));
    }
    const [epson, , canon, escritorio] = creados;
    await page.reload();
    await activoRow(page, escritorio.codigo).waitFor();
    await cabeEnPantalla(page);

    // Two rows, in the order they are chosen.
    await page.getByRole('checkbox', { name: `Seleccionar ${escritorio.codigo}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar ${epson.codigo}` }).check();
    await page.getByRole('button', { name: 'Imprimir etiquetas (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Imprimir etiquetas' });
    await dialog.getByText('Se imprimirán las etiquetas de los 2 activos seleccionados.').waitFor();
    await expect(dialog.getByRole('radio', { name: /^Hoja A4 3×8/ }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('radio', { name: /^QR/ }).isChecked()).resolves.toBe(true);
    await cabeEnPantalla(page, dialog);
    await dialog.getByRole('radio', { name: /^Térmica 50×25 mm/ }).check();
    const pedido = page.waitForRequest((request) => request.url().includes('/api/activos/etiquetas/pdf'));
    const [termica] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(new URL((await pedido).url()).search).toBe(`?ids=${escritorio.id},${epson.id}&formato=termica&simbologia=qr`);
    expect(termica.suggestedFilename()).toMatch(/^Etiquetas_Activos_\d{8}_\d{6}\.pdf$/);
    await dialog.waitFor({ state: 'detached' });
    // Without APP_URL the QR codes lead to the address the panel was opened at.
    const etiquetas = await paginas(readFileSync((await termica.path())!));
    expect(await Promise.all(etiquetas.map((pagina) => leerQr(pagina, ETIQUETA_TERMICA)))).toEqual([`${baseUrl}/a/${escritorio.codigo}`, `${baseUrl}/a/${epson.codigo}`]);

    // Without a selection, the assets of the list's search, by code.
    await page.getByRole('checkbox', { name: 'Quitar la selección' }).click();
    await expect(page.getByRole('checkbox', { name: `Seleccionar ${epson.codigo}` }).isChecked()).resolves.toBe(false);
    const buscador = page.getByRole('search');
    await buscador.getByLabel('Descripción').fill('impresora');
    await buscador.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText(/^Mostrando 2 activo\(s\)/).waitFor();
    await page.getByRole('button', { name: 'Imprimir etiquetas', exact: true }).click();
    await dialog.getByText('Se imprimirán las etiquetas de los 2 activos de la lista.').waitFor();
    await dialog.getByText('Filtros: Descripción: "impresora"').waitFor();
    await dialog.getByRole('radio', { name: /^Código de barras 128/ }).check();
    const [barras] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar PDF' }).click()]);
    const [hoja] = await paginas(readFileSync((await barras.path())!));
    expect(await Promise.all(CELDAS_A4.slice(0, 3).map((celda) => leerCode128(hoja, celda)))).toEqual([epson.codigo, canon.codigo, null]);
  });

  it('muestra el error del servidor en el diálogo y deja elegir otra vez', async () => {
    const { page } = suite.browser;
    await page.setViewportSize(LAPTOP);
    await openActivos(page, suite.server.baseUrl);
    const buscador = page.getByRole('search');
    await buscador.getByLabel('Descripción').fill('no hay tal activo');
    await buscador.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (0)' }).waitFor();
    await page.getByRole('button', { name: 'Imprimir etiquetas', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Imprimir etiquetas' });
    await dialog.getByRole('button', { name: 'Descargar PDF' }).click();
    await dialog.getByRole('alert').getByText('Error al imprimir las etiquetas: No hay activos que imprimir: ninguno cumple los filtros').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('el QR de una etiqueta, sin sesión, pide entrar y luego abre el activo en la lista; un código que no existe lo dice', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await page.setViewportSize(LAPTOP);
    const api = await openActivos(page, baseUrl);
    const proyector = await api.post<ActivoApi>('activos', { codigo: 'PRY 7/B', descripcion: 'Proyector Epson PowerLite', cantidad: 1 });
    await api.post('activos', { codigo: 'PRY 70', descripcion: 'Proyector de otro código', cantidad: 1 });
    await logout(page, baseUrl);

    await page.goto(`${baseUrl}/a/${encodeURIComponent(proyector.codigo)}`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel(/^Contraseña/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const detalle = page.getByRole('dialog', { name: `Detalle del Activo ${proyector.codigo}` });
    await detalle.waitFor();
    expect(new URL(page.url()).pathname).toBe('/registraractivos');
    await expect(detalle.getByRole('textbox', { name: 'Descripción', exact: true }).inputValue()).resolves.toBe('Proyector Epson PowerLite');
    await cabeEnPantalla(page, detalle);
    // Behind it, the list shows that code; a reload shows the list alone.
    await detalle.getByRole('button', { name: 'Volver' }).click();
    await activoRow(page, proyector.codigo).waitFor();
    await expect(page.getByRole('search').getByLabel('Código').inputValue()).resolves.toBe(proyector.codigo);
    await page.reload();
    await activoRow(page, proyector.codigo).waitFor();
    await expect(detalle.count()).resolves.toBe(0);

    // With a session it opens at once; an unknown code says so, with the way back to the list.
    await page.goto(`${baseUrl}/a/NO-EXISTE-1`);
    await page.getByText('No existe un activo con el código «NO-EXISTE-1» en su compañía').waitFor();
    await cabeEnPantalla(page);
    await page.getByRole('link', { name: 'Ir a la lista de activos' }).click();
    await page.waitForURL(`${baseUrl}/registraractivos`);
  });
});
