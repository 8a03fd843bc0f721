import type { Locator, Page } from 'playwright-core';

/** Types the start of a name into a picker of the address form and chooses the option it offers. */
export async function elegir(page: Page, combobox: Locator, tecleado: string, opcion: string): Promise<void> {
  await combobox.click();
  await combobox.pressSequentially(tecleado);
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** Departamento, Provincia and Distrito of the address form, typed in that order as the cascade asks. */
export async function elegirUbicacion(page: Page, dialog: Locator, ubicacion: { departamento: string; provincia: string; distrito: string }): Promise<void> {
  for (const campo of ['Departamento', 'Provincia', 'Distrito'] as const) {
    const nombre = ubicacion[campo.toLowerCase() as keyof typeof ubicacion];
    await elegir(page, dialog.getByRole('combobox', { name: campo }), nombre.slice(0, 4), nombre);
  }
}
