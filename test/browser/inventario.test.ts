import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { limaDate } from '../../src/common/lima-time';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { toBuffer } from 'bwip-js';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { ADMIN, browserSuite, login, openBrowser, readLocalStorage, sessionApi, type SessionApi } from './harness';

// Inventario físico: the counting page on a phone (camera, handheld scanner, no network) and the desk screens.

const TELEFONO = { width: 360, height: 640 };
const PANTALLAS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
];
const LEER = { tipo: 6, email: 'leer6@demo.pe', password: 'clave-leer-6', nombre: 'Ana', apellido: 'Torres' };

/** Where the test leaves its screenshots, to look at them (test-results is not committed). */
const CAPTURAS = resolve(__dirname, '../../test-results/inventario');

interface Activo {
  id: number;
  codigo: string;
  descripcion: string;
}
interface Datos {
  direcciones: { central: number; callao: number };
  areas: { contabilidad: number; logistica: number };
  /** In the books at the head office: building A, floor 2, Contabilidad, Lima. */
  central: Activo[];
  /** In the books at the Callao warehouse: Logística, Callao. */
  callao: Activo[];
}
interface LecturaApi {
  codigo: string;
  activoId: number | null;
  resultado: string;
  ubicacion: { direccionId?: number | null; edificio?: string | null; piso?: string | null };
}

const CALLE_CENTRAL = 'Av. Javier Prado Este 1234';
const CALLE_CALLAO = 'Av. Argentina 2450';

/** Two places, two areas and five assets: three at the head office, two at the warehouse. */
async function prepararDatos(api: SessionApi): Promise<Datos> {
  const { id: contabilidad } = await api.post('Area', { nombre: 'Contabilidad' });
  const { id: logistica } = await api.post('Area', { nombre: 'Logística' });
  const { id: central } = await api.post('Direccion', {
    calle: CALLE_CENTRAL,
    ciudad: 'Lima',
    distrito: 'San Isidro',
    provincia: 'Lima',
    departamento: 'Lima',
  });
  const { id: callao } = await api.post('Direccion', {
    calle: CALLE_CALLAO,
    ciudad: 'Callao',
    distrito: 'Callao',
    provincia: 'Callao',
    departamento: 'Callao',
  });
  const activo = (descripcion: string, ubicacion: Record<string, unknown>) =>
    api.post<Activo>('activos', { descripcion, cantidad: 1, precioUndMn: 3500, ...ubicacion });
  const enCentral = { direccionId: central, edificio: 'A', piso: '2', areaId: contabilidad, sede: 'Lima' };
  const enCallao = { direccionId: callao, areaId: logistica, sede: 'Callao' };
  return {
    direcciones: { central, callao },
    areas: { contabilidad, logistica },
    central: [
      await activo('Escritorio de melamina 1.20 m', enCentral),
      await activo('Laptop Lenovo ThinkPad E14', enCentral),
      await activo('Impresora multifuncional Epson L5590', enCentral),
    ],
    callao: [await activo('Montacargas eléctrico Toyota', enCallao), await activo('Balanza de plataforma 500 kg', enCallao)],
  };
}

const [ANCHO_VIDEO, ALTO_VIDEO] = [640, 480];

/** The QR of `texto`, black (16) on white (235), in the middle of a 640×480 picture's luma. */
function lumaConQr(texto: string): Buffer {
  const [ancho, alto] = [ANCHO_VIDEO, ALTO_VIDEO];
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const margen = 4;
  const escala = Math.floor((alto * 0.9) / (modules.size + 2 * margen));
  const x0 = Math.floor((ancho - (modules.size + 2 * margen) * escala) / 2) + margen * escala;
  const y0 = Math.floor((alto - (modules.size + 2 * margen) * escala) / 2) + margen * escala;
  const luma = Buffer.alloc(ancho * alto, 235);
  for (let fila = 0; fila < modules.size; fila++) {
    for (let columna = 0; columna < modules.size; columna++) {
      if (!modules.get(fila, columna)) continue;
      for (let y = 0; y < escala; y++) {
        const inicio = (y0 + fila * escala + y) * ancho + x0 + columna * escala;
        luma.fill(16, inicio, inicio + escala);
      }
    }
  }
  return luma;
}

/** The Code 128 of `texto` as the labels print it, drawn by bwip-js, in the middle of a 640×480 picture's luma. */
async function lumaConCode128(texto: string): Promise<Buffer> {
  const png = await toBuffer({ bcid: 'code128', text: texto, scale: 3, height: 20, paddingwidth: 10, paddingheight: 10, backgroundcolor: 'FFFFFF' });
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(ANCHO_VIDEO * ALTO_VIDEO, 235);
  const [x0, y0] = [Math.floor((ANCHO_VIDEO - info.width) / 2), Math.floor((ALTO_VIDEO - info.height) / 2)];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) luma[(y0 + y) * ANCHO_VIDEO + x0 + x] = data[y * info.width + x] < 128 ? 16 : 235;
  }
  return luma;
}

/** A y4m video (4:2:0) for Chromium's fake camera: a few frames of the picture whose luma is given. */
function videoDe(luma: Buffer, archivo: string): void {
  const [ancho, alto] = [ANCHO_VIDEO, ALTO_VIDEO];
  const croma = Buffer.alloc((ancho / 2) * (alto / 2), 128);
  const cuadro = Buffer.concat([Buffer.from('FRAME\n'), luma, croma, croma]);
  const cabecera = Buffer.from(`YUV4MPEG2 W${ancho} H${alto} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(archivo, Buffer.concat([cabecera, ...Array.from({ length: 10 }, () => cuadro)]));
}

/** Page-wide sideways scroll, in pixels: 0 when the screen fits its window. */
const desborde = (page: Page): Promise<number> => page.evaluate('document.documentElement.scrollWidth - window.innerWidth');

const captura = async (page: Page, nombre: string) => {
  mkdirSync(CAPTURAS, { recursive: true });
  await page.screenshot({ path: join(CAPTURAS, `${nombre}.png`), fullPage: true });
};

const nuevaCampana = (api: SessionApi, nombre: string) =>
  api.post<{ id: number }>('inventarios', { nombre, fechaCorte: limaDate(), alcance: {} });

const lecturas = (api: SessionApi, inventarioId: number) => api.get<LecturaApi[]>(`inventarios/${inventarioId}/lecturas`);

/** Opens the counting page of a campaign on a phone's screen. */
async function abrirConteo(page: Page, baseUrl: string, inventarioId: number): Promise<void> {
  await page.setViewportSize(TELEFONO);
  await page.goto(`${baseUrl}/inventario/${inventarioId}/contar`);
  await page.getByRole('heading', { level: 1, name: 'Contar' }).waitFor();
}

/** Picks the address of the place being counted among the company's. */
async function elegirDireccion(page: Page, calle: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Dirección' }).click();
  await page.getByRole('option', { name: new RegExp(calle) }).click();
}

/** What the page says of the last reading. */
const ultimaLectura = (page: Page): Locator => page.getByRole('main').getByRole('status').first();

/** Types a code as a handheld scanner does (key by key, then Enter) into the focused field. */
async function escanearConLector(page: Page, codigo: string): Promise<void> {
  await page.keyboard.type(codigo);
  await page.keyboard.press('Enter');
}

const textOf = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

describe('Inventario físico', () => {
  const suite = browserSuite([LEER]);
  const preparados = new Map<string, Promise<Datos>>();

  /** Signs in as the demo Maestro; the assets are prepared once for the file's server. */
  async function entrar(page: Page): Promise<{ api: SessionApi; datos: Datos }> {
    const { baseUrl } = suite.server;
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/`);
    const api = await sessionApi(page, baseUrl);
    if (!preparados.has(baseUrl)) preparados.set(baseUrl, prepararDatos(api));
    return { api, datos: await preparados.get(baseUrl)! };
  }

  it.each([
    ['QR', 'qr'],
    ['Code 128', 'code128'],
  ])('a 360×640 la cámara del teléfono lee la etiqueta %s de un activo: aparece como encontrado y la API lo tiene leído', async (nombre, simbologia) => {
    const { baseUrl } = suite.server;
    const carpeta = mkdtempSync(join(tmpdir(), 'activos-camara-'));
    // The suite's browser has no camera: this test opens one whose camera shows the label.
    const { page: inicio } = suite.browser;
    const { api, datos } = await entrar(inicio);
    const [escritorio] = datos.central;
    const video = join(carpeta, 'etiqueta.y4m');
    // As the labels print them: the QR with the asset's address, the Code 128 with its code.
    videoDe(simbologia === 'qr' ? lumaConQr(`${baseUrl}/a/${encodeURIComponent(escritorio.codigo)}`) : await lumaConCode128(escritorio.codigo), video);
    const { id } = await nuevaCampana(api, `Conteo con la cámara (${nombre})`);
    const navegador = await openBrowser({
      args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const { page } = navegador;
      await login(page, baseUrl, ADMIN.email, ADMIN.password);
      await page.waitForURL(`${baseUrl}/`);
      await abrirConteo(page, baseUrl, id);
      await elegirDireccion(page, CALLE_CENTRAL);
      await captura(page, 'conteo-ubicacion-360');
      await page.getByRole('button', { name: 'Empezar a contar' }).click();
      await page.getByText('0 de 3 en esta ubicación').waitFor();

      await page.getByRole('button', { name: 'Cámara', exact: true }).click();
      await page.getByLabel('Vista de la cámara').waitFor();
      const ultima = ultimaLectura(page);
      await ultima.getByText('Encontrado', { exact: true }).waitFor();
      await ultima.getByText(escritorio.codigo, { exact: true }).waitFor();
      await ultima.getByText(escritorio.descripcion).waitFor();
      await page.getByText('1 de 3 en esta ubicación').waitFor();
      await captura(page, `conteo-camara-${simbologia}-360`);
      await expect(desborde(page)).resolves.toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Apagar', exact: true }).click();
      await expect(lecturas(api, id)).resolves.toMatchObject([
        { activoId: escritorio.id, resultado: 'encontrado', ubicacion: { direccionId: datos.direcciones.central } },
      ]);
    } finally {
      await navegador.close();
      rmSync(carpeta, { recursive: true, force: true });
    }
  });

  it('sin red las lecturas esperan en el teléfono con su contador, y al volver la red se envían y la API las tiene', async () => {
    const { page, context } = suite.browser;
    const { api, datos } = await entrar(page);
    const [montacargas, balanza] = datos.callao;
    const { id } = await nuevaCampana(api, 'Conteo del almacén sin red');
    await abrirConteo(page, suite.server.baseUrl, id);
    await elegirDireccion(page, CALLE_CALLAO);
    await page.getByRole('button', { name: 'Empezar a contar' }).click();
    await page.getByText('0 de 2 en esta ubicación').waitFor();

    await context.setOffline(true);
    await page.getByText('Sin conexión').waitFor();
    await escanearConLector(page, montacargas.codigo);
    await ultimaLectura(page).getByText('Guardada en el teléfono: se enviará cuando vuelva la red').waitFor();
    await page.getByText('1 lectura pendiente', { exact: true }).waitFor();
    await escanearConLector(page, balanza.codigo);
    await page.getByText('2 lecturas pendientes', { exact: true }).waitFor();
    await page.getByText('2 de 2 en esta ubicación').waitFor();
    await expect(lecturas(api, id)).resolves.toEqual([]);
    await captura(page, 'conteo-sin-red-360');

    await context.setOffline(false);
    await page.getByText('2 lecturas pendientes', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText('2 lecturas enviadas').waitFor();
    // Each row that waited says the server has it, with the server's result.
    await ultimaLectura(page).getByText('Enviada: el servidor ya la tiene').waitFor();
    await page.getByText('Encontrado · Enviada', { exact: true }).waitFor();
    await expect(page.getByText(/Por enviar|Guardada en el teléfono/).count()).resolves.toBe(0);
    await captura(page, 'conteo-enviadas-360');
    // The place being counted survives a reload: counting goes on there.
    await page.reload();
    await page.getByText('2 de 2 en esta ubicación').waitFor();
    await expect(page.getByRole('button', { name: 'Empezar a contar' }).count()).resolves.toBe(0);
    const leidas = await lecturas(api, id);
    expect(leidas.map((lectura) => lectura.activoId).sort()).toEqual([montacargas.id, balanza.id].sort());
    expect(leidas.map((lectura) => lectura.resultado)).toEqual(['encontrado', 'encontrado']);
    expect(leidas.map((lectura) => lectura.ubicacion.direccionId)).toEqual([datos.direcciones.callao, datos.direcciones.callao]);
  });

  it('una lectura del lote que la API rechaza se informa por fila, y las demás se guardan', async () => {
    const { page, context } = suite.browser;
    const { baseUrl } = suite.server;
    const { api, datos } = await entrar(page);
    const [montacargas, balanza] = datos.callao;
    const temporal = await api.post<{ id: number }>('Direccion', {
      calle: 'Av. Temporal 100',
      ciudad: 'Lima',
      distrito: 'Miraflores',
      provincia: 'Lima',
      departamento: 'Lima',
    });
    const { id } = await nuevaCampana(api, 'Conteo con una dirección que se elimina');
    await abrirConteo(page, baseUrl, id);
    await elegirDireccion(page, 'Av. Temporal 100');
    await page.getByRole('button', { name: 'Empezar a contar' }).click();

    await context.setOffline(true);
    await escanearConLector(page, montacargas.codigo);
    await page.getByRole('button', { name: 'Cambiar ubicación' }).click();
    await elegirDireccion(page, CALLE_CALLAO);
    await page.getByRole('button', { name: 'Empezar a contar' }).click();
    await escanearConLector(page, balanza.codigo);
    await page.getByText('2 lecturas pendientes', { exact: true }).waitFor();

    // Meanwhile the first place is deleted: its reading can no longer be saved.
    const { token } = await readLocalStorage(page);
    const borrado = await fetch(`${baseUrl}/api/Direccion/${temporal.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(borrado.ok).toBe(true);

    await context.setOffline(false);
    const informe = page.getByRole('dialog', { name: 'Lecturas rechazadas al sincronizar' });
    await informe.getByText(`${montacargas.codigo}: La dirección indicada no existe en su compañía`).waitFor();
    await page.getByText('Una lectura enviada').waitFor();
    await informe.getByRole('button', { name: 'Entendido' }).click();
    await informe.waitFor({ state: 'detached' });
    await expect(page.getByText(/lecturas? pendientes?/).count()).resolves.toBe(0);
    await expect(lecturas(api, id)).resolves.toMatchObject([{ activoId: balanza.id, resultado: 'encontrado' }]);
  });

  it('un lector que teclea el código y Enter registra cada activo: encontrado, en otra ubicación o no registrado', async () => {
    const { page } = suite.browser;
    const { api, datos } = await entrar(page);
    const [, laptop, impresora] = datos.central;
    const [montacargas] = datos.callao;
    const { id } = await nuevaCampana(api, 'Conteo con lector de mano');
    await abrirConteo(page, suite.server.baseUrl, id);

    // The place, taken from the books of an asset that is there.
    await page.getByRole('textbox', { name: 'Activo de este lugar' }).click();
    await escanearConLector(page, laptop.codigo);
    await page.getByText(`Ubicación de ${laptop.codigo}`).waitFor();
    await page.getByRole('button', { name: 'Empezar a contar' }).click();
    await page.getByText(`${CALLE_CENTRAL}`, { exact: false }).first().waitFor();
    await page.getByText('0 de 3 en esta ubicación').waitFor();

    // The code field has the focus: the scanner types straight into it.
    await escanearConLector(page, laptop.codigo);
    await ultimaLectura(page).getByText('Encontrado', { exact: true }).waitFor();
    await escanearConLector(page, montacargas.codigo);
    const otra = ultimaLectura(page);
    await otra.getByText('En otra ubicación', { exact: true }).waitFor();
    await otra.getByText(new RegExp(`^En libros: ${CALLE_CALLAO}`)).waitFor();
    await escanearConLector(page, 'NO-EXISTE-999');
    await ultimaLectura(page).getByText('No registrado', { exact: true }).waitFor();
    await escanearConLector(page, impresora.codigo);
    await ultimaLectura(page).getByText(impresora.descripcion).waitFor();
    await page.getByText('2 de 3 en esta ubicación').waitFor();
    await expect(page.getByLabel('Código del activo').inputValue()).resolves.toBe('');
    await captura(page, 'conteo-lector-360');
    await expect(desborde(page)).resolves.toBeLessThanOrEqual(0);

    const leidas = await lecturas(api, id);
    const porCodigo = Object.fromEntries(leidas.map((lectura) => [lectura.activoId ?? lectura.codigo, lectura.resultado]));
    expect(porCodigo).toEqual({
      [laptop.id]: 'encontrado',
      [montacargas.id]: 'otra_ubicacion',
      [impresora.id]: 'encontrado',
      'NO-EXISTE-999': 'sobrante',
    });
  });

  it('un usuario de solo lectura (tipo 6) ve el conteo sin poder leer', async () => {
    const { page } = suite.browser;
    const { api } = await entrar(page);
    const { id } = await nuevaCampana(api, 'Conteo visto por un lector');
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/login`);
    await login(page, suite.server.baseUrl, LEER.email, LEER.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);
    await abrirConteo(page, suite.server.baseUrl, id);
    await elegirDireccion(page, CALLE_CENTRAL);
    await page.getByRole('button', { name: 'Empezar a contar' }).click();
    await page.getByText('Su usuario solo puede ver el conteo.').waitFor();
    await page.getByText('0 de 3 en esta ubicación').waitFor();
    await expect(page.getByLabel('Código del activo').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Cámara', exact: true }).count()).resolves.toBe(0);
  });

  it('en el escritorio crea la campaña, concilia por pestañas, traslada, da de baja un faltante, descarga el acta y cierra', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const { api, datos } = await entrar(page);
    const [escritorio, laptop] = datos.central;
    const [montacargas] = datos.callao;
    await page.setViewportSize(PANTALLAS[0]);
    await page.getByRole('menuitem', { name: 'Inventario físico' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inventario físico' }).waitFor();

    // Nueva campaña: the name, today's cut-off date as it comes, and a scope of two areas and two sedes.
    await page.getByRole('button', { name: 'Nueva campaña' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nueva campaña de inventario' });
    await dialogo.getByRole('textbox', { name: 'Nombre' }).pressSequentially('Inventario anual 2025');
    for (const area of ['Contabilidad', 'Logística']) {
      await dialogo.getByRole('combobox', { name: 'Áreas' }).click();
      await page.getByRole('option', { name: area }).click();
    }
    for (const sede of ['Lima', 'Callao']) {
      await dialogo.getByRole('combobox', { name: 'Sedes' }).pressSequentially(sede);
      await page.keyboard.press('Enter');
    }
    await captura(page, 'inventario-nueva-1366');
    const [alta] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/inventarios') && r.request().method() === 'POST'),
      dialogo.getByRole('button', { name: 'Crear campaña' }).click(),
    ]);
    expect(alta.status()).toBe(201);
    const campana = (await alta.json()) as { id: number; alcance: unknown; esperados: number };
    expect(campana).toMatchObject({
      alcance: { areaIds: [datos.areas.contabilidad, datos.areas.logistica], sedes: ['Lima', 'Callao'] },
      esperados: 5,
    });
    await page.getByText('Campaña de inventario creada').waitFor();
    const fila = page.locator('#main-content tbody tr').filter({ hasText: 'Inventario anual 2025' });
    await fila.getByText('0 de 5 leídos').waitFor();

    // Readings from phones: one where the books say, one elsewhere, and a code that is not in the books.
    await api.post(`inventarios/${campana.id}/lecturas`, [
      { codigo: escritorio.codigo, ubicacion: { direccionId: datos.direcciones.central, piso: '2' } },
      { codigo: montacargas.codigo, ubicacion: { direccionId: datos.direcciones.central, edificio: 'A', piso: '1' } },
      { codigo: 'SOBRANTE-001', ubicacion: { direccionId: datos.direcciones.central }, observacion: 'Silla sin placa' },
    ]);
    await page.reload();
    await fila.getByText('2 de 5 leídos · Un sobrante').waitFor();
    for (const pantalla of PANTALLAS) {
      await page.setViewportSize(pantalla);
      expect({ pantalla, desborde: await desborde(page) }).toEqual({ pantalla, desborde: 0 });
    }
    await page.setViewportSize(PANTALLAS[0]);
    await captura(page, 'inventario-lista-1366');

    await fila.getByRole('link', { name: 'Conciliación' }).click();
    await page.waitForURL(`${baseUrl}/inventario/${campana.id}`);
    await page.getByRole('heading', { level: 1, name: 'Conciliación' }).waitFor();
    const pestanas = page.locator('#main-content').getByRole('tab');
    // The heading comes first; the tabs, with the reconciliation's counts.
    await pestanas.last().waitFor();
    await expect(pestanas.allInnerTexts()).resolves.toEqual([
      'Encontrados (1)',
      'En otra ubicación (1)',
      'Faltantes (3)',
      'Sobrantes (1)',
      'Dados de baja (0)',
      'Fuera de alcance (0)',
    ]);
    const tabla = page.locator('#main-content table');
    await tabla.getByRole('row').filter({ hasText: escritorio.codigo }).waitFor();
    for (const [n, nombre] of (await pestanas.allInnerTexts()).entries()) {
      await pestanas.nth(n).click();
      for (const pantalla of PANTALLAS) {
        await page.setViewportSize(pantalla);
        expect({ nombre, pantalla, desborde: await desborde(page) }).toEqual({ nombre, pantalla, desborde: 0 });
      }
      await page.setViewportSize(PANTALLAS[0]);
    }

    // Sobrantes: the code read and where.
    await page.getByRole('tab', { name: /^Sobrantes/ }).click();
    await expect(textOf(tabla.getByRole('row').filter({ hasText: 'SOBRANTE-001' }))).resolves.toContain('Silla sin placa');

    // Faltantes: Dar de baja opens the disposal with "Robo o pérdida" already chosen.
    await page.getByRole('tab', { name: /^Faltantes/ }).click();
    await tabla.getByRole('row').filter({ hasText: laptop.codigo }).getByRole('button', { name: 'Dar de baja' }).click();
    const baja = page.getByRole('dialog', { name: /^Dar de baja el activo/ });
    await baja.getByText(`${laptop.codigo} - ${laptop.descripcion}`).waitFor();
    await expect(baja.getByRole('combobox', { name: 'Motivo' }).innerText()).resolves.toBe('Robo o pérdida');
    await baja.getByRole('textbox', { name: /denuncia/i }).waitFor();
    await baja.getByRole('button', { name: 'Cancelar' }).click();
    await baja.waitFor({ state: 'detached' });

    // En otra ubicación: the move to where it was read, confirmed.
    await page.getByRole('tab', { name: /^En otra ubicación/ }).click();
    const movido = tabla.getByRole('row').filter({ hasText: montacargas.codigo });
    await expect(textOf(movido)).resolves.toContain(`${CALLE_CENTRAL}`);
    await captura(page, 'conciliacion-otra-ubicacion-1366');
    await page.setViewportSize(PANTALLAS[1]);
    await captura(page, 'conciliacion-otra-ubicacion-1024');
    await page.setViewportSize(PANTALLAS[0]);
    await page.getByRole('button', { name: 'Trasladar todos a la ubicación leída' }).click();
    const trasladar = page.getByRole('dialog', { name: 'Trasladar a la ubicación leída' });
    await trasladar.getByText('¿Trasladar 1 activo a la ubicación donde se leyó?', { exact: false }).waitFor();
    await trasladar.getByRole('button', { name: 'Trasladar a la ubicación leída' }).click();
    await page.getByText('Un activo trasladado').waitFor();
    await page.getByRole('tab', { name: 'En otra ubicación (0)' }).waitFor();
    await page.getByRole('tab', { name: 'Encontrados (2)' }).waitFor();
    await expect(api.get(`activos/${montacargas.id}`)).resolves.toMatchObject({
      direccionId: datos.direcciones.central,
      edificio: 'A',
      piso: '1',
    });

    // The acta and the spreadsheet, marked provisional while open.
    const [acta] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Acta (PDF)' }).click()]);
    expect(readFileSync((await acta.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(readFileSync((await excel.path())!).subarray(0, 2).toString('latin1')).toBe('PK');

    // Cerrar campaña, confirmed: read-only from then on.
    await page.getByRole('button', { name: 'Cerrar campaña' }).click();
    const cerrar = page.getByRole('dialog', { name: 'Cerrar campaña' });
    await cerrar.getByText('¿Cerrar la campaña «Inventario anual 2025»?', { exact: false }).waitFor();
    await cerrar.getByRole('button', { name: 'Cerrar campaña' }).click();
    await page.getByText('Campaña cerrada', { exact: true }).waitFor();
    await page.getByText(/^Campaña cerrada el .* por /).waitFor();
    await expect(api.get(`inventarios/${campana.id}`)).resolves.toMatchObject({ estado: 'cerrado' });
    const main = page.locator('#main-content');
    for (const boton of ['Cerrar campaña', 'Contar']) {
      await expect(main.getByRole('button', { name: boton }).or(main.getByRole('link', { name: boton })).count()).resolves.toBe(0);
    }
    await page.getByRole('tab', { name: /^Faltantes/ }).click();
    await tabla.getByRole('row').filter({ hasText: laptop.codigo }).waitFor();
    await expect(tabla.getByRole('button', { name: 'Dar de baja' }).count()).resolves.toBe(0);
    await captura(page, 'conciliacion-cerrada-1366');

    await page.getByRole('link', { name: 'Volver a Inventario físico' }).click();
    await fila.getByText('Cerrada').waitFor();
    await expect(fila.getByRole('link', { name: 'Contar' }).count()).resolves.toBe(0);

    // A close still writing its books: the list says «Cerrando», not «Cerrada».
    await page.route('**/api/inventarios?**', async (route) => {
      const respuesta = await route.fetch();
      const filas = (await respuesta.json()) as Array<{ id: number; estado: string }>;
      await route.fulfill({ response: respuesta, json: filas.map((f) => (f.id === campana.id ? { ...f, estado: 'cerrando' } : f)) });
    });
    await page.reload();
    await fila.getByText('Cerrando').waitFor();
    await page.unroute('**/api/inventarios?**');
  });
});
