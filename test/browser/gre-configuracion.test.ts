import { CREDENCIALES_DE_PRUEBA, SimuladorSunat } from '../../src/gre/sunat/simulador/simulador-sunat';
import { certificadoDePrueba } from '../utils/certificado-de-prueba';
import { browserSuite, signIn } from './harness';

const ADMINISTRADOR = { tipo: 2, email: 'gre.admin@demo.pe', password: 'Clave-gre-admin-2', nombre: 'Gabriela' };
const C = CREDENCIALES_DE_PRUEBA;

describe('Guía electrónica (SUNAT) en Gestión de Compañía', () => {
  let simulador: SimuladorSunat;
  beforeAll(async () => {
    simulador = await new SimuladorSunat().iniciar();
  });
  afterAll(() => simulador?.cerrar());
  const suite = browserSuite([ADMINISTRADOR], () => ({ SUNAT_GRE_AUTH_URL: `${simulador.url}/v1`, SUNAT_GRE_API_URL: `${simulador.url}/v1` }));

  it('guarda las credenciales escritas con el teclado, sube el certificado y prueba la conexión con SUNAT, en 1366×768', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, baseUrl, ADMINISTRADOR);
    await page.goto(`${baseUrl}/compania`);
    await page.getByRole('tab', { name: 'Guía electrónica (SUNAT)' }).click();
    await page.getByText('Falta completar la serie, las credenciales de SUNAT o el certificado.').waitFor();

    // Only inputs: the form is named after its heading, "Serie y credenciales de SUNAT".
    const campo = (etiqueta: RegExp) => page.locator('input').and(page.getByLabel(etiqueta));
    const escribir = async (etiqueta: RegExp, texto: string) => {
      await campo(etiqueta).click();
      await page.keyboard.type(texto);
    };
    await escribir(/^Serie/, 'T001');
    await escribir(/^Client ID/, C.clientId);
    await escribir(/^Client secret/, C.clientSecret);
    await escribir(/^Usuario SOL/, C.usuarioSol);
    await escribir(/^Clave SOL/, C.claveSol);
    await page.getByRole('button', { name: 'Guardar credenciales' }).click();
    await page.getByText('Credenciales guardadas', { exact: true }).waitFor();
    // Stored secrets come back as a note, never as their value.
    const configurado = page.getByText('Configurado: déjelo en blanco para conservarlo');
    await configurado.first().waitFor();
    await expect(configurado.count()).resolves.toBe(2);
    await expect(campo(/^Client secret/).inputValue()).resolves.toBe('');
    await expect(campo(/^Serie/).inputValue()).resolves.toBe('T001');

    const certificado = certificadoDePrueba({ clave: 'Clave-Pfx-Navegador' });
    await page.getByLabel('Certificado (.pfx o .p12)').setInputFiles({ name: 'empresa.pfx', mimeType: 'application/x-pkcs12', buffer: certificado.pfx });
    await escribir(/^Clave del certificado/, 'otra clave');
    await page.getByRole('button', { name: 'Subir certificado' }).click();
    await page.getByText('La clave del certificado no es correcta').waitFor();
    await campo(/^Clave del certificado/).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(certificado.clave);
    await page.getByRole('button', { name: 'Subir certificado' }).click();
    await page.getByText('EMPRESA DEMO S.A.C. (RUC 20512333797)').waitFor();
    await page.getByText(certificado.numeroSerie.toUpperCase()).waitFor();
    await page.getByText('Configuración completa: la compañía puede emitir guías electrónicas.').waitFor();

    await page.getByRole('button', { name: 'Probar conexión' }).click();
    await page.getByRole('status').filter({ hasText: 'Conexión correcta: SUNAT aceptó las credenciales y entregó un token' }).waitFor();
    expect(simulador.solicitudes().filter((s) => s.ruta.endsWith('/oauth2/token')).map((s) => (s.cuerpo as { username: string }).username)).toEqual([`${C.ruc}${C.usuarioSol}`]);

    expect(await page.content()).not.toContain(C.clientSecret);
    expect(await page.content()).not.toContain(C.claveSol);
    const desborde = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(desborde).toBeLessThanOrEqual(0);
  });
});
