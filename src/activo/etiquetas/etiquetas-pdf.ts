import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { code128, qrVectorial } from '../../common/pdf/simbolos';
import { altoDeLinea, EstiloDeTexto, lineasQueCaben, tamanoQueCabe } from '../../common/pdf/texto-medido';
import { urlDeEtiqueta } from '../../dominio/etiqueta';
import { FormatoEtiqueta, SimbologiaEtiqueta } from './etiquetas-parametros';

/** What a label prints of an asset. */
export interface EtiquetaDeActivo {
  codigo: string;
  descripcion: string;
}

export interface HojaDeEtiquetas {
  compania: string;
  formato: FormatoEtiqueta;
  simbologia: SimbologiaEtiqueta;
  /** The app's address, for the QR codes' URLs. */
  appUrl: string;
  activos: EtiquetaDeActivo[];
}

const mm = (milimetros: number) => (milimetros * 72) / 25.4;

/** A page of labels and the drawing of one label, in points. */
interface Formato {
  pagina: { width: number; height: number };
  columnas: number;
  filas: number;
  ancho: number;
  alto: number;
  /** White around what a label prints: the QR code's quiet zone, and room for a printer that does not reach the edge. */
  margen: number;
  /** Side of the QR code's square, and the gap between it and the texts. */
  qr: number;
  separacion: number;
  /** The code in the largest of these sizes that fits on one line. */
  codigo: { max: number; min: number };
  descripcion: { fontSize: number; lineas: number };
  compania: EstiloDeTexto;
  /** Height of a Code 128 barcode's bars. */
  barras: number;
}

const FORMATOS: Record<FormatoEtiqueta, Formato> = {
  // The usual sheet of 24 labels: 3 columns of 70 mm fill the 210 mm without side margins; 8 rows of 37 mm take 296 of the 297 mm.
  a4: {
    pagina: { width: mm(210), height: mm(297) },
    columnas: 3,
    filas: 8,
    ancho: mm(70),
    alto: mm(37),
    margen: mm(4),
    qr: mm(27),
    separacion: mm(3),
    codigo: { max: 14, min: 7 },
    descripcion: { fontSize: 7.5, lineas: 3 },
    compania: { fontSize: 6.5 },
    barras: mm(11),
  },
  // One label of 50 × 25 mm per page, as a thermal printer's roll feeds them.
  termica: {
    pagina: { width: mm(50), height: mm(25) },
    columnas: 1,
    filas: 1,
    ancho: mm(50),
    alto: mm(25),
    margen: mm(2),
    qr: mm(21),
    separacion: mm(2),
    codigo: { max: 11, min: 6 },
    descripcion: { fontSize: 6.5, lineas: 3 },
    compania: { fontSize: 5.5 },
    barras: mm(8),
  },
};

const GRIS = '#444444';
const ESPACIO_BAJO_BARRAS = mm(1);

/** Text lines placed at (x, y) in a box `ancho` wide. */
const texto = (lineas: string[], x: number, y: number, ancho: number, estilo: EstiloDeTexto & { color?: string; alignment?: 'left' | 'center' }): Content => ({
  absolutePosition: { x, y },
  columns: [{ width: ancho, text: lineas.join('\n'), ...estilo }],
});

/**
 * The code (whole, in the largest size that fits, on several lines only when even the smallest does not) and as
 * many lines of the description as fit in `alto` below it, cut with "…".
 */
function codigoYDescripcion(activo: EtiquetaDeActivo, ancho: number, alto: number, f: Formato) {
  const codigo: EstiloDeTexto = { fontSize: tamanoQueCabe(activo.codigo, ancho, { ...f.codigo, bold: true }), bold: true };
  const lineasCodigo = lineasQueCaben(activo.codigo, ancho, codigo);
  const altoCodigo = lineasCodigo.length * altoDeLinea(codigo);
  const descripcion: EstiloDeTexto = { fontSize: f.descripcion.fontSize };
  const caben = Math.floor((alto - altoCodigo) / altoDeLinea(descripcion));
  const lineasDescripcion = lineasQueCaben(activo.descripcion, ancho, descripcion, Math.max(0, Math.min(f.descripcion.lineas, caben)));
  return { codigo, lineasCodigo, altoCodigo, descripcion, lineasDescripcion };
}

/** Width of a label's texts: beside the QR code, or across the label above a barcode. */
const anchoDeTextos = (f: Formato, simbologia: SimbologiaEtiqueta) => f.ancho - 2 * f.margen - (simbologia === 'qr' ? f.qr + f.separacion : 0);

/** QR code on the left, vertically centred; code, description and company (`compania`, its line) on its right. */
function etiquetaQr(activo: EtiquetaDeActivo, appUrl: string, compania: string[], x: number, y: number, f: Formato): Content[] {
  const izquierda = x + f.margen + f.qr + f.separacion;
  const ancho = anchoDeTextos(f, 'qr');
  const altoCompania = altoDeLinea(f.compania);
  const textos = codigoYDescripcion(activo, ancho, f.alto - 2 * f.margen - altoCompania, f);
  return [
    qrVectorial(urlDeEtiqueta(appUrl, activo.codigo), f.qr, x + f.margen, y + (f.alto - f.qr) / 2),
    texto(textos.lineasCodigo, izquierda, y + f.margen, ancho, textos.codigo),
    texto(textos.lineasDescripcion, izquierda, y + f.margen + textos.altoCodigo, ancho, textos.descripcion),
    texto(compania, izquierda, y + f.alto - f.margen - altoCompania, ancho, { ...f.compania, color: GRIS }),
  ];
}

/** Code and description centred on top, the barcode across the label, the company (`compania`, its line) below it. */
function etiquetaCode128(activo: EtiquetaDeActivo, compania: string[], x: number, y: number, f: Formato): Content[] {
  const ancho = anchoDeTextos(f, 'code128');
  const izquierda = x + f.margen;
  const altoCompania = altoDeLinea(f.compania);
  const textos = codigoYDescripcion(activo, ancho, f.alto - 2 * f.margen - f.barras - ESPACIO_BAJO_BARRAS - altoCompania, f);
  const barras = y + f.alto - f.margen - altoCompania - ESPACIO_BAJO_BARRAS - f.barras;
  const centrado = { alignment: 'center' as const };
  return [
    texto(textos.lineasCodigo, izquierda, y + f.margen, ancho, { ...textos.codigo, ...centrado }),
    texto(textos.lineasDescripcion, izquierda, y + f.margen + textos.altoCodigo, ancho, { ...textos.descripcion, ...centrado }),
    code128(activo.codigo, ancho, f.barras, izquierda, barras),
    texto(compania, izquierda, y + f.alto - f.margen - altoCompania, ancho, { ...f.compania, color: GRIS, ...centrado }),
  ];
}

/**
 * The labels as a pdfmake document: in the sheet's grid row by row, a new page every `columnas × filas`. Every
 * piece is placed at its own position, so a long text never moves the next label off the printed sheet's cut.
 */
export function etiquetasPdf({ compania, formato, simbologia, appUrl, activos }: HojaDeEtiquetas): TDocumentDefinitions {
  const f = FORMATOS[formato];
  const porPagina = f.columnas * f.filas;
  const arriba = (f.pagina.height - f.filas * f.alto) / 2;
  // One line, the same on every label.
  const lineaCompania = lineasQueCaben(compania, anchoDeTextos(f, simbologia), f.compania, 1);
  const content = activos.map((activo, i): Content => {
    const enPagina = i % porPagina;
    const x = (enPagina % f.columnas) * f.ancho;
    const y = arriba + Math.floor(enPagina / f.columnas) * f.alto;
    const etiqueta = simbologia === 'qr' ? etiquetaQr(activo, appUrl, lineaCompania, x, y, f) : etiquetaCode128(activo, lineaCompania, x, y, f);
    return { stack: etiqueta, ...(i > 0 && enPagina === 0 ? { pageBreak: 'before' as const } : {}) };
  });
  return {
    pageSize: f.pagina,
    pageMargins: [0, 0, 0, 0],
    info: { title: 'Etiquetas de activos', author: compania },
    content,
  };
}
