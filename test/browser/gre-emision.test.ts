import { readFile, writeFile } from 'node:fs/promises';
import { CREDENCIALES_DE_PRUEBA, SimuladorSunat } from '../../src/gre/sunat/simulador/simulador-sunat';
import { leerCodigo, paginas } from '../fixtures/etiquetas';
import { certificadoDePrueba } from '../utils/certificado-de-prueba';
import { ADMIN, browserSuite, readLocalStorage, signIn, tableRow } from './harness';

const C = CREDENCIALES_DE_PRUEBA;

/** The movement's guide as the API answers it, for what the screen cannot show (its QR link verbatim). */
interface Guia {
  estado: string;
  documento: string;
  cdr: { enlace: string } | null;
}

describe('Guía de remisión electrónica de un movimiento', () => {
  let simulador: SimuladorSunat;
  beforeAll(async () => {
    simulador = await new SimuladorSunat({ consultasPendientes: 1 }).iniciar();
  });
  afterAll(() => simulador?.cerrar());
  const suite = browserSuite([], () => ({ SUNAT_GRE_AUTH_URL: `${simulador.url}/v1`, SUNAT_GRE_API_URL: `${simulador.url}/v1` }));

  it('se emite desde el movimiento escribiendo con el teclado, sigue la respuesta de SUNAT y se imprime con el QR de su constancia, en 1366×768', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await signIn(page, baseUrl, ADMIN);
    const { token } = await readLocalStorage(page);
    // The company's set-up (its own screen has its test): credentials and certificate.
    await api.put('gre/configuracion', { serie: 'T001', ...C });
    const certificado = certificadoDePrueba();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(certificado.pfx)]), 'empresa.pfx');
    form.append('clave', certificado.clave);
    const subida = await fetch(`${baseUrl}/api/gre/certificado`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(subida.status).toBe(200);
    const direccion = (calle: string, distrito: string, codigoEstablecimiento: string) =>
      api.post('Direccion', { calle, ciudad: 'Lima', distrito, provincia: 'Lima', departamento: 'Lima', codigoEstablecimiento });
    const partida = await direccion('Jr. Lampa 456', 'Lima', '0000');
    const llegada = await direccion('Av. Javier Prado Este 123', 'San Isidro', '0002');
    const activo = await api.post('activos', { descripcion: 'Laptop Dell Latitude 5440', tipoActivo: 'Laptop', estado: 'Activo', cantidad: 1 });
    const movimiento = await api.post('Movimiento', {
      destinatario: 'Empresa Demo S.A.C.',
      ruc: C.ruc,
      detalle: 'Traslado al almacén de San Isidro',
      partidaDireccionId: partida.id,
      llegadaDireccionId: llegada.id,
      activoIds: [activo.id],
    });

    await page.goto(`${baseUrl}/movimientos`);
    await tableRow(page, 'Traslado al almacén de San Isidro').getByRole('button', { name: 'Guía electrónica' }).click();
    const estado = page.getByRole('dialog', { name: `Guía electrónica del movimiento #${movimiento.id}` });
    await estado.getByText('No hay guías electrónicas emitidas').waitFor();
    await estado.getByRole('button', { name: 'Emitir guía electrónica' }).click();

    const emision = page.getByRole('dialog', { name: 'Emitir guía electrónica' });
    const escribir = async (etiqueta: RegExp, texto: string) => {
      await emision.getByRole('textbox', { name: etiqueta }).or(emision.getByRole('spinbutton', { name: etiqueta })).first().click();
      await page.keyboard.type(texto);
    };
    await escribir(/^Peso bruto total/, '85.5');
    await escribir(/^Número de documento/, '45678912');
    await escribir(/^Nombres/, 'Juan Carlos');
    await escribir(/^Apellidos/, 'Quispe Rojas');
    await escribir(/^Licencia de conducir/, 'Q45678912');
    // A plate as people write it: the guide sends it as SUNAT asks.
    await escribir(/^Placa/, 'abc-12');
    await emision.getByRole('button', { name: 'Emitir guía electrónica' }).click();
    // SUNAT's rule, under its field, with its code (and in the dialog's message).
    await emision.locator('.MuiFormHelperText-root').filter({ hasText: '(2567)' }).waitFor();
    await page.screenshot({ path: 'test-results/gre-emision-formulario-1366.png' });
    await emision.getByRole('textbox', { name: /^Placa/ }).press('End');
    await page.keyboard.type('3');
    await emision.getByRole('button', { name: 'Emitir guía electrónica' }).click();
    await page.getByText('Guía T001-1 enviada a SUNAT').waitFor();

    // The dialog asks again until SUNAT answers.
    await estado.getByText('T001-1').waitFor();
    await estado.getByText('Aceptada', { exact: true }).waitFor({ timeout: 30_000 });
    await estado.getByText(/SUNAT: 0 - El Comprobante numero T001-1, ha sido aceptado/).waitFor();
    await page.screenshot({ path: 'test-results/gre-emision-1366.png' });

    const guia = await api.get<Guia>(`Movimiento/${movimiento.id}/gre`);
    const [descarga] = await Promise.all([page.waitForEvent('download'), estado.getByRole('button', { name: 'Imprimir guía' }).click()]);
    expect(descarga.suggestedFilename()).toBe('GRE_T001-1.pdf');
    const pdf = await readFile((await descarga.path())!);
    await writeFile('test-results/gre-emision.pdf', pdf);
    const [pagina] = await paginas(pdf);
    expect(await leerCodigo(pagina, 'QRCode')).toBe(guia.cdr!.enlace);

    // The list of guides shows it, and its state, on a small laptop too.
    await estado.getByRole('button', { name: 'Cerrar' }).click();
    await page.goto(`${baseUrl}/guias-electronicas`);
    await page.getByRole('heading', { level: 1, name: 'Guías electrónicas' }).waitFor();
    const fila = tableRow(page, 'T001-1');
    await fila.getByText('Aceptada').waitFor();
    await fila.getByText('04 - Traslado entre establecimientos de la misma empresa').waitFor();
    // Below 1200 px the motivo gives its room to the rest.
    await page.setViewportSize({ width: 1024, height: 768 });
    await fila.getByText('04 - Traslado entre establecimientos de la misma empresa').waitFor({ state: 'hidden' });
    await page.screenshot({ path: 'test-results/gre-guias-1024.png' });
    await fila.getByRole('button', { name: 'Guía electrónica T001-1' }).click();
    await page.getByRole('dialog', { name: `Guía electrónica del movimiento #${movimiento.id}` }).getByText('Aceptada', { exact: true }).waitFor();
    await page.screenshot({ path: 'test-results/gre-dialogo-1024.png' });
  });
});
