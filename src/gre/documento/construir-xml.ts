import { GuiaRemitente, idDocumento, limpiarTexto, PuntoTraslado } from './guia-remitente';

/** El Id de ds:Signature, al que apunta cac:Signature (#SignatureSP). */
export const ID_FIRMA = 'SignatureSP';
const INDICADOR_M1L = 'SUNAT_Envio_IndicadorTrasladoVehiculoM1L';

const NS = {
  raiz: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};

const CATALOGO = (numero: string) => `urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo${numero}`;

const escapar = (texto: string) =>
  texto.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));

/** Un elemento con su texto escapado; los atributos se escriben en el orden dado. */
const el = (nombre: string, texto: string, atributos: Record<string, string> = {}) =>
  `<${nombre}${Object.entries(atributos)
    .map(([clave, valor]) => ` ${clave}="${escapar(valor)}"`)
    .join('')}>${escapar(texto)}</${nombre}>`;

/**
 * Un elemento que solo agrupa a otros (ya escritos; '' es un opcional ausente). Cada elemento va en su línea, sin
 * sangría: los errores del esquema señalan una línea útil y el texto firmado no lleva espacios de más.
 */
const grupo = (nombre: string, ...hijos: string[]) => `<${nombre}>\n${hijos.filter(Boolean).join('\n')}\n</${nombre}>`;

const documentoIdentidad = (tipo: string, numero: string) =>
  el('cbc:ID', numero, { schemeID: tipo, schemeName: 'Documento de Identidad', schemeAgencyName: 'PE:SUNAT', schemeURI: CATALOGO('06') });

const parte = (tipo: string, numero: string, razonSocial: string) =>
  grupo(
    'cac:Party',
    grupo('cac:PartyIdentification', documentoIdentidad(tipo, numero)),
    grupo('cac:PartyLegalEntity', el('cbc:RegistrationName', limpiarTexto(razonSocial))),
  );

/** Peso con tres decimales (85 → 85.000), como lo muestran los ejemplos de SUNAT. */
const textoPeso = (peso: number) => peso.toFixed(3);
/** La cantidad tal cual: si no cabe en el patrón de SUNAT (p. ej. 1e-7), la validación lo dice. */
export const textoCantidad = (cantidad: number) => String(cantidad);

function direccion(nombre: string, punto: PuntoTraslado): string {
  const codigo = punto.codigoEstablecimiento?.trim();
  return grupo(
    nombre,
    el('cbc:ID', punto.ubigeo, { schemeAgencyName: 'PE:INEI', schemeName: 'Ubigeos' }),
    codigo ? el('cbc:AddressTypeCode', codigo, { listID: punto.rucPropietario ?? '', listAgencyName: 'PE:SUNAT', listName: 'Establecimientos anexos' }) : '',
    grupo('cac:AddressLine', el('cbc:Line', limpiarTexto(punto.direccion))),
  );
}

function etapa(guia: GuiaRemitente): string {
  const publico = guia.modalidad === '01';
  const partes = [
    el('cbc:TransportModeCode', guia.modalidad, { listName: 'Modalidad de traslado', listAgencyName: 'PE:SUNAT', listURI: CATALOGO('18') }),
    grupo('cac:TransitPeriod', el('cbc:StartDate', guia.fechaInicioTraslado)),
  ];
  if (publico && guia.transportista) {
    const { ruc, razonSocial, registroMtc } = guia.transportista;
    partes.push(
      grupo(
        'cac:CarrierParty',
        grupo('cac:PartyIdentification', documentoIdentidad('6', ruc)),
        grupo('cac:PartyLegalEntity', el('cbc:RegistrationName', limpiarTexto(razonSocial)), registroMtc ? el('cbc:CompanyID', registroMtc) : ''),
      ),
    );
  }
  if (publico && guia.fechaEntregaTransportista) {
    partes.push(grupo('cac:LoadingTransportEvent', el('cbc:OccurrenceDate', guia.fechaEntregaTransportista)));
  }
  if (!publico) {
    for (const conductor of guia.conductores) {
      partes.push(
        grupo(
          'cac:DriverPerson',
          documentoIdentidad(conductor.tipoDocumento, conductor.numeroDocumento),
          el('cbc:FirstName', limpiarTexto(conductor.nombres)),
          el('cbc:FamilyName', limpiarTexto(conductor.apellidos)),
          el('cbc:JobTitle', conductor.principal ? 'Principal' : 'Secundario'),
          grupo('cac:IdentityDocumentReference', el('cbc:ID', conductor.licencia)),
        ),
      );
    }
  }
  return grupo('cac:ShipmentStage', ...partes);
}

function vehiculos(guia: GuiaRemitente): string {
  const [principal, ...secundarios] = guia.vehiculos;
  if (!principal) return '';
  return grupo(
    'cac:TransportHandlingUnit',
    grupo(
      'cac:TransportEquipment',
      el('cbc:ID', principal.placa),
      ...secundarios.map((vehiculo) => grupo('cac:AttachedTransportEquipment', el('cbc:ID', vehiculo.placa))),
    ),
  );
}

function envio(guia: GuiaRemitente): string {
  const descripcion = limpiarTexto(guia.descripcionMotivo);
  return grupo(
    'cac:Shipment',
    el('cbc:ID', 'SUNAT_Envio'),
    el('cbc:HandlingCode', guia.motivo, { listAgencyName: 'PE:SUNAT', listName: 'Motivo de traslado', listURI: CATALOGO('20') }),
    descripcion ? el('cbc:HandlingInstructions', descripcion) : '',
    el('cbc:GrossWeightMeasure', textoPeso(guia.pesoBruto), { unitCode: guia.unidadPeso }),
    typeof guia.bultos === 'number' ? el('cbc:TotalTransportHandlingUnitQuantity', String(guia.bultos)) : '',
    guia.vehiculoM1L ? el('cbc:SpecialInstructions', INDICADOR_M1L) : '',
    etapa(guia),
    grupo('cac:Delivery', direccion('cac:DeliveryAddress', guia.llegada), grupo('cac:Despatch', direccion('cac:DespatchAddress', guia.partida))),
    vehiculos(guia),
  );
}

const lineas = (guia: GuiaRemitente) =>
  guia.lineas.map((item, i) => {
    const codigo = limpiarTexto(item.codigo);
    return grupo(
      'cac:DespatchLine',
      el('cbc:ID', String(i + 1)),
      el('cbc:DeliveredQuantity', textoCantidad(item.cantidad), { unitCode: 'NIU' }),
      grupo('cac:OrderLineReference', el('cbc:LineID', String(i + 1))),
      grupo('cac:Item', el('cbc:Description', limpiarTexto(item.descripcion)), codigo ? grupo('cac:SellersItemIdentification', el('cbc:ID', codigo)) : ''),
    );
  });

/**
 * El XML sin firmar de la guía, en el orden que fija el esquema UBL 2.1 DespatchAdvice (docs/gre.md, «El XML»).
 * ext:ExtensionContent queda vacío para la firma. Sin sangrías: lo que se firma es exactamente esta cadena.
 */
export function construirXml(guia: GuiaRemitente): string {
  const { ruc, razonSocial } = guia.emisor;
  const nota = limpiarTexto(guia.nota);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<DespatchAdvice xmlns="${NS.raiz}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}" xmlns:ds="${NS.ds}">\n` +
    [
      grupo('ext:UBLExtensions', grupo('ext:UBLExtension', '<ext:ExtensionContent/>')),
      el('cbc:UBLVersionID', '2.1'),
      el('cbc:CustomizationID', '2.0'),
      el('cbc:ID', idDocumento(guia)),
      el('cbc:IssueDate', guia.fechaEmision),
      el('cbc:IssueTime', guia.horaEmision),
      el('cbc:DespatchAdviceTypeCode', '09', { listAgencyName: 'PE:SUNAT', listName: 'Tipo de Documento', listURI: CATALOGO('01') }),
      nota ? el('cbc:Note', nota) : '',
      grupo(
      'cac:Signature',
      el('cbc:ID', `SIGN${ruc}`),
      grupo('cac:SignatoryParty', grupo('cac:PartyIdentification', el('cbc:ID', ruc)), grupo('cac:PartyName', el('cbc:Name', limpiarTexto(razonSocial)))),
      grupo('cac:DigitalSignatureAttachment', grupo('cac:ExternalReference', el('cbc:URI', `#${ID_FIRMA}`))),
      ),
      grupo('cac:DespatchSupplierParty', parte('6', ruc, razonSocial)),
      grupo('cac:DeliveryCustomerParty', parte(guia.destinatario.tipoDocumento, guia.destinatario.numeroDocumento, guia.destinatario.razonSocial)),
      envio(guia),
      ...lineas(guia),
    ]
      .filter(Boolean)
      .join('\n') +
    '\n</DespatchAdvice>'
  );
}
