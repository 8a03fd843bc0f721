import { SignedXml } from 'xml-crypto';
import { ID_FIRMA } from './construir-xml';

/** Algoritmos de la firma: SHA-1 es lo que usan todas las implementaciones que SUNAT acepta; SHA-256 queda configurable. */
export type AlgoritmoFirma = 'rsa-sha1' | 'rsa-sha256';

export const ALGORITMOS: Record<AlgoritmoFirma, { firma: string; digest: string; hash: 'sha1' | 'sha256' }> = {
  'rsa-sha1': { firma: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digest: 'http://www.w3.org/2000/09/xmldsig#sha1', hash: 'sha1' },
  'rsa-sha256': { firma: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', digest: 'http://www.w3.org/2001/04/xmlenc#sha256', hash: 'sha256' },
};

export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

/** El certificado PEM como lo lleva ds:X509Certificate: el DER en base64, sin cabeceras ni saltos de línea. */
export const certificadoBase64 = (certPem: string) => certPem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

export interface ResultadoFirma {
  xml: string;
  /** DigestValue de la referencia (base64): el resumen que imprime la representación impresa. */
  digest: string;
}

/**
 * Firma la guía (XMLDSig envuelta, C14N inclusiva) con ds:Signature Id="SignatureSP" como único hijo de
 * ext:ExtensionContent y el certificado en KeyInfo (docs/gre.md, «Firma»). La cadena que sale no se vuelve a formatear.
 */
export function firmarXml(xml: string, claves: { keyPem: string; certPem: string }, algoritmo: AlgoritmoFirma = 'rsa-sha1'): ResultadoFirma {
  const { firma, digest } = ALGORITMOS[algoritmo];
  const firmador = new SignedXml({
    privateKey: claves.keyPem,
    publicCert: claves.certPem,
    signatureAlgorithm: firma,
    canonicalizationAlgorithm: C14N,
    getKeyInfoContent: ({ prefix } = {}) => {
      const p = prefix ? `${prefix}:` : '';
      return `<${p}X509Data><${p}X509Certificate>${certificadoBase64(claves.certPem)}</${p}X509Certificate></${p}X509Data>`;
    },
  });
  firmador.addReference({ xpath: "/*[local-name(.)='DespatchAdvice']", transforms: [ENVELOPED], digestAlgorithm: digest, isEmptyUri: true });
  firmador.computeSignature(xml, {
    prefix: 'ds',
    attrs: { Id: ID_FIRMA },
    existingPrefixes: { ds: DS },
    location: { reference: "/*/*[local-name(.)='UBLExtensions']/*[local-name(.)='UBLExtension']/*[local-name(.)='ExtensionContent']", action: 'append' },
  });
  const firmado = firmador.getSignedXml();
  const valor = /<ds:DigestValue>([^<]+)<\/ds:DigestValue>/.exec(firmado);
  if (!valor) throw new Error('La firma no produjo DigestValue');
  return { xml: firmado, digest: valor[1] };
}
