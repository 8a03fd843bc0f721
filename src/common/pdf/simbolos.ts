import { raw } from 'bwip-js';
import type { CanvasElement, ContentCanvas } from 'pdfmake/interfaces';
import { create } from 'qrcode';

/**
 * A QR code of `texto` as one vector path, error correction M (a scratched label still reads), centred in the square
 * of side `lado` at (`x`, `y`) on the page. Its modules are whole quarter points, so it prints sharp. pdfmake's own
 * `qr` draws every module as a rectangle of its own, twice as slow: a sheet of thousands of labels would not render
 * within the thread's time.
 */
export function qrVectorial(texto: string, lado: number, x: number, y: number): ContentCanvas {
  const { modules } = create(texto, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const modulo = Math.floor((lado / n) * 4) / 4;
  const margen = (lado - n * modulo) / 2;
  // pdfmake moves a canvas's rectangles and lines to where the canvas is laid out, not a path: its coordinates are the page's.
  let d = `M${(x + margen).toFixed(2)} ${(y + margen).toFixed(2)}`;
  // One rectangle per run of dark modules in a row, each moved to from the start of the one before (where "z" leaves the pen).
  let [desdeColumna, desdeFila] = [0, 0];
  for (let fila = 0; fila < n; fila++) {
    for (let columna = 0; columna < n; ) {
      if (!modules.get(fila, columna)) {
        columna++;
        continue;
      }
      const inicio = columna;
      while (columna < n && modules.get(fila, columna)) columna++;
      const ancho = (columna - inicio) * modulo;
      d += `m${(inicio - desdeColumna) * modulo} ${(fila - desdeFila) * modulo}h${ancho}v${modulo}h${-ancho}z`;
      [desdeColumna, desdeFila] = [inicio, fila];
    }
  }
  return { canvas: [pathDe(d)] };
}

// pdfmake 0.3 draws a `path` (its Renderer), which @types/pdfmake does not list yet.
const pathDe = (d: string) => ({ type: 'path', d, color: '#000000' }) as unknown as CanvasElement;

/** Modules of white on each side of a barcode, so a scanner finds where it starts and ends. */
const ZONA_EN_BLANCO = 10;

/**
 * A Code 128 barcode of `texto` as one vector path filling the rectangle `ancho` × `alto` at (`x`, `y`) on the page,
 * its quiet zone included. bwip-js encodes it (the widths of its bars and spaces); drawn from bwip-js's SVG, pdfmake
 * took three times as long.
 */
export function code128(texto: string, ancho: number, alto: number, x: number, y: number): ContentCanvas {
  // Code 128 carries ISO-8859-1: a code with Ñ or an accent goes as those bytes. bwip-js would send its UTF-8 bytes,
  // which scanners read as «SEÃ‘AL». Only a character beyond Latin-1 (no scanner reads it either way) keeps UTF-8.
  const latin1 = [...texto].every((caracter) => caracter.charCodeAt(0) <= 0xff);
  const [{ sbs }] = raw({ bcid: 'code128', text: texto, binarytext: latin1 }) as Array<{ sbs: number[] }>;
  const modulo = ancho / (sbs.reduce((suma, modulos) => suma + modulos, 0) + 2 * ZONA_EN_BLANCO);
  let d = '';
  let izquierda = x + ZONA_EN_BLANCO * modulo;
  // Bars and spaces alternate, a bar first.
  sbs.forEach((anchoEnModulos, i) => {
    const barra = anchoEnModulos * modulo;
    if (i % 2 === 0) d += `M${izquierda.toFixed(2)} ${y.toFixed(2)}h${barra.toFixed(2)}v${alto.toFixed(2)}h${(-barra).toFixed(2)}z`;
    izquierda += barra;
  });
  return { canvas: [pathDe(d)] };
}
