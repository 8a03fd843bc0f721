import { createHash } from 'node:crypto';
import { crearZip } from '../../src/sunat/simulador/zip';

export interface GuiaDePruebaOpciones {
  ruc?: string;
  serie?: string;
  numero?: number;
  /** The RUC inside the XML, when a test wants it to differ from the name's. */
  rucDelXml?: string;
  xml?: string;
}

/**
 * The smallest DespatchAdvice the SUNAT double takes (name, ID and issuer RUC), zipped as a send carries it: for the
 * transport's tests, which do not build real guías.
 */
export async function guiaDePrueba(opciones: GuiaDePruebaOpciones = {}): Promise<{ nombre: string; zip: Buffer; sha256: string }> {
  const { ruc = '20512333797', serie = 'T001', numero = 125 } = opciones;
  const nombre = `${ruc}-09-${serie}-${numero}`;
  const xml =
    opciones.xml ??
    `<?xml version="1.0" encoding="UTF-8"?><DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>${serie}-${numero}</cbc:ID><cac:DespatchSupplierParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="6">${opciones.rucDelXml ?? ruc}</cbc:ID></cac:PartyIdentification></cac:Party></cac:DespatchSupplierParty></DespatchAdvice>`;
  const zip = await crearZip(`${nombre}.xml`, Buffer.from(xml, 'utf8'));
  return { nombre, zip, sha256: createHash('sha256').update(zip).digest('hex') };
}
