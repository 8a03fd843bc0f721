import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatLimaDateTime } from '../../common/lima-time';
import { dato, o, seccion } from '../../common/pdf/recuadros';
import { MODALIDADES_TRASLADO, MOTIVOS_TRASLADO, TIPOS_DOCUMENTO_IDENTIDAD, UNIDADES_PESO } from '../../dominio/catalogos-sunat';
import type { GuiaRemitente, PuntoTraslado } from '../documento/guia-remitente';

export const LEYENDA = 'Representación impresa de la Guía de Remisión Electrónica Remitente';
export const SIN_VALOR = 'SIN VALOR TRIBUTARIO — SIMULADOR';

/** SUNAT's links live under sunat.gob.pe; any other is the test double's (npm run sunat:simulador). */
export const esDeSunat = (enlace: string) => {
  try {
    const host = new URL(enlace).hostname;
    return host === 'sunat.gob.pe' || host.endsWith('.sunat.gob.pe');
  } catch {
    return false;
  }
};

const fecha = (texto: string | undefined) => (texto ? texto.split('-').reverse().join('/') : null);
const catalogo = <C extends Record<string, string>>(tabla: C, codigo: string) => `${codigo} - ${tabla[codigo as keyof C] ?? ''}`;
const documento = (tipo: string, numero: string) => `${TIPOS_DOCUMENTO_IDENTIDAD[tipo as keyof typeof TIPOS_DOCUMENTO_IDENTIDAD] ?? tipo} ${numero}`;

const punto = (titulo: string, p: PuntoTraslado): Content =>
  seccion(titulo, [
    dato('Dirección', p.direccion),
    dato('Ubigeo', p.ubigeo),
    dato('Código de establecimiento', p.codigoEstablecimiento ? `${p.codigoEstablecimiento} (RUC ${p.rucPropietario ?? ''})` : null),
  ]);

/** How the goods travel: the carrier (public), or the vehicles and drivers (private), or a vehicle M1/L. */
function transporte(guia: GuiaRemitente): Content {
  if (guia.modalidad === '01') {
    const t = guia.transportista;
    return seccion('TRANSPORTISTA', [
      dato('RUC', t?.ruc),
      dato('Razón social', t?.razonSocial),
      dato('Registro MTC', t?.registroMtc),
      dato('Fecha de entrega de los bienes al transportista', fecha(guia.fechaEntregaTransportista)),
    ]);
  }
  if (guia.vehiculoM1L) return seccion('TRANSPORTE PRIVADO', [dato('Vehículo', 'Categoría M1 o L (sin datos de conductor ni placa)')]);
  return seccion('VEHÍCULOS Y CONDUCTORES', [
    dato('Placas', guia.vehiculos.map((v, i) => `${v.placa}${i ? ' (secundario)' : ' (principal)'}`).join(', ')),
    ...guia.conductores.map((c) =>
      dato(c.principal ? 'Conductor principal' : 'Conductor secundario', `${c.nombres} ${c.apellidos} — ${documento(c.tipoDocumento, c.numeroDocumento)} — Licencia ${c.licencia}`),
    ),
  ]);
}

/**
 * The printed representation of a guide SUNAT accepted (docs/gre-emision.md, «Representación impresa»): the sender and the
 * guide's number, every datum the XML carries, each line, and the QR with the link of SUNAT's CDR, verbatim.
 */
export function guiaElectronicaPdf(guia: GuiaRemitente, enlaceQr: string, aceptadaEl: Date | null): TDocumentDefinitions {
  const simulador = !esDeSunat(enlaceQr);
  return {
    pageSize: 'A4',
    pageMargins: [32, 32, 32, 40],
    info: { title: `Guía de remisión electrónica ${guia.serie}-${guia.numero}`, author: guia.emisor.razonSocial },
    ...(simulador && { watermark: { text: 'SIN VALOR TRIBUTARIO', color: '#b00020', opacity: 0.12, bold: true } }),
    content: [
      ...(simulador ? [{ text: SIN_VALOR, style: 'simulador', alignment: 'center' as const, margin: [0, 0, 0, 8] as [number, number, number, number] }] : []),
      {
        columns: [
          [{ text: guia.emisor.razonSocial, style: 'empresa' }, { text: `RUC ${guia.emisor.ruc}`, style: 'dato' }],
          {
            width: 270,
            table: {
              widths: ['*'],
              body: [
                [{ text: `RUC ${guia.emisor.ruc}`, alignment: 'center', bold: true }],
                [{ text: 'GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE', style: 'titulo', alignment: 'center' }],
                [{ text: `${guia.serie}-${guia.numero}`, alignment: 'center', bold: true, fontSize: 12 }],
              ],
            },
          },
        ],
        margin: [0, 0, 0, 12],
      },
      seccion('DATOS DEL TRASLADO', [
        dato('Fecha y hora de emisión', `${fecha(guia.fechaEmision)} ${guia.horaEmision}`),
        dato('Motivo de traslado', catalogo(MOTIVOS_TRASLADO, guia.motivo)),
        dato('Descripción del motivo', guia.descripcionMotivo),
        dato('Modalidad de traslado', catalogo(MODALIDADES_TRASLADO, guia.modalidad)),
        dato('Fecha de inicio del traslado', fecha(guia.fechaInicioTraslado)),
        dato('Peso bruto total', `${guia.pesoBruto} ${UNIDADES_PESO[guia.unidadPeso] ?? guia.unidadPeso}`),
        dato('Número de bultos', guia.bultos === undefined ? null : String(guia.bultos)),
      ]),
      seccion('DESTINATARIO', [dato('Documento', documento(guia.destinatario.tipoDocumento, guia.destinatario.numeroDocumento)), dato('Nombre o razón social', guia.destinatario.razonSocial)]),
      punto('PUNTO DE PARTIDA', guia.partida),
      punto('PUNTO DE LLEGADA', guia.llegada),
      transporte(guia),
      { text: 'BIENES TRANSPORTADOS', style: 'cabecera', margin: [0, 4, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [24, 80, '*', 40, 48],
          body: [
            ['N°', 'Código', 'Descripción', 'Unidad', 'Cantidad'].map((text) => ({ text, style: 'cabecera' })),
            ...guia.lineas.map((linea, i) => [
              String(i + 1),
              o(linea.codigo),
              linea.descripcion,
              { text: 'NIU', alignment: 'center' as const },
              { text: String(linea.cantidad), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      seccion('OBSERVACIONES', [{ text: o(guia.nota), style: 'dato' }]),
      {
        columns: [
          { qr: enlaceQr, fit: 110, eccLevel: 'M' },
          {
            stack: [
              { text: LEYENDA, bold: true },
              { text: aceptadaEl ? `Aceptada por SUNAT el ${formatLimaDateTime(aceptadaEl)}` : 'Aceptada por SUNAT', style: 'dato' },
              { text: 'Consulte la guía en SUNAT con el código QR.', style: 'nota' },
              ...(simulador ? [{ text: SIN_VALOR, style: 'simulador' }] : []),
            ],
            margin: [12, 8, 0, 0],
          },
        ],
        margin: [0, 12, 0, 0],
        unbreakable: true,
      },
    ],
    styles: {
      empresa: { fontSize: 14, bold: true },
      titulo: { fontSize: 10, bold: true, color: '#1a4d8f' },
      dato: { fontSize: 9 },
      cabecera: { bold: true, fontSize: 9, fillColor: '#e8eef7' },
      nota: { fontSize: 8, color: '#666666' },
      simulador: { fontSize: 11, bold: true, color: '#b00020' },
    },
    defaultStyle: { fontSize: 9 },
  };
}
