import { ADMIN, browserSuite, DEMO_COMPANIA, signIn, tableRow } from './harness';

const GERENTE = {
  tipo: 4,
  email: 'gerente@demo.pe',
  password: 'clave-gerente-4',
  nombre: 'Gustavo',
  apellido: 'Paredes',
};

describe('Registrar Usuarios (/registrarusuarios)', () => {
  const suite = browserSuite([GERENTE]);

  it('un Gerente (tipo 4) ve los usuarios de su empresa, sin Agregar ni acciones', async () => {
    const { page } = suite.browser;
    await signIn(page, suite.server.baseUrl, GERENTE);
    await page.goto(`${suite.server.baseUrl}/registrarusuarios`);
    await page.getByRole('heading', { level: 1, name: 'Registrar Usuarios' }).waitFor();

    const fila = tableRow(page, GERENTE.email);
    for (const text of [GERENTE.nombre, GERENTE.apellido, '999888777', DEMO_COMPANIA.razonSocial, 'Gerente']) {
      await fila.getByText(text, { exact: true }).waitFor();
    }
    await tableRow(page, ADMIN.email).waitFor();
    await expect(page.getByRole('button', { name: 'Agregar' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);
    await expect(page.locator('#main-content thead').getByText('Acciones').count()).resolves.toBe(0);
  });

  it('un administrador usa Agregar para abrir el mismo diálogo de usuario', async () => {
    const { page } = suite.browser;
    await signIn(page, suite.server.baseUrl, ADMIN);
    await page.goto(`${suite.server.baseUrl}/registrarusuarios`);
    await page.getByRole('heading', { level: 1, name: 'Registrar Usuarios' }).waitFor();

    await page.getByRole('button', { name: 'Agregar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await dialog.getByRole('combobox', { name: /^Tipo/ }).click();
    await page.getByRole('option', { name: 'Usuario', exact: true }).click();
    await dialog.getByLabel(/^Nombre/).fill('Pedro');
    await dialog.getByLabel(/^Correo Electrónico/).fill('pedro@demo.pe');
    await dialog.getByLabel(/^Contraseña/).fill('Clave-Segura-5');
    await dialog.getByLabel(/^Código/).fill('P-5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario creado exitosamente').waitFor();
    await tableRow(page, 'pedro@demo.pe').getByText('Pedro', { exact: true }).waitFor();
  });
});
