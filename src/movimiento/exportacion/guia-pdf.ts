import { formatLimaDate, formatLimaDateTime } from '../../common/lima-time';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { dato, o, seccion } from '../../common/pdf/recuadros';
import type { ActivoResumen } from '../../activo/activo.service';
import { MovimientoRespuesta } from '../movimiento.service';

/**
 * The lines of the guide: its guide lines, then one line for each asset of the movement that none of them
 * names (by asset or code). A guide line with neither stands for every asset, as its default text says.
 */
function items(m: MovimientoRespuesta): TableCell[][] {
  const codigos = m.movimientoActivos.map((ma) => ma.activo.codigo).join(', ');
  const porTodos = m.guiaMovimientos.some((g) => !g.activoId && !g.codigo);
  const nombrado = (activo: ActivoResumen) => porTodos || m.guiaMovimientos.some((g) => g.activoId === activo.id || g.codigo === activo.codigo);
  const lineas = [
    ...m.guiaMovimientos.map((g) => [g.ruc, g.codigo ?? codigos, g.descripcion, g.unidad, g.cantidad] as const),
    ...m.movimientoActivos.filter(({ activo }) => !nombrado(activo)).map(({ activo }) => [null, activo.codigo, activo.descripcion, 'UND', 1] as const),
  ];
  return lineas.map(([guia, codigo, descripcion, unidad, cantidad], i) => [
    String(i + 1),
    o(guia),
    o(codigo),
    o(descripcion),
    { text: unidad, alignment: 'center' },
    { text: String(cantidad), alignment: 'right' },
  ]);
}

/**
 * A movement as a printable transport guide, in the layout of SUNAT's "guía de
 * remisión remitente": sender and guide numbers, recipient, date, departure and
 * arrival points, carrier, driver and vehicle, and the goods carried.
 */
export function guiaPdf(compania: { razonSocial: string; ruc: string }, m: MovimientoRespuesta, ahora = new Date()): TDocumentDefinitions {
  const numeros = [...new Set(m.guiaMovimientos.map((g) => g.ruc).filter(Boolean))];
  const remitentes = [...new Set(m.guiaMovimientos.map((g) => g.guiaRemitente).filter(Boolean))];
  return {
    pageSize: 'A4',
    pageMargins: [32, 32, 32, 40],
    info: { title: `Guía de Remisión - Movimiento ${m.id}`, author: compania.razonSocial },
    content: [
      {
        columns: [
          [
            { text: compania.razonSocial, style: 'empresa' },
            { text: `RUC ${compania.ruc}`, style: 'dato' },
            { text: `Razón social del remitente: ${remitentes.length ? remitentes.join(', ') : compania.razonSocial}`, style: 'dato' },
          ],
          {
            width: 200,
            table: {
              widths: ['*'],
              body: [
                [{ text: `RUC ${compania.ruc}`, alignment: 'center', bold: true }],
                [{ text: 'GUÍA DE REMISIÓN REMITENTE', style: 'titulo', alignment: 'center' }],
                [{ text: numeros.length ? `N° ${numeros.join(', ')}` : `Movimiento N° ${m.id}`, alignment: 'center', bold: true }],
              ],
            },
          },
        ],
        margin: [0, 0, 0, 12],
      },
      seccion('DATOS DEL TRASLADO', [
        dato('Fecha de inicio del traslado', formatLimaDate(new Date(m.fecha))),
        dato('Punto de partida', m.puntoDePartida),
        dato('Punto de llegada', m.puntoDeLlegada),
        dato('Motivo / detalle', m.detalle),
      ]),
      seccion('DESTINATARIO', [dato('Razón social', m.destinatario), dato('RUC', m.ruc)]),
      seccion('TRANSPORTE', [
        dato('RUC del transportista', m.rucTransporte),
        dato('Transportista', m.nombreTransporte),
        dato('Conductor', m.nombreDelConductor),
        dato('Licencia de conducir', m.licencia),
        dato('Vehículo (marca y placa)', m.marcaPlacaTransporte),
      ]),
      { text: 'BIENES TRANSPORTADOS', style: 'cabecera', margin: [0, 4, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [18, 62, 70, '*', 40, 44],
          body: [['N°', 'Guía', 'Código', 'Descripción', 'Unidad', 'Cantidad'].map((text) => ({ text, style: 'cabecera' })), ...items(m)],
        },
        layout: 'lightHorizontalLines',
      },
      { text: `Generado el ${formatLimaDateTime(ahora)}`, style: 'nota', margin: [0, 12, 0, 0] },
    ],
    styles: {
      empresa: { fontSize: 14, bold: true },
      titulo: { fontSize: 12, bold: true, color: '#1a4d8f' },
      dato: { fontSize: 9 },
      cabecera: { bold: true, fontSize: 9, fillColor: '#e8eef7' },
      nota: { fontSize: 8, color: '#666666' },
    },
    defaultStyle: { fontSize: 9 },
  };
}
