import { buffer } from 'node:stream/consumers';
import { ZipFile } from 'yazl';
import { CDR_ILEGIBLE, leerCdr } from './leer-cdr';

/** Un CDR como el de SUNAT: la nota va después de cac:Signature y Response trae sus hijos en otro orden. */
const CDR = `<?xml version="1.0" encoding="UTF-8"?>
<ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"
  xmlns:c="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:b="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">
  <ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>
  <b:UBLVersionID>2.0</b:UBLVersionID><b:CustomizationID>1.0</b:CustomizationID>
  <b:ID>1700000000000</b:ID><b:IssueDate>2025-05-14</b:IssueDate><b:ResponseDate>2025-05-14</b:ResponseDate>
  <c:Signature><b:ID>SignSUNAT</b:ID></c:Signature>
  <b:Note>4398 - El número de placa no se encuentra registrado</b:Note>
  <b:Note>Nota sin código</b:Note>
  <c:SenderParty><c:PartyIdentification><b:ID>20131312955</b:ID></c:PartyIdentification></c:SenderParty>
  <c:DocumentResponse>
    <c:Response>
      <b:ResponseCode>0</b:ResponseCode>
      <b:ReferenceID>T001-125</b:ReferenceID>
      <b:Description>El Comprobante numero T001-125, ha sido aceptado</b:Description>
    </c:Response>
    <c:DocumentReference><b:ID>T001-125</b:ID>
      <b:DocumentDescription>https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=abc%3D&amp;x=1</b:DocumentDescription>
    </c:DocumentReference>
    <c:RecipientParty><c:PartyIdentification><b:ID>6-20123456786</b:ID></c:PartyIdentification></c:RecipientParty>
  </c:DocumentResponse>
</ar:ApplicationResponse>`;

async function zip(entradas: Record<string, string | null>): Promise<Buffer> {
  const archivo = new ZipFile();
  for (const [nombre, contenido] of Object.entries(entradas)) {
    if (contenido === null) archivo.addEmptyDirectory(nombre);
    else archivo.addBuffer(Buffer.from(contenido), nombre);
  }
  archivo.end();
  return buffer(archivo.outputStream);
}

describe('leerCdr', () => {
  it('lee código, descripción, referencia, observaciones y enlace del QR, saltando carpetas y otros archivos', async () => {
    const cdr = await leerCdr(await zip({ 'dummy/': null, 'LEEME.txt': 'x', 'R-20123456786-09-T001-125.xml': CDR }));
    expect(cdr).toEqual({
      archivo: 'R-20123456786-09-T001-125.xml',
      codigoRespuesta: '0',
      descripcion: 'El Comprobante numero T001-125, ha sido aceptado',
      referencia: 'T001-125',
      observaciones: [
        { codigo: '4398', mensaje: 'El número de placa no se encuentra registrado' },
        { codigo: '', mensaje: 'Nota sin código' },
      ],
      enlaceQr: 'https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=abc%3D&x=1',
    });
  });

  it('lee un rechazo sin observaciones ni enlace', async () => {
    const rechazo = CDR.replace('<b:ResponseCode>0</b:ResponseCode>', '<b:ResponseCode>2555</b:ResponseCode>')
      .replace(/<b:Note>[^<]*<\/b:Note>/g, '')
      .replace(/<b:DocumentDescription>[^<]*<\/b:DocumentDescription>/, '');
    const cdr = await leerCdr(await zip({ 'R-20123456786-09-T001-125.xml': rechazo }));
    expect(cdr).toMatchObject({ codigoRespuesta: '2555', observaciones: [], enlaceQr: null });
  });

  it('falla con un mensaje claro si el zip no trae R-*.xml, no es un zip o el XML no es un CDR', async () => {
    await expect(leerCdr(await zip({ '20123456786-09-T001-125.xml': CDR }))).rejects.toThrow(`${CDR_ILEGIBLE}: no contiene un archivo R-*.xml`);
    await expect(leerCdr(Buffer.from('no es un zip'))).rejects.toThrow(CDR_ILEGIBLE);
    await expect(leerCdr(await zip({ 'R-1.xml': '<Invoice/>' }))).rejects.toThrow(CDR_ILEGIBLE);
  });
});
