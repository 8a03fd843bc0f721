import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { validarXsd } from '../../documento/validar-xsd';
import { verificarFirma } from '../../documento/verificar-firma';
import { leerZip } from './zip';

/** A finding about a guía: its SUNAT code and text. */
export interface Observacion {
  codigo: string;
  mensaje: string;
}

/** What the double checks besides its own rules (by default revisarEsquemaYFirma). */
export type VerificarDocumento = (xml: string) => Observacion[] | Promise<Observacion[]>;

/**
 * The UBL schema and the signature, checked as SUNAT checks them: a document outside the schema is one SUNAT cannot read
 * (0306); a signature that does not verify is a document altered after signing (2335).
 */
export async function revisarEsquemaYFirma(xml: string): Promise<Observacion[]> {
  const esquema = await validarXsd(xml);
  if (esquema.length) return [{ codigo: '0306', mensaje: `No se puede leer el XML: ${esquema.map((error) => error.mensaje).join(' ')}` }];
  const firma = verificarFirma(xml);
  return firma.valida ? [] : [{ codigo: '2335', mensaje: `El documento electrónico ingresado ha sido alterado: ${firma.motivo}` }];
}

/** `RUC-09-serie-numero`, the name SUNAT takes (the path of the send). */
export const NOMBRE_DE_GUIA = /^(\d{11})-09-(T[A-Z0-9]{3})-(\d{1,8})$/;

const UBL_DESPATCH = 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

export interface GuiaRecibida {
  ruc: string;
  serie: string;
  numero: string;
  xml: string;
  documento: Document;
}

/** The send refused as SUNAT refuses a file it does not register (422 with its errors). */
export class EnvioInvalido extends Error {
  constructor(readonly errores: Array<{ cod: string; msg: string }>) {
    super(errores.map((e) => `${e.cod} ${e.msg}`).join('; '));
  }
}

const invalido = (cod: string, msg: string) => new EnvioInvalido([{ cod, msg }]);

/**
 * The checks SUNAT makes before it gives a ticket: the name, the archive's name and hash, one XML of that name, well
 * formed, a DespatchAdvice. The codes of the name and the archive are SUNAT's; 0160 (hash) is the double's own.
 */
export async function revisarEnvio(nombre: string, cuerpo: unknown): Promise<GuiaRecibida> {
  const partes = NOMBRE_DE_GUIA.exec(nombre);
  if (!partes) throw invalido('0151', `El nombre del archivo ${nombre} no tiene el formato RUC-09-serie-numero`);
  const archivo = (cuerpo as { archivo?: { nomArchivo?: unknown; arcGreZip?: unknown; hashZip?: unknown } } | null)?.archivo;
  if (archivo?.nomArchivo !== `${nombre}.zip`) throw invalido('0151', `El nombre del archivo ZIP debe ser ${nombre}.zip`);
  if (typeof archivo.arcGreZip !== 'string' || !archivo.arcGreZip) throw invalido('0155', 'El archivo ZIP está vacío');
  const zip = Buffer.from(archivo.arcGreZip, 'base64');
  if (archivo.hashZip !== createHash('sha256').update(zip).digest('hex')) throw invalido('0160', 'El hash del archivo ZIP no coincide con su contenido');
  let entradas;
  try {
    entradas = await leerZip(zip);
  } catch {
    throw invalido('0156', 'El archivo ZIP está corrupto');
  }
  if (entradas.length !== 1 || entradas[0].nombre !== `${nombre}.xml`) throw invalido('0161', `El ZIP debe contener solo el archivo ${nombre}.xml`);
  const xml = entradas[0].datos.toString('utf8');
  let documento;
  try {
    // Any error, not only the fatal ones xmldom throws for: a well-formed document has none.
    documento = new DOMParser({
      onError: (nivel, mensaje) => {
        if (nivel !== 'warning') throw new Error(mensaje);
      },
    }).parseFromString(xml, 'text/xml');
  } catch {
    throw invalido('0306', 'No se puede leer (parsear) el archivo XML');
  }
  const raiz = documento.documentElement;
  if (!raiz) throw invalido('0306', 'No se puede leer (parsear) el archivo XML');
  if (raiz.localName !== 'DespatchAdvice' || raiz.namespaceURI !== UBL_DESPATCH) throw invalido('0306', 'El XML no es una guía de remisión (DespatchAdvice)');
  return { ruc: partes[1], serie: partes[2], numero: partes[3], xml, documento: documento as unknown as Document };
}

/** The element's direct child of that namespace and name. */
const hijo = (padre: Element | null | undefined, ns: string, nombre: string): Element | undefined =>
  padre ? Array.from(padre.childNodes).find((n): n is Element => n.nodeType === 1 && (n as Element).localName === nombre && (n as Element).namespaceURI === ns) : undefined;

/** 1034-1036: the RUC, series and number of the name are those inside the XML. */
export function revisarCoherencia(guia: GuiaRecibida): Observacion[] {
  const raiz = guia.documento.documentElement;
  const [serie, numero] = (hijo(raiz, CBC, 'ID')?.textContent?.trim() ?? '').split('-');
  const proveedor = hijo(hijo(hijo(raiz, CAC, 'DespatchSupplierParty'), CAC, 'Party'), CAC, 'PartyIdentification');
  const ruc = hijo(proveedor, CBC, 'ID')?.textContent?.trim();
  const observaciones: Observacion[] = [];
  if (ruc !== guia.ruc) observaciones.push({ codigo: '1034', mensaje: 'Número de RUC del nombre del archivo no coincide con el consignado en el contenido del archivo XML' });
  if (serie !== guia.serie) observaciones.push({ codigo: '1035', mensaje: 'Número de serie del nombre del archivo no coincide con el consignado en el contenido del archivo XML' });
  if (!/^\d{1,8}$/.test(numero ?? '') || Number(numero) !== Number(guia.numero)) {
    observaciones.push({ codigo: '1036', mensaje: 'Número de documento en el nombre del archivo no coincide con el consignado en el contenido del XML' });
  }
  return observaciones;
}
