import { createHash, verify, X509Certificate } from 'node:crypto';
import { DOMParser, Element, Node } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { ALGORITMOS, C14N, ENVELOPED } from './firmar-xml';

const DS = 'http://www.w3.org/2000/09/xmldsig#';

export type VerificacionFirma = { valida: true; idFirma: string; certificado: X509Certificate } | { valida: false; motivo: string };

const falla = (motivo: string): VerificacionFirma => ({ valida: false, motivo });

const hijoDs = (padre: Element, nombre: string): Element | undefined =>
  Array.from(padre.childNodes).find((n): n is Element => n.nodeType === Node.ELEMENT_NODE && (n as Element).namespaceURI === DS && (n as Element).localName === nombre);

const algoritmo = (elemento: Element | undefined) => elemento?.getAttribute('Algorithm') ?? '';

/**
 * Los espacios de nombres que el elemento hereda de sus ancestros (el más cercano gana), que la C14N inclusiva
 * de un subconjunto del documento escribe en su primer elemento; sin los que el propio elemento declara o usa.
 */
function espaciosHeredados(elemento: Element): { prefix: string; namespaceURI: string }[] {
  const propios = new Set([elemento.prefix ?? '']);
  for (const atributo of Array.from(elemento.attributes)) {
    if (atributo.name === 'xmlns' || atributo.name.startsWith('xmlns:')) propios.add(atributo.name.replace(/^xmlns:?/, ''));
  }
  const vistos = new Map<string, string>();
  for (let nodo = elemento.parentNode; nodo && nodo.nodeType === Node.ELEMENT_NODE; nodo = nodo.parentNode) {
    for (const atributo of Array.from((nodo as Element).attributes)) {
      if (atributo.name !== 'xmlns' && !atributo.name.startsWith('xmlns:')) continue;
      const prefijo = atributo.name.replace(/^xmlns:?/, '');
      if (!vistos.has(prefijo)) vistos.set(prefijo, atributo.value);
    }
  }
  return [...vistos].filter(([prefijo, uri]) => uri !== '' && !propios.has(prefijo)).map(([prefix, namespaceURI]) => ({ prefix, namespaceURI }));
}

/**
 * Verifica la firma de una guía sin la verificación de xml-crypto: canoniza SignedInfo y el documento sin la firma
 * (transformación envuelta), recalcula el DigestValue y comprueba SignatureValue con la clave pública del certificado
 * que trae KeyInfo, con node:crypto (docs/gre.md, «Firma»). No juzga la confianza del certificado, solo que firmó
 * este documento.
 */
export function verificarFirma(xml: string): VerificacionFirma {
  let documento;
  try {
    documento = new DOMParser().parseFromString(xml, 'text/xml');
  } catch (error) {
    return falla(`El XML no está bien formado: ${(error as Error).message}`);
  }
  const firmas = documento.getElementsByTagNameNS(DS, 'Signature');
  if (firmas.length !== 1) return falla(`Se esperaba una firma y el documento tiene ${firmas.length}`);
  const firma = firmas[0];
  const signedInfo = hijoDs(firma, 'SignedInfo');
  const valorFirma = hijoDs(firma, 'SignatureValue')?.textContent?.replace(/\s+/g, '');
  const keyInfo = hijoDs(firma, 'KeyInfo');
  const x509 = keyInfo && hijoDs(keyInfo, 'X509Data');
  const certificadoB64 = (x509 && hijoDs(x509, 'X509Certificate')?.textContent?.replace(/\s+/g, '')) || '';
  if (!signedInfo || !valorFirma || !certificadoB64) return falla('La firma no tiene SignedInfo, SignatureValue o el certificado en KeyInfo');

  if (algoritmo(hijoDs(signedInfo, 'CanonicalizationMethod')) !== C14N) return falla('La firma no usa la canonización C14N inclusiva');
  const metodo = Object.values(ALGORITMOS).find((a) => a.firma === algoritmo(hijoDs(signedInfo, 'SignatureMethod')));
  if (!metodo) return falla('Algoritmo de firma no admitido');
  const referencias = Array.from(signedInfo.childNodes).filter((n) => n.nodeType === Node.ELEMENT_NODE && (n as Element).localName === 'Reference') as Element[];
  if (referencias.length !== 1 || referencias[0].getAttribute('URI') !== '') return falla('La firma debe tener una sola referencia al documento completo (URI vacía)');
  const referencia = referencias[0];
  const transformaciones = Array.from(hijoDs(referencia, 'Transforms')?.childNodes ?? [])
    .filter((n) => n.nodeType === Node.ELEMENT_NODE)
    .map((n) => algoritmo(n as Element));
  if (transformaciones[0] !== ENVELOPED || transformaciones.slice(1).some((t) => t !== C14N)) return falla('Transformaciones de la referencia no admitidas');
  const resumen = Object.values(ALGORITMOS).find((a) => a.digest === algoritmo(hijoDs(referencia, 'DigestMethod')));
  if (!resumen) return falla('Algoritmo de resumen no admitido');
  const digestDeclarado = hijoDs(referencia, 'DigestValue')?.textContent?.replace(/\s+/g, '') ?? '';

  const c14n = new C14nCanonicalization();
  const signedInfoCanonico = c14n.process(signedInfo as never, { ancestorNamespaces: espaciosHeredados(signedInfo) });
  firma.parentNode!.removeChild(firma);
  const documentoCanonico = c14n.process(documento.documentElement as never, {});
  const digest = createHash(resumen.hash).update(documentoCanonico, 'utf8').digest('base64');
  if (digest !== digestDeclarado) return falla('El documento fue modificado después de firmarlo: su resumen (DigestValue) no coincide');

  let certificado: X509Certificate;
  try {
    certificado = new X509Certificate(Buffer.from(certificadoB64, 'base64'));
  } catch {
    return falla('El certificado de la firma no se puede leer');
  }
  const ok = verify(metodo.hash, Buffer.from(signedInfoCanonico, 'utf8'), certificado.publicKey, Buffer.from(valorFirma, 'base64'));
  if (!ok) return falla('El valor de la firma (SignatureValue) no corresponde al certificado');
  return { valida: true, idFirma: firma.getAttribute('Id') ?? '', certificado };
}
