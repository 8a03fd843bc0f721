import { authenticator } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import { ADMIN, browserSuite, DEMO_COMPANIA, login, logout, readLocalStorage, SESSION_KEYS, signIn, tableRow } from './harness';

const LUIS = { tipo: 5, email: 'luis.mamani@demo.pe', password: 'Clave-luis-5555', nombre: 'Luis', apellido: 'Mamani' };
const ADMINISTRADORA = { tipo: 2, email: 'ana.flores@demo.pe', password: 'Clave-ana-2222', nombre: 'Ana', apellido: 'Flores' };
const STEP_MS = 30_000;

/** The server takes each TOTP code once: waits for the authenticator's next code before typing one again. */
const freshCode = async (secret: string, used: Set<string>): Promise<string> => {
  let code = authenticator.generate(secret);
  while (used.has(code)) {
    await new Promise((done) => setTimeout(done, STEP_MS - (Date.now() % STEP_MS) + 200));
    code = authenticator.generate(secret);
  }
  used.add(code);
  return code;
};

const openTwoFactorDialog = async (page: Page): Promise<Locator> => {
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Verificación en dos pasos' }).click();
  return page.getByRole('dialog', { name: 'Verificación en dos pasos' });
};

const recoveryCodesIn = async (scope: Locator): Promise<string[]> => {
  const items = scope.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
  await items.last().waitFor();
  const codes = (await items.allInnerTexts()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  return codes;
};

describe('Verificación en dos pasos', () => {
  const suite = browserSuite([LUIS, ADMINISTRADORA]);

  it('la activa desde la barra, entra con un código nuevo o uno de recuperación, y la desactiva con su contraseña y un código', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const used = new Set<string>();
    await login(page, baseUrl, LUIS.email, LUIS.password);
    await page.waitForURL(`${baseUrl}/`);

    let dialog = await openTwoFactorDialog(page);
    await dialog.getByText('Desactivada').waitFor();
    await dialog.getByRole('button', { name: 'Activar' }).click();
    await dialog.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    await expect(dialog.getByRole('img').getAttribute('src')).resolves.toMatch(/^data:image\/png;base64,/);
    const secret = await dialog.getByLabel('Clave para ingreso manual').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const codigo = dialog.getByLabel(/^Código de 6 dígitos/);
    await codigo.pressSequentially('000000');
    await dialog.getByRole('button', { name: 'Activar' }).click();
    await dialog.getByRole('alert').getByText('Código de verificación incorrecto').waitFor();
    await codigo.press('Control+a');
    await codigo.pressSequentially(await freshCode(secret, used));
    await dialog.getByRole('button', { name: 'Activar' }).click();
    await page.getByText('Verificación en dos pasos activada').waitFor();
    await dialog.getByText('Guarde estos códigos en un lugar seguro: no se volverán a mostrar.', { exact: false }).waitFor();
    const recovery = await recoveryCodesIn(dialog);
    await dialog.getByRole('button', { name: 'Copiar códigos' }).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    dialog = await openTwoFactorDialog(page);
    await dialog.getByText('Activada', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Next login: the password alone is not enough.
    await logout(page, baseUrl);
    await login(page, baseUrl, LUIS.email, LUIS.password);
    await page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
    const storage = await readLocalStorage(page);
    expect(SESSION_KEYS.filter((key) => key in storage)).toEqual([]);
    const paso = page.getByLabel(/^Código de verificación/);
    await paso.pressSequentially(await freshCode(secret, used));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Luis Mamani' }).waitFor();
    expect((await readLocalStorage(page)).userType).toBe(String(LUIS.tipo));

    // A recovery code serves once.
    for (const expected of ['dashboard', 'refused']) {
      await logout(page, baseUrl);
      await login(page, baseUrl, LUIS.email, LUIS.password);
      await page.getByLabel(/^Código de verificación/).pressSequentially(recovery[3]);
      await page.getByRole('button', { name: 'Verificar' }).click();
      if (expected === 'dashboard') await page.waitForURL(`${baseUrl}/`);
      else await page.getByRole('alert').getByText('Código de verificación incorrecto').waitFor();
    }
    await page.getByRole('button', { name: 'Volver' }).click();
    await login(page, baseUrl, LUIS.email, LUIS.password);
    await page.getByLabel(/^Código de verificación/).pressSequentially(recovery[7]);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(`${baseUrl}/`);

    dialog = await openTwoFactorDialog(page);
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    const contrasena = dialog.getByLabel(/^Contraseña/);
    await contrasena.pressSequentially('no-es-la-mia');
    // The password alone does not turn it off: the button waits for a code too.
    await expect(dialog.getByRole('button', { name: 'Desactivar' }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel(/^Código de verificación/).pressSequentially(recovery[5]);
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await dialog.getByRole('alert').getByText('La contraseña actual no es correcta').waitFor();
    await contrasena.press('Control+a');
    await contrasena.pressSequentially(LUIS.password);
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByText('Verificación en dos pasos desactivada').waitFor();
    await dialog.getByText('Desactivada').waitFor();
    // The button that had the focus is gone: the dialog takes it back a moment later, and then Escape closes it.
    await page.waitForFunction(() => document.activeElement !== document.body);
    await page.keyboard.press('Escape');

    await logout(page, baseUrl);
    await login(page, baseUrl, LUIS.email, LUIS.password);
    await page.waitForURL(`${baseUrl}/`);
  }, 150_000);

  it('la página del enlace cabe en 1366×768, 1024×768 y 360×640 sin desplazarse de lado', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    const maestro = await signIn(page, baseUrl, ADMIN);
    const luis = (await maestro.get<Array<{ id: number; correoElectronico: string }>>('Usuario')).find((u) => u.correoElectronico === LUIS.email)!;
    const { enlace } = await maestro.post<{ enlace: string }>(`Usuario/${luis.id}/dos-factores/restablecer`, {});
    await page.evaluate('localStorage.clear()');
    for (const pantalla of [{ width: 1366, height: 768 }, { width: 1024, height: 768 }, { width: 360, height: 640 }]) {
      await page.setViewportSize(pantalla);
      await page.goto(enlace);
      await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
      const boton = page.getByRole('button', { name: 'Activar e ingresar' });
      await boton.scrollIntoViewIfNeeded();
      const caja = (await boton.boundingBox())!;
      expect(caja.x).toBeGreaterThanOrEqual(0);
      expect(caja.x + caja.width).toBeLessThanOrEqual(pantalla.width);
    }
  });

  it('si la compañía la exige, la contraseña no basta: un enlace de un solo uso lleva a escanear el QR y a entrar con sus códigos', async () => {
    const { page } = suite.browser;
    const { baseUrl } = suite.server;
    await signIn(page, baseUrl, ADMIN);
    await page.goto(`${baseUrl}/admin/admindashboard`);
    await page.getByRole('tab', { name: 'Empresas' }).click();
    await tableRow(page, DEMO_COMPANIA.ruc).getByRole('button', { name: 'Editar' }).click();
    const empresa = page.getByRole('dialog', { name: 'Editar Empresa' });
    const exigir = empresa.getByLabel('Exigir verificación en dos pasos a los administradores (tipos 1 y 2)');
    await expect(exigir.isChecked()).resolves.toBe(false);
    await exigir.check();
    const put = page.waitForRequest((request) => request.method() === 'PUT' && /\/api\/Compania\/\d+$/.test(request.url()));
    await empresa.getByRole('button', { name: 'Guardar' }).click();
    expect((await put).postDataJSON()).toMatchObject({ requiere2fa: true });
    await page.getByText('Empresa actualizada exitosamente').waitFor();

    // Her password alone: no session, no QR; the form says where the link goes (this server sends no mail).
    const otra = await suite.isolatedPage();
    await login(otra, baseUrl, ADMINISTRADORA.email, ADMINISTRADORA.password);
    await otra.getByRole('status').getByText(/^Su compañía exige la verificación en dos pasos y este servidor no envía correos/).waitFor();
    expect(await otra.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).count()).toBe(0);
    const sinSesion = await readLocalStorage(otra);
    expect(SESSION_KEYS.filter((key) => key in sinSesion)).toEqual([]);

    // The Maestro resets it, after a confirmation: the link is shown this once.
    await page.goto(`${baseUrl}/registrarusuarios`);
    await tableRow(page, ADMINISTRADORA.email).getByRole('button', { name: 'Restablecer verificación en dos pasos' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Restablecer verificación en dos pasos' });
    await confirmar.getByText('¿Restablecer la verificación en dos pasos de Ana Flores?', { exact: false }).waitFor();
    await confirmar.getByRole('button', { name: 'Restablecer' }).click();
    const hecho = page.getByRole('dialog', { name: 'Verificación restablecida' });
    await hecho.getByText('entregue este enlace a Ana Flores por un medio seguro', { exact: false }).waitFor();
    const enlace = await hecho.getByLabel('Enlace para configurar la verificación').inputValue();
    expect(enlace).toMatch(new RegExp(`^${baseUrl}/configurar-verificacion#[\\w-]{43}$`));
    await hecho.getByRole('button', { name: 'Cerrar' }).click();
    await logout(page, baseUrl);

    // The link: the QR, the first code typed on the keyboard, then the recovery codes before the app.
    await page.goto(enlace);
    await page.getByRole('heading', { level: 1, name: 'Configure la verificación en dos pasos' }).waitFor();
    await page.getByText(`Cuenta de Ana Flores (${ADMINISTRADORA.email}).`).waitFor();
    await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    const secret = await page.getByLabel('Clave para ingreso manual').inputValue();
    // A reload shows the QR already scanned.
    await page.reload();
    await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    expect(await page.getByLabel('Clave para ingreso manual').inputValue()).toBe(secret);

    const codigo = page.getByLabel(/^Código de verificación/);
    await codigo.click();
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Código de verificación incorrecto').waitFor();
    await codigo.press('Control+a');
    await codigo.pressSequentially(authenticator.generate(secret));
    await page.keyboard.press('Enter');
    await recoveryCodesIn(page.locator('body'));
    await page.getByText('La verificación en dos pasos está activa.', { exact: false }).waitFor();
    // Not in the app yet: the session starts once the codes have been seen.
    const antesDeContinuar = await readLocalStorage(page);
    expect(SESSION_KEYS.filter((key) => key in antesDeContinuar)).toEqual([]);
    await page.getByRole('button', { name: 'Continuar al sistema' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Ana Flores' }).waitFor();
    expect((await readLocalStorage(page)).userType).toBe(String(ADMINISTRADORA.tipo));

    // Spent: the same link opens nothing now.
    const usado = await suite.isolatedPage();
    await usado.goto(enlace);
    await usado.getByRole('alert').getByText(/^El enlace para configurar la verificación no es válido, ya se usó o venció/).waitFor();
    await usado.getByRole('link', { name: 'Ir al inicio de sesión' }).waitFor();

    // Required by the company: it cannot be turned off.
    const dialog = await openTwoFactorDialog(page);
    await dialog.getByText('Activada', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await dialog.getByLabel(/^Contraseña/).pressSequentially(ADMINISTRADORA.password);
    await dialog.getByLabel(/^Código de verificación/).pressSequentially('000000');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await dialog.getByRole('alert').getByText('Su compañía exige la verificación en dos pasos para su tipo de usuario').waitFor();
  }, 120_000);
});
