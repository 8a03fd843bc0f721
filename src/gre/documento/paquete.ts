import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';

/** El zip que se envía a SUNAT: una sola entrada `<nombre>.xml` en la raíz, comprimida (DEFLATE). */
export async function zipDeGuia(nombre: string, xml: string): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(xml, 'utf8'), `${nombre}.xml`, { compress: true });
  zip.end();
  return buffer(zip.outputStream);
}

/** hashZip de la API de SUNAT: SHA-256 de los bytes del zip, en hexadecimal en minúsculas. */
export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
