import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDia, formatLimaDateTime } from '../../common/lima-time';
import { soles } from '../../common/soles';
import { categoriaDepreciacion, tasaDelActivo } from '../../dominio/tasas-sunat';
import type { Activo } from '../activo.entity';
import { DOCUMENTO_DE_MOTIVO, MOTIVO_BAJA_TEXTO } from './baja-reglas';
import type { BajaRespuesta } from './baja-respuesta';

export interface ActaDeBaja {
  compania: { razonSocial: string; ruc: string };
  activo: Pick<
    Activo,
    'codigo' | 'descripcion' | 'marca' | 'modelo' | 'serie' | 'categoria' | 'categoriaDepreciacion' | 'tasaDepreciacion' | 'fechaAdquisicion' | 'fechaInicioUso' | 'nroFactura'
  >;
  baja: BajaRespuesta;
}

const o = (texto: string | null | undefined) => texto || '—';
const fecha = (dia: Date | null) => (dia ? formatDia(dia) : '—');

/** A row of a section: a label and its value, or one text across the section. */
type Fila = [string, string | TableCell] | { text: string; color?: string };

/** A section of the acta: its title over its rows. */
const seccion = (titulo: string, filas: Fila[]): Content[] => [
  {
    table: {
      headerRows: 1,
      widths: [170, '*'],
      body: [
        [{ text: titulo, style: 'seccion', colSpan: 2 }, {}],
        ...filas.map((fila): TableCell[] => (Array.isArray(fila) ? [{ text: fila[0], bold: true }, fila[1]] : [{ ...fila, colSpan: 2 }, {}])),
      ],
    },
    layout: 'lightHorizontalLines',
  },
];

const importe = (valor: number) => ({ text: soles.format(valor), alignment: 'right' as const });

/** A signature: the line, then who signs. */
const firma = (...lineas: string[]): Content => ({
  stack: [{ text: '_____________________________', margin: [0, 48, 0, 4] }, ...lineas.map((text, i) => ({ text, bold: i === 0, fontSize: i === 0 ? 9 : 8 }))],
  alignment: 'center',
});

/**
 * The "Acta de baja" of an asset, A4 portrait: company, the asset, the disposal with its evidence, the figures written
 * off (cost, accumulated depreciation, net book value, the sale and its gain or loss, the IGV to repay), the warnings,
 * the observations and the signatures (asset manager, accountant and, for obsolescence, the professional of the
 * technical report). Built here and not on src/reporte's documentoReporte: reporte imports this module, so using it
 * would close an import cycle (src/import-cycles.spec.ts).
 */
export function actaBajaPdf({ compania, activo, baja }: ActaDeBaja, ahora = new Date()): TDocumentDefinitions {
  const categoria = categoriaDepreciacion(activo.categoriaDepreciacion);
  const tasa = tasaDelActivo(activo);
  const motivo = MOTIVO_BAJA_TEXTO[baja.motivo];
  const importes: Array<[string, TableCell]> = [
    ['Costo depreciable', importe(baja.costo)],
    [`Depreciación acumulada a ${formatDia(baja.fecha).slice(3)}`, importe(baja.depreciacionAcumulada)],
    ['Valor neto en libros dado de baja', importe(baja.valorNeto)],
  ];
  if (baja.valorVenta !== null) importes.push(['Valor de venta (sin IGV)', importe(baja.valorVenta)]);
  if (baja.resultadoVenta !== null) importes.push([baja.resultadoVenta >= 0 ? 'Ganancia en la venta' : 'Pérdida en la venta', importe(Math.abs(baja.resultadoVenta))]);
  if (baja.reintegroIgv !== null) importes.push(['Reintegro del crédito fiscal del IGV (estimado)', importe(baja.reintegroIgv)]);
  const firmas = [firma('Responsable de activos fijos'), firma('Contador')];
  if (baja.motivo === 'obsolescencia') firmas.push(firma(o(baja.profesional), `Colegiatura ${o(baja.colegiatura)}`, 'Informe técnico'));

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `Acta de baja ${activo.codigo}`, author: compania.razonSocial },
    content: [
      {
        columns: [
          [
            { text: compania.razonSocial, style: 'empresa' },
            { text: `RUC ${compania.ruc}`, style: 'dato' },
          ],
          [
            { text: 'Acta de baja de activo fijo', style: 'titulo', alignment: 'right' },
            { text: `Generada el ${formatLimaDateTime(ahora)}`, style: 'dato', alignment: 'right' },
          ],
        ],
      },
      {
        text: `Se deja constancia de la baja del activo ${activo.codigo} de los registros de activo fijo, con fecha ${formatDia(baja.fecha)}, por ${motivo.toLowerCase()}.`,
        margin: [0, 16, 0, 0],
      },
      ...seccion('Activo', [
        ['Código', activo.codigo],
        ['Descripción', activo.descripcion],
        ['Marca / Modelo / Serie', [activo.marca, activo.modelo, activo.serie].filter(Boolean).join(' / ') || '—'],
        ['Categoría', o(activo.categoria)],
        ['Categoría SUNAT de depreciación', `${categoria ? `${categoria.nombre} · ` : ''}${tasa.toFixed(2)} % anual`],
        ['Fecha de adquisición', fecha(activo.fechaAdquisicion)],
        ['Inicio de uso', fecha(activo.fechaInicioUso ?? activo.fechaAdquisicion)],
        ['Factura de compra', o(activo.nroFactura)],
        ['Estado anterior', o(baja.estadoAnterior)],
      ]),
      ...seccion('Baja', [
        ['Fecha de baja', formatDia(baja.fecha)],
        ['Motivo', motivo],
        [`${DOCUMENTO_DE_MOTIVO[baja.motivo]} N°`, baja.documento],
        ...(baja.motivo === 'obsolescencia' ? [['Profesional del informe técnico', `${o(baja.profesional)} · Colegiatura ${o(baja.colegiatura)}`] as [string, string]] : []),
        ['Registrada por', `${o(baja.usuarioNombre)} el ${formatLimaDateTime(baja.createdAt)}`],
      ]),
      ...seccion('Importes', importes),
      ...(baja.advertencias.length ? seccion('Advertencias', baja.advertencias.map((text) => ({ text, color: '#8a4b00' }))) : []),
      ...seccion('Observaciones', [{ text: o(baja.observaciones) }]),
      { columns: firmas, columnGap: 16, margin: [0, 24, 0, 0] },
    ],
    styles: {
      empresa: { fontSize: 13, bold: true },
      titulo: { fontSize: 13, bold: true, color: '#1565c0' },
      dato: { fontSize: 9, color: '#444444' },
      seccion: { fontSize: 10, bold: true, margin: [0, 14, 0, 2] },
    },
    defaultStyle: { fontSize: 9 },
  };
}
