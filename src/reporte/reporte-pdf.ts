import { formatLimaDateTime } from '../common/lima-time';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { numero } from './formatos';

export interface CompaniaReporte {
  razonSocial: string;
  ruc: string;
}

export interface DocumentoReporte {
  compania: CompaniaReporte;
  titulo: string;
  /** Lines under the title: period, filters, counts. */
  detalle: string[];
  contenido: Content[];
  /** Font size of the tables: wide reports print smaller. */
  tamanoLetra?: number;
  /** Wide books print on legal paper. */
  pagina?: 'A4' | 'LEGAL';
  ahora?: Date;
}

export const PIE_DE_PAGINA = 'Página {page} de {pages}';


/** A printable report: company and title on top, then the content, landscape (page numbers: renderPdf's pageFooter). */
export function documentoReporte(reporte: DocumentoReporte): TDocumentDefinitions {
  const { compania, titulo, detalle, contenido, tamanoLetra = 8, pagina = 'A4', ahora = new Date() } = reporte;
  return {
    pageSize: pagina,
    pageOrientation: 'landscape',
    pageMargins: [24, 24, 24, 36],
    info: { title: titulo, author: compania.razonSocial },
    content: [
      {
        columns: [
          [
            { text: compania.razonSocial, style: 'empresa' },
            { text: `RUC ${compania.ruc}`, style: 'dato' },
          ],
          [
            { text: titulo, style: 'titulo', alignment: 'right' },
            { text: `Generado el ${formatLimaDateTime(ahora)}`, style: 'dato', alignment: 'right' },
          ],
        ],
      },
      ...detalle.map((text, i): Content => ({ text, style: 'dato', margin: [0, i === 0 ? 8 : 0, 0, 0] })),
      { text: '', margin: [0, 0, 0, 8] },
      ...contenido,
    ],
    styles: {
      empresa: { fontSize: 13, bold: true },
      titulo: { fontSize: 13, bold: true, color: '#1565c0' },
      dato: { fontSize: 9, color: '#444444' },
      grupo: { fontSize: 10, bold: true, margin: [0, 10, 0, 4] },
      cabecera: { bold: true, fillColor: '#eeeeee' },
      total: { bold: true },
    },
    defaultStyle: { fontSize: tamanoLetra },
  };
}

/** A right-aligned amount with two decimals. */
export const importe = (valor: number, style?: string): TableCell => ({ text: numero.format(valor), alignment: 'right', style });

/**
 * A table with a bold header row repeated on every page: light lines, or a full grid
 * for wide books (its cell padding is half as wide).
 */
export function tabla(cabeceras: string[], filas: TableCell[][], widths: Array<number | string>, cuadricula = false): Content {
  return {
    table: { headerRows: 1, widths, body: [cabeceras.map((text) => ({ text, style: 'cabecera' })), ...filas] },
    ...(cuadricula ? {} : { layout: 'lightHorizontalLines' }),
  };
}
