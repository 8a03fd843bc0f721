import { DOMParser, Element, Node } from '@xmldom/xmldom';
import { guiaPrivada04, guiaPublica13 } from '../../../test/fixtures/guia-remitente';
import { construirXml } from './construir-xml';
import { GuiaRemitente } from './guia-remitente';

/** El ejemplo completo de docs/gre.md (motivo 04, transporte privado), sin firmar. */
const EJEMPLO = `<?xml version="1.0" encoding="UTF-8"?>
<DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2"
 xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
 xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
 xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"
 xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
 <ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>
 <cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>2.0</cbc:CustomizationID>
 <cbc:ID>T001-125</cbc:ID><cbc:IssueDate>2025-05-14</cbc:IssueDate><cbc:IssueTime>09:30:00</cbc:IssueTime>
 <cbc:DespatchAdviceTypeCode listAgencyName="PE:SUNAT" listName="Tipo de Documento"
  listURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01">09</cbc:DespatchAdviceTypeCode>
 <cbc:Note>Movimiento de activos MOV-2025-0042</cbc:Note>
 <cac:Signature><cbc:ID>SIGN20123456786</cbc:ID>
  <cac:SignatoryParty><cac:PartyIdentification><cbc:ID>20123456786</cbc:ID></cac:PartyIdentification>
   <cac:PartyName><cbc:Name>ACTIVOS DEMO S.A.C.</cbc:Name></cac:PartyName></cac:SignatoryParty>
  <cac:DigitalSignatureAttachment><cac:ExternalReference><cbc:URI>#SignatureSP</cbc:URI></cac:ExternalReference>
  </cac:DigitalSignatureAttachment></cac:Signature>
 <cac:DespatchSupplierParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="6" schemeName="Documento de Identidad"
  schemeAgencyName="PE:SUNAT" schemeURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06">20123456786</cbc:ID>
  </cac:PartyIdentification><cac:PartyLegalEntity><cbc:RegistrationName>ACTIVOS DEMO S.A.C.</cbc:RegistrationName>
  </cac:PartyLegalEntity></cac:Party></cac:DespatchSupplierParty>
 <cac:DeliveryCustomerParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="6" schemeName="Documento de Identidad"
  schemeAgencyName="PE:SUNAT" schemeURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06">20123456786</cbc:ID>
  </cac:PartyIdentification><cac:PartyLegalEntity><cbc:RegistrationName>ACTIVOS DEMO S.A.C.</cbc:RegistrationName>
  </cac:PartyLegalEntity></cac:Party></cac:DeliveryCustomerParty>
 <cac:Shipment>
  <cbc:ID>SUNAT_Envio</cbc:ID>
  <cbc:HandlingCode listAgencyName="PE:SUNAT" listName="Motivo de traslado"
   listURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo20">04</cbc:HandlingCode>
  <cbc:HandlingInstructions>Traslado de activo fijo entre sedes</cbc:HandlingInstructions>
  <cbc:GrossWeightMeasure unitCode="KGM">85.000</cbc:GrossWeightMeasure>
  <cbc:TotalTransportHandlingUnitQuantity>2</cbc:TotalTransportHandlingUnitQuantity>
  <cac:ShipmentStage>
   <cbc:TransportModeCode listName="Modalidad de traslado" listAgencyName="PE:SUNAT"
    listURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo18">02</cbc:TransportModeCode>
   <cac:TransitPeriod><cbc:StartDate>2025-05-14</cbc:StartDate></cac:TransitPeriod>
   <cac:DriverPerson><cbc:ID schemeID="1" schemeName="Documento de Identidad" schemeAgencyName="PE:SUNAT"
     schemeURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06">45678912</cbc:ID>
    <cbc:FirstName>JUAN CARLOS</cbc:FirstName><cbc:FamilyName>QUISPE ROJAS</cbc:FamilyName>
    <cbc:JobTitle>Principal</cbc:JobTitle>
    <cac:IdentityDocumentReference><cbc:ID>Q45678912</cbc:ID></cac:IdentityDocumentReference></cac:DriverPerson>
  </cac:ShipmentStage>
  <cac:Delivery>
   <cac:DeliveryAddress><cbc:ID schemeAgencyName="PE:INEI" schemeName="Ubigeos">150131</cbc:ID>
    <cbc:AddressTypeCode listID="20123456786" listAgencyName="PE:SUNAT" listName="Establecimientos anexos">0002</cbc:AddressTypeCode>
    <cac:AddressLine><cbc:Line>AV. JAVIER PRADO ESTE 123, SAN ISIDRO</cbc:Line></cac:AddressLine></cac:DeliveryAddress>
   <cac:Despatch><cac:DespatchAddress><cbc:ID schemeAgencyName="PE:INEI" schemeName="Ubigeos">150101</cbc:ID>
    <cbc:AddressTypeCode listID="20123456786" listAgencyName="PE:SUNAT" listName="Establecimientos anexos">0000</cbc:AddressTypeCode>
    <cac:AddressLine><cbc:Line>JR. LAMPA 456, CERCADO DE LIMA</cbc:Line></cac:AddressLine></cac:DespatchAddress></cac:Despatch>
  </cac:Delivery>
  <cac:TransportHandlingUnit><cac:TransportEquipment><cbc:ID>ABC123</cbc:ID></cac:TransportEquipment></cac:TransportHandlingUnit>
 </cac:Shipment>
 <cac:DespatchLine><cbc:ID>1</cbc:ID><cbc:DeliveredQuantity unitCode="NIU">1</cbc:DeliveredQuantity>
  <cac:OrderLineReference><cbc:LineID>1</cbc:LineID></cac:OrderLineReference>
  <cac:Item><cbc:Description>LAPTOP DELL LATITUDE 5440 S/N 7XK2Q</cbc:Description>
   <cac:SellersItemIdentification><cbc:ID>AF-000731</cbc:ID></cac:SellersItemIdentification></cac:Item></cac:DespatchLine>
</DespatchAdvice>`;

/** Cada elemento en orden de documento: ruta, atributos y texto propio (sin los espacios entre elementos). */
function recorrido(xml: string): string[] {
  const filas: string[] = [];
  const visitar = (elemento: Element, ruta: string) => {
    const aqui = `${ruta}/${elemento.tagName}`;
    const atributos = Array.from(elemento.attributes)
      .filter((a) => !a.name.startsWith('xmlns'))
      .map((a) => `@${a.name}=${a.value}`)
      .join(' ');
    const texto = Array.from(elemento.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.nodeValue ?? '')
      .join('')
      .trim();
    filas.push([aqui, atributos, texto].filter(Boolean).join(' '));
    for (const hijo of Array.from(elemento.childNodes)) if (hijo.nodeType === Node.ELEMENT_NODE) visitar(hijo as Element, aqui);
  };
  visitar(new DOMParser().parseFromString(xml, 'text/xml').documentElement!, '');
  return filas;
}

const elementos = (xml: string) => recorrido(xml).map((fila) => fila.split(' ')[0]);

describe('construirXml', () => {
  it('escribe el ejemplo completo de la documentación: mismos elementos, en el mismo orden, con los mismos atributos y textos', () => {
    expect(recorrido(construirXml(guiaPrivada04()))).toEqual(recorrido(EJEMPLO));
  });

  it('declara los espacios de nombres de UBL y de la firma en la raíz, en UTF-8 y sin BOM', () => {
    const xml = construirXml(guiaPrivada04());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const ns of ['xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2"', 'xmlns:ds="http://www.w3.org/2000/09/xmldsig#"']) {
      expect(xml).toContain(ns);
    }
  });

  it('en transporte público escribe el transportista y la entrega al transportista, sin conductores ni vehículos', () => {
    const etapa = recorrido(construirXml(guiaPublica13())).filter((fila) => fila.includes('/cac:ShipmentStage/'));
    expect(etapa.map((fila) => fila.replace('/DespatchAdvice/cac:Shipment/cac:ShipmentStage', ''))).toEqual([
      '/cbc:TransportModeCode @listName=Modalidad de traslado @listAgencyName=PE:SUNAT @listURI=urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo18 01',
      '/cac:TransitPeriod',
      '/cac:TransitPeriod/cbc:StartDate 2025-05-15',
      '/cac:CarrierParty',
      '/cac:CarrierParty/cac:PartyIdentification',
      '/cac:CarrierParty/cac:PartyIdentification/cbc:ID @schemeID=6 @schemeName=Documento de Identidad @schemeAgencyName=PE:SUNAT @schemeURI=urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06 20600000005',
      '/cac:CarrierParty/cac:PartyLegalEntity',
      '/cac:CarrierParty/cac:PartyLegalEntity/cbc:RegistrationName TRANSPORTES DEMO S.A.',
      '/cac:CarrierParty/cac:PartyLegalEntity/cbc:CompanyID 1545123CNG',
      '/cac:LoadingTransportEvent',
      '/cac:LoadingTransportEvent/cbc:OccurrenceDate 2025-05-14',
    ]);
    expect(elementos(construirXml(guiaPublica13())).some((e) => e.includes('cac:TransportHandlingUnit') || e.includes('cac:DriverPerson'))).toBe(false);
  });

  it('con el motivo 13 lleva su descripción y, sin código de establecimiento, no escribe AddressTypeCode', () => {
    const filas = recorrido(construirXml(guiaPublica13()));
    expect(filas).toContain('/DespatchAdvice/cac:Shipment/cbc:HandlingInstructions TRASLADO DE ACTIVO FIJO A TALLER PARA REPARACION');
    expect(filas.filter((f) => f.startsWith('/DespatchAdvice/cac:Shipment/cac:Delivery/cac:DeliveryAddress/')).map((f) => f.split(' ')[0])).toEqual([
      '/DespatchAdvice/cac:Shipment/cac:Delivery/cac:DeliveryAddress/cbc:ID',
      '/DespatchAdvice/cac:Shipment/cac:Delivery/cac:DeliveryAddress/cac:AddressLine',
      '/DespatchAdvice/cac:Shipment/cac:Delivery/cac:DeliveryAddress/cac:AddressLine/cbc:Line',
    ]);
  });

  it('marca el vehículo M1/L con su indicador, antes de la etapa del traslado', () => {
    const lista = elementos(construirXml(guiaPrivada04({ vehiculoM1L: true, conductores: [] })));
    const indicador = recorrido(construirXml(guiaPrivada04({ vehiculoM1L: true, conductores: [] }))).find((f) => f.includes('cbc:SpecialInstructions'));
    expect(indicador).toBe('/DespatchAdvice/cac:Shipment/cbc:SpecialInstructions SUNAT_Envio_IndicadorTrasladoVehiculoM1L');
    expect(lista.indexOf('/DespatchAdvice/cac:Shipment/cbc:SpecialInstructions')).toBe(lista.indexOf('/DespatchAdvice/cac:Shipment/cac:ShipmentStage') - 1);
    expect(lista.some((e) => e.includes('cac:DriverPerson'))).toBe(false);
  });

  it('pone los vehículos secundarios dentro del principal y un conductor secundario como Secundario', () => {
    const guia = guiaPrivada04({
      vehiculos: [{ placa: 'ABC123' }, { placa: 'XYZ789' }],
      conductores: [...guiaPrivada04().conductores, { ...guiaPrivada04().conductores[0], numeroDocumento: '12345678', principal: false }],
    });
    const filas = recorrido(construirXml(guia));
    expect(filas).toContain('/DespatchAdvice/cac:Shipment/cac:TransportHandlingUnit/cac:TransportEquipment/cac:AttachedTransportEquipment/cbc:ID XYZ789');
    expect(filas.filter((f) => f.endsWith('cbc:JobTitle Principal') || f.endsWith('cbc:JobTitle Secundario')).map((f) => f.split(' ').pop())).toEqual([
      'Principal',
      'Secundario',
    ]);
  });

  it('omite los opcionales ausentes aunque lleguen como null en el cuerpo', () => {
    const guia = { ...guiaPrivada04(), bultos: null, nota: null, descripcionMotivo: null } as unknown as GuiaRemitente;
    expect(elementos(construirXml(guia)).filter((e) => /TotalTransportHandlingUnitQuantity|cbc:Note|HandlingInstructions/.test(e))).toEqual([]);
  });

  it('numera las líneas desde 1 y repite el número en LineID', () => {
    const guia = guiaPrivada04({ lineas: [1, 2, 3].map((n) => ({ codigo: `AF-${n}`, descripcion: `SILLA ${n}`, cantidad: n })) });
    const filas = recorrido(construirXml(guia));
    expect(filas.filter((f) => f.startsWith('/DespatchAdvice/cac:DespatchLine/cbc:ID ') || f.includes('cbc:LineID')).map((f) => f.split(' ').pop())).toEqual([
      '1',
      '1',
      '2',
      '2',
      '3',
      '3',
    ]);
  });

  it('escapa los caracteres especiales de XML y quita los de control de los textos libres', () => {
    const guia = guiaPrivada04({
      emisor: { ruc: '20123456786', razonSocial: 'PEREZ & HIJOS <S.A.C.> "LA ÑUSTA"' },
      lineas: [{ descripcion: 'MESA\tDE\nREUNIONES 2>1', cantidad: 1 }],
    });
    const xml = construirXml(guia);
    expect(xml).toContain('<cbc:RegistrationName>PEREZ &amp; HIJOS &lt;S.A.C.&gt; &quot;LA ÑUSTA&quot;</cbc:RegistrationName>');
    expect(recorrido(xml)).toContain('/DespatchAdvice/cac:DespatchLine/cac:Item/cbc:Description MESA DE REUNIONES 2>1');
  });
});
