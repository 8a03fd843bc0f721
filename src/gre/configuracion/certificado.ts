import forge from 'node-forge';
import { formatLimaDate } from '../../common/lima-time';

/** What the product keeps of an uploaded PKCS#12 (docs/gre-sunat.md, "Certificado"). */
export interface CertificadoLeido {
  certificadoPem: string;
  llavePem: string;
  /** The subject's CN, with the RUC the subject names when it names one. */
  titular: string;
  numeroSerie: string;
  venceEl: Date;
}

/** Why an upload is not a certificate the guía can be signed with; the message names the cause, for a person. */
export class CertificadoInvalidoError extends Error {}

export const NO_ES_PKCS12 = 'El archivo no es un certificado PKCS#12 (.pfx o .p12)';
export const CLAVE_INCORRECTA = 'La clave del certificado no es correcta';
export const SIN_LLAVE = 'El archivo no contiene la llave privada del certificado';
export const SIN_RSA = 'La llave del certificado no es RSA: SUNAT solo acepta firmas RSA';
export const LLAVE_AJENA = 'La llave privada no corresponde al certificado';
export const vencido = (venceEl: Date) => `El certificado venció el ${formatLimaDate(venceEl)}`;

const PKCS7_DATA = '1.2.840.113549.1.7.1';
const PKCS7_SIGNED = '1.2.840.113549.1.7.2';
/** A Peruvian RUC: 10 (persons), 15-17, 20 (companies), and nine digits. */
const RUC = /\b(?:10|15|16|17|20)\d{9}\b/;

/**
 * The outer shape of a PKCS#12 (RFC 7292 PFX: version 3 and a PKCS#7 content), read before its password is tried, so
 * a file of another kind is told apart from a wrong password.
 */
function pfxDe(bytes: Buffer): forge.asn1.Asn1 {
  let pfx: forge.asn1.Asn1;
  try {
    pfx = forge.asn1.fromDer(bytes.toString('binary'));
  } catch {
    throw new CertificadoInvalidoError(NO_ES_PKCS12);
  }
  const [version, contenido] = Array.isArray(pfx.value) ? pfx.value : [];
  const tipo = contenido && Array.isArray(contenido.value) ? contenido.value[0] : undefined;
  const oid = tipo && typeof tipo.value === 'string' && tipo.type === forge.asn1.Type.OID ? forge.asn1.derToOid(tipo.value) : undefined;
  const esVersion3 = version?.type === forge.asn1.Type.INTEGER && typeof version.value === 'string' && forge.util.bytesToHex(version.value) === '03';
  if (!esVersion3 || (oid !== PKCS7_DATA && oid !== PKCS7_SIGNED)) throw new CertificadoInvalidoError(NO_ES_PKCS12);
  return pfx;
}

const bolsas = (p12: forge.pkcs12.Pkcs12Pfx, tipo: string) => p12.getBags({ bagType: tipo })[tipo] ?? [];

/**
 * Reads the holder's certificate and RSA key from a PKCS#12 file. forge is plain JavaScript and a file chooses its own
 * key-derivation rounds, so the API runs this in the worker pool (certificado.tarea.ts); signing reads the stored PEM.
 */
export function leerCertificado(bytes: Buffer, clave: string, ahora = new Date()): CertificadoLeido {
  const pfx = pfxDe(bytes);
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(pfx, false, clave);
  } catch {
    // The structure was a PKCS#12: what fails now is the MAC or the decryption, both the password's.
    throw new CertificadoInvalidoError(CLAVE_INCORRECTA);
  }
  const llaves = [...bolsas(p12, forge.pki.oids.pkcs8ShroudedKeyBag), ...bolsas(p12, forge.pki.oids.keyBag)];
  if (!llaves.length) throw new CertificadoInvalidoError(SIN_LLAVE);
  // forge reads only RSA: another kind of key or certificate is left as raw ASN.1, without `key` or `cert`.
  const llave = llaves.find((bolsa) => bolsa.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!llave) throw new CertificadoInvalidoError(SIN_RSA);
  const certificados = bolsas(p12, forge.pki.oids.certBag).map((bolsa) => bolsa.cert);
  if (!certificados.length) throw new CertificadoInvalidoError(NO_ES_PKCS12);
  // The holder's is the one of this key; the others (if any) are its chain.
  const certificado = certificados.find((c) => c && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(llave.n));
  if (!certificado) throw new CertificadoInvalidoError(certificados.some(Boolean) ? LLAVE_AJENA : SIN_RSA);
  const venceEl = certificado.validity.notAfter;
  if (venceEl.getTime() <= ahora.getTime()) throw new CertificadoInvalidoError(vencido(venceEl));
  const cn = String(certificado.subject.getField('CN')?.value ?? '').trim();
  const ruc = certificado.subject.attributes.map((a) => RUC.exec(String(a.value ?? ''))?.[0]).find(Boolean);
  return {
    certificadoPem: forge.pki.certificateToPem(certificado),
    llavePem: forge.pki.privateKeyToPem(llave),
    titular: ruc && !cn.includes(ruc) ? `${cn} (RUC ${ruc})` : cn,
    numeroSerie: certificado.serialNumber.toUpperCase(),
    venceEl,
  };
}
