import { rucFrom } from '../utils/fixtures';
import { ADMIN, browserSuite, login, sessionApi } from '../browser/harness';

/*
 * Text stored through the API that a browser would run if it were written as HTML:
 * every screen of the admin shows it as text, and none of it runs.
 */

const SCRIPT = '<script>window.__xss = "script"</script>';
const IMG = '<img src=x onerror="window.__xss = \'img\'">';
const SVG = '"><svg onload="window.__xss = \'svg\'">';
const PAYLOADS = [SCRIPT, IMG, SVG];

/** The admin's screens (docs/especificacion-activos.md §2), the Maestro sees them all. */
const SCREENS = ['/', '/registraractivos', '/movimientos', '/mantenimiento', '/clientesdirecciones', '/reportedeasignacion', '/registrarusuarios', '/reportes', '/compania', '/admin/admindashboard'];

interface PageState {
  ran: unknown;
  text: string;
  /** Elements the payloads would have created, had they been parsed as HTML. */
  injected: number;
}

describe('security: stored text with markup renders as text in the admin', () => {
  const suite = browserSuite();

  it('shows every payload as text on the screens and runs none of them', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await login(page, baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${baseUrl}/`);
    const api = await sessionApi(page, baseUrl);

    const area = await api.post('Area', { nombre: IMG });
    const direccion = await api.post('Direccion', { calle: SCRIPT, ciudad: SVG, distrito: 'Miraflores', provincia: 'Lima', departamento: 'Lima' });
    await api.post('Cliente', { nombre: SVG, apellido: SCRIPT, dni: '45678912', direccionId: direccion.id });
    // No imagen: the API takes only an upload of the company there (test/api/imagenes-activos.test.ts).
    const activo = await api.post('activos', { codigo: 'XSS-1', descripcion: SCRIPT, marca: IMG, modelo: SVG, areaId: area.id });
    const movimiento = await api.post('Movimiento', { destinatario: IMG, detalle: SCRIPT, activoIds: [activo.id] });
    await api.post('mantenimiento', { activoId: activo.id, descripcionServicio: SVG });
    await api.post('Compania', { razonSocial: IMG, ruc: rucFrom('2070000001') });
    await api.post('Usuario', { tipo: 5, companiaId: 1, nombre: SCRIPT, apellido: IMG, correoElectronico: 'xss@demo.pe', contrasena: 'clave-segura-2024', codigo: 'XSS' });

    const seen = new Set<string>();
    const problems: string[] = [];
    for (const screen of [...SCREENS, `/movimientos/${movimiento.id}/detalles`]) {
      await page.goto(`${baseUrl}${screen}`);
      await page.waitForLoadState('networkidle');
      const state = await page.evaluate<PageState>(`({
        ran: window.__xss,
        text: document.body.innerText,
        injected: document.querySelectorAll('svg[onload], img[onerror], script:not([src])').length,
      })`);
      if (state.ran !== undefined) problems.push(`${screen} ran the ${String(state.ran)} payload`);
      if (state.injected) problems.push(`${screen} holds ${state.injected} elements written by a payload`);
      for (const payload of PAYLOADS) if (state.text.includes(payload)) seen.add(payload);
    }
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
    // Shown as text somewhere: the screens did render the stored values.
    expect([...seen].sort()).toEqual([...PAYLOADS].sort());
  });
});
