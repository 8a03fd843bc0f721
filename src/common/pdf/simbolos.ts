import { toSVG } from 'bwip-js';
import type { CanvasElement, ContentCanvas, ContentSvg } from 'pdfmake/interfaces';
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
  // pdfmake 0.3 draws a `path` (its Renderer), which @types/pdfmake does not list yet.
  const path = { type: 'path', d, color: '#000000' } as unknown as CanvasElement;
  return { canvas: [path] };
}

/** A Code 128 barcode of `texto` stretched to `ancho` × `alto` points, with its quiet zone of 10 modules on each side. */
export function code128(texto: string, ancho: number, alto: number): ContentSvg {
  const svg = toSVG({ bcid: 'code128', text: texto, scale: 1, height: 10, includetext: false, paddingwidth: 10 });
  // Stretched, not scaled: every bar keeps its share of the width, and the bars take the height they are given.
  return { svg: svg.replace('<svg ', '<svg preserveAspectRatio="none" '), width: ancho, height: alto };
}
