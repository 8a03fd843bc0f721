import { browserSuite } from './harness';
import { openActivos } from './activos-fixtures';

describe('La lista de activos guarda su búsqueda y su página en la dirección', () => {
  const suite = browserSuite();

  it('buscar y pasar a la página 2 sobreviven a recargar, al botón atrás y a un marcador', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const api = await openActivos(page, baseUrl);
    for (let n = 1; n <= 12; n++) {
      await api.post('activos', { descripcion: `Archivador metálico ${n}`, cantidad: 1, precioUndMn: 100 });
    }
    await api.post('activos', { descripcion: 'Proyector Epson', cantidad: 1, precioUndMn: 100 });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (13)' }).waitFor();

    const buscador = page.getByRole('search');
    const descripcion = buscador.getByLabel('Descripción');
    const filas = page.locator('#main-content tbody tr');
    await descripcion.pressSequentially('archivador');
    await descripcion.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (12)' }).waitFor();
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByText('1-10 de 12').waitFor();
    await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
    await page.getByText('11-12 de 12').waitFor();
    const pagina2 = page.url();

    // The whole state is in the address: a reload shows the same page of the same search, words included.
    await page.reload();
    await page.getByText('11-12 de 12').waitFor();
    await expect(filas.count()).resolves.toBe(2);
    await expect(descripcion.inputValue()).resolves.toBe('archivador');
    await page.getByText('Mostrando 2 activo(s) · Filtros: Descripción: "archivador"').waitFor();

    // Back: the first page of the search, then 10 a page, then the search before it, then the whole list.
    await page.goBack();
    await page.getByText('1-10 de 12').waitFor();
    await expect(descripcion.inputValue()).resolves.toBe('archivador');
    await page.goBack();
    await page.getByText('1-12 de 12').waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Lista de Activos (13)' }).waitFor();
    await expect(descripcion.inputValue()).resolves.toBe('');

    // A bookmark of page 2, opened in a new visit.
    await page.goto(`${baseUrl}/`);
    await page.goto(pagina2);
    await page.getByText('11-12 de 12').waitFor();
    await expect(descripcion.inputValue()).resolves.toBe('archivador');
    await filas.filter({ hasText: 'Archivador metálico' }).first().waitFor();
  });
});
