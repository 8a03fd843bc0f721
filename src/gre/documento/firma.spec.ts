import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { certificadoDePrueba } from '../../../test/utils/certificado-de-prueba';
import { guiaPrivada04 } from '../../../test/fixtures/guia-remitente';
import { construirXml } from './construir-xml';
import { certificadoBase64, firmarXml } from './firmar-xml';
import { verificarFirma } from './verificar-firma';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const { llavePem, certificadoPem } = certificadoDePrueba();
const claves = { keyPem: llavePem, certPem: certificadoPem };
const xml = construirXml(guiaPrivada04());

const conXmlsec = spawnSync('xmlsec1', ['--version']).status === 0 ? it : it.skip;

describe('firma de la guía', () => {
  const { xml: firmado, digest } = firmarXml(xml, claves);

  it('pone ds:Signature Id="SignatureSP" como único hijo de ExtensionContent, con C14N, RSA-SHA1, SHA1 y el certificado sin cabeceras', () => {
    const documento = new DOMParser().parseFromString(firmado, 'text/xml');
    const contenido = documento.getElementsByTagNameNS('urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2', 'ExtensionContent')[0];
    const hijos = Array.from(contenido.childNodes).filter((n) => n.nodeType === 1);
    expect(hijos.map((n) => `${n.nodeName} ${(n as unknown as Element).getAttribute('Id')}`)).toEqual(['ds:Signature SignatureSP']);
    const algoritmos = Array.from(documento.getElementsByTagNameNS(DS, '*'))
      .map((n) => n.getAttribute('Algorithm'))
      .filter(Boolean);
    expect(algoritmos).toEqual([
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
      'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2000/09/xmldsig#sha1',
    ]);
    expect(documento.getElementsByTagNameNS(DS, 'Reference')[0].getAttribute('URI')).toBe('');
    const certificado = documento.getElementsByTagNameNS(DS, 'X509Certificate')[0].textContent;
    expect(certificado).toBe(certificadoBase64(claves.certPem));
    expect(certificado).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(documento.getElementsByTagNameNS(DS, 'DigestValue')[0].textContent).toBe(digest);
  });

  it('no toca nada del documento fuera de ExtensionContent', () => {
    expect(firmado.replace(/<ext:ExtensionContent>[\s\S]*<\/ext:ExtensionContent>/, '<ext:ExtensionContent/>')).toBe(xml);
  });

  it('la verifica el verificador propio, y también xml-crypto', () => {
    expect(verificarFirma(firmado)).toMatchObject({ valida: true, idFirma: 'SignatureSP' });
    const verificador = new SignedXml({ publicCert: claves.certPem });
    verificador.loadSignature(new DOMParser().parseFromString(firmado, 'text/xml').getElementsByTagNameNS(DS, 'Signature')[0] as never);
    expect(verificador.checkSignature(firmado)).toBe(true);
  });

  it('rechaza el documento si cambia un solo carácter después de firmar', () => {
    const alterado = firmado.replace('<cbc:ID>T001-125</cbc:ID>', '<cbc:ID>T001-126</cbc:ID>');
    expect(alterado).not.toBe(firmado);
    expect(verificarFirma(alterado)).toEqual({ valida: false, motivo: 'El documento fue modificado después de firmarlo: su resumen (DigestValue) no coincide' });
  });

  it('rechaza una firma que no corresponde al certificado que trae', () => {
    const otro = { certPem: certificadoDePrueba({ ruc: '20555555556', titular: 'OTRA EMPRESA S.A.' }).certificadoPem };
    const ajeno = firmado.replace(certificadoBase64(claves.certPem), certificadoBase64(otro.certPem));
    expect(verificarFirma(ajeno)).toEqual({ valida: false, motivo: 'El valor de la firma (SignatureValue) no corresponde al certificado' });
  });

  it('rechaza un SignedInfo alterado aunque el resumen siga siendo el del documento', () => {
    const alterado = firmado.replace('<ds:Reference URI="">', '<ds:Reference URI="" Id="otra">');
    expect(verificarFirma(alterado)).toMatchObject({ valida: false, motivo: 'El valor de la firma (SignatureValue) no corresponde al certificado' });
  });

  it('rechaza un documento sin firma, uno mal formado y una firma con algoritmos que no admite', () => {
    expect(verificarFirma(xml)).toEqual({ valida: false, motivo: 'Se esperaba una firma y el documento tiene 0' });
    expect(verificarFirma(firmado.slice(0, -10))).toMatchObject({ valida: false, motivo: expect.stringMatching(/^El XML no está bien formado/) });
    const exclusiva = firmado.replace('REC-xml-c14n-20010315"/>', 'REC-xml-c14n-20010315#WithComments"/>');
    expect(verificarFirma(exclusiva)).toEqual({ valida: false, motivo: 'La firma no usa la canonización C14N inclusiva' });
  });

  it('firma con RSA-SHA256 y SHA-256 cuando se configura', () => {
    const conSha256 = firmarXml(xml, claves, 'rsa-sha256');
    expect(conSha256.xml).toContain('<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>');
    expect(conSha256.xml).toContain('<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>');
    expect(verificarFirma(conSha256.xml)).toMatchObject({ valida: true });
  });

  conXmlsec('la verifica xmlsec1, una implementación independiente', () => {
    const carpeta = mkdtempSync(join(tmpdir(), 'gre-firma-'));
    try {
      writeFileSync(join(carpeta, 'guia.xml'), firmado);
      writeFileSync(join(carpeta, 'alterada.xml'), firmado.replace('ABC123', 'ABC124'));
      writeFileSync(join(carpeta, 'cert.pem'), claves.certPem);
      const verificar = (archivo: string) =>
        spawnSync('xmlsec1', ['--verify', '--pubkey-cert-pem', join(carpeta, 'cert.pem'), '--id-attr:Id', 'Signature', join(carpeta, archivo)], { encoding: 'utf8' });
      const correcta = verificar('guia.xml');
      expect(correcta.stderr).toContain('OK');
      expect(correcta.status).toBe(0);
      expect(verificar('alterada.xml').status).not.toBe(0);
    } finally {
      rmSync(carpeta, { recursive: true, force: true });
    }
  });
});
