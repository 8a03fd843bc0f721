import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { DOMParser, Element, Node } from '@xmldom/xmldom';
import * as yauzl from 'yauzl';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

/** Un CDR real pesa unos KB: el tope solo corta un zip dañado o malicioso. */
const MAX_CDR = 5 * 1024 * 1024;

export const CDR_ILEGIBLE = 'La constancia de recepción (CDR) de SUNAT no se puede leer';

export interface ObservacionCdr {
  /** Código de SUNAT (4000 en adelante); '' si la nota no empieza con uno. */
  codigo: string;
  mensaje: string;
}

/** Lo que dice la constancia de recepción de SUNAT sobre una guía. */
export interface Cdr {
  /** Nombre de la entrada leída (R-RUC-09-SERIE-NUMERO.xml). */
  archivo: string;
  /** '0' = aceptada; un código de error = rechazada. */
  codigoRespuesta: string;
  descripcion: string;
  /** El documento al que responde (T001-125). */
  referencia: string;
  observaciones: ObservacionCdr[];
  /** El enlace del QR de la representación impresa (DocumentDescription), tal cual. */
  enlaceQr: string | null;
}

/**
 * Lee el CDR que devuelve SUNAT (el zip de arcCdr ya decodificado): busca la entrada R-*.xml y toma sus datos por
 * espacio de nombres, sin depender del orden de los elementos (el ejemplo de SUNAT no cumple su propio esquema), así
 * que nunca se valida contra el XSD. Ver docs/gre.md, «CDR».
 */
export async function leerCdr(zip: Buffer): Promise<Cdr> {
  const { archivo, xml } = await entradaR(zip);
  let documento;
  try {
    documento = new DOMParser().parseFromString(xml, 'text/xml');
  } catch {
    throw new Error(CDR_ILEGIBLE);
  }
  const raiz = documento.documentElement;
  if (!raiz || raiz.localName !== 'ApplicationResponse') throw new Error(CDR_ILEGIBLE);
  const respuesta = primero(raiz, CAC, 'DocumentResponse');
  const response = respuesta && primero(respuesta, CAC, 'Response');
  const codigoRespuesta = texto(response && primero(response, CBC, 'ResponseCode'));
  if (!codigoRespuesta) throw new Error(CDR_ILEGIBLE);
  const referenciaDocumento = respuesta && primero(respuesta, CAC, 'DocumentReference');
  const enlace = texto(referenciaDocumento && primero(referenciaDocumento, CBC, 'DocumentDescription'));
  const notas = hijos(raiz, CBC, 'Note').map((nota) => texto(nota));
  return {
    archivo,
    codigoRespuesta,
    descripcion: texto(response && primero(response, CBC, 'Description')),
    referencia: texto(response && primero(response, CBC, 'ReferenceID')),
    observaciones: notas.filter(Boolean).map(observacion),
    enlaceQr: enlace || null,
  };
}

/** «4398 - La placa no está registrada» → código y mensaje. */
function observacion(nota: string): ObservacionCdr {
  const partes = /^(\d{4})\s*-\s*([\s\S]*)$/.exec(nota);
  return partes ? { codigo: partes[1], mensaje: partes[2].trim() } : { codigo: '', mensaje: nota };
}

const texto = (elemento: Element | null | undefined) => elemento?.textContent?.trim() ?? '';

const hijos = (padre: Element, ns: string, nombre: string) =>
  Array.from(padre.childNodes).filter((n): n is Element => n.nodeType === Node.ELEMENT_NODE && (n as Element).namespaceURI === ns && (n as Element).localName === nombre);

/** El primer descendiente con ese nombre, a cualquier profundidad. */
const primero = (padre: Element, ns: string, nombre: string): Element | null => padre.getElementsByTagNameNS(ns, nombre)[0] ?? null;

/** La primera entrada R-*.xml del zip (sin carpetas: su nombre puede venir con ruta). */
async function entradaR(zip: Buffer): Promise<{ archivo: string; xml: string }> {
  const archivo = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, abierto) => (error ? reject(new Error(CDR_ILEGIBLE)) : resolve(abierto))),
  );
  try {
    return await new Promise((resolve, reject) => {
      archivo.on('error', () => reject(new Error(CDR_ILEGIBLE)));
      archivo.on('end', () => reject(new Error(`${CDR_ILEGIBLE}: no contiene un archivo R-*.xml`)));
      archivo.on('entry', (entrada: yauzl.Entry) => {
        const nombre = entrada.fileName.split('/').pop() ?? '';
        if (entrada.fileName.endsWith('/') || !/^R-.*\.xml$/i.test(nombre)) return archivo.readEntry();
        if (entrada.uncompressedSize > MAX_CDR) return reject(new Error(CDR_ILEGIBLE));
        archivo.openReadStream(entrada, (error, flujo) => {
          if (error || !flujo) return reject(new Error(CDR_ILEGIBLE));
          buffer(flujo as Readable).then((bytes) => resolve({ archivo: nombre, xml: bytes.toString('utf8') }), () => reject(new Error(CDR_ILEGIBLE)));
        });
      });
      archivo.readEntry();
    });
  } finally {
    archivo.close();
  }
}
