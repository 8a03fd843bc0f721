import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { pdfText } from '../fixtures/pdf';
import { ADMIN, browserSuite, NOCHE_EN_LIMA, nombreSinElDelServidor, type SessionApi, signIn, tableRow, typeDate } from './harness';

const LECTOR = { tipo: 6, email: 'lector.mov@demo.pe', password: 'clave-lector-mov', nombre: 'Lucía', apellido: 'Paredes' };

// Valid RUCs (SUNAT check digit), and one whose check digit is wrong: only the server can tell.
const RUC_DESTINO = '20100070970';
const RUC_TRANSPORTE = '20512333797';
const RUC_DIGITO_ERRADO = '20100070971';
const NUMERO_GUIA = '00100000123';

interface ActivoApi {
  id: number;
  codigo: string;
  descripcion: string;
}

interface MovimientoApi {
  id: number;
  destinatario: string;
  ruc: string | null;
  activoIds: number[];
  guiaMovimientos: Array<{ ruc: string; activoId: number | null; unidad: string; cantidad: number; descripcion: string; guiaRemitente: string }>;
}

/** Signs in as the demo administrator (or `user`), opens /movimientos and returns the session's API client. */
const openMovimientos = async (page: Page, baseUrl: string, user = ADMIN): Promise<SessionApi> => {
  const api = await signIn(page, baseUrl, user);
  await page.goto(`${baseUrl}/movimientos`);
  await page.getByRole('heading', { level: 1, name: 'Movimientos' }).waitFor();
  return api;
};

/** A text input by its label: required ones carry an asterisk outside their accessible name. */
const input = (scope: Locator | Page, name: string): Locator => scope.getByRole('textbox', { name, exact: true });

/** A point of the movement's header: a combobox of the company's registered addresses that also takes typed text. */
const punto = (scope: Locator | Page, name: 'Punto de Partida' | 'Punto de Llegada'): Locator => scope.getByRole('combobox', { name, exact: true });

/** Types into an asset selector and picks the asset among the server's answers. */
const pickActivo = async (page: Page, selector: Locator, activo: ActivoApi) => {
  await selector.fill(activo.descripcion);
  await page.getByRole('option', { name: `${activo.codigo} - ${activo.descripcion}` }).click();
};

const chooseOption = async (page: Page, combobox: Locator, option: string) => {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const movimientoAnswer = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((response) => path.test(new URL(response.url()).pathname) && response.request().method() === method);

/** A movement with every header field and one guide, straight through the API. */
const movimientoPorApi = (api: SessionApi, destinatario: string, activoIds: number[]) =>
  api.post<MovimientoApi>('Movimiento', {
    destinatario,
    ruc: RUC_DESTINO,
    puntoDePartida: 'Av. Javier Prado Este 1234, San Isidro',
    puntoDeLlegada: 'Av. Argentina 2450, Callao',
    activoIds,
    guiaMovimiento: { ruc: NUMERO_GUIA, guiaRemitente: 'Empresa Demo S.A.C.' },
  });

describe('Movimientos', () => {
  const suite = browserSuite([LECTOR]);
  const activos: ActivoApi[] = [];

  beforeAll(async () => {
    const token = await fetch(`${suite.server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ CorreoElectronico: ADMIN.email, Contrasena: ADMIN.password }),
    }).then(async (response) => ((await response.json()) as { token: string }).token);
    for (const descripcion of ['Laptop Dell Latitude 5420', 'Proyector Epson PowerLite', 'Silla ergonómica Atlas']) {
      const response = await fetch(`${suite.server.baseUrl}/api/activos`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ descripcion, cantidad: 1, precioUndMn: 100 }),
      });
      activos.push((await response.json()) as ActivoApi);
    }
  });

  it('el modal valida, crea un movimiento con dos activos y su guía, lo edita y lo elimina tras confirmar', async () => {
    const { page } = suite.browser;
    const api = await openMovimientos(page, suite.server.baseUrl);
    const [laptop, proyector] = activos;
    await page.getByText('No hay movimientos registrados').waitFor();

    await page.getByRole('button', { name: 'Insertar Movimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insertar Movimiento' });
    const datos = dialog.getByRole('region', { name: 'Datos del Movimiento' });
    const transporte = dialog.getByRole('region', { name: 'Datos del Transporte' });
    const seccionGuia = dialog.getByRole('region', { name: 'Guía de Movimiento' });
    const filas = dialog.getByRole('region', { name: 'Activos' }).getByRole('combobox', { name: 'Activo' });
    await expect(filas.count()).resolves.toBe(1);
    await expect(dialog.getByRole('button', { name: 'Quitar Activo' }).isDisabled()).resolves.toBe(true);

    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El Destinatario es requerido').waitFor();
    await input(datos, 'Destinatario').fill('Almacén Central Callao');
    await input(datos, 'RUC').fill('2010007');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El RUC debe tener exactamente 11 dígitos').waitFor();
    await input(datos, 'RUC').fill(RUC_DIGITO_ERRADO);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Campo Requerido').waitFor();
    await alert.getByText('Debe seleccionar al menos un activo').waitFor();

    await pickActivo(page, filas.first(), laptop);
    await dialog.getByRole('button', { name: 'Agregar Activo' }).click();
    await expect(filas.count()).resolves.toBe(2);
    // The asset of the first row is not offered again.
    await filas.nth(1).click();
    await page.getByRole('option', { name: `${proyector.codigo} - ${proyector.descripcion}` }).waitFor();
    await expect(page.getByRole('option', { name: `${laptop.codigo} - ${laptop.descripcion}` }).count()).resolves.toBe(0);
    await page.getByRole('option', { name: `${proyector.codigo} - ${proyector.descripcion}` }).click();
    await expect(dialog.getByRole('button', { name: 'Quitar Activo' }).first().isDisabled()).resolves.toBe(false);

    await input(datos, 'Detalle').fill('Traslado de equipos por el inventario anual de la sede principal de Lima');
    await punto(datos, 'Punto de Partida').fill('Av. Javier Prado Este 1234, San Isidro');
    await punto(datos, 'Punto de Llegada').fill('Av. Argentina 2450, Callao');
    await input(transporte, 'Nombre del Conductor').fill('Juan Pérez Quispe');
    await input(seccionGuia, 'Número de Guía').fill(NUMERO_GUIA);
    await input(seccionGuia, 'Razón Social').fill('Empresa Demo S.A.C.');
    await expect(input(seccionGuia, 'Descripción').inputValue()).resolves.toBe(`${laptop.descripcion}, ${proyector.descripcion}`);
    await expect(input(seccionGuia, 'Descripción').getAttribute('readonly')).resolves.not.toBeNull();

    // The server's own message, and everything typed still there to correct it.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await alert.getByText('Error al guardar').waitFor();
    // Eleven digits whose check digit is wrong: the server says which rule failed.
    await alert.getByText('El RUC no es válido: su dígito verificador no corresponde').waitFor();
    await expect(input(datos, 'Destinatario').inputValue()).resolves.toBe('Almacén Central Callao');
    await expect(input(seccionGuia, 'Número de Guía').inputValue()).resolves.toBe(NUMERO_GUIA);
    await expect(filas.nth(1).inputValue()).resolves.toBe(`${proyector.codigo} - ${proyector.descripcion}`);

    await input(datos, 'RUC').fill(RUC_DESTINO);
    const [creado] = await Promise.all([
      movimientoAnswer(page, 'POST', /^\/api\/movimiento$/i),
      dialog.getByRole('button', { name: 'Guardar' }).click(),
    ]);
    expect(creado.status()).toBe(201);
    const { id } = (await creado.json()) as MovimientoApi;
    await page.getByText('Movimiento creado exitosamente').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const fila = tableRow(page, 'Almacén Central Callao');
    await fila.getByText('Traslado de equipos por el inventario anual de la ...', { exact: true }).waitFor();
    await fila.getByText('Av. Argentina 2450, Callao').waitFor();
    expect(await api.get<MovimientoApi>(`Movimiento/${id}`)).toMatchObject({
      ruc: RUC_DESTINO,
      activoIds: [laptop.id, proyector.id],
      guiaMovimientos: [
        { ruc: NUMERO_GUIA, guiaRemitente: 'Empresa Demo S.A.C.', unidad: 'UND', cantidad: 1, descripcion: `${laptop.descripcion}, ${proyector.descripcion}` },
      ],
    });

    await fila.getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Movimiento' });
    await expect(editar.getByRole('combobox', { name: 'Activo' }).nth(1).inputValue()).resolves.toBe(`${proyector.codigo} - ${proyector.descripcion}`);
    await expect(input(editar.getByRole('region', { name: 'Guía de Movimiento' }), 'Número de Guía').inputValue()).resolves.toBe(NUMERO_GUIA);
    await editar.getByRole('button', { name: 'Quitar Activo' }).first().click();
    await expect(editar.getByRole('button', { name: 'Quitar Activo' }).isDisabled()).resolves.toBe(true);
    await input(editar.getByRole('region', { name: 'Datos del Movimiento' }), 'Destinatario').fill('Sede Trujillo');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Movimiento actualizado exitosamente').waitFor();
    await tableRow(page, 'Sede Trujillo').waitFor();
    expect(await api.get<MovimientoApi>(`Movimiento/${id}`)).toMatchObject({
      destinatario: 'Sede Trujillo',
      activoIds: [proyector.id],
      guiaMovimientos: [{ ruc: NUMERO_GUIA, descripcion: proyector.descripcion }],
    });

    await tableRow(page, 'Sede Trujillo').getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await confirm.getByText('¿Está seguro que desea eliminar este movimiento?').waitFor();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await tableRow(page, 'Sede Trujillo').getByRole('button', { name: 'Eliminar' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Movimiento eliminado exitosamente').waitFor();
    await tableRow(page, 'Sede Trujillo').waitFor({ state: 'detached' });
    await page.getByText('No hay movimientos registrados').waitFor();
  });

  it('genera un movimiento con dos activos y una guía, lo lista, muestra sus activos e imprime su guía', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const api = await openMovimientos(page, baseUrl);
    const [laptop, proyector, silla] = activos;

    await page.getByRole('link', { name: 'Generación de Movimientos' }).click();
    await page.waitForURL(`${baseUrl}/movimientos/create`);
    await page.getByRole('heading', { level: 1, name: 'Generación de Movimientos' }).waitFor();
    const aviso = page.getByRole('dialog', { name: 'Campo Requerido' });
    const generar = page.getByRole('button', { name: 'Generar Movimiento' });

    await generar.click();
    await aviso.getByText('Por favor, complete todos los campos del movimiento').waitFor();
    await aviso.getByRole('button', { name: 'Aceptar' }).click();

    await typeDate(page, 'Fecha', '100320251000');
    await input(page, 'Destinatario').fill('Planta Arequipa');
    await input(page, 'RUC').fill(RUC_DESTINO);
    await punto(page, 'Punto de Partida').fill('Av. Javier Prado Este 1234, San Isidro');
    await punto(page, 'Punto de Llegada').fill('Parque Industrial, Arequipa');
    await input(page, 'Detalle').fill('Equipos para la nueva planta');
    await input(page, 'RUC Transporte').fill(RUC_TRANSPORTE);
    await input(page, 'Nombre Transporte').fill('Transportes Rápidos S.A.C.');
    await input(page, 'Nombre del Conductor').fill('Juan Pérez Quispe');
    await input(page, 'Licencia').fill('Q12345678');
    await input(page, 'Marca y Placa').fill('Volvo ABC-123');
    await generar.click();
    await aviso.getByText('Por favor, agregue al menos un activo').waitFor();
    await aviso.getByRole('button', { name: 'Aceptar' }).click();

    const agregar = page.getByRole('combobox', { name: 'Agregar Activo' });
    const agregados = page.getByRole('table', { name: 'Activos Agregados' });
    for (const activo of [laptop, silla, proyector]) await pickActivo(page, agregar, activo);
    const quitada = agregados.getByRole('row').filter({ hasText: silla.codigo });
    await quitada.getByRole('button', { name: 'Quitar' }).click();
    await quitada.waitFor({ state: 'detached' });
    await expect(agregados.locator('tbody tr').allInnerTexts()).resolves.toEqual([
      expect.stringContaining(laptop.descripcion),
      expect.stringContaining(proyector.descripcion),
    ]);
    await generar.click();
    await aviso.getByText('Por favor, agregue al menos una guía de movimiento').waitFor();
    await aviso.getByRole('button', { name: 'Aceptar' }).click();

    // The guide dialog starts from the header, and names what is missing.
    await page.getByRole('button', { name: 'Agregar Guía' }).click();
    const guia = page.getByRole('dialog', { name: 'Agregar Guía de Movimiento' });
    await expect(input(guia, 'Destinatario').inputValue()).resolves.toBe('Planta Arequipa');
    await expect(input(guia, 'Punto de Llegada').inputValue()).resolves.toBe('Parque Industrial, Arequipa');
    await guia.getByRole('button', { name: 'Guardar' }).click();
    const faltan = guia.getByRole('alert');
    await faltan.getByText('Campos Requeridos').waitFor();
    await faltan.getByText('Complete los campos: Número de Guía, Razón Social, Activo').waitFor();
    await input(guia, 'Número de Guía').fill(NUMERO_GUIA);
    await input(guia, 'Razón Social').fill('Empresa Demo S.A.C.');
    await chooseOption(page, guia.getByRole('combobox', { name: /^Activo/ }), `${laptop.codigo} - ${laptop.descripcion}`);
    await guia.getByRole('spinbutton', { name: 'Cantidad' }).fill('');
    await guia.getByRole('button', { name: 'Guardar' }).click();
    await faltan.getByText('Cantidad Inválida').waitFor();
    await faltan.getByText('La cantidad debe ser mayor a 0').waitFor();
    await guia.getByRole('spinbutton', { name: 'Cantidad' }).fill('2');
    await guia.getByRole('button', { name: 'Guardar' }).click();
    await guia.waitFor({ state: 'detached' });

    const guias = page.getByRole('table', { name: 'Guías de Movimiento' });
    const linea = guias.getByRole('row').filter({ hasText: NUMERO_GUIA });
    await linea.getByText(laptop.codigo).waitFor();
    await linea.getByText('10/03/2025 10:00').waitFor();
    // A guide's asset stays in the movement while the guide carries it.
    await expect(agregados.getByRole('row').filter({ hasText: laptop.codigo }).getByRole('button', { name: 'Quitar' }).isDisabled()).resolves.toBe(true);
    await linea.getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Guía de Movimiento' });
    await chooseOption(page, editar.getByRole('combobox', { name: /^Unidad/ }), 'CAJ');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await editar.waitFor({ state: 'detached' });
    await linea.getByText('CAJ').waitFor();

    // A RUC whose check digit is wrong: the server's message also shows under the field, and nothing is lost.
    const ruc = input(page, 'RUC');
    await ruc.fill(RUC_DIGITO_ERRADO);
    await generar.click();
    const error = page.getByRole('dialog', { name: 'Error al guardar' });
    await error.getByText(/dígito verificador/).waitFor();
    await error.getByRole('button', { name: 'Aceptar' }).click();
    await expect(ruc.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator(`#${await ruc.getAttribute('aria-describedby')}`).innerText()).resolves.toMatch(/dígito verificador/);
    await ruc.fill(RUC_DESTINO);

    const [respuesta] = await Promise.all([movimientoAnswer(page, 'POST', /^\/api\/movimiento\/insupd$/i), generar.click()]);
    expect(respuesta.status()).toBe(200);
    const { id } = (await respuesta.json()) as MovimientoApi;
    await page.waitForURL(`${baseUrl}/movimientos`);
    await page.getByText('Movimiento generado exitosamente').waitFor();
    expect(await api.get<MovimientoApi>(`Movimiento/${id}`)).toMatchObject({
      destinatario: 'Planta Arequipa',
      activoIds: [laptop.id, proyector.id],
      guiaMovimientos: [{ ruc: NUMERO_GUIA, activoId: laptop.id, unidad: 'CAJ', cantidad: 2, descripcion: laptop.descripcion }],
    });

    const fila = tableRow(page, 'Planta Arequipa');
    await fila.getByText('10/03/2025 10:00').waitFor();
    await fila.getByText('Equipos para la nueva planta').waitFor();
    await fila.getByText('Parque Industrial, Arequipa').waitFor();

    const [pdf] = await Promise.all([page.waitForEvent('download'), fila.getByRole('button', { name: 'Imprimir Guía' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`Guia_Movimiento_${id}.pdf`);
    const contenido = readFileSync((await pdf.path())!);
    expect(contenido.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texto = pdfText(contenido);
    for (const esperado of [`N° ${NUMERO_GUIA}`, 'Planta Arequipa', laptop.codigo, laptop.descripcion, 'CAJ', 'Juan Pérez Quispe']) {
      expect(texto).toContain(esperado);
    }

    await fila.getByRole('button', { name: 'Ver', exact: true }).click();
    await page.waitForURL(`${baseUrl}/movimientos/${id}/detalles`);
    await page.getByRole('heading', { level: 1, name: 'Activos del Movimiento' }).waitFor();
    const tabla = page.locator('#main-content table');
    await tabla.getByRole('row').filter({ hasText: laptop.descripcion }).getByText(laptop.codigo).waitFor();
    await tabla.getByRole('row').filter({ hasText: proyector.descripcion }).getByText(proyector.codigo).waitFor();
    await expect(tabla.locator('tbody tr').count()).resolves.toBe(2);

    await page.getByRole('link', { name: 'Volver a Movimientos' }).click();
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^Movimientos_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(readFileSync((await excel.path())!).subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByText('Excel exportado exitosamente').waitFor();
  });

  it('Cancelar vuelve a la lista; el detalle de un movimiento inexistente lo explica', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await openMovimientos(page, baseUrl);
    await page.goto(`${baseUrl}/movimientos/create`);
    await input(page, 'Destinatario').fill('Nadie');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL(`${baseUrl}/movimientos`);

    await page.goto(`${baseUrl}/movimientos/999999/detalles`);
    const error = page.getByRole('alert').filter({ hasText: 'Error al cargar los activos del movimiento: Movimiento no encontrado' });
    await error.waitFor();
    await error.getByRole('button', { name: 'Reintentar' }).waitFor();
  });

  it('un usuario de solo lectura ve, abre e imprime los movimientos, sin acciones de escritura', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const admin = await openMovimientos(page, baseUrl);
    await movimientoPorApi(admin, 'Oficina Cusco', [activos[2].id]);
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(`${baseUrl}/login`);

    await openMovimientos(page, baseUrl, LECTOR);
    const fila = tableRow(page, 'Oficina Cusco');
    await fila.getByRole('button', { name: 'Imprimir Guía' }).waitFor();
    await fila.getByRole('button', { name: 'Ver', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Exportar Excel' }).waitFor();
    for (const name of ['Editar', 'Eliminar']) await expect(fila.getByRole('button', { name }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Insertar Movimiento' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Generación de Movimientos' }).count()).resolves.toBe(0);
  });
  it('los puntos se eligen de las direcciones registradas; uno escrito que no coincide lo advierte y el activo conserva su dirección', async () => {
    const { page } = suite.browser;
    const api = await openMovimientos(page, suite.server.baseUrl);
    const gambetta = await api.post<{ id: number }>('Direccion', { calle: 'Av. Néstor Gambetta 650', ciudad: 'Callao', distrito: 'Callao', provincia: 'Callao', departamento: 'Callao', sede: 'Almacén Gambetta' });
    const silla = activos[2];
    const abrir = async (destinatario: string) => {
      await page.getByRole('button', { name: 'Insertar Movimiento' }).click();
      const dialog = page.getByRole('dialog', { name: 'Insertar Movimiento' });
      const datos = dialog.getByRole('region', { name: 'Datos del Movimiento' });
      await pickActivo(page, dialog.getByRole('region', { name: 'Activos' }).getByRole('combobox', { name: 'Activo' }).first(), silla);
      await input(datos, 'Destinatario').pressSequentially(destinatario);
      return { dialog, llegada: punto(datos, 'Punto de Llegada') };
    };

    // Chosen among the registered addresses, by a part of it typed.
    const primero = await abrir('Almacén Gambetta');
    await primero.llegada.pressSequentially('gambetta');
    await page.getByRole('option', { name: 'Av. Néstor Gambetta 650, Callao, Callao', exact: true }).click();
    await expect(primero.llegada.inputValue()).resolves.toBe('Av. Néstor Gambetta 650, Callao, Callao');
    const creado = movimientoAnswer(page, 'POST', /^\/api\/movimiento$/i);
    await primero.dialog.getByRole('button', { name: 'Guardar' }).click();
    expect(await (await creado).json()).toMatchObject({ llegadaDireccionId: gambetta.id, puntoDeLlegada: 'Av. Néstor Gambetta 650, Callao, Callao' });
    await page.getByText('Movimiento creado exitosamente').waitFor();
    expect(await api.get(`activos/${silla.id}`)).toMatchObject({ direccionId: gambetta.id, sede: 'Almacén Gambetta' });

    // Typed with a slip ("Av" without its period, an address the company never registered): said before saving.
    const segundo = await abrir('Oficina Larco');
    await segundo.llegada.pressSequentially('Av Larco 1234, Miraflores');
    await segundo.dialog.getByText('Ninguna dirección registrada coincide: los activos conservarán su dirección actual').waitFor();
    await page.screenshot({ path: 'test-results/movimiento-punto-sin-direccion.png' });
    await segundo.dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Movimiento creado exitosamente').waitFor();
    expect(await api.get(`activos/${silla.id}`)).toMatchObject({ direccionId: gambetta.id, sede: 'Almacén Gambetta' });

    // The same address typed in other case and without accents is recognised as it is typed.
    const tercero = await abrir('Almacén Gambetta');
    await tercero.llegada.pressSequentially('AV. NESTOR GAMBETTA 650, callao');
    await tercero.dialog.getByText('Dirección registrada: Av. Néstor Gambetta 650, Callao, Callao').waitFor();
    await tercero.dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
  });

  it('sin nombre del servidor, el Excel lleva el día de Lima: a las 21:30 en Lima ya es mañana en UTC', async () => {
    // The fake clock is the context's: a page of its own.
    const page = await suite.isolatedPage();
    await page.clock.setFixedTime(NOCHE_EN_LIMA);
    await openMovimientos(page, suite.server.baseUrl);
    await expect(nombreSinElDelServidor(page, '**/api/Movimiento/export*', 'Exportar Excel')).resolves.toBe('Movimientos_2026-02-28.xlsx');
  });
});
