import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * How the camera reads a label: the two symbologies the labels print (QR with the asset's address, Code 128 with its
 * code) and no other, one code a picture. zxing-cpp (zxing-wasm) reads them; the JavaScript port of ZXing missed about
 * one QR in 25 whatever the distance (its finder-pattern search), so those labels never counted.
 */
export const LECTURA_DE_ETIQUETAS = { formats: ['QRCode', 'Code128'], maxNumberOfSymbols: 1 } satisfies ReaderOptions;
