import { elegirUbicacion } from './direcciones-fixtures';
import { ADMIN, browserSuite, signIn, tableRow } from './harness';

const MENSAJE = 'El código de establecimiento debe tener 4 dígitos (0000 es el domicilio fiscal)';

describe('Código de establecimiento SUNAT de una dirección', () => {
  const suite = browserSuite([]);

  it('se escribe con el teclado en 1366×768, con su ayuda, su error junto al campo y la lista que lo muestra', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await signIn(page, suite.server.baseUrl, ADMIN);
    await page.goto(`${suite.server.baseUrl}/clientesdirecciones`);
    await page.getByRole('tab', { name: /^Direcciones \(\d+\)$/ }).click();
    await page.getByRole('button', { name: 'Nueva Dirección' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Dirección' });

    await dialog.getByLabel('Calle').pressSequentially('Av. Argentina 3250');
    await elegirUbicacion(page, dialog, { departamento: 'Callao', provincia: 'Callao', distrito: 'Callao' });
    const codigo = dialog.getByLabel('Código de establecimiento (SUNAT)');
    await dialog.getByText(/0000 es el domicilio fiscal\)\. Déjelo vacío si la dirección no es un establecimiento/).waitFor();

    // Three digits: the field says why as soon as the person leaves it.
    await codigo.click();
    await page.keyboard.type('002');
    await page.keyboard.press('Tab');
    await dialog.getByText(MENSAJE).waitFor();
    await codigo.click();
    await page.keyboard.press('End');
    await page.keyboard.type('3');
    await expect(codigo.inputValue()).resolves.toBe('0023');
    await dialog.getByText(MENSAJE).waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Dirección creada exitosamente').waitFor();
    await tableRow(page, 'Av. Argentina 3250').getByText('Establecimiento 0023').waitFor();
    const { data } = await api.get<{ data: Array<Record<string, unknown>> }>('Direccion?search=argentina%203250');
    expect(data).toEqual([expect.objectContaining({ codigoEstablecimiento: '0023', ubigeo: '070101' })]);
    // The dialog and the list fit the screen without sideways scroll.
    await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  });
});
