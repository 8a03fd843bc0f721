import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfPageCount as pageCount, pdfText } from '../../../test/fixtures/pdf';
import { pdfDownload, PDF_MIME, renderPdf } from './render-pdf';


function catalogo(rows: number, compress = true): TDocumentDefinitions {
  return {
    compress,
    pageOrientation: 'landscape',
    content: [
      { text: 'Catálogo de Activos — Compañía Ñandú S.A.C.', style: 'title' },
      {
        table: {
          headerRows: 1,
          widths: [60, '*', 80, 80],
          body: [
            ['Código', 'Descripción', 'Año', 'Precio'],
            ...Array.from({ length: rows }, (_, i) => [`ACT-${i + 1}`, `Señal de ubicación ${i + 1} (¿revisión?)`, String(2000 + (i % 25)), `S/ ${(i * 12.5).toFixed(2)}`]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    styles: { title: { fontSize: 16, bold: true } },
  };
}

describe('renderPdf', () => {
  it('renders a multi-page table with accents and ñ', async () => {
    const pdf = await renderPdf(catalogo(60, false), { pageFooter: 'Página {page} de {pages}' }, null);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const text = pdfText(pdf);
    expect(text).toContain('Catálogo de Activos — Compañía Ñandú S.A.C.');
    expect(text).toContain('Señal de ubicación 60 (¿revisión?)');
    expect(text).toContain('Página 1 de');
    expect(text).toContain(`Página ${pageCount(pdf)} de ${pageCount(pdf)}`);
  });

  it('keeps the event loop free while a large document renders', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    try {
      const pdf = await renderPdf(catalogo(3_000), {}, null);
      expect(pageCount(pdf)).toBeGreaterThan(50);
    } finally {
      clearInterval(ticker);
    }
    // Rendered on this thread, the document would hold every tick back until it is done.
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses to read files or the network from a document', async () => {
    await expect(renderPdf({ content: [{ image: '/etc/passwd' }] }, {}, null)).rejects.toThrow('denied');
    await expect(renderPdf({ content: [{ image: 'http://169.254.169.254/logo.png' }] }, {}, null)).rejects.toThrow('denied');
  });

  it('offers the PDF as an attachment', () => {
    const download = pdfDownload('Catalogo_Activos_20240115.pdf', Buffer.from('%PDF-1.3'));
    expect(download.getHeaders()).toEqual({
      type: PDF_MIME,
      disposition: `attachment; filename="Catalogo_Activos_20240115.pdf"; filename*=UTF-8''Catalogo_Activos_20240115.pdf`,
      length: 8,
    });
  });
});
