import { certificadoDePrueba } from '../../../test/utils/certificado-de-prueba';
import { guiaPrivada04, guiaPublica13 } from '../../../test/fixtures/guia-remitente';
import { construirXml } from './construir-xml';
import { firmarXml } from './firmar-xml';
import { GuiaRemitente } from './guia-remitente';
import { validarXsd } from './validar-xsd';

const { llavePem, certificadoPem } = certificadoDePrueba();
const claves = { keyPem: llavePem, certPem: certificadoPem };
const firmada = (guia: GuiaRemitente) => firmarXml(construirXml(guia), claves).xml;

describe('validarXsd', () => {
  it.each([
    ['motivo 04 en transporte privado', guiaPrivada04()],
    ['motivo 13 en transporte público', guiaPublica13()],
    ['vehículo M1/L', guiaPrivada04({ vehiculoM1L: true, conductores: [] })],
    ['vehículos y conductores secundarios', guiaPrivada04({ vehiculos: [{ placa: 'ABC123' }, { placa: 'XYZ789' }], conductores: [...guiaPrivada04().conductores, { ...guiaPrivada04().conductores[0], principal: false }] })],
  ])('acepta la guía firmada: %s', async (_caso, guia) => {
    await expect(validarXsd(firmada(guia))).resolves.toEqual([]);
  });

  it('rechaza la guía sin firmar: ExtensionContent vacío no cumple el esquema', async () => {
    const errores = await validarXsd(construirXml(guiaPrivada04()));
    expect(errores).toHaveLength(1);
    expect(errores[0].mensaje).toMatch(/^Línea 5: el XML no cumple el esquema UBL de la guía: .*ExtensionContent/);
  });

  it('rechaza elementos fuera de orden y dice en qué línea', async () => {
    const xml = construirXml(guiaPrivada04());
    const fecha = '<cbc:IssueDate>2025-05-14</cbc:IssueDate>\n';
    const desordenado = xml.replace(fecha, '').replace('<cbc:DespatchAdviceTypeCode', `${fecha}<cbc:DespatchAdviceTypeCode`);
    const errores = await validarXsd(firmarXml(desordenado, claves).xml);
    const linea = desordenado.split('\n').findIndex((l) => l.startsWith('<cbc:IssueTime>')) + 1;
    expect(errores[0]).toEqual({ linea, mensaje: expect.stringMatching(new RegExp(`^Línea ${linea}: el XML no cumple el esquema UBL de la guía: .*IssueTime.*not expected`)) });
  });
});
