import type { Locator, Page } from 'playwright-core';
import { addUser, browserSuite, DEMO_COMPANIA, typeDate } from './harness';
import { activoRow, input, monthsAgo, openActivos, pngImage, type ActivoApi } from './activos-fixtures';

const LECTOR = { tipo: 6, email: 'lector6@demo.pe', password: 'clave-lector-6', nombre: 'Lucía', apellido: 'Paredes' };

// Runs in the browser: this project's TypeScript setup has no DOM types.
declare function getComputedStyle(element: unknown): { backgroundColor: string };
interface ImageElement {
  complete: boolean;
  naturalWidth: number;
  addEventListener(type: 'load', listener: () => void): void;
}

/** The width of the picture the browser drew: 0 for a broken image. */
const naturalWidth = (img: Locator) =>
  img.evaluate((element) => {
    const image = element as unknown as ImageElement;
    if (image.complete) return image.naturalWidth;
    return new Promise<number>((done) => image.addEventListener('load', () => done(image.naturalWidth)));
  });

const activo = (descripcion: string, extra: Record<string, unknown> = {}) => ({ descripcion, cantidad: 1, precioUndMn: 100, ...extra });

/** The derived amounts the dialog shows, as written there. */
const importes = async (dialog: Locator) => {
  const read = (name: string) => input(dialog, name).inputValue();
  return {
    importe: await read('Importe (MN)'),
    igv: await read('IGV'),
    precio: await read('Precio (Menos IGV)'),
    total: await read('Total'),
  };
};

/** The texts of the elements, with the no-break space of "S/ 25.00" (es-PE) as a plain space. */
const texts = async (locator: Locator) => (await locator.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

const saveAnswer = (page: Page, method: 'POST' | 'PUT') =>
  page.waitForResponse((response) => /\/api\/activos(\/\d+)?$/.test(new URL(response.url()).pathname) && response.request().method() === method);

const listCount = async (page: Page): Promise<number> => {
  const heading = page.getByRole('heading', { level: 2, name: /^Lista de Activos \([\d,]+\)$/ });
  return Number((/\(([\d,]+)\)/.exec(await heading.innerText())?.[1] ?? '').replaceAll(',', ''));
};

describe('Registro de Activos', () => {
  const suite = browserSuite([LECTOR]);

  it('crea un activo en soles con IGV (importes en pantalla y en la API); en moneda extranjera vacía el precio en soles y recalcula', async () => {
    const { page } = suite.browser;
    await openActivos(page, suite.server.baseUrl);
    const antes = await listCount(page);

    await page.getByRole('button', { name: 'Insertar Activo' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
    await expect(nuevo.getByRole('button', { name: 'Ver Historial de Ubicaciones' }).isDisabled()).resolves.toBe(true);
    await expect(nuevo.getByLabel('Moneda Nacional (S/)').isChecked()).resolves.toBe(true);
    await expect(nuevo.getByLabel('Aplicar IGV (18%)').isChecked()).resolves.toBe(false);

    // Validation on save, each message cleared when its field is edited.
    await input(nuevo, 'RUC Proveedor').fill('2051');
    await nuevo.getByLabel('Año de Fabricación').fill('1850');
    await nuevo.getByRole('button', { name: 'Guardar Cambios' }).click();
    for (const message of ['La descripción es obligatoria', 'RUC debe tener 11 dígitos', 'Año debe estar entre 1900 y 2030']) {
      await nuevo.getByText(message).waitFor();
    }
    await input(nuevo, 'Descripción').fill('Servidor HP ProLiant DL380');
    await nuevo.getByText('La descripción es obligatoria').waitFor({ state: 'detached' });
    await input(nuevo, 'RUC Proveedor').fill('');
    await nuevo.getByLabel('Año de Fabricación').fill('2023');
    await nuevo.getByText('RUC debe tener 11 dígitos').waitFor({ state: 'detached' });

    await input(nuevo, 'Marca').fill('HP');
    await input(nuevo, 'Modelo').fill('DL380 Gen10');
    await nuevo.getByLabel('Cantidad', { exact: true }).fill('2');
    const precioMn = input(nuevo, 'Precio Unitario (MN)');
    await precioMn.fill('1500');
    await expect(importes(nuevo)).resolves.toEqual({ importe: '3,000.00', igv: '0.00', precio: '3,000.00', total: '3,000.00' });
    await nuevo.getByLabel('Aplicar IGV (18%)').check();
    await expect(importes(nuevo)).resolves.toEqual({ importe: '3,000.00', igv: '540.00', precio: '2,460.00', total: '3,000.00' });
    // Thousands separators once the input is left; the plain amount while it is edited.
    await expect(precioMn.inputValue()).resolves.toBe('1,500.00');
    await precioMn.focus();
    await expect(precioMn.inputValue()).resolves.toBe('1500.00');

    // A slow answer: Guardando..., and neither Volver nor Escape closes the dialog meanwhile.
    // The answer is held until the checks are done, so a busy machine cannot let it through early.
    let soltar!: () => void;
    const retenida = new Promise<void>((done) => (soltar = done));
    await page.route('**/api/activos', async (route) => {
      await retenida;
      await route.continue();
    });
    const creada = saveAnswer(page, 'POST');
    await nuevo.getByRole('button', { name: 'Guardar Cambios' }).click();
    await nuevo.getByRole('button', { name: 'Guardando...' }).waitFor();
    await expect(nuevo.getByRole('button', { name: 'Volver' }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(nuevo.isVisible()).resolves.toBe(true);
    soltar();
    const servidor: ActivoApi = await (await creada).json();
    await page.unroute('**/api/activos');
    expect(servidor).toMatchObject({ cantidad: 2, precioUndMn: 1500, precioUndMe: null, importeMn: 3000, igv: 540, precio: 2460, total: 3000 });
    expect(servidor.codigo).toMatch(/^ACT-\d{6}$/);
    await page.getByText('Activo creado exitosamente').waitFor();
    await nuevo.waitFor({ state: 'detached' });

    const fila = activoRow(page, servidor.codigo);
    await fila.getByText('S/ 2,460.00').waitFor();
    await fila.getByText('HP · DL380 Gen10').waitFor();
    await expect(listCount(page)).resolves.toBe(antes + 1);

    await fila.getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: `Modificar Activo ${servidor.codigo}` });
    await expect(editar.getByLabel('Aplicar IGV (18%)').isChecked()).resolves.toBe(true);
    await expect(editar.getByLabel('Moneda Nacional (S/)').isChecked()).resolves.toBe(true);
    await expect(input(editar, 'Precio Unitario (ME)').isDisabled()).resolves.toBe(true);

    await editar.getByLabel('Moneda Extranjera (US$)').check();
    await expect(input(editar, 'Precio Unitario (MN)').inputValue()).resolves.toBe('');
    await expect(input(editar, 'Precio Unitario (MN)').isDisabled()).resolves.toBe(true);
    await expect(importes(editar)).resolves.toEqual({ importe: '0.00', igv: '0.00', precio: '0.00', total: '0.00' });
    await input(editar, 'Precio Unitario (ME)').fill('400');
    await input(editar, 'Tipo de Cambio').fill('3.8');
    await input(editar, 'Modelo').click();
    await expect(input(editar, 'Tipo de Cambio').inputValue()).resolves.toBe('3.800');
    await expect(importes(editar)).resolves.toEqual({ importe: '3,040.00', igv: '547.20', precio: '2,492.80', total: '3,040.00' });

    // Back to soles clears the foreign price and the rate; the foreign mode is chosen again to save it.
    await editar.getByLabel('Moneda Nacional (S/)').check();
    await expect(input(editar, 'Precio Unitario (ME)').inputValue()).resolves.toBe('');
    await expect(input(editar, 'Tipo de Cambio').inputValue()).resolves.toBe('');
    await editar.getByLabel('Moneda Extranjera (US$)').check();
    await input(editar, 'Precio Unitario (ME)').fill('400');
    await input(editar, 'Tipo de Cambio').fill('3.8');

    const [actualizada] = await Promise.all([saveAnswer(page, 'PUT'), editar.getByRole('button', { name: 'Guardar Cambios' }).click()]);
    expect(await actualizada.json()).toMatchObject({
      precioUndMn: null,
      precioUndMe: 400,
      tipoCambio: 3.8,
      importeMn: 3040,
      igv: 547.2,
      precio: 2492.8,
      total: 3040,
    });
    await page.getByText('Activo actualizado exitosamente').waitFor();
    await fila.getByText('S/ 2,492.80').waitFor();
    await expect(listCount(page)).resolves.toBe(antes + 1);
  });

  it('los selectores ofrecen las áreas, usuarios y direcciones de la empresa del usuario, con Reintentar si fallan', async () => {
    const { page } = suite.browser;
    const admin = await openActivos(page, suite.server.baseUrl);
    const compania = await admin.post('Compania', { razonSocial: 'Minera Andina S.A.', ruc: '20100070970' });
    await admin.post('Area', { nombre: 'Operaciones Mina', companiaId: compania.id });
    await admin.post('Area', { nombre: 'Sistemas Lima' });
    const gerente = { tipo: 3, email: 'gerente.mina@andina.pe', password: 'clave-mina-3', nombre: 'Elena', apellido: 'Rojas' };
    addUser(suite.server.dbPath, { ...gerente, companiaId: compania.id });
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/login`);

    await openActivos(page, suite.server.baseUrl, gerente);
    await page.route('**/api/Area/by-company/*', (route) => route.abort());
    await page.getByRole('button', { name: 'Insertar Activo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
    const areaError = dialog.getByRole('alert').filter({ hasText: 'Error al cargar áreas' });
    await areaError.waitFor();
    await page.unroute('**/api/Area/by-company/*');
    await areaError.getByRole('button', { name: 'Reintentar' }).click();
    await areaError.waitFor({ state: 'detached' });

    // Each picker's options come from the API: read them once they are listed.
    await dialog.getByRole('combobox', { name: 'Área' }).click();
    await page.getByRole('option').first().waitFor();
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual(['Operaciones Mina']);
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'Usuario Responsable' }).click();
    await page.getByRole('option').first().waitFor();
    const usuarios = await page.getByRole('option').allInnerTexts();
    expect(usuarios.some((usuario) => usuario.startsWith('Elena Rojas'))).toBe(true);
    expect(usuarios.some((usuario) => usuario.startsWith('Administrador'))).toBe(false);
    await page.keyboard.press('Escape');
    // The new company has no addresses yet.
    await dialog.getByText('No hay direcciones registradas').waitFor();
  });

  it('sube una imagen (revisa tipo y tamaño), muestra su miniatura en la fila y la abre en grande', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const camara = await api.post<ActivoApi>('activos', activo('Cámara de seguridad Hikvision', { marca: 'Hikvision' }));
    await page.reload();

    await activoRow(page, camara.codigo).getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: `Modificar Activo ${camara.codigo}` });
    const archivo = dialog.getByLabel('Imagen del activo', { exact: true });
    await dialog.getByText('Sin imagen').waitFor();
    await archivo.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no es una imagen') });
    await dialog.getByText('Solo se permiten archivos JPG, PNG y GIF').waitFor();
    const enorme = Buffer.concat([pngImage(1, 1), Buffer.alloc(5 * 1024 * 1024)]);
    await archivo.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: enorme });
    await dialog.getByText('La imagen no debe superar los 5MB').waitFor();

    await archivo.setInputFiles({ name: 'camara.png', mimeType: 'image/png', buffer: pngImage(400, 300) });
    const vistaPrevia = dialog.getByRole('img', { name: 'Vista previa de la imagen' });
    await vistaPrevia.waitFor();
    await expect(naturalWidth(vistaPrevia)).resolves.toBe(400);
    const [respuesta] = await Promise.all([saveAnswer(page, 'PUT'), dialog.getByRole('button', { name: 'Guardar Cambios' }).click()]);
    const { imagen } = (await respuesta.json()) as ActivoApi;
    expect(imagen).toMatch(/^\/uploads\/activos\/[0-9a-f-]{36}\.png$/);

    const miniatura = activoRow(page, camara.codigo).getByRole('button', { name: `Ver imagen de ${camara.codigo}` });
    await miniatura.waitFor();
    // The row shows the 160 px thumbnail; only the preview loads the full image.
    await expect(miniatura.getByRole('img').getAttribute('src')).resolves.toBe(`${suite.server.baseUrl}${imagen!.replace(/\.png$/, '.160.webp')}`);
    await expect(naturalWidth(miniatura.getByRole('img'))).resolves.toBe(160);
    await miniatura.click();
    const grande = page.getByRole('dialog', { name: /Cámara de seguridad Hikvision/ });
    await grande.getByText(`Código: ${camara.codigo}`).waitFor();
    const foto = grande.getByRole('img', { name: 'Cámara de seguridad Hikvision' });
    await expect(foto.getAttribute('src')).resolves.toBe(`${suite.server.baseUrl}${imagen}`);
    await expect(naturalWidth(foto)).resolves.toBe(400);
    await grande.getByRole('button', { name: 'Cerrar' }).click();
  });

  it('cambiar el edificio de un activo agrega una fila al historial de ubicaciones', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const escritorio = await api.post<ActivoApi>('activos', activo('Escritorio gerencial', { edificio: 'Torre A', piso: '3' }));
    await page.reload();

    const fila = activoRow(page, escritorio.codigo);
    await fila.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: `Modificar Activo ${escritorio.codigo}` });
    await dialog.getByRole('button', { name: 'Ver Historial de Ubicaciones' }).click();
    const historial = page.getByRole('dialog', { name: /Historial de Ubicaciones/ });
    await historial.getByText('Este activo no tiene cambios de ubicación registrados.').waitFor();
    await historial.getByText('El historial se crea automáticamente cuando se actualiza la ubicación del activo.').waitFor();
    await historial.getByRole('button', { name: 'Cerrar' }).click();

    await expect(dialog.getByText('Motivo del cambio de ubicación').count()).resolves.toBe(0);
    await input(dialog, 'Edificio').fill('Torre B');
    await input(dialog, 'Motivo del cambio de ubicación').fill('Remodelación del piso 3');
    await input(dialog, 'Observaciones del cambio').fill('Con su silla');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Activo actualizado exitosamente').waitFor();

    await fila.getByRole('button', { name: 'Editar' }).click();
    await dialog.getByRole('button', { name: 'Ver Historial de Ubicaciones' }).click();
    const tabla = historial.getByRole('table');
    await tabla.waitFor();
    await expect(tabla.locator('thead th').allInnerTexts()).resolves.toEqual([
      'Fecha',
      'Usuario',
      'Motivo',
      'Ubicación Anterior',
      'Ubicación Nueva',
      'Observaciones',
    ]);
    const celdas = tabla.locator('tbody tr').first().locator('td');
    await expect(tabla.locator('tbody tr').count()).resolves.toBe(1);
    await expect(celdas.nth(0).innerText()).resolves.toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(celdas.nth(1).innerText()).resolves.toBe('Administrador');
    await expect(celdas.nth(2).innerText()).resolves.toBe('Remodelación del piso 3');
    await expect(texts(celdas.nth(3).locator('p'))).resolves.toEqual(['Edificio: Torre A', 'Piso: 3']);
    await expect(texts(celdas.nth(4).locator('p'))).resolves.toEqual(['Edificio: Torre B', 'Piso: 3']);
    await expect(celdas.nth(5).innerText()).resolves.toBe('Con su silla');
    await historial.getByRole('button', { name: 'Actualizar' }).click();
    await tabla.locator('tbody tr').first().waitFor();
  });

  it('calcula la depreciación acumulada de un activo comprado hace 14 meses: en el servidor y, sin guardar, en la pantalla', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const compra = monthsAgo(14);
    const laptop = await api.post<ActivoApi>(
      'activos',
      activo('Laptop Lenovo ThinkPad', { precioUndMn: 1200, categoria: 'Equipos de Cómputo', categoriaDepreciacion: 'computo', fechaAdquisicion: compra }),
    );
    await page.reload();

    const revisar = async (dialog: Locator) => {
      const tabla = dialog.getByRole('table');
      await tabla.waitFor();
      await expect(tabla.locator('tbody tr').count()).resolves.toBe(15);
      // 25 % a year (RLIR art. 22 b) 4, data processing equipment) of S/ 1,200: S/ 25.00 a month, for 15 months counting both ends.
      await expect(texts(tabla.locator('tbody tr').first().locator('td'))).resolves.toEqual([
        '1',
        // The month as es-PE writes it (MM/AAAA), not the API's 202502.
        `${compra.slice(5, 7)}/${compra.slice(0, 4)}`,
        'S/ 25.00',
        'S/ 25.00',
        'S/ 1,175.00',
      ]);
      await expect(texts(tabla.locator('tbody tr').last().locator('td').nth(4))).resolves.toEqual(['S/ 825.00']);
      for (const [label, value] of [['Valor Original', 'S/ 1,200.00'], ['Depreciación Total', 'S/ 375.00'], ['Valor Actual', 'S/ 825.00']]) {
        await dialog.getByText(label, { exact: true }).locator('..').getByText(value, { exact: true }).waitFor();
      }
    };

    await activoRow(page, laptop.codigo).getByRole('button', { name: 'Ver', exact: true }).click();
    const detalle = page.getByRole('dialog', { name: `Detalle del Activo ${laptop.codigo}` });
    await expect(detalle.getByRole('button', { name: 'Guardar Cambios' }).count()).resolves.toBe(0);
    await detalle.getByRole('button', { name: 'Depreciación Acumulada' }).click();
    const depreciacion = page.getByRole('dialog', { name: 'Depreciación Acumulada' });
    await revisar(depreciacion);
    const [recalculo] = await Promise.all([
      page.waitForRequest((request) => request.url().includes(`/api/activos/${laptop.id}/depreciation?forceRecalculate=true`)),
      depreciacion.getByRole('button', { name: 'Recalcular' }).click(),
    ]);
    expect(recalculo.method()).toBe('GET');
    await revisar(depreciacion);
    await depreciacion.getByRole('button', { name: 'Cerrar' }).click();
    await detalle.getByRole('button', { name: 'Volver' }).click();

    await page.getByRole('button', { name: 'Insertar Activo' }).click();
    const nuevo = page.getByRole('dialog', { name: 'Crear Nuevo Activo' });
    await input(nuevo, 'Descripción').fill('Laptop sin guardar');
    await nuevo.getByLabel('Categoría', { exact: true }).fill('Equipos de Cómputo');
    await nuevo.getByRole('combobox', { name: 'Categoría SUNAT de depreciación' }).click();
    await page.getByRole('option', { name: /^Equipos de procesamiento de datos/ }).click();
    await typeDate(nuevo, 'Fecha de Adquisición', compra.split('-').reverse().join(''));
    await input(nuevo, 'Precio Unitario (MN)').fill('1200');
    await nuevo.getByRole('button', { name: 'Depreciación Acumulada' }).click();
    await revisar(depreciacion);
    await depreciacion.getByRole('button', { name: 'Calcular' }).click();
    await revisar(depreciacion);

    // A company that takes the IGV as crédito fiscal depreciates on the price without it: (1,200 − 18 %) × 25 % ÷ 12 = 20.50.
    await depreciacion.getByRole('button', { name: 'Cerrar' }).click();
    await nuevo.getByLabel(/Aplicar IGV/).check();
    const { razonSocial, ruc } = DEMO_COMPANIA;
    await api.put(`Compania/${DEMO_COMPANIA.id}`, { razonSocial, ruc, baseDepreciable: 'precio' });
    await nuevo.getByRole('button', { name: 'Depreciación Acumulada' }).click();
    await depreciacion.getByRole('table').locator('tbody tr').first().getByText('S/ 20.50').first().waitFor();
    await api.put(`Compania/${DEMO_COMPANIA.id}`, { razonSocial, ruc, baseDepreciable: 'total' });
  });

  it('elimina un activo tras confirmarlo e informa el resultado (también un rechazo) en un diálogo', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const silla = await api.post<ActivoApi>('activos', activo('Silla ergonómica'));
    await page.reload();

    const fila = activoRow(page, silla.codigo);
    const confirmar = page.getByRole('dialog', { name: 'Confirmar Eliminación' });

    // A refused delete says why, and the row stays.
    await page.route(`**/api/activos/${silla.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 409, message: 'El activo tiene movimientos' }),
          })
        : route.continue(),
    );
    await fila.getByRole('button', { name: 'Eliminar' }).click();
    await confirmar.getByRole('button', { name: 'Eliminar' }).click();
    const fallo = page.getByRole('dialog', { name: 'Error al Eliminar' });
    await fallo.getByText('Error al eliminar el activo: El activo tiene movimientos').waitFor();
    await fallo.getByRole('button', { name: 'Aceptar' }).click();
    await fila.waitFor();
    await page.unroute(`**/api/activos/${silla.id}`);

    await fila.getByRole('button', { name: 'Eliminar' }).click();
    await confirmar.getByText(`¿Está seguro de que desea eliminar el activo "${silla.codigo} - Silla ergonómica"?`).waitFor();
    await confirmar.getByRole('button', { name: 'Eliminar' }).click();
    const exito = page.getByRole('dialog', { name: 'Éxito' });
    await exito.getByText('Activo eliminado exitosamente').waitFor();
    await exito.getByRole('button', { name: 'Aceptar' }).click();
    await fila.waitFor({ state: 'detached' });
    await expect(api.get(`activos/${silla.id}`)).rejects.toThrow(/404/);
  });

  it('busca por código y descripción (Enter o Buscar), muestra los filtros, pagina en el servidor y colorea los estados', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const { id: areaId } = await api.post('Area', { nombre: 'Almacén Central' });
    await api.post('activos', activo('Cámara térmica FLIR', { estado: 'Activo', areaId, usuarioId: 1 }));
    await api.post('activos', activo('Compresora industrial', { estado: 'En mantenimiento' }));
    await api.post('activos', activo('Camión de reparto', { estado: 'Inactivo' }));
    await api.post('activos', activo('Mesa de reuniones', { estado: null }));
    for (let n = 1; n <= 11; n++) await api.post('activos', activo(`Archivador metálico ${n}`));
    await page.reload();

    const buscador = page.getByRole('search');
    // Trimmed, and without minding case or accents.
    await buscador.getByLabel('Descripción').fill('  TERMICA  ');
    await buscador.getByLabel('Descripción').press('Enter');
    const filas = page.locator('#main-content tbody tr');
    await page.getByText('Mostrando 1 activo(s) · Filtros: Descripción: "TERMICA"').waitFor();
    const camara = filas.filter({ hasText: 'Cámara térmica FLIR' });
    await camara.getByText('Administrador', { exact: true }).waitFor();
    await camara.getByText('Almacén Central').waitFor();
    await expect(listCount(page)).resolves.toBe(1);

    await buscador.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(buscador.getByLabel('Descripción').inputValue()).resolves.toBe('');
    await expect(buscador.getByRole('button', { name: 'Limpiar búsqueda' }).count()).resolves.toBe(0);
    await page.getByText(/^Mostrando \d+ activo\(s\)$/).waitFor();

    const chip = (descripcion: string) => filas.filter({ hasText: descripcion }).locator('.MuiChip-root');
    const rgb = async (locator: Locator) =>
      ((await locator.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g) ?? []).map(Number);
    const [verde, amarillo, rojo] = [await rgb(chip('Cámara térmica')), await rgb(chip('Compresora')), await rgb(chip('Camión'))];
    expect(verde[1]).toBeGreaterThan(verde[0]);
    expect(amarillo[0]).toBeGreaterThan(200);
    expect(amarillo[1]).toBeGreaterThan(180);
    expect(amarillo[2]).toBeLessThan(100);
    expect(rojo[0]).toBeGreaterThan(rojo[1]);
    await expect(chip('Mesa de reuniones').innerText()).resolves.toBe('Sin estado');

    await buscador.getByLabel('Código').fill('NO-EXISTE');
    await buscador.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No se encontraron activos').waitFor();
    await buscador.getByRole('button', { name: 'Limpiar búsqueda' }).click();

    // Ten a page: the first page, then the second, asked to the server.
    await page.getByRole('combobox', { name: /Filas por página/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    const total = await listCount(page);
    await page.getByText(`1-10 de ${total}`).waitFor();
    // The label changes at once; the rows, when the server's page of ten arrives.
    await filas.nth(10).waitFor({ state: 'detached' });
    await expect(filas.count()).resolves.toBe(10);
    // The row's number, after its selection box.
    const numero = () => filas.first().locator('td').nth(1).innerText();
    await expect(numero()).resolves.toBe('1');
    const [pagina2] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/api/activos?') && request.url().includes(encodeURIComponent('[10,19]'))),
      page.getByRole('button', { name: 'Ir a la página siguiente' }).click(),
    ]);
    expect(pagina2.method()).toBe('GET');
    await page.getByText(`11-${Math.min(20, total)} de ${total}`).waitFor();
    await expect(numero()).resolves.toBe('11');
  });

  it('un usuario de solo lectura (tipo 6) ve y exporta, pero no crea, importa, edita ni elimina', async () => {
    const { page } = suite.browser;
    const api = await openActivos(page, suite.server.baseUrl);
    const proyector = await api.post<ActivoApi>('activos', activo('Proyector Epson'));
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/login`);

    await openActivos(page, suite.server.baseUrl, LECTOR);
    const fila = activoRow(page, proyector.codigo);
    await fila.getByRole('button', { name: 'Ver', exact: true }).waitFor();
    for (const name of ['Editar', 'Eliminar']) await expect(fila.getByRole('button', { name }).count()).resolves.toBe(0);
    for (const name of ['Insertar Activo', 'Carga Masiva']) await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    for (const name of ['Exportar Activos Excel', 'Exportar Catálogo PDF', 'Actualizar']) {
      await page.locator('#main-content').getByRole('button', { name }).waitFor();
    }
    await fila.getByRole('button', { name: 'Ver', exact: true }).click();
    const detalle = page.getByRole('dialog', { name: `Detalle del Activo ${proyector.codigo}` });
    await expect(input(detalle, 'Descripción').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(detalle.getByRole('button', { name: 'Guardar Cambios' }).count()).resolves.toBe(0);
  });
});
