import { formatLimaDateTime } from '../../common/lima-time';
import { soles } from '../../common/soles';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DefinicionDeCampo } from '../../campo-personalizado/valores-de-campos';
import type { ColumnasDeActivo } from '../activo-respuesta';
import { FiltrosActivo, textoDeFiltros } from './activo-filtros';

/** The columns of each asset the catalogue prints. */
export const COLUMNAS_CATALOGO = ['codigo', 'descripcion', 'marca', 'modelo', 'serie', 'estado', 'edificio', 'piso', 'sede', 'imagen', 'total', 'camposPersonalizados'] as const;
export type ActivoDelCatalogo = ColumnasDeActivo<(typeof COLUMNAS_CATALOGO)[number] | 'id'>;

/**
 * The value the catalogue prints for an asset, in céntimos: its total (IGV included), the figure the dashboard's
 * Valor Total and the depreciation start from. The column and the "Valor total" above it both come from here, so
 * the total is the sum of the amounts as printed.
 */
const centimos = (a: ActivoDelCatalogo) => Math.round((a.total ?? 0) * 100);

const ubicacion = (a: ActivoDelCatalogo) =>
  [a.edificio, a.piso && `Piso ${a.piso}`, a.sede, a.area?.nombre].filter(Boolean).join(' · ') || '—';

const numeroDeCampo = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 6 });

/** A field's value as the catalogue prints it: es-PE numbers, DD/MM/AAAA dates, Sí/No. */
function valorImpreso(campo: Pick<DefinicionDeCampo, 'tipo'>, valor: string | number | boolean): string {
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'number') return numeroDeCampo.format(valor);
  return campo.tipo === 'fecha' ? valor.split('-').reverse().join('/') : valor;
}

/** "Etiqueta: valor · …" of the asset's fields with a value, in the company's order of them; empty when it has none. */
export function lineaDeCampos(campos: ReadonlyArray<Pick<DefinicionDeCampo, 'clave' | 'etiqueta' | 'tipo'>>, valores: ActivoDelCatalogo['camposPersonalizados']): string {
  return campos
    .filter((campo) => valores?.[campo.clave] !== undefined)
    .map((campo) => `${campo.etiqueta}: ${valorImpreso(campo, valores[campo.clave])}`)
    .join(' · ');
}

/** Side of the image cell, in points: the thumbnail (160 px) printed at about 2 cm. */
const IMAGEN_PT = 40;
/** The table's columns: image, code, description, brand, state, location, custodian, total. */
const COLUMNAS = 8;

/**
 * The asset catalogue as a pdfmake document: company, filters, one table row per asset
 * with its thumbnail (`miniaturas`: image path → JPEG data URL; never the full image, which
 * would make a catalogue of thousands of assets weigh gigabytes), page numbers. An asset with values in the company's
 * fields (`campos`) gets a line of them under its row, across the columns but the image: as many fields as the
 * company defines fit there, where a column each would squeeze the table.
 */
export function catalogoPdf(
  compania: { razonSocial: string; ruc: string },
  filtros: FiltrosActivo,
  activos: ActivoDelCatalogo[],
  campos: ReadonlyArray<Pick<DefinicionDeCampo, 'clave' | 'etiqueta' | 'tipo'>> = [],
  miniaturas: ReadonlyMap<string, string> = new Map(),
  ahora = new Date(),
): TDocumentDefinitions {
  const imagen = (a: ActivoDelCatalogo): Content => {
    const miniatura = a.imagen ? miniaturas.get(a.imagen) : undefined;
    return miniatura ? { image: miniatura, fit: [IMAGEN_PT, IMAGEN_PT] } : { text: '' };
  };
  const aplicados = textoDeFiltros(filtros);
  // The table body's indexes of the fields' lines (the header is 0): the layout draws no line above them.
  const lineasDeCampos = new Set<number>();
  let siguiente = 1;
  const valorCentimos = activos.reduce((suma, a) => suma + centimos(a), 0);
  const encabezado: Content = {
    columns: [
      [
        { text: compania.razonSocial, style: 'empresa' },
        { text: `RUC ${compania.ruc}`, style: 'dato' },
      ],
      [
        { text: 'Catálogo de Activos', style: 'titulo', alignment: 'right' },
        { text: `Generado el ${formatLimaDateTime(ahora)}`, style: 'dato', alignment: 'right' },
      ],
    ],
  };
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 36],
    info: { title: 'Catálogo de Activos', author: compania.razonSocial },
    content: [
      encabezado,
      { text: aplicados.length ? `Filtros: ${aplicados.join(' · ')}` : 'Filtros: ninguno (todos los activos, sin los dados de baja)', style: 'dato', margin: [0, 8, 0, 2] },
      { text: `${activos.length.toLocaleString('es-PE')} activo(s) · Valor total ${soles.format(valorCentimos / 100)}`, style: 'dato', margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: [IMAGEN_PT, 62, '*', 110, 62, 120, 90, 70],
          body: [
            ['Imagen', 'Código', 'Descripción', 'Marca / Modelo / Serie', 'Estado', 'Ubicación', 'Custodio', 'Total'].map((text) => ({ text, style: 'cabecera' })),
            ...activos.flatMap((a): TableCell[][] => {
              const fila: TableCell[] = [
                imagen(a),
                a.codigo,
                a.descripcion,
                [a.marca, a.modelo, a.serie].filter(Boolean).join(' / ') || '—',
                a.estado ?? 'Sin estado',
                ubicacion(a),
                a.custodio ? `${a.custodio.nombres} ${a.custodio.apellidos}` : '—',
                { text: soles.format(centimos(a) / 100), alignment: 'right' },
              ];
              const linea = lineaDeCampos(campos, a.camposPersonalizados);
              siguiente += 1;
              if (!linea) return [fila];
              lineasDeCampos.add(siguiente++);
              return [fila, ['', { text: linea, colSpan: COLUMNAS - 1, style: 'campos' }, ...Array<string>(COLUMNAS - 2).fill('')]];
            }),
          ],
        },
        // lightHorizontalLines, without the line between an asset and its fields' line.
        layout: {
          hLineWidth: (i, node) => (i === 1 ? 2 : i === 0 || i === node.table.body.length || lineasDeCampos.has(i) ? 0 : 1),
          vLineWidth: () => 0,
          hLineColor: (i) => (i === 1 ? 'black' : '#aaa'),
          paddingLeft: (i) => (i === 0 ? 0 : 8),
          paddingRight: (i, node) => (i === (node.table.widths?.length ?? 0) - 1 ? 0 : 8),
        },
        fontSize: 8,
      },
    ],
    styles: {
      empresa: { fontSize: 14, bold: true },
      titulo: { fontSize: 14, bold: true, color: '#1a4d8f' },
      dato: { fontSize: 9, color: '#444444' },
      cabecera: { bold: true, fontSize: 8, fillColor: '#e8eef7' },
      campos: { fontSize: 7, color: '#444444' },
    },
    defaultStyle: { fontSize: 8 },
  };
}
