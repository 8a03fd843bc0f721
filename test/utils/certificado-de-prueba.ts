import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';

export interface CertificadoDePrueba {
  /** The PKCS#12 file a company uploads. */
  pfx: Buffer;
  clave: string;
  certificadoPem: string;
  llavePem: string;
  numeroSerie: string;
  titular: string;
  venceEl: Date;
}

export interface OpcionesDelCertificado {
  clave?: string;
  titular?: string;
  ruc?: string;
  desde?: Date;
  venceEl?: Date;
  /** Rounds of the MAC's key derivation, written into the file after forge made it with the usual 2048. */
  iteracionesDelMac?: number;
}

const DIA = 24 * 60 * 60 * 1000;

/**
 * A self-signed RSA certificate of a company, as a PKCS#12 file like those Peruvian certifiers hand out: the holder in
 * CN and the RUC in OU. The key comes from Node (forge's own generator takes a second); forge writes the certificate
 * and the file (3DES, SHA-1 MAC, the format most signing software still exports).
 */
export function certificadoDePrueba(opciones: OpcionesDelCertificado = {}): CertificadoDePrueba {
  const { clave = 'clave-del-certificado', titular = 'EMPRESA DEMO S.A.C.', ruc = '20512333797' } = opciones;
  const desde = opciones.desde ?? new Date(Date.now() - DIA);
  const venceEl = opciones.venceEl ?? new Date(Date.now() + 365 * DIA);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const llave = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  const certificado = forge.pki.createCertificate();
  certificado.publicKey = forge.pki.setRsaPublicKey(llave.n, llave.e);
  certificado.serialNumber = forge.util.bytesToHex(forge.random.getBytesSync(8)).replace(/^[89a-f]/, '1');
  certificado.validity.notBefore = desde;
  certificado.validity.notAfter = venceEl;
  const sujeto = [
    { name: 'commonName', value: titular },
    { shortName: 'OU', value: ruc },
    { name: 'countryName', value: 'PE' },
  ];
  certificado.setSubject(sujeto);
  certificado.setIssuer(sujeto);
  certificado.sign(llave, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(llave, [certificado], clave, { algorithm: '3des' });
  if (opciones.iteracionesDelMac) {
    const { asn1 } = forge;
    const macData = (p12.value as forge.asn1.Asn1[])[2];
    (macData.value as forge.asn1.Asn1[])[2] = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(opciones.iteracionesDelMac).getBytes());
  }
  return {
    pfx: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    clave,
    certificadoPem: forge.pki.certificateToPem(certificado),
    llavePem: privateKey,
    numeroSerie: certificado.serialNumber,
    titular,
    venceEl: certificado.validity.notAfter,
  };
}

/**
 * A PKCS#12 of an EC (P-256) key, which SUNAT's RSA signature cannot use; forge does not write EC keys, so it was made
 * once with `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -days 36500` and `openssl pkcs12 -export`.
 */
export const CERTIFICADO_EC = { pfx: readFileSync(join(__dirname, '..', 'fixtures', 'certificado-ec.p12')), clave: 'clave' };
