import { crearZip } from './zip';

/** SUNAT's RUC, the sender of every CDR. */
const RUC_SUNAT = '20131312955';

export interface DatosDelCdr {
  ruc: string;
  serie: string;
  numero: string;
  /** 0 accepted; 2000-3999 the error that refused it. */
  codigo: string;
  descripcion: string;
  /** Observations, "CODE - text" (4000+). */
  notas: string[];
  /** The descargaqr link the printed guía's QR opens. */
  enlaceQr: string;
  fecha: Date;
}

const escapar = (texto: string) => texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The ApplicationResponse SUNAT answers a guía with (docs/gre-sunat.md, "Constancia de recepción"): unsigned, the parts
 * the product reads in their places.
 */
export function cdrXml(datos: DatosDelCdr): string {
  const id = `${datos.serie}-${datos.numero}`;
  const [fecha, hora] = datos.fecha.toISOString().split(/[T.]/);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    '<cbc:UBLVersionID>2.0</cbc:UBLVersionID><cbc:CustomizationID>1.0</cbc:CustomizationID>',
    `<cbc:ID>${Date.now()}</cbc:ID><cbc:IssueDate>${fecha}</cbc:IssueDate><cbc:IssueTime>${hora}</cbc:IssueTime>`,
    `<cbc:ResponseDate>${fecha}</cbc:ResponseDate><cbc:ResponseTime>${hora}</cbc:ResponseTime>`,
    ...datos.notas.map((nota) => `<cbc:Note>${escapar(nota)}</cbc:Note>`),
    `<cac:SenderParty><cac:PartyIdentification><cbc:ID>${RUC_SUNAT}</cbc:ID></cac:PartyIdentification></cac:SenderParty>`,
    `<cac:ReceiverParty><cac:PartyIdentification><cbc:ID>${escapar(datos.ruc)}</cbc:ID></cac:PartyIdentification></cac:ReceiverParty>`,
    '<cac:DocumentResponse>',
    `<cac:Response><cbc:ReferenceID>${escapar(id)}</cbc:ReferenceID><cbc:ResponseCode>${escapar(datos.codigo)}</cbc:ResponseCode>`,
    `<cbc:Description>${escapar(datos.descripcion)}</cbc:Description></cac:Response>`,
    `<cac:DocumentReference><cbc:ID>${escapar(id)}</cbc:ID><cbc:DocumentDescription>${escapar(datos.enlaceQr)}</cbc:DocumentDescription></cac:DocumentReference>`,
    `<cac:RecipientParty><cac:PartyIdentification><cbc:ID>6-${escapar(datos.ruc)}</cbc:ID></cac:PartyIdentification></cac:RecipientParty>`,
    '</cac:DocumentResponse>',
    '</ar:ApplicationResponse>',
  ].join('');
}

/** The CDR as `arcCdr` carries it, zipped: `R-<RUC>-09-<serie>-<numero>.xml`. */
export const cdrZip = (datos: DatosDelCdr): Promise<Buffer> =>
  crearZip(`R-${datos.ruc}-09-${datos.serie}-${datos.numero}.xml`, Buffer.from(cdrXml(datos), 'utf8'));
