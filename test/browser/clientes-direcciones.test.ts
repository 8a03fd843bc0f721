import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { elegirUbicacion } from './direcciones-fixtures';
import { ADMIN, browserSuite, type SessionApi, signIn, tableRow } from './harness';

const SCREEN = 'Gestión de Clientes y Direcciones';
const CLIENT_SEARCH = 'Buscar por nombre, RUC, DNI, correo o teléfono...';
// A valid RUC (its check digit holds) of a company client.
const RUC_EMPRESA = '20100070970';
const ADDRESS_SEARCH = 'Buscar por calle, ciudad, distrito, provincia o departamento...';

// Runs in the browser: this project's TypeScript setup has no DOM types.
declare function getComputedStyle(element: unknown): { backgroundColor: string };

/** Signs in (signIn), opens the screen and returns the session's API client, to prepare data quickly. */
const openScreen = async (page: Page, baseUrl: string): Promise<SessionApi> => {
  const api = await signIn(page, baseUrl, ADMIN);
  await page.goto(`${baseUrl}/clientesdirecciones`);
  await page.getByRole('heading', { level: 1, name: SCREEN }).waitFor();
  return api;
};

const direccion = (calle: string, extra: Record<string, string> = {}) => ({
  calle,
  ciudad: 'Lima',
  distrito: 'Miraflores',
  provincia: 'Lima',
  departamento: 'Lima',
  ...extra,
});

const cliente = (nombre: string, dni: string, extra: Record<string, unknown> = {}) => ({
  nombre,
  apellido: 'Prueba',
  dni,
  tieneContrato: false,
  ...extra,
});

/** The n of a tab titled "Clientes (n)". */
const tabCount = async (page: Page, name: string): Promise<number> => {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
  const match = /\((\d+)\)/.exec(await tab.innerText());
  return Number(match?.[1]);
};

/** Waits for a tab to be titled with this count: the tabs reload their totals after the table's change. */
const waitForTabCount = (page: Page, name: string, count: number) =>
  page.getByRole('tab', { name: `${name} (${count})`, exact: true }).waitFor();

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) }).click();
};

const chooseOption = async (page: Page, combobox: Locator, option: string) => {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const backgroundOf = (row: Locator) => row.evaluate((element) => getComputedStyle(element).backgroundColor);

/** The addresses workbook of the import test: a title row, the headers on row 2, then the data. */
const addressWorkbook = async (dir: string): Promise<string> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Direcciones');
  sheet.addRow(['Direcciones de la sede norte']);
  sheet.addRow(['Calle', 'Ciudad', 'Distrito', 'Provincia', 'Departamento', 'Código Postal', 'Urbanización', 'Sede']);
  sheet.addRow(['Av. Túpac Amaru 500', 'Lima', 'Independencia', 'Lima', 'Lima', '15311', 'Tahuantinsuyo', 'Almacén Norte']);
  sheet.addRow(['Calle Mercaderes 120', 'Arequipa', 'Arequipa', 'Arequipa', 'Arequipa', '', '', '']);
  sheet.addRow(['Jr. Inexistente 9', 'Atlantis', 'Centro', 'Atlantis', 'Atlantis', '', '', '']);
  const path = join(dir, 'direcciones.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
};

/** A clients workbook with its headers on row 1, named in other words than the wizard's labels. */
const clientWorkbook = async (dir: string, rows: unknown[][]): Promise<string> => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Clientes').addRows([['Nombres', 'Apellidos', 'Correo Electrónico', 'DNI', 'Tiene Contrato', 'Dirección'], ...rows]);
  const path = join(dir, 'clientes.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
};

describe('Gestión de Clientes y Direcciones', () => {
  const suite = browserSuite([]);

  it('crea una dirección (con su vista previa y el enlace al mapa) y un cliente en ella, y lo encuentra por su DNI', async () => {
    const { page } = suite.browser;
    const api = await openScreen(page, suite.server.baseUrl);
    await api.post('Cliente', cliente('Otro', '11112222', { apellido: 'Cliente' }));
    await page.reload();

    await page.getByRole('tab', { name: /^Clientes \(\d+\)$/, selected: true }).waitFor();
    await openTab(page, 'Direcciones');
    const direcciones = await tabCount(page, 'Direcciones');
    await page.getByRole('button', { name: 'Nueva Dirección' }).click();
    const nueva = page.getByRole('dialog', { name: 'Nueva Dirección' });
    await nueva.getByLabel('Calle').fill('Av. Arequipa 1234');
    await nueva.getByLabel('Urbanización').fill('Santa Beatriz');
    await nueva.getByLabel('Código Postal').fill('15046');
    await nueva.getByLabel('Ciudad').fill('Lima');
    await elegirUbicacion(page, nueva, { departamento: 'Lima', provincia: 'Lima', distrito: 'Lince' });
    const mapa = nueva.getByRole('figure', { name: 'Vista previa de la ubicación' });
    await mapa.getByText('Lince, Lima').waitFor();
    const enlace = mapa.getByRole('link', { name: 'Buscar en el mapa' });
    const href = new URL((await enlace.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://www.google.com/maps/search/');
    expect(href.searchParams.get('query')).toBe('Av. Arequipa 1234, Santa Beatriz, Lince, Lima, Lima, Peru');
    await expect(enlace.getAttribute('target')).resolves.toBe('_blank');
    await expect(enlace.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await nueva.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Dirección creada exitosamente').waitFor();
    const fila = tableRow(page, 'Av. Arequipa 1234');
    await fila.getByText('Sin sede').waitFor();
    await expect(fila.getByRole('button', { name: 'Ver (0)' }).isDisabled()).resolves.toBe(true);
    await waitForTabCount(page, 'Direcciones', direcciones + 1);

    await openTab(page, 'Clientes');
    const clientes = await tabCount(page, 'Clientes');
    await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo Cliente' });
    await nuevo.getByLabel('Nombre').fill('Rosa');
    await nuevo.getByLabel('Apellido').fill('Quispe');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await nuevo.getByText('Debe proporcionar al menos un documento (RUC, DNI o CE)').waitFor();
    await nuevo.getByLabel('DNI').fill('4567891');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await nuevo.getByText('El DNI debe tener 8 dígitos').waitFor();
    await nuevo.getByLabel('DNI').fill('45678912');
    await nuevo.getByLabel('Correo Electrónico').fill('rosa.quispe@ejemplo.pe');
    await nuevo.getByLabel('Representante Legal').fill('Luis Quispe');
    await chooseOption(page, nuevo.getByRole('combobox', { name: 'Dirección' }), 'Av. Arequipa 1234, Lince, Lima');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cliente creado exitosamente').waitFor();
    await waitForTabCount(page, 'Clientes', clientes + 1);
    const rosa = tableRow(page, 'Rosa Quispe');
    for (const text of ['Rep. Legal: Luis Quispe', 'DNI: 45678912', 'rosa.quispe@ejemplo.pe', 'Lince, Lima', 'Sin contrato']) {
      await rosa.getByText(text).waitFor();
    }
    await tableRow(page, 'Otro Cliente').getByText('Sin dirección').waitFor();

    await page.getByPlaceholder(CLIENT_SEARCH).fill('45678912');
    await tableRow(page, 'Otro Cliente').waitFor({ state: 'detached' });
    await rosa.waitFor();
    await expect(page.locator('#main-content tbody tr').count()).resolves.toBe(1);
    await page.getByPlaceholder(CLIENT_SEARCH).fill('no-existe-nadie');
    await page.getByText('No se encontraron clientes').waitFor();
  });

  it('crea la dirección de un cliente sin salir de su formulario, y queda elegida', async () => {
    const { page } = suite.browser;
    await openScreen(page, suite.server.baseUrl);
    await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo Cliente' });
    await nuevo.getByLabel('Nombre').fill('Julio');
    await nuevo.getByLabel('Apellido').fill('Mamani');
    await nuevo.getByLabel('DNI').fill('41234567');
    await nuevo.getByRole('button', { name: 'Nueva Dirección' }).click();

    const direccion = page.getByRole('dialog', { name: 'Nueva Dirección' });
    await direccion.getByLabel('Calle').fill('Jr. Puno 455');
    await direccion.getByLabel('Ciudad').fill('Cusco');
    await elegirUbicacion(page, direccion, { departamento: 'Cusco', provincia: 'Cusco', distrito: 'Wanchaq' });
    await direccion.getByRole('button', { name: 'Guardar' }).click();
    await direccion.waitFor({ state: 'detached' });

    // The client form is still open with what was typed, and the new address chosen.
    await expect(nuevo.getByLabel('Nombre').inputValue()).resolves.toBe('Julio');
    await expect(nuevo.getByRole('combobox', { name: 'Dirección' }).inputValue()).resolves.toBe('Jr. Puno 455, Wanchaq, Cusco');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cliente creado exitosamente').waitFor();
    await tableRow(page, 'Julio Mamani').getByText('Jr. Puno 455').waitFor();
  });

  it('una empresa (con RUC) se guarda sin apellido; a una persona se le pide', async () => {
    const { page } = suite.browser;
    await openScreen(page, suite.server.baseUrl);
    await page.getByRole('button', { name: 'Nuevo Cliente' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo Cliente' });
    await nuevo.getByText('Opcional para una empresa (con RUC)').waitFor();
    await nuevo.getByLabel('Nombre').pressSequentially('Transportes');
    await nuevo.getByLabel('DNI').pressSequentially('47654321');
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await nuevo.getByText('El apellido es requerido para una persona (sin RUC)').waitFor();

    await nuevo.getByLabel('Nombre').press('End');
    await page.keyboard.type(' del Centro S.A.C.');
    await nuevo.getByLabel('DNI').clear();
    await nuevo.getByLabel('RUC').pressSequentially(RUC_EMPRESA);
    await nuevo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cliente creado exitosamente').waitFor();
    await tableRow(page, RUC_EMPRESA).getByText('Transportes del Centro S.A.C.').waitFor();
  });

  it('una dirección con clientes no se puede eliminar (el botón lo explica); Ver (n) muestra sus clientes', async () => {
    const { page } = suite.browser;
    const api = await openScreen(page, suite.server.baseUrl);
    const usada = await api.post('Direccion', direccion('Jr. Huallaga 321', { sede: 'Oficina Central' }));
    await api.post('Direccion', direccion('Calle Libre 77'));
    await api.post('Cliente', cliente('Teresa', '22223333', { apellido: 'Huamán', direccionId: usada.id, tieneContrato: true }));
    await page.reload();

    await openTab(page, 'Direcciones');
    const fila = tableRow(page, 'Jr. Huallaga 321');
    await fila.getByText('Oficina Central').waitFor();
    const eliminar = fila.getByRole('button', { name: 'Eliminar' });
    await expect(eliminar.isDisabled()).resolves.toBe(true);
    await eliminar.locator('..').hover();
    await page.getByRole('tooltip', { name: 'No se puede eliminar: tiene clientes asociados' }).waitFor();

    await fila.getByRole('button', { name: 'Ver (1)' }).click();
    const asociados = page.getByRole('dialog', { name: /Clientes asociados/ });
    await asociados.getByText('Jr. Huallaga 321, Miraflores, Lima').waitFor();
    await asociados.getByRole('row').filter({ hasText: 'Teresa Huamán' }).getByText('Activo').waitFor();
    await asociados.getByRole('button', { name: 'Cerrar' }).click();
    await asociados.waitFor({ state: 'detached' });

    const libre = tableRow(page, 'Calle Libre 77');
    await libre.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await confirm.getByText('¿Está seguro de que desea eliminar la dirección Calle Libre 77?').waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    const exito = page.getByRole('dialog', { name: 'Éxito' });
    await exito.getByText('Dirección eliminada exitosamente').waitFor();
    await exito.getByRole('button', { name: 'Aceptar' }).click();
    await libre.waitFor({ state: 'detached' });

    await openTab(page, 'Clientes');
    await tableRow(page, 'Teresa Huamán').getByRole('button', { name: 'Eliminar' }).click();
    await confirm.getByText('¿Está seguro de que desea eliminar al cliente Teresa Huamán?').waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await exito.getByText('Cliente eliminado exitosamente').waitFor();
  });

  it('pagina de diez en diez con la ventana de páginas, y la búsqueda vuelve a la página 1', async () => {
    const { page } = suite.browser;
    const api = await openScreen(page, suite.server.baseUrl);
    for (let n = 1; n <= 61; n++) await api.post('Direccion', direccion(`Pasaje Numerado ${n}`, { distrito: 'Surquillo' }));
    await page.reload();
    await openTab(page, 'Direcciones');

    const total = await tabCount(page, 'Direcciones');
    const paginas = Math.ceil(total / 10);
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    await nav.getByText(`Mostrando 1 - 10 de ${total} registros`).waitFor();
    const botones = async () => (await nav.getByRole('button').allInnerTexts()).map((text) => text.trim());
    await expect(botones()).resolves.toEqual(['Anterior', '1', '2', '3', '4', '5', String(paginas), 'Siguiente']);
    await expect(nav.getByText('…').count()).resolves.toBe(1);
    await expect(nav.getByRole('button', { name: 'Anterior' }).isDisabled()).resolves.toBe(true);

    await nav.getByRole('button', { name: 'Ir a la página 4' }).click();
    await nav.getByText(`Mostrando 31 - 40 de ${total} registros`).waitFor();
    await expect(botones()).resolves.toEqual(['Anterior', '1', '2', '3', '4', '5', '6', String(paginas), 'Siguiente']);
    await nav.getByRole('button', { name: 'Siguiente' }).click();
    await nav.getByText(`Mostrando 41 - 50 de ${total} registros`).waitFor();
    await expect(botones()).resolves.toEqual(['Anterior', '1', '3', '4', '5', '6', '7', 'Siguiente']);
    await expect(nav.getByText('…').count()).resolves.toBe(1);

    await page.getByPlaceholder(ADDRESS_SEARCH).fill('surquillo');
    await nav.getByText('Mostrando 1 - 10 de 61 registros').waitFor();
    await page.getByPlaceholder(ADDRESS_SEARCH).fill('Pasaje Numerado 61');
    await tableRow(page, 'Pasaje Numerado 61').waitFor();
    await nav.waitFor({ state: 'detached' });
  });

  it('importa direcciones con el asistente de tres pasos y muestra el resultado de cada fila', async () => {
    const { page } = suite.browser;
    const dir = mkdtempSync(join(tmpdir(), 'importar-direcciones-'));
    try {
      await openScreen(page, suite.server.baseUrl);
      await openTab(page, 'Direcciones');
      const antes = await tabCount(page, 'Direcciones');
      await page.getByRole('button', { name: 'Carga Masiva' }).click();
      const wizard = page.getByRole('dialog', { name: 'Carga Masiva de Direcciones' });
      await wizard.getByText('Paso 1 de 3: Seleccionar Archivo').waitFor();
      await wizard.getByText('Calle, Ciudad, Distrito, Provincia y Departamento son requeridos.').waitFor();
      await expect(wizard.getByLabel('Fila de inicio').inputValue()).resolves.toBe('2');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        wizard.getByRole('button', { name: 'Descargar plantilla (plantilla_direcciones.csv)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('plantilla_direcciones.csv');
      const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(csv[0]).toBe('Calle,Ciudad,Distrito,Provincia,Departamento,Código Postal,Urbanización,Sede,Código de Establecimiento');
      expect(csv).toHaveLength(2);

      await wizard.getByRole('button', { name: 'Analizar Archivo' }).click();
      await wizard.getByRole('alert').getByText('Por favor selecciona un archivo').waitFor();

      const texto = join(dir, 'notas.xlsx');
      writeFileSync(texto, 'esto no es un libro de Excel');
      await wizard.getByLabel('Archivo Excel').setInputFiles(texto);
      await wizard.getByRole('button', { name: 'Analizar Archivo' }).click();
      await wizard
        .getByRole('alert')
        .getByText('Error analizando el archivo: El archivo debe ser un Excel (.xlsx o .xls)')
        .waitFor();

      await wizard.getByLabel('Archivo Excel').setInputFiles(await addressWorkbook(dir));
      await wizard.getByLabel('Fila de inicio').fill('3');
      await wizard.getByRole('button', { name: 'Analizar Archivo' }).click();
      await wizard.getByText('Paso 2 de 3: Mapear Columnas').waitFor();
      const columnas = wizard.getByRole('list', { name: 'Columnas del Excel' });
      await expect(columnas.getByRole('listitem').allInnerTexts()).resolves.toEqual([
        '1. Calle',
        '2. Ciudad',
        '3. Distrito',
        '4. Provincia',
        '5. Departamento',
        '6. Código Postal',
        '7. Urbanización',
        '8. Sede',
      ]);
      // A select's accessible name is its label followed by the option it shows.
      const selector = (name: string) => wizard.getByRole('combobox', { name: new RegExp(`^${name}`) });
      await expect(selector('Calle').innerText()).resolves.toBe('Columna 1: Calle');
      await expect(selector('Código Postal').innerText()).resolves.toBe('Columna 6: Código Postal');
      await expect(selector('Sede').innerText()).resolves.toBe('Columna 8: Sede');

      await chooseOption(page, selector('Calle'), '-- No mapear --');
      await chooseOption(page, selector('Departamento'), '-- No mapear --');
      await wizard.getByRole('button', { name: 'Importar Direcciones' }).click();
      await wizard
        .getByRole('alert')
        .getByText('Los siguientes campos son requeridos: Calle, Departamento')
        .waitFor();

      // Back to the first step and on again: the start row and the user's mapping are kept.
      await wizard.getByRole('button', { name: 'Atrás' }).click();
      await expect(wizard.getByLabel('Fila de inicio').inputValue()).resolves.toBe('3');
      await wizard.getByRole('button', { name: 'Analizar Archivo' }).click();
      await expect(selector('Calle').innerText()).resolves.toBe('-- No mapear --');
      await chooseOption(page, selector('Calle'), 'Columna 1: Calle');
      await chooseOption(page, selector('Departamento'), 'Columna 5: Departamento');
      await wizard.getByRole('button', { name: 'Importar Direcciones' }).click();

      await wizard.getByText('Paso 3 de 3: Resultados').waitFor();
      for (const [count, label] of [['2', 'Direcciones Creadas'], ['1', 'Errores'], ['3', 'Total Procesadas']]) {
        await wizard.getByText(label, { exact: true }).locator('..').getByText(count, { exact: true }).waitFor();
      }
      const tabla = wizard.getByRole('table');
      const encabezados = await tabla.locator('thead th').allInnerTexts();
      expect(encabezados.map((header) => header.trim())).toEqual(['Fila', 'ID', 'Dirección', 'Estado', 'Mensaje']);
      const filas = tabla.locator('tbody tr');
      await expect(filas.count()).resolves.toBe(3);
      const exito = filas.filter({ hasText: 'Av. Túpac Amaru 500' });
      const error = filas.filter({ hasText: 'Jr. Inexistente 9' });
      await expect(exito.locator('td').first().innerText()).resolves.toBe('3');
      await exito.getByText('Éxito').waitFor();
      await expect(error.locator('td').first().innerText()).resolves.toBe('5');
      await expect(error.locator('td').nth(3).innerText()).resolves.not.toBe('Éxito');
      const [verde, rojo] = [await backgroundOf(exito), await backgroundOf(error)];
      const rgb = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      expect(rgb(verde)[1]).toBeGreaterThan(rgb(verde)[0]);
      expect(rgb(rojo)[0]).toBeGreaterThan(rgb(rojo)[1]);

      await wizard.getByRole('button', { name: 'Cerrar' }).click();
      await wizard.waitFor({ state: 'detached' });
      await waitForTabCount(page, 'Direcciones', antes + 2);
      await tableRow(page, 'Av. Túpac Amaru 500').getByText('Almacén Norte').waitFor();
      await tableRow(page, 'Calle Mercaderes 120').waitFor();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('importa clientes: reconoce los encabezados, busca la dirección por su texto y rechaza un DNI repetido', async () => {
    const { page } = suite.browser;
    const dir = mkdtempSync(join(tmpdir(), 'importar-clientes-'));
    try {
      const api = await openScreen(page, suite.server.baseUrl);
      await api.post('Direccion', direccion('Av. Los Olivos 10', { distrito: 'San Isidro' }));
      await api.post('Cliente', cliente('Ya', '77778888', { apellido: 'Existente' }));
      await page.reload();
      const antes = await tabCount(page, 'Clientes');

      await page.getByRole('button', { name: 'Carga Masiva' }).click();
      const wizard = page.getByRole('dialog', { name: 'Carga Masiva de Clientes' });
      await wizard.getByText('Tiene Contrato acepta Sí/No, True/False o 1/0.').waitFor();
      const file = await clientWorkbook(dir, [
        ['Pedro', 'Castillo Ramos', 'pedro.castillo@ejemplo.pe', '33334444', 'Sí', 'Av. Los Olivos 10, San Isidro, Lima'],
        ['Repetido', 'Por DNI', 'repetido@ejemplo.pe', '77778888', 'No', ''],
      ]);
      await wizard.getByLabel('Archivo Excel').setInputFiles(file);
      await wizard.getByRole('button', { name: 'Analizar Archivo' }).click();
      await wizard.getByText('Paso 2 de 3: Mapear Columnas').waitFor();
      const selector = (name: string) => wizard.getByRole('combobox', { name: new RegExp(`^${name}`) });
      for (const [field, option] of [
        ['Nombre', 'Columna 1: Nombres'],
        ['Apellido', 'Columna 2: Apellidos'],
        ['Correo', 'Columna 3: Correo Electrónico'],
        ['DNI', 'Columna 4: DNI'],
        ['Tiene Contrato', 'Columna 5: Tiene Contrato'],
        ['Dirección', 'Columna 6: Dirección'],
        ['RUC', '-- No mapear --'],
      ]) {
        await expect(selector(field).innerText()).resolves.toBe(option);
      }
      await wizard.getByRole('button', { name: 'Importar Clientes' }).click();

      await wizard.getByText('Paso 3 de 3: Resultados').waitFor();
      for (const [count, label] of [['1', 'Clientes Creados'], ['1', 'Errores'], ['2', 'Total Procesados']]) {
        await wizard.getByText(label, { exact: true }).locator('..').getByText(count, { exact: true }).waitFor();
      }
      const filas = wizard.getByRole('table').locator('tbody tr');
      await filas.filter({ hasText: 'Pedro Castillo Ramos' }).getByText('Éxito').waitFor();
      await expect(filas.filter({ hasText: 'Repetido Por DNI' }).locator('td').nth(4).innerText()).resolves.toMatch(/DNI/);
      await wizard.getByRole('button', { name: 'Cerrar' }).click();

      await waitForTabCount(page, 'Clientes', antes + 1);
      const pedro = tableRow(page, 'Pedro Castillo Ramos');
      await pedro.getByText('Av. Los Olivos 10').waitFor();
      await pedro.getByText('Activo').waitFor();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
