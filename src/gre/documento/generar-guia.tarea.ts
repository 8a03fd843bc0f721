import { TaskRejection } from '../../common/worker/task-rejection';
import { construirXml } from './construir-xml';
import { AlgoritmoFirma, firmarXml } from './firmar-xml';
import { GuiaRemitente, nombreArchivo } from './guia-remitente';
import { sha256Hex, zipDeGuia } from './paquete';
import { validarXsd } from './validar-xsd';

export interface PedidoGuia {
  /** Ya validada con validarGuia. */
  guia: GuiaRemitente;
  keyPem: string;
  certPem: string;
  algoritmo?: AlgoritmoFirma;
}

export interface GuiaGenerada {
  /** El XML firmado, tal cual va dentro del zip. */
  xml: string;
  /** RUC-09-SERIE-NUMERO, sin extensión (el zip es `<nombre>.zip` y su entrada `<nombre>.xml`). */
  nombreArchivo: string;
  zip: Buffer;
  /** SHA-256 del zip en hexadecimal (hashZip del envío). */
  sha256: string;
  /** DigestValue de la firma (base64). */
  digest: string;
}

/**
 * Tarea del grupo de hilos: arma el XML, lo firma, lo valida contra el esquema UBL y lo empaqueta. Validar el esquema
 * cuesta cientos de milisegundos y firmar una guía grande también: nada de esto corre en el hilo de la API.
 * Un XML que no cumple el esquema es un defecto del armado, no un dato del usuario: se rechaza con los errores.
 */
export default async function generarGuia({ guia, keyPem, certPem, algoritmo }: PedidoGuia): Promise<GuiaGenerada> {
  const { xml, digest } = firmarXml(construirXml(guia), { keyPem, certPem }, algoritmo);
  const errores = await validarXsd(xml);
  if (errores.length) throw new TaskRejection(`La guía no cumple el esquema UBL de SUNAT. ${errores.map((e) => e.mensaje).join(' ')}`);
  const nombre = nombreArchivo(guia);
  const zip = await zipDeGuia(nombre, xml);
  return { xml, nombreArchivo: nombre, zip, sha256: sha256Hex(zip), digest };
}
