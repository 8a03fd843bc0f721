import { createHash } from 'node:crypto';
import { construirXml } from '../../src/gre/documento/construir-xml';
import { firmarXml } from '../../src/gre/documento/firmar-xml';
import { crearZip } from '../../src/gre/sunat/simulador/zip';
import { guiaPrivada04 } from '../fixtures/guia-remitente';
import { certificadoDePrueba } from './certificado-de-prueba';

export interface GuiaDePruebaOpciones {
  ruc?: string;
  serie?: string;
  numero?: number;
  /** The RUC inside the XML, when a test wants it to differ from the name's. */
  rucDelXml?: string;
  /** The XML as it is, when a test sends a broken one. */
  xml?: string;
}

const certificado = certificadoDePrueba();

/**
 * A signed guía the SUNAT double takes (the example of docs/gre.md under the name's RUC, series and number), zipped as
 * a send carries it: for the transport's tests, which do not go through the emission.
 */
export async function guiaDePrueba(opciones: GuiaDePruebaOpciones = {}): Promise<{ nombre: string; zip: Buffer; sha256: string }> {
  const { ruc = '20512333797', serie = 'T001', numero = 125 } = opciones;
  const nombre = `${ruc}-09-${serie}-${numero}`;
  const emisor = opciones.rucDelXml ?? ruc;
  const guia = guiaPrivada04({
    emisor: { ruc: emisor, razonSocial: 'EMPRESA DEMO S.A.C.' },
    serie,
    numero,
    destinatario: { tipoDocumento: '6', numeroDocumento: emisor, razonSocial: 'EMPRESA DEMO S.A.C.' },
  });
  const xml = opciones.xml ?? firmarXml(construirXml(guia), { keyPem: certificado.llavePem, certPem: certificado.certificadoPem }).xml;
  const zip = await crearZip(`${nombre}.xml`, Buffer.from(xml, 'utf8'));
  return { nombre, zip, sha256: createHash('sha256').update(zip).digest('hex') };
}
