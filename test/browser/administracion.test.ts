import type { Locator, Page } from 'playwright-core';
import { ADMIN, browserSuite, DEMO_COMPANIA, login, logout, signIn, tableRow } from './harness';

/** A RUC whose last digit is SUNAT's check digit (módulo 11) for the first ten. */
const rucFrom = (firstTen: string): string => {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...firstTen].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  return `${firstTen}${(11 - (sum % 11)) % 10}`;
};

const NUEVA_EMPRESA = { razonSocial: 'Minera Los Andes S.A.', ruc: rucFrom('2060123456'), rubro: 'Minería' };
const JEFA_DE_AREAS = {
  nombre: 'Carmen',
  apellido: 'Rojas',
  email: 'carmen.rojas@losandes.pe',
  telefono: '987654321',
  password: 'clave-carmen-3',
  codigo: 'CR-003',
};
const POR_TIPO = [2, 3, 4, 5, 6, 9].map((tipo) => ({
  tipo,
  email: `tipo${tipo}@demo.pe`,
  password: `clave-tipo-${tipo}`,
  nombre: `Tipo${tipo}`,
}));
const EDITABLE = { tipo: 5, email: 'editable@demo.pe', password: 'clave-original-5', nombre: 'Elena', apellido: 'Prueba' };
const BORRABLE = { tipo: 6, email: 'borrable@demo.pe', password: 'clave-borrable-6', nombre: 'Bruno', apellido: 'Borrable' };
const RED = 'rgb(211, 47, 47)';

// Runs in the suite.browser: this project's TypeScript setup has no DOM types.
declare function getComputedStyle(element: unknown): { backgroundColor: string };

/** Waits until an input shows the value (inputs filled from a later request, like a picker's chosen option). */
const waitForValue = async (input: Locator, value: string) => {
  for (let tries = 0; (await input.inputValue()) !== value; tries++) {
    if (tries === 50) throw new Error(`El campo no llegó a mostrar "${value}" (muestra "${await input.inputValue()}")`);
    await new Promise((done) => setTimeout(done, 100));
  }
};

const openAdminPanel = async (page: Page, baseUrl: string, user: { email: string; password: string }) => {
  await signIn(page, baseUrl, user);
  await page.goto(`${baseUrl}/admin/admindashboard`);
  await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();
};

describe('Panel de Administración y Gestión de Compañía', () => {
  const suite = browserSuite([...POR_TIPO, EDITABLE, BORRABLE]);

  it('el Maestro crea una empresa y un usuario tipo 3 en ella; ese usuario crea un área, no puede repetir su nombre y no entra al panel', async () => {
    const { page } = suite.browser;
    await login(page, suite.server.baseUrl, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();

    await page.getByRole('tab', { name: 'Empresas' }).click();
    await page.getByRole('button', { name: 'Nueva Empresa' }).click();
    const empresa = page.getByRole('dialog', { name: 'Nueva Empresa' });
    const guardarEmpresa = empresa.getByRole('button', { name: 'Guardar' });
    await expect(guardarEmpresa.isDisabled()).resolves.toBe(true);
    await empresa.getByLabel(/^Razón Social/).fill(NUEVA_EMPRESA.razonSocial);
    await expect(guardarEmpresa.isDisabled()).resolves.toBe(true);
    await empresa.getByText('11 dígitos').waitFor();
    await empresa.getByLabel(/^RUC/).fill('20512333790');
    await guardarEmpresa.click();
    await empresa
      .getByRole('alert')
      .getByText('Error al guardar empresa: El RUC no es válido: su dígito verificador no corresponde')
      .waitFor();
    await empresa.getByLabel(/^RUC/).fill(NUEVA_EMPRESA.ruc);
    await empresa.getByLabel('Rubro').fill(NUEVA_EMPRESA.rubro);
    // How its assets split an amount with IGV: as invoices do unless chosen otherwise.
    await empresa.getByRole('combobox', { name: /^Cálculo del IGV/ }).getByText('Precio con IGV incluido (IGV = importe × 18/118)').waitFor();
    await empresa.getByRole('combobox', { name: /^Cálculo del IGV/ }).click();
    await page.getByRole('option', { name: 'Precio sin IGV (IGV = importe × 18 %, se suma)' }).click();
    const creada = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Compania' && response.request().method() === 'POST');
    await guardarEmpresa.click();
    await expect((await creada).json()).resolves.toMatchObject({ calculoIgv: 'adicional' });
    await page.getByText('Empresa creada exitosamente').waitFor();
    await empresa.waitFor({ state: 'detached' });
    await tableRow(page, NUEVA_EMPRESA.ruc).getByText(NUEVA_EMPRESA.razonSocial).waitFor();

    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const usuario = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await usuario.getByRole('combobox', { name: /^Tipo/ }).click();
    await page.getByRole('option', { name: 'Compañía Administrador' }).click();
    await usuario.getByRole('combobox', { name: /^Empresa/ }).fill('Minera');
    await page.getByRole('option', { name: NUEVA_EMPRESA.razonSocial }).click();
    await usuario.getByLabel(/^Nombre/).fill(JEFA_DE_AREAS.nombre);
    await usuario.getByLabel('Apellido').fill(JEFA_DE_AREAS.apellido);
    await usuario.getByLabel(/^Correo Electrónico/).fill(JEFA_DE_AREAS.email);
    await usuario.getByLabel('Número Telefónico').fill(JEFA_DE_AREAS.telefono);
    await usuario.getByLabel(/^Contraseña/).fill(JEFA_DE_AREAS.password);
    await usuario.getByLabel(/^Código/).fill(JEFA_DE_AREAS.codigo);
    await usuario.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Usuario creado exitosamente').waitFor();
    const fila = tableRow(page, JEFA_DE_AREAS.email);
    await fila.getByText('Compañía Administrador').waitFor();
    await fila.getByText(NUEVA_EMPRESA.razonSocial).waitFor();

    await logout(page, suite.server.baseUrl);
    await login(page, suite.server.baseUrl, JEFA_DE_AREAS.email, JEFA_DE_AREAS.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);
    await page.locator('header').getByText(NUEVA_EMPRESA.razonSocial).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Admin' }).count()).resolves.toBe(0);

    await page.getByRole('menuitem', { name: 'Compañía' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestión de Compañía' }).waitFor();
    await page.getByText('No hay áreas registradas para esta compañía.').waitFor();
    await page.getByRole('button', { name: 'Nueva Área' }).click();
    const area = page.getByRole('dialog', { name: 'Nueva Área' });
    const nombre = area.getByLabel('Nombre del Área');
    await nombre.fill('Almacén Central');
    await area.getByText('15/100').waitFor();
    await area.getByText('El nombre del área debe ser único dentro de la compañía.').waitFor();
    await nombre.press('Enter');
    await page.getByText('Área creada exitosamente').waitFor();
    await area.waitFor({ state: 'detached' });
    await tableRow(page, 'Almacén Central').waitFor();

    await page.getByRole('button', { name: 'Nueva Área' }).click();
    await area.getByLabel('Nombre del Área').fill('  almacén central ');
    await area.getByRole('button', { name: 'Guardar' }).click();
    const duplicado = area.getByRole('alert');
    await duplicado.getByText('Error de Duplicado').waitFor();
    await duplicado.getByText('Ya existe un área con ese nombre en esta compañía').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await area.waitFor({ state: 'detached' });
    await expect(tableRow(page, 'lmacén').count()).resolves.toBe(1);

    await page.goto(`${suite.server.baseUrl}/admin/admindashboard`);
    await page.waitForURL(`${suite.server.baseUrl}/unauthorized`);
    await page.getByRole('heading', { level: 1, name: 'Acceso Denegado' }).waitFor();
  }, 120_000);

  it('cada usuario muestra el nombre de su tipo, y en rojo los tipos con acceso al panel', async () => {
    const { page } = suite.browser;
    await openAdminPanel(page, suite.server.baseUrl, ADMIN);
    await page.getByText('Los tipos de usuario en rojo tienen acceso al Panel de Administración.').waitFor();

    const expected: Array<[string, string, boolean]> = [
      [ADMIN.email, 'Maestro', true],
      ['tipo2@demo.pe', 'Administrador', true],
      ['tipo3@demo.pe', 'Compañía Administrador', false],
      ['tipo4@demo.pe', 'Gerente', false],
      ['tipo5@demo.pe', 'Usuario', false],
      ['tipo6@demo.pe', 'Leer', false],
      ['tipo9@demo.pe', 'Desconocido', false],
    ];
    for (const [email, label, red] of expected) {
      const chip = tableRow(page, email).locator('.MuiChip-root');
      await expect(chip.innerText()).resolves.toBe(label);
      const background = await chip.evaluate((element) => getComputedStyle(element).backgroundColor);
      if (red) expect(background).toBe(RED);
      else expect(background).not.toBe(RED);
    }

    const headers = await page.locator('#main-content thead th').allInnerTexts();
    expect(headers.map((header) => header.trim())).toEqual([
      'ID',
      'Nombre',
      'Apellido',
      'Número Telefónico',
      'Correo Electrónico',
      'Código',
      'Tipo',
      'Empresa',
      'Detalle',
      'Acciones',
    ]);
    await tableRow(page, 'tipo4@demo.pe').getByText(DEMO_COMPANIA.razonSocial).waitFor();
  });

  it('el diálogo de usuario: Guardar espera nombre, código y empresa; Tipo y Empresa son requeridos; la contraseña solo al crear', async () => {
    const { page } = suite.browser;
    await openAdminPanel(page, suite.server.baseUrl, ADMIN);

    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    const guardar = dialog.getByRole('button', { name: 'Guardar' });
    const empresa = dialog.getByRole('combobox', { name: /^Empresa/ });
    // A new user starts in the signed-in user's company.
    await waitForValue(empresa, DEMO_COMPANIA.razonSocial);
    await expect(guardar.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(/^Nombre/).fill('Nadia');
    await expect(guardar.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(/^Código/).fill('N-1');
    await expect(guardar.isEnabled()).resolves.toBe(true);
    await dialog.getByLabel(/^Código/).fill('   ');
    await expect(guardar.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(/^Código/).fill('N-1');

    for (const label of ['Tipo', 'Empresa', 'Contraseña']) {
      await expect(dialog.locator('label', { hasText: label }).first().innerText()).resolves.toMatch(/\*\s*$/);
    }
    await guardar.click();
    await expect(dialog.getByText('Requerido').count()).resolves.toBe(3); // Tipo, Correo Electrónico, Contraseña
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Descartar los cambios?' }).getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await tableRow(page, 'tipo5@demo.pe').getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Usuario' });
    await expect(edit.getByLabel(/^Nombre/).inputValue()).resolves.toBe('Tipo5');
    await expect(edit.getByLabel(/^Contraseña/).inputValue()).resolves.toBe('');
    await expect(edit.locator('label', { hasText: 'Contraseña' }).innerText()).resolves.not.toMatch(/\*/);
    await edit.getByText('Déjela en blanco para mantener la contraseña actual').waitFor();
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
  });

  it('un Administrador (tipo 2) no toca al Maestro ni lo nombra, y no crea ni elimina empresas', async () => {
    const { page } = suite.browser;
    const administrador = POR_TIPO[0];
    await openAdminPanel(page, suite.server.baseUrl, administrador);

    const maestro = tableRow(page, ADMIN.email);
    await maestro.getByText('Maestro', { exact: true }).waitFor();
    await expect(maestro.getByRole('button').count()).resolves.toBe(0);
    const propia = tableRow(page, administrador.email);
    await propia.getByRole('button', { name: 'Editar' }).waitFor();
    await expect(propia.getByRole('button', { name: 'Eliminar' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    await dialog.getByRole('combobox', { name: /^Tipo/ }).click();
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    const tipos = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(tipos.map((tipo) => tipo.trim())).toEqual(['Administrador', 'Compañía Administrador', 'Gerente', 'Usuario', 'Leer']);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Empresas' }).click();
    const demo = tableRow(page, DEMO_COMPANIA.ruc);
    await demo.getByRole('button', { name: 'Editar' }).waitFor();
    await expect(demo.getByRole('button', { name: 'Eliminar' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Nueva Empresa' }).count()).resolves.toBe(0);
  });

  it('editar un usuario sin escribir contraseña conserva la anterior: sigue entrando con ella', async () => {
    const { page } = suite.browser;
    await openAdminPanel(page, suite.server.baseUrl, ADMIN);

    await tableRow(page, EDITABLE.email).getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Usuario' });
    await dialog.getByLabel(/^Nombre/).fill('Elenita');
    const put = page.waitForRequest((request) => request.method() === 'PUT' && /\/api\/Usuario\/\d+$/.test(request.url()));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const body = (await put).postDataJSON();
    expect(body).toMatchObject({ nombre: 'Elenita', correoElectronico: EDITABLE.email, tipo: EDITABLE.tipo });
    expect(body).not.toHaveProperty('contrasena');
    await page.getByText('Usuario actualizado exitosamente').waitFor();
    await tableRow(page, EDITABLE.email).getByText('Elenita').waitFor();

    await logout(page, suite.server.baseUrl);
    await login(page, suite.server.baseUrl, EDITABLE.email, EDITABLE.password);
    await page.waitForURL(`${suite.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Elenita Prueba' }).waitFor();
  });

  it('eliminar pide confirmación; cancelar no borra; una empresa con usuarios no se elimina y se dice por qué', async () => {
    const { page } = suite.browser;
    await openAdminPanel(page, suite.server.baseUrl, ADMIN);

    // Nobody deletes their own user.
    await tableRow(page, ADMIN.email).getByRole('button', { name: 'Editar' }).waitFor();
    await expect(tableRow(page, ADMIN.email).getByRole('button', { name: 'Eliminar' }).count()).resolves.toBe(0);

    const fila = tableRow(page, BORRABLE.email);
    await fila.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await confirm.getByText('¿Está seguro de que desea eliminar al usuario Bruno Borrable?').waitFor();
    // Cancelar has the focus: an Enter does not delete.
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await fila.waitFor();

    await fila.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Usuario eliminado exitosamente').waitFor();
    await fila.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Empresas' }).click();
    await tableRow(page, DEMO_COMPANIA.ruc).getByRole('button', { name: 'Eliminar' }).click();
    await confirm.getByText(`¿Está seguro de que desea eliminar la empresa ${DEMO_COMPANIA.razonSocial}?`).waitFor();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(/^Error al eliminar empresa: \S/).waitFor();
    await tableRow(page, DEMO_COMPANIA.ruc).waitFor();
  });
});
