import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, typeDate } from './harness';
import { activoRow, openActivos, type ActivoApi } from './activos-fixtures';

const PANTALLAS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];

/** The page does not scroll sideways. */
const sinDesborde = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

/** The first row of the schedule's table, its cells' texts. */
const primeraFila = async (dialog: Locator) =>
  (await dialog.locator('tbody tr').first().locator('td').allInnerTexts()).map((texto) => texto.replace(/\s+/g, ' ').trim());

/**
 * A truck of 24,000.00 at 20 % in use since 10/01/2021, with the company's books starting on 01/01/2025: its opening
 * balances are typed in the dialog and its schedule continues from them in each book (400.00 a month).
 */
describe('Contabilidad en el panel', () => {
  const suite = browserSuite();

  it('registra con el teclado el saldo de arranque de un activo anterior al inicio y muestra el cronograma de cada libro', async () => {
    const { page } = suite.browser;
    await page.setViewportSize(PANTALLAS[0]);
    const api = await openActivos(page, suite.server.baseUrl);
    await api.put('contabilidad/configuracion', { fechaInicio: '2025-01-01', tasaImpuestoDiferido: 29.5, asientosDestino: false });
    const camion = await api.post<ActivoApi>('activos', {
      codigo: 'CAM-APERTURA',
      descripcion: 'Camión Volvo FH',
      cantidad: 1,
      precioUndMn: 24000,
      fechaAdquisicion: '2021-01-10',
      categoriaDepreciacion: 'vehiculos',
    });
    await page.reload();

    await activoRow(page, camion.codigo).getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: `Modificar Activo ${camion.codigo}` });
    const tributaria = dialog.getByRole('textbox', { name: 'Depreciación Acumulada Inicial (tributaria)' });
    await tributaria.click();
    await page.keyboard.type('16500');
    const financiera = dialog.getByRole('textbox', { name: 'Depreciación Acumulada Inicial (financiera)' });
    await financiera.click();
    await page.keyboard.type('19200');
    await tributaria.click();
    await financiera.click();
    // 16,500.00 is far from the 19,200.00 the rate gives at 31/12/2024: a warning, not a refusal.
    await expect(dialog.getByRole('alert').filter({ hasText: 'difiere de la que da la tasa al 31/12/2024' }).innerText()).resolves.toContain('S/ 19,200.00');
    await expect(tributaria.inputValue()).resolves.toBe('16,500.00');
    const [guardado] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/activos/${camion.id}` && r.request().method() === 'PUT'),
      dialog.getByRole('button', { name: 'Guardar Cambios' }).click(),
    ]);
    expect(guardado.status()).toBe(200);
    expect(await guardado.json()).toMatchObject({ depreciacionAcumuladaInicial: 16500, depreciacionAcumuladaInicialFinanciera: 19200 });

    await activoRow(page, camion.codigo).getByRole('button', { name: 'Editar' }).click();
    await dialog.getByRole('button', { name: 'Depreciación Acumulada' }).click();
    const cronograma = page.getByRole('dialog', { name: 'Depreciación Acumulada' });
    // The schedule starts at the cut-over, the 49th month of use, from the opening balance of each book.
    await cronograma.locator('tbody tr').first().waitFor();
    await expect(primeraFila(cronograma)).resolves.toEqual(['49', '01/2025', 'S/ 400.00', 'S/ 16,900.00', 'S/ 7,100.00']);
    const [financiero] = await Promise.all([
      page.waitForRequest((request) => request.url().includes(`/api/activos/${camion.id}/depreciation?libro=financiero`)),
      cronograma.getByRole('button', { name: 'Financiero' }).click(),
    ]);
    expect(financiero.method()).toBe('GET');
    await cronograma.locator('tbody tr').first().getByText('S/ 19,600.00').waitFor();
    await expect(primeraFila(cronograma)).resolves.toEqual(['49', '01/2025', 'S/ 400.00', 'S/ 19,600.00', 'S/ 4,400.00']);
    await expect(cronograma.getByRole('button', { name: 'Financiero' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('muestra la configuración, las cuentas, los saldos por cuenta y las diferencias temporales sin desbordar la pantalla', async () => {
    const { page } = suite.browser;
    await openActivos(page, suite.server.baseUrl);
    for (const pantalla of PANTALLAS) {
      await page.setViewportSize(pantalla);
      await page.getByRole('menuitem', { name: 'Contabilidad' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contabilidad' }).waitFor();
      await page.getByRole('table', { name: 'Cuentas por categoría SUNAT' }).waitFor();
      await expect(page.getByRole('textbox', { name: 'Costo (33) · Equipos de procesamiento de datos' }).inputValue()).resolves.toBe('3361');
      await page.getByRole('heading', { name: 'Diferencias temporales' }).waitFor();
      await expect(sinDesborde(page)).resolves.toBeLessThanOrEqual(0);
    }

    // At 31/12/2024 the truck's accumulated depreciation is its opening balance in each book; a typed trial-balance
    // figure shows its difference with the financial book.
    await typeDate(page, 'Fecha', '31122024');
    const acumulada = page.getByRole('table', { name: 'Saldos por cuenta' }).getByRole('row').filter({ hasText: '39134' });
    await acumulada.getByText('S/ 19,200.00').waitFor();
    const celdas = (await acumulada.locator('td').allInnerTexts()).map((texto) => texto.replace(/\s+/g, ' ').trim());
    expect(celdas.slice(0, 4)).toEqual(['39134', 'Depreciación acumulada', 'S/ 16,500.00', 'S/ 19,200.00']);
    await acumulada.getByRole('textbox', { name: 'Saldo del balance 39134' }).click();
    await page.keyboard.type('19000');
    await expect(acumulada.locator('td').last().innerText()).resolves.toContain('200.00');
    await expect(sinDesborde(page)).resolves.toBeLessThanOrEqual(0);
  });

  it('escribe con el teclado el centro de costo y la cuenta de destino de un área y los guarda', async () => {
    const { page } = suite.browser;
    await page.setViewportSize(PANTALLAS[0]);
    const api = await openActivos(page, suite.server.baseUrl);
    const area = await api.post<{ id: number }>('Area', { nombre: 'Planta Callao' });
    await page.getByRole('menuitem', { name: 'Contabilidad' }).click();
    await page.getByRole('table', { name: 'Centros de costo' }).waitFor();
    await page.getByRole('textbox', { name: 'Centro de costo · Planta Callao' }).click();
    await page.keyboard.type('PLC01');
    await page.getByRole('textbox', { name: 'Cuenta de destino · Planta Callao' }).click();
    await page.keyboard.type('9211');
    const [guardado] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contabilidad/centros-costo' && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'Guardar centros de costo' }).click(),
    ]);
    expect(guardado.status()).toBe(200);
    expect((await guardado.json()).find((fila: { id: number }) => fila.id === area.id)).toEqual({ id: area.id, nombre: 'Planta Callao', centroCosto: 'PLC01', cuentaDestino: '9211' });
    await page.getByText('Centros de costo guardados').waitFor();
    await expect(sinDesborde(page)).resolves.toBeLessThanOrEqual(0);

    // An account outside class 9 is refused with its message, shown in the section.
    const destino = page.getByRole('textbox', { name: 'Cuenta de destino · Planta Callao' });
    await destino.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('6811');
    await page.getByRole('button', { name: 'Guardar centros de costo' }).click();
    await page.getByRole('alert').filter({ hasText: 'La cuenta de destino del área debe tener de 2 a 8 dígitos y empezar con 9' }).waitFor();
  });

  it('muestra los asientos de un mes con sus totales y los descarga en Excel y CSV', async () => {
    const { page } = suite.browser;
    await page.setViewportSize(PANTALLAS[0]);
    const api = await openActivos(page, suite.server.baseUrl);
    await api.put('contabilidad/configuracion', { fechaInicio: '2025-01-01', tasaImpuestoDiferido: 29.5, asientosDestino: false });
    // 3,000.00 over 48 months (25 %): 62.50 a month; the truck above ends its financial schedule in 12/2025.
    await api.post<ActivoApi>('activos', { codigo: 'PC-DIARIO', descripcion: 'Laptop de contabilidad', cantidad: 1, precioUndMn: 3000, fechaAdquisicion: '2025-01-20', categoriaDepreciacion: 'computo' });
    await page.getByRole('menuitem', { name: 'Asientos contables' }).click();
    await page.getByRole('heading', { level: 1, name: 'Asientos contables' }).waitFor();
    await typeDate(page, 'Mes', '022026');
    const diario = page.getByRole('table', { name: 'Asientos del mes' });
    await diario.getByText('Asiento 1 del 28/02/2026 · Depreciación de activos fijos de febrero 2026').waitFor();
    const filas = (await diario.locator('tbody tr').allInnerTexts()).map((texto) => texto.replace(/\s+/g, ' ').trim());
    expect(filas).toEqual(['Asiento 1 del 28/02/2026 · Depreciación de activos fijos de febrero 2026', '68146 S/ 62.50', '39136 S/ 62.50']);
    const totales = page.getByLabel('Totales');
    expect((await totales.innerText()).replace(/\s+/g, ' ')).toBe('Total debe: S/ 62.50 Total haber: S/ 62.50');
    await expect(sinDesborde(page)).resolves.toBeLessThanOrEqual(0);

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar Excel' }).click()]);
    expect(excel.suggestedFilename()).toBe('Asientos_2026-02.xlsx');
    expect(readFileSync((await excel.path())!).subarray(0, 2).toString('latin1')).toBe('PK');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe('Asientos_2026-02.csv');
    const lineas = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lineas.slice(1).map((linea) => linea.split(',').slice(3, 7))).toEqual([
      ['68146', 'Depreciación de activos fijos de febrero 2026', '62.50', '0.00'],
      ['39136', 'Depreciación de activos fijos de febrero 2026', '0.00', '62.50'],
    ]);
  });
});
