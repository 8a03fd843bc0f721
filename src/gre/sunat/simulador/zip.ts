import * as yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** What the test double takes in an archive: a handful of small files. Bigger ones are not a guía. */
const MAX_ENTRADAS = 10;
const MAX_BYTES = 10 * 1024 * 1024;

export interface EntradaDeZip {
  nombre: string;
  datos: Buffer;
}

/** The files of a zip (directories skipped); rejects a damaged archive, or one past the limits above. */
export async function leerZip(zip: Buffer): Promise<EntradaDeZip[]> {
  const archivo = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, abierto) => (error ? reject(error) : resolve(abierto))),
  );
  const entradas: EntradaDeZip[] = [];
  return new Promise((resolve, reject) => {
    archivo.on('error', reject);
    archivo.on('end', () => resolve(entradas));
    archivo.on('entry', (entrada: yauzl.Entry) => {
      if (entrada.fileName.endsWith('/')) return archivo.readEntry();
      if (entradas.length >= MAX_ENTRADAS || entrada.uncompressedSize > MAX_BYTES) return reject(new Error('archivo demasiado grande'));
      archivo.openReadStream(entrada, (error, flujo) => {
        if (error) return reject(error);
        const partes: Buffer[] = [];
        flujo.on('data', (parte: Buffer) => partes.push(parte));
        flujo.on('error', reject);
        flujo.on('end', () => {
          entradas.push({ nombre: entrada.fileName, datos: Buffer.concat(partes) });
          archivo.readEntry();
        });
      });
    });
    archivo.readEntry();
  });
}

/** A zip of one file at its root, DEFLATE, as SUNAT's archives are. */
export function crearZip(nombre: string, datos: Buffer): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(datos, nombre, { mtime: new Date() });
  zip.end();
  const partes: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (parte: Buffer) => partes.push(parte));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(partes)));
  });
}
