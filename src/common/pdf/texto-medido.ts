// The engine pdfmake draws with, pinned in package.json to pdfmake's own version so that what is measured here is what is drawn.
import PDFKit = require('pdfkit');
import { FONTS } from './pdf-document';

/** The style of a text as pdfmake draws it (Roboto; Medium when bold). */
export interface EstiloDeTexto {
  fontSize: number;
  bold?: boolean;
}

const ELIPSIS = '…';

// pdfmake measures with pdfkit's fonts: the same metrics here, so a line found to fit is not broken again.
let documento: PDFKit.PDFDocument | undefined;
let ultimo: string | undefined;
const fuente = ({ fontSize, bold }: EstiloDeTexto): PDFKit.PDFDocument => {
  documento ??= new PDFKit({ autoFirstPage: false });
  // Choosing a font costs more than measuring with it, and the measures of one text come in a row.
  const clave = `${bold ? 'b' : 'n'}${fontSize}`;
  if (clave !== ultimo) documento.font(String(bold ? FONTS.Roboto.bold : FONTS.Roboto.normal), fontSize);
  ultimo = clave;
  return documento;
};

/** Width of `texto` on one line, in points. */
export const anchoDeTexto = (texto: string, estilo: EstiloDeTexto): number => fuente(estilo).widthOfString(texto);

/** Height of one line, in points, as pdfmake stacks them. */
export const altoDeLinea = (estilo: EstiloDeTexto): number => fuente(estilo).currentLineHeight(false);

const cabe = (texto: string, ancho: number, estilo: EstiloDeTexto) => anchoDeTexto(texto, estilo) <= ancho;

/** The longest start of `texto` that fits in `ancho` (at least one character, so a line always advances); by halves, as a description may be long. */
function inicioQueCabe(texto: string, ancho: number, estilo: EstiloDeTexto): string {
  const caracteres = [...texto];
  let [cabenHasta, noCabe] = [1, caracteres.length + 1];
  while (noCabe - cabenHasta > 1) {
    const medio = Math.floor((cabenHasta + noCabe) / 2);
    if (cabe(caracteres.slice(0, medio).join(''), ancho, estilo)) cabenHasta = medio;
    else noCabe = medio;
  }
  return caracteres.slice(0, cabenHasta).join('');
}

/** `inicio` of `texto` without a word cut in half, when it has a space to end at. */
const sinPalabraCortada = (inicio: string, texto: string): string => {
  const espacio = inicio.length < texto.length && texto[inicio.length] !== ' ' ? inicio.lastIndexOf(' ') : -1;
  return espacio > 0 ? inicio.slice(0, espacio) : inicio;
};

/**
 * `texto` in lines of at most `ancho` points, broken at spaces (a word longer than a line, between its characters).
 * Beyond `maxLineas` the last line is cut and ends in "…", so the text never takes more room than it is given.
 */
export function lineasQueCaben(texto: string, ancho: number, estilo: EstiloDeTexto, maxLineas = Infinity): string[] {
  const lineas: string[] = [];
  let resto = texto.replace(/\s+/g, ' ').trim();
  while (resto && lineas.length < maxLineas) {
    const linea = sinPalabraCortada(inicioQueCabe(resto, ancho, estilo), resto);
    lineas.push(linea.trimEnd());
    resto = resto.slice(linea.length).trimStart();
  }
  if (resto && lineas.length) {
    const ultima = `${lineas[lineas.length - 1]} ${resto}`;
    // "Equipos de oficina…", not "Equipos de oficina, —…".
    const cortada = sinPalabraCortada(inicioQueCabe(ultima, ancho - anchoDeTexto(ELIPSIS, estilo), estilo), ultima).replace(/[\s,;:—–-]+$/, '');
    lineas[lineas.length - 1] = `${cortada}${ELIPSIS}`;
  }
  return lineas;
}

/** The largest size from `max` down to `min` (in half points) at which `texto` fits on one line of `ancho`; `min` if none. */
export function tamanoQueCabe(texto: string, ancho: number, estilo: { max: number; min: number; bold?: boolean }): number {
  for (let fontSize = estilo.max; fontSize > estilo.min; fontSize -= 0.5) {
    if (cabe(texto, ancho, { fontSize, bold: estilo.bold })) return fontSize;
  }
  return estilo.min;
}
