import { createPrivateKey, createSign, createVerify } from 'node:crypto';
import forge from 'node-forge';
import { CERTIFICADO_EC, certificadoDePrueba } from '../../../test/utils/certificado-de-prueba';
import { CLAVE_INCORRECTA, CertificadoInvalidoError, leerCertificado, NO_ES_PKCS12, SIN_RSA } from './certificado';

const DIA = 24 * 60 * 60 * 1000;

describe('leerCertificado', () => {
  const prueba = certificadoDePrueba({ clave: 'Clave-Ñandú-1' });

  it('reads the holder with its RUC, the serial, the expiry and a key that signs for the certificate', () => {
    const leido = leerCertificado(prueba.pfx, 'Clave-Ñandú-1');
    expect(leido).toMatchObject({ titular: 'EMPRESA DEMO S.A.C. (RUC 20512333797)', numeroSerie: prueba.numeroSerie.toUpperCase() });
    expect(Math.abs(leido.venceEl.getTime() - prueba.venceEl.getTime())).toBeLessThan(1000);
    const firma = createSign('sha256').update('guía').sign(createPrivateKey(leido.llavePem));
    expect(createVerify('sha256').update('guía').verify(leido.certificadoPem, firma)).toBe(true);
  });

  it.each([
    ['a wrong password', () => leerCertificado(prueba.pfx, 'otra'), CLAVE_INCORRECTA],
    ['a text file', () => leerCertificado(Buffer.from('no soy un certificado'), 'x'), NO_ES_PKCS12],
    ['a bare certificate (DER, not PKCS#12)', () => leerCertificado(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(prueba.certificadoPem))).getBytes(), 'binary'), 'x'), NO_ES_PKCS12],
    ['an EC key', () => leerCertificado(CERTIFICADO_EC.pfx, CERTIFICADO_EC.clave), SIN_RSA],
  ])('refuses %s naming the cause', (_caso, leer, mensaje) => {
    expect(leer).toThrow(new CertificadoInvalidoError(mensaje));
  });

  it('refuses an expired certificate with its date, in Lima', () => {
    const vencido = certificadoDePrueba({ desde: new Date('2020-01-01T12:00:00Z'), venceEl: new Date('2024-06-30T12:00:00Z') });
    expect(() => leerCertificado(vencido.pfx, vencido.clave)).toThrow('El certificado venció el 30/06/2024');
    expect(() => leerCertificado(prueba.pfx, 'Clave-Ñandú-1', new Date(Date.now() + 400 * DIA))).toThrow(/^El certificado venció el \d{2}\/\d{2}\/\d{4}$/);
  });
});
