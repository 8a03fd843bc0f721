import { ADMIN, login, openBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// A fresh installation's Maestro signs in with the demo password (admin123): the panel asks for a new one first.

describe('Contraseña de demostración', () => {
  let server: TestServer;
  let navegador: TestBrowser;
  beforeAll(async () => {
    // An empty database, seeded by the server itself with the demo password, as `npm start` does.
    [server, navegador] = await Promise.all([startServer({ ADMIN_PASSWORD: 'admin123' }), openBrowser()]);
  });
  afterAll(async () => {
    await navegador?.close();
    await server?.stop();
  });

  it('al ingresar con admin123 pide una contraseña nueva antes de todo; Escape no la evita y, cambiada, no vuelve a pedirla', async () => {
    const { page } = navegador;
    await login(page, server.baseUrl, ADMIN.email, 'admin123');
    const dialogo = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialogo.getByText('Ingresó con la contraseña de demostración, que cualquiera conoce: elija una nueva para continuar.').waitFor();
    await page.keyboard.press('Escape');
    await expect(dialogo.isVisible()).resolves.toBe(true);
    await expect(dialogo.getByRole('button', { name: 'Cancelar' }).count()).resolves.toBe(0);

    const nueva = 'Una frase larga de acceso 2026';
    await dialogo.getByLabel(/^Contraseña actual/).pressSequentially('admin123');
    await dialogo.getByLabel(/^Nueva contraseña/).pressSequentially(nueva);
    await dialogo.getByLabel(/^Repetir nueva contraseña/).pressSequentially(nueva);
    await dialogo.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Contraseña actualizada').waitFor();
    await dialogo.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    await expect(dialogo.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Salir' }).click();
    await login(page, server.baseUrl, ADMIN.email, nueva);
    await page.waitForURL(`${server.baseUrl}/`);
    await expect(dialogo.count()).resolves.toBe(0);
  });
});
