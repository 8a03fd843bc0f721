import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, typeDate } from './harness';
import { activoRow, input, monthsAgo, openActivos, type ActivoApi } from './activos-fixtures';

// The laptops the users have: the screens must fit them whole.
const PANTALLAS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];

/** "S/ 1,234.50" as the screens write it (es-PE, with a no-break space). */
const soles = (importe: number) =>
  new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' }).format(importe).replace(/\s/g, ' ');

const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** "dd/mm/aaaa" of a calendar date 'YYYY-MM-DD'. */
const ddmmaaaa = (fecha: string) => fecha.slice(0, 10).split('-').reverse().join('/');

/** Neither the page nor the dialog scrolls sideways, and the dialog is inside the window. */
async function cabeEnPantalla(page: Page, dialog: Locator): Promise<void> {
  const caja = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(caja!.x).toBeGreaterThanOrEqual(0);
  expect(caja!.x + caja!.width).toBeLessThanOrEqual(viewport.width);
  expect(caja!.y + caja!.height).toBeLessThanOrEqual(viewport.height);
  const desborde = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(desborde).toBeLessThanOrEqual(0);
}

const abrirParaEditar = async (page: Page, activo: ActivoApi) => {
  await activoRow(page, activo.codigo).getByRole('button', { name: 'Editar' }).click();
  return page.getByRole('dialog', { name: `Modificar Activo ${activo.codigo}` });
};

interface BajaApi {
  fecha: string;
  motivo: string;
  costo: number;
  depreciacionAcumulada: number;
  valorNeto: number;
  reintegroIgv: number | null;
  advertencias: string[];
}

describe('Baja y mejoras de un activo', () => {
  const suite = browserSuite();

  it('da de baja por obsolescencia solo con su evidencia, descarga el acta y el activo sale de la lista hasta que el filtro lo muestra', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const laptop = await api.post<ActivoApi>('activos', {
      descripcion: 'Laptop Lenovo ThinkPad E14',
      cantidad: 1,
      precioUndMn: 4200,
      fechaAdquisicion: monthsAgo(20),
      categoriaDepreciacion: 'computo',
    });
    const bajas: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/activos/${laptop.id}/baja`)) bajas.push(request.url());
    });

    for (const [vez, pantalla] of PANTALLAS.entries()) {
      await page.setViewportSize(pantalla);
      await page.reload();
      const activo = await abrirParaEditar(page, laptop);
      await activo.getByRole('button', { name: 'Dar de baja' }).click();
      const baja = page.getByRole('dialog', { name: /^Dar de baja el activo/ });
      await baja.getByRole('combobox', { name: 'Motivo' }).click();
      await page.getByRole('option', { name: 'Obsolescencia' }).click();
      await cabeEnPantalla(page, baja);
      // The last pass gives the disposal; the first one only sees the dialog at the other size.
      if (vez < PANTALLAS.length - 1) {
        await baja.getByRole('button', { name: 'Cancelar' }).click();
        await activo.getByRole('button', { name: 'Volver' }).click();
      }
    }
    const baja = page.getByRole('dialog', { name: /^Dar de baja el activo/ });

    // Obsolescence needs the technical report and the registered professional who signed it.
    await input(baja, 'N° del informe técnico').pressSequentially('IT-2025-014');
    await baja.getByRole('button', { name: 'Dar de baja' }).click();
    await baja.getByText('Indique el profesional colegiado que firma el informe técnico').waitFor();
    await baja.getByText('Indique el N° de colegiatura del profesional').waitFor();
    expect(bajas).toEqual([]);

    await input(baja, 'Profesional').pressSequentially('Ing. Rosa Quispe Huamán');
    await input(baja, 'N° de colegiatura').pressSequentially('CIP 145236');
    const [respuesta] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/activos/${laptop.id}/baja`) && r.request().method() === 'POST'),
      baja.getByRole('button', { name: 'Dar de baja' }).click(),
    ]);
    expect(respuesta.status()).toBe(201);
    const hecha = (await respuesta.json()) as BajaApi;
    expect(hecha).toMatchObject({ motivo: 'obsolescencia', costo: 4200 });

    // The figures the API wrote off, as it computed them.
    const resultado = page.getByRole('dialog', { name: /^Activo dado de baja/ });
    await cabeEnPantalla(page, resultado);
    const cifras = resultado.getByRole('table', { name: 'Importes de la baja' });
    await expect(textOf(cifras.getByRole('row', { name: /^Costo/ }))).resolves.toBe(`Costo ${soles(hecha.costo)}`);
    await expect(textOf(cifras.getByRole('row', { name: /^Depreciación acumulada/ }))).resolves.toBe(
      `Depreciación acumulada ${soles(hecha.depreciacionAcumulada)}`,
    );
    await expect(textOf(cifras.getByRole('row', { name: /^Valor neto/ }))).resolves.toBe(`Valor neto ${soles(hecha.valorNeto)}`);
    expect(hecha.valorNeto).toBeCloseTo(hecha.costo - hecha.depreciacionAcumulada, 2);
    for (const advertencia of hecha.advertencias) await resultado.getByText(advertencia).waitFor();

    const [acta] = await Promise.all([
      page.waitForEvent('download'),
      resultado.getByRole('button', { name: 'Descargar acta de baja' }).click(),
    ]);
    expect(acta.suggestedFilename()).toBe(`Acta_Baja_${laptop.codigo}.pdf`);
    expect(readFileSync((await acta.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await resultado.getByRole('button', { name: 'Cerrar' }).click();
    await resultado.waitFor({ state: 'detached' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await activoRow(page, laptop.codigo).waitFor({ state: 'detached' });

    // Mostrar dados de baja: Solo brings it back, marked, with its disposal and no way to dispose of or delete it again.
    await page.getByRole('combobox', { name: 'Mostrar dados de baja' }).click();
    await page.getByRole('option', { name: 'Solo dados de baja' }).click();
    const fila = activoRow(page, laptop.codigo);
    await fila.getByText('Dado de baja').waitFor();
    await expect(fila.getByRole('button', { name: 'Eliminar' }).count()).resolves.toBe(0);
    await expect(fila.getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);
    await fila.getByRole('button', { name: 'Ver' }).click();
    const detalle = page.getByRole('dialog', { name: `Detalle del Activo ${laptop.codigo}` });
    await detalle.getByText(`Dado de baja el ${ddmmaaaa(hecha.fecha)} — Obsolescencia`).waitFor();
    await detalle.getByRole('button', { name: 'Acta de baja' }).waitFor();
    await expect(detalle.getByRole('button', { name: 'Dar de baja' }).count()).resolves.toBe(0);
    await expect(detalle.getByRole('button', { name: 'Guardar Cambios' }).count()).resolves.toBe(0);

    // Revertir baja, confirmed: the asset is back in the books and leaves the "solo dados de baja" list.
    await detalle.getByRole('button', { name: 'Revertir baja' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Revertir baja' });
    await confirmar.getByText(`¿Revertir la baja del activo ${laptop.codigo}?`, { exact: false }).waitFor();
    await confirmar.getByRole('button', { name: 'Revertir baja' }).click();
    await page.getByText('Baja revertida: el activo vuelve a la lista').waitFor();
    await fila.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Mostrar dados de baja' }).click();
    await page.getByRole('option', { name: 'Ocultar' }).click();
    await activoRow(page, laptop.codigo).getByRole('button', { name: 'Editar' }).waitFor();
  });

  it('agrega una mejora que la tabla muestra, y un activo con mejoras no se elimina: la lista dice que use la baja', async () => {
    const { page } = suite.browser;
    await page.setViewportSize(PANTALLAS[1]);
    const api = await openActivos(page, suite.server.baseUrl);
    const servidor = await api.post<ActivoApi>('activos', {
      descripcion: 'Servidor Dell PowerEdge T150',
      cantidad: 1,
      precioUndMn: 12000,
      fechaAdquisicion: monthsAgo(6),
      categoriaDepreciacion: 'computo',
    });
    await page.reload();

    const activo = await abrirParaEditar(page, servidor);
    await activo.getByRole('button', { name: 'Mejoras' }).click();
    const mejoras = page.getByRole('dialog', { name: /^Mejoras/ });
    await mejoras.getByText('Este activo no tiene mejoras registradas.').waitFor();
    await mejoras.getByRole('button', { name: 'Agregar' }).click();
    for (const mensaje of ['Indique la fecha de la mejora', 'Describa la mejora', 'Indique el comprobante que la sustenta', 'Indique un importe mayor que cero']) {
      await mejoras.getByText(mensaje).waitFor();
    }

    const fecha = monthsAgo(2);
    await typeDate(mejoras, /^Fecha/, ddmmaaaa(fecha).replaceAll('/', ''));
    await input(mejoras, 'Descripción').pressSequentially('Segundo disco SSD de 2 TB');
    await input(mejoras, 'Documento').pressSequentially('F001-004512');
    await input(mejoras, 'Importe').pressSequentially('1850.50');
    const [alta] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/activos/${servidor.id}/mejoras`) && r.request().method() === 'POST'),
      mejoras.getByRole('button', { name: 'Agregar' }).click(),
    ]);
    expect(alta.status()).toBe(201);
    const fila = mejoras.getByRole('row').filter({ hasText: 'Segundo disco SSD de 2 TB' });
    await expect(textOf(fila)).resolves.toBe(`${ddmmaaaa(fecha)} Segundo disco SSD de 2 TB F001-004512 ${soles(1850.5)}`);
    await mejoras.getByText(`1 mejora · ${soles(1850.5)}`).waitFor();
    await expect(api.get<Array<{ importe: number }>>(`activos/${servidor.id}/mejoras`)).resolves.toMatchObject([
      { descripcion: 'Segundo disco SSD de 2 TB', documento: 'F001-004512', importe: 1850.5 },
    ]);
    await cabeEnPantalla(page, mejoras);

    await mejoras.getByRole('button', { name: 'Cerrar' }).click();
    await activo.getByRole('button', { name: 'Volver' }).click();
    await activo.waitFor({ state: 'detached' });

    await activoRow(page, servidor.codigo).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog', { name: 'Confirmar Eliminación' }).getByRole('button', { name: 'Eliminar' }).click();
    const rechazo = page.getByRole('dialog', { name: 'Error al Eliminar' });
    await rechazo.getByText(/Use la baja del activo: tiene .*mejoras/).waitFor();
    await rechazo.getByRole('button', { name: 'Aceptar' }).click();
    await activoRow(page, servidor.codigo).waitFor();
  });
});
