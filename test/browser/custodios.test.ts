import type { Locator, Page } from 'playwright-core';
import { limaDate } from '../../src/common/lima-time';
import { ADMIN, browserSuite, signIn, tableRow, type SessionApi } from './harness';

/** A wavy stroke across the pad, as points of the canvas's box. */
const trazo = (caja: { x: number; y: number; width: number; height: number }) =>
  Array.from({ length: 16 }, (_, i) => ({ x: caja.x + caja.width * (0.1 + (0.8 * i) / 15), y: caja.y + caja.height * (0.5 + 0.3 * Math.sin(i / 2)) }));

/** The pixels drawn on the pad (alpha above zero). */
const pixelesDibujados = (pad: Locator) =>
  pad.evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });

/** The pointer types the page saw pressing down: a finger is 'touch', the mouse 'mouse'. */
const registrarPunteros = (page: Page) =>
  page.evaluate(() => {
    const tipos: string[] = [];
    (window as unknown as { tipos: string[] }).tipos = tipos;
    document.addEventListener('pointerdown', (event) => tipos.push(event.pointerType), true);
  });
const punteros = (page: Page) => page.evaluate(() => (window as unknown as { tipos: string[] }).tipos);

describe('Custodios y firma de actas', () => {
  const suite = browserSuite([]);

  /** A custodian holding a new asset by an unsigned hand-over acta. */
  const actaPendiente = async (api: SessionApi, dni: string) => {
    const custodio = await api.post('custodios', { nombres: 'Ana', apellidos: `Torres ${dni}`, tipoDocumento: '1', numeroDocumento: dni });
    const activo = await api.post('activos', { codigo: `FIR-${dni}`, descripcion: 'Tablet Samsung', cantidad: 1, estado: 'Operativo' });
    return api.post<{ id: number; numero: string }>('actas-entrega', { custodioId: custodio.id, activoIds: [activo.id], fecha: limaDate() });
  };

  const abrirActas = async (page: Page, numero: string) => {
    await page.goto(`${suite.server.baseUrl}/actas`);
    await page.getByRole('heading', { level: 1, name: 'Actas de entrega y devolución' }).waitFor();
    const fila = tableRow(page, numero);
    await fila.getByText('Pendiente de firma').waitFor();
    await fila.getByRole('button', { name: 'Firmar' }).click();
    return page.getByRole('dialog', { name: `Firmar acta ${numero}` });
  };

  it('registra un custodio tecleado, con su DNI de cero inicial, y lo muestra en la lista sin desplazamiento lateral (1366×768)', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await signIn(page, suite.server.baseUrl, ADMIN);
    await page.goto(`${suite.server.baseUrl}/`);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Custodios' }).click();
    await page.getByRole('button', { name: 'Nuevo Custodio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Custodio' });
    await dialog.getByLabel('Nombres').pressSequentially('Rosa Elena');
    await dialog.getByLabel('Apellidos').pressSequentially('Quispe Mamani');
    await dialog.getByLabel('Número de documento').pressSequentially('01234567');
    await dialog.getByLabel('Correo electrónico').pressSequentially('rosa@demo.pe');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Custodio registrado exitosamente').waitFor();
    await tableRow(page, 'Quispe Mamani').getByText('DNI 01234567').waitFor();
    const [custodio] = await api.get<Array<Record<string, unknown>>>('custodios?filter={"q":"quispe mamani"}');
    expect(custodio).toMatchObject({ nombres: 'Rosa Elena', numeroDocumento: '01234567', correo: 'rosa@demo.pe' });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });

  it('firma un acta con el mouse a 1366×768: la firma queda registrada y el acta, firmada', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await signIn(page, suite.server.baseUrl, ADMIN);
    const acta = await actaPendiente(api, '07654321');
    const dialog = await abrirActas(page, acta.numero);
    await registrarPunteros(page);
    const pad = dialog.getByTestId('firma-pad');
    const guardar = dialog.getByRole('button', { name: 'Guardar firma' });
    await expect(guardar.isDisabled()).resolves.toBe(true);
    const [inicio, ...resto] = trazo((await pad.boundingBox())!);
    await page.mouse.move(inicio.x, inicio.y);
    await page.mouse.down();
    for (const punto of resto) await page.mouse.move(punto.x, punto.y, { steps: 2 });
    await page.mouse.up();
    expect(await pixelesDibujados(pad)).toBeGreaterThan(200);
    expect(await punteros(page)).toEqual(['mouse']);
    await guardar.click();
    await page.getByText(`Acta ${acta.numero} firmada`).waitFor();
    await tableRow(page, acta.numero).getByText('Firmada', { exact: true }).waitFor();
    await expect(api.get(`actas-entrega/${acta.id}`)).resolves.toMatchObject({ firma: 'dibujada', firmadaEl: expect.any(String) });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });

  it('firma un acta con el dedo en un teléfono de 360×640', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 360, height: 640 });
    const api = await signIn(page, suite.server.baseUrl, ADMIN);
    const acta = await actaPendiente(api, '04455667');
    const dialog = await abrirActas(page, acta.numero);
    await registrarPunteros(page);
    const pad = dialog.getByTestId('firma-pad');
    await pad.scrollIntoViewIfNeeded();
    // A real touch, as the phone's screen sends it: Chromium turns it into pointer events of type "touch".
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const [inicio, ...resto] = trazo((await pad.boundingBox())!);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [inicio] });
    for (const punto of resto) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [punto] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await pixelesDibujados(pad)).toBeGreaterThan(200);
    expect(await punteros(page)).toEqual(['touch']);
    await dialog.getByRole('button', { name: 'Guardar firma' }).click();
    await page.getByText(`Acta ${acta.numero} firmada`).waitFor();
    await expect(api.get(`actas-entrega/${acta.id}`)).resolves.toMatchObject({ firma: 'dibujada' });
    await cdp.detach();
  });

  it('el administrador redacta el texto de responsabilidad del acta de entrega, tecleado', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1024, height: 768 });
    const api = await signIn(page, suite.server.baseUrl, ADMIN);
    await page.goto(`${suite.server.baseUrl}/actas`);
    await page.getByRole('button', { name: 'Textos de responsabilidad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Textos de responsabilidad de las actas' });
    const entrega = dialog.getByLabel('Acta de entrega');
    await expect(entrega.inputValue()).resolves.toMatch(/^El custodio declara recibir/);
    await entrega.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('El trabajador responde por los equipos recibidos.');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Textos de responsabilidad guardados').waitFor();
    await expect(api.get('actas-configuracion')).resolves.toMatchObject({ textoEntrega: 'El trabajador responde por los equipos recibidos.', textoDevolucion: expect.stringMatching(/^La empresa declara recibir/) });
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });
});
