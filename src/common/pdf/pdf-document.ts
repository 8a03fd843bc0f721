import { dirname, join } from 'node:path';
import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';
import pdfmake = require('pdfmake');

export interface PdfRequest {
  document: TDocumentDefinitions;
  /** Right-aligned footer on every page; `{page}` and `{pages}` are replaced. */
  pageFooter?: string;
}

// pdfmake's own Roboto (Medium as bold): accents, ñ, ¿ and ¡ without any download.
const ROBOTO_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
export const FONTS: TFontDictionary = {
  Roboto: {
    normal: join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
    bold: join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
    italics: join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
    bolditalics: join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));

pdfmake.setFonts(FONTS);
// A document reads nothing but these fonts: images come as data URLs, never from disk or the network.
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));
pdfmake.setUrlAccessPolicy(() => false);

/** Worker task: renders a pdfmake document definition. */
export default function renderPdfDocument({ document, pageFooter }: PdfRequest): Promise<Buffer> {
  const footer = (page: number, pages: number) => ({
    text: pageFooter!.replace('{page}', String(page)).replace('{pages}', String(pages)),
    alignment: 'right' as const,
    fontSize: 8,
    margin: [40, 10, 40, 0] as [number, number, number, number],
  });
  return pdfmake.createPdf(pageFooter ? { ...document, footer } : document).getBuffer();
}
