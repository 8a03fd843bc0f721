import { raw } from 'bwip-js';
import { create } from 'qrcode';
import { leerCodigo, type Pagina } from '../../../../test/fixtures/etiquetas';

// The camera's reader against the labels as they print (src/common/pdf/simbolos.ts): every one must read.

const [ANCHO, ALTO] = [640, 480];
const [NEGRO, BLANCO] = [16, 235];

/** A camera picture of the QR of `texto`, error correction M as printed, its quiet zone of 4 modules, 60 % of the height. */
function fotoDeQr(texto: string): Pagina {
  const { modules } = create(texto, { errorCorrectionLevel: 'M' });
  const escala = Math.floor((ALTO * 0.6) / (modules.size + 8));
  const [x0, y0] = [Math.floor((ANCHO - modules.size * escala) / 2), Math.floor((ALTO - modules.size * escala) / 2)];
  const gris = new Uint8Array(ANCHO * ALTO).fill(BLANCO);
  for (let fila = 0; fila < modules.size; fila++) {
    for (let columna = 0; columna < modules.size; columna++) {
      if (!modules.get(fila, columna)) continue;
      for (let y = 0; y < escala; y++) gris.fill(NEGRO, (y0 + fila * escala + y) * ANCHO + x0 + columna * escala, (y0 + fila * escala + y) * ANCHO + x0 + (columna + 1) * escala);
    }
  }
  return { width: ANCHO, height: ALTO, gris };
}

/** A camera picture of the Code 128 of `texto`, 3 pixels a module, 100 pixels high. */
function fotoDeCode128(texto: string): Pagina {
  const [{ sbs }] = raw({ bcid: 'code128', text: texto, binarytext: true }) as Array<{ sbs: number[] }>;
  const gris = new Uint8Array(ANCHO * ALTO).fill(BLANCO);
  let x = Math.floor((ANCHO - sbs.reduce((suma, modulos) => suma + modulos, 0) * 3) / 2);
  sbs.forEach((modulos, i) => {
    if (i % 2 === 0) for (let y = 190; y < 290; y++) gris.fill(NEGRO, y * ANCHO + x, y * ANCHO + x + modulos * 3);
    x += modulos * 3;
  });
  return { width: ANCHO, height: ALTO, gris };
}

/** The address a label's QR carries, on servers at 100 ports, for three shapes of code. */
const direcciones = Array.from({ length: 100 }, (_, i) => ['ACT-000001', 'AF-2026-00001', '1'].map((codigo) => `http://127.0.0.1:${30000 + i}/a/${codigo}`)).flat();

describe('lector de etiquetas de la cámara', () => {
  it('lee el QR de cada etiqueta, también los que el puerto de ZXing en JavaScript no encontraba', async () => {
    const leidas = [];
    for (const direccion of direcciones) leidas.push(await leerCodigo(fotoDeQr(direccion)));
    expect(leidas.filter((leida, i) => leida !== direcciones[i])).toEqual([]);
  });

  it('lee el Code 128 de cada etiqueta, con el código tal como se imprime', async () => {
    const codigos = ['ACT-000001', 'AF-2026-00001', '1', 'LAP 0042', 'Ñandú-7'];
    const leidos = [];
    for (const codigo of codigos) leidos.push(await leerCodigo(fotoDeCode128(codigo)));
    expect(leidos).toEqual(codigos);
  });
});
