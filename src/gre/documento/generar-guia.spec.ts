import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import { certificadoDePrueba } from '../../../test/utils/certificado-de-prueba';
import { guiaPrivada04 } from '../../../test/fixtures/guia-remitente';
import { closeHeavyWork, WorkerTaskError } from '../../common/worker/run-in-worker';
import { generarGuia } from './generar-guia';
import { verificarFirma } from './verificar-firma';

async function entradas(zip: Buffer): Promise<{ nombre: string; metodo: number; contenido: string }[]> {
  const archivo = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(zip, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))));
  const leidas: { nombre: string; metodo: number; contenido: string }[] = [];
  await new Promise<void>((resolve, reject) => {
    archivo.on('entry', (entrada: yauzl.Entry) =>
      archivo.openReadStream(entrada, (error, flujo) => {
        if (error) return reject(error);
        buffer(flujo as Readable).then((bytes) => {
          leidas.push({ nombre: entrada.fileName, metodo: entrada.compressionMethod, contenido: bytes.toString('utf8') });
          archivo.readEntry();
        }, reject);
      }),
    );
    archivo.on('end', resolve);
    archivo.readEntry();
  });
  return leidas;
}

describe('generarGuia en el grupo de hilos', () => {
  const { llavePem: keyPem, certificadoPem: certPem } = certificadoDePrueba();
  afterAll(() => closeHeavyWork());

  it('devuelve el XML firmado, su nombre, el zip con una sola entrada comprimida, su SHA-256 y el digest de la firma', async () => {
    const generada = await generarGuia({ guia: guiaPrivada04(), keyPem, certPem }, null);
    expect(generada.nombreArchivo).toBe('20123456786-09-T001-125');
    expect(verificarFirma(generada.xml)).toMatchObject({ valida: true });
    expect(generada.xml).toContain(`<ds:DigestValue>${generada.digest}</ds:DigestValue>`);
    expect(await entradas(generada.zip)).toEqual([{ nombre: '20123456786-09-T001-125.xml', metodo: 8, contenido: generada.xml }]);
    expect(generada.sha256).toBe(createHash('sha256').update(generada.zip).digest('hex'));
    expect(generada.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('firma con SHA-256 si se le pide', async () => {
    const generada = await generarGuia({ guia: guiaPrivada04(), keyPem, certPem, algoritmo: 'rsa-sha256' }, null);
    expect(generada.xml).toContain('xmldsig-more#rsa-sha256');
  });

  it('rechaza, con los errores en castellano, un XML que no cumple el esquema', async () => {
    const fallo = generarGuia({ guia: guiaPrivada04({ fechaEmision: '14/05/2025' }), keyPem, certPem }, null);
    await expect(fallo).rejects.toBeInstanceOf(WorkerTaskError);
    await expect(fallo).rejects.toMatchObject({ failure: 'rejected', message: expect.stringMatching(/^La guía no cumple el esquema UBL de SUNAT\. Línea \d+: .*IssueDate/) });
  });
});
