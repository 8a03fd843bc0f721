import type { Content } from 'pdfmake/interfaces';

/** An empty value as a printed document shows it. */
export const o = (text: string | null | undefined) => text || '—';

/** A label and its value, as the boxes of a printed guide show them. */
export const dato = (etiqueta: string, valor: string | null | undefined): Content => ({
  text: [{ text: `${etiqueta}: `, bold: true }, o(valor)],
  style: 'dato',
});

/** A titled box of labelled values (styles `cabecera` and `dato` of the document). */
export const seccion = (titulo: string, filas: Content[]): Content => ({
  table: { widths: ['*'], body: [[{ text: titulo, style: 'cabecera' }], [{ stack: filas, margin: [4, 2, 4, 4] }]] },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 8],
});
