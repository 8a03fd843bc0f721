import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, DEMO_COMPANIA, typeDate } from './harness';
import { activoRow, input, openActivos, type ActivoApi } from './activos-fixtures';

/** The smallest PDF a reader opens: one empty page. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const DIA_MS = 86_400_000;

/** A day `n` days from today in Lima, AAAA-MM-DD. */
const enDias = (n: number) => new Date(Date.parse(new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10)) + n * DIA_MS).toISOString().slice(0, 10);
const ddmmaaaa = (fecha: string) => fecha.split('-').reverse().join('/');

/** Neither the page nor the dialog scrolls sideways, and the dialog is inside the window. */
async function cabeEnPantalla(page: Page, dialog: Locator): Promise<void> {
  const caja = (await dialog.boundingBox())!;
  expect(caja.x + caja.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).resolves.toBeLessThanOrEqual(0);
}

describe('Documentos del activo', () => {
  const suite = browserSuite();

  it('sube una póliza con su vencimiento desde el diálogo del activo (1366×768), la lista con su distintivo y el inicio la muestra en Vencimientos próximos', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await openActivos(page, suite.server.baseUrl);
    const camioneta = await api.post<ActivoApi>('activos', { codigo: 'DOC-CAM-01', descripcion: 'Camioneta Toyota Hilux', cantidad: 1, estado: 'Operativo' });
    await page.reload();
    await activoRow(page, camioneta.codigo).getByRole('button', { name: 'Editar' }).click();
    const activo = page.getByRole('dialog', { name: `Modificar Activo ${camioneta.codigo}` });
    await activo.getByRole('button', { name: 'Documentos' }).click();
    const documentos = page.getByRole('dialog', { name: 'Documentos del activo' });
    await documentos.getByText('Este activo no tiene documentos.').waitFor();

    // Subir without a file says so, and sends nothing.
    await documentos.getByRole('button', { name: 'Subir' }).click();
    await documentos.getByText('Elija el archivo del documento').waitFor();

    await documentos.getByRole('combobox', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Póliza de seguro' }).click();
    await input(documentos, 'N°').pressSequentially('POL-2026-88');
    const vence = enDias(5);
    await typeDate(documentos, /^Vence/, ddmmaaaa(vence).replaceAll('/', ''));
    await input(documentos, 'Monto').pressSequentially('1250.50');
    await documentos.getByLabel('Archivo del documento').setInputFiles({ name: 'póliza.pdf', mimeType: 'application/pdf', buffer: PDF });
    await documentos.getByText('póliza.pdf').waitFor();
    const [alta] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/activos/${camioneta.id}/documentos`) && r.request().method() === 'POST'),
      documentos.getByRole('button', { name: 'Subir' }).click(),
    ]);
    expect(alta.status()).toBe(201);
    const fila = documentos.getByRole('row').filter({ hasText: 'POL-2026-88' });
    await fila.getByText('Póliza de seguro').waitFor();
    await fila.getByText(ddmmaaaa(vence)).waitFor();
    await fila.getByText('En 5 días').waitFor();
    await expect(api.get(`activos/${camioneta.id}/documentos`)).resolves.toMatchObject([
      { tipo: 'poliza', numero: 'POL-2026-88', vence: `${vence}T00:00:00.000Z`, monto: 1250.5, nombreArchivo: 'póliza.pdf', mime: 'application/pdf' },
    ]);
    await cabeEnPantalla(page, documentos);

    const [descarga] = await Promise.all([page.waitForEvent('download'), fila.getByRole('button', { name: /^Descargar/ }).click()]);
    expect(descarga.suggestedFilename()).toBe('póliza.pdf');

    await documentos.getByRole('button', { name: 'Cerrar' }).click();
    await activo.getByRole('button', { name: 'Volver' }).click();
    await page.goto(`${suite.server.baseUrl}/`);
    const tarjeta = page.getByRole('region', { name: 'Vencimientos próximos' });
    const vencimiento = tarjeta.getByRole('row').filter({ hasText: 'DOC-CAM-01' });
    await vencimiento.getByText('En 5 días').waitFor();
    await vencimiento.getByRole('link', { name: 'DOC-CAM-01' }).click();
    await page.getByRole('dialog', { name: /DOC-CAM-01/ }).waitFor();
  });

  it('muestra en la pestaña «Avisos enviados» del inicio los avisos de vencimiento ya enviados, el más reciente primero', async () => {
    const { page } = suite.browser;
    await page.setViewportSize({ width: 1366, height: 768 });
    const api = await openActivos(page, suite.server.baseUrl);
    const camioneta = await api.get<{ id: number }>('activos/codigo/DOC-CAM-01');
    const [documento] = await api.get<Array<{ id: number }>>(`activos/${camioneta.id}/documentos`);
    // As the hourly job leaves a notice it sent (its SMTP is no part of this test).
    const db = new Database(suite.server.dbPath, { timeout: 5_000 });
    const aviso = db.prepare(
      `INSERT INTO aviso_de_vencimiento (companiaId, documentoId, vence, umbral, destinatario, asunto, cuerpo, estado, intentos, proximoIntento, enviadoEn)
       VALUES (?, ?, ?, ?, ?, 'Aviso', 'Aviso', 'enviada', 1, ?, ?)`,
    );
    const vence = `${enDias(5)} 05:00:00.000`;
    aviso.run(DEMO_COMPANIA.id, documento.id, vence, 30, 'jefa.flota@demo.pe', '2026-01-10 14:00:00.000', '2026-01-10 14:00:00.000');
    aviso.run(DEMO_COMPANIA.id, documento.id, vence, 7, 'chofer@demo.pe', '2026-01-20 14:00:00.000', '2026-01-20 14:00:00.000');
    db.close();
    await page.goto(`${suite.server.baseUrl}/`);
    const tarjeta = page.getByRole('region', { name: 'Vencimientos próximos' });
    await tarjeta.getByRole('tab', { name: 'Avisos enviados' }).click();
    const tabla = tarjeta.getByRole('table', { name: 'Avisos enviados' });
    const filas = tabla.getByRole('row');
    await filas.nth(2).waitFor();
    await expect(filas.nth(1).innerText()).resolves.toMatch(/^20\/01\/2026 09:00.*DOC-CAM-01\s+Póliza.*POL-2026-88.*7 día\(s\) antes\s+chofer@demo\.pe$/s);
    await expect(filas.nth(2).innerText()).resolves.toContain('jefa.flota@demo.pe');
    await tabla.getByRole('columnheader', { name: 'Destinatario' }).waitFor();
    await tarjeta.getByRole('tab', { name: 'Próximos' }).click();
    await tarjeta.getByText('En 5 días').waitFor();
  });
});
