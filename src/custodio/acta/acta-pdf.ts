import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDia, formatLimaDateTime } from '../../common/lima-time';
import { CONDICIONES, TIPOS_ACTA, TIPOS_DOCUMENTO_CUSTODIO } from '../../dominio/custodia';
import type { ActaRespuestaDto } from './dto/acta-respuesta.dto';

/** What an acta prints: the acta, its company, the company's text of responsibility and the signature images (JPEG data URLs). */
export interface ActaImprimible {
  compania: { razonSocial: string; ruc: string };
  acta: ActaRespuestaDto;
  textoResponsabilidad: string;
  firmaImagen: string | null;
  /** The signed paper acta, scanned or photographed. */
  escaneo: string | null;
}

const o = (texto: string | null | undefined) => texto || '—';

/** A signature box: the drawn signature (or the line to sign on), then who signs. */
function firma(titulo: string, nombre: string, detalle: string, imagen: string | null, pie: string | null): Content {
  return {
    stack: [
      { text: titulo, bold: true, fontSize: 9, margin: [0, 0, 0, 4] },
      imagen ? { image: imagen, fit: [200, 70], alignment: 'center' } : { text: ' ', margin: [0, 0, 0, 62] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }], margin: [0, 2, 0, 4] },
      { text: nombre, bold: true, fontSize: 9 },
      { text: detalle, fontSize: 8 },
      ...(pie ? [{ text: pie, fontSize: 8, color: '#444444' }] : []),
    ],
    alignment: 'center',
  };
}

/**
 * The acta de entrega or de devolución, A4 portrait: company, number and date, the custodian with their document and
 * area, each asset with its condition, the observations, the company's text of responsibility and the two signature
 * boxes; the custodian's shows the signature and when it was given, or that it is pending. A scanned signed acta
 * follows on its own page.
 */
export function actaCustodiaPdf({ compania, acta, textoResponsabilidad, firmaImagen, escaneo }: ActaImprimible, ahora = new Date()): TDocumentDefinitions {
  const entrega = acta.tipo === 'entrega';
  const documento = `${TIPOS_DOCUMENTO_CUSTODIO[acta.tipoDocumento as keyof typeof TIPOS_DOCUMENTO_CUSTODIO] ?? 'Documento'} ${acta.numeroDocumento}`;
  const firmada = acta.firmadaEl ? `Firmado el ${formatLimaDateTime(acta.firmadaEl)}` : 'Pendiente de firma';
  const filas: TableCell[][] = acta.activos.map((a, i) => [
    String(i + 1),
    a.codigo,
    { text: a.nota ? [a.descripcion, { text: `\n${a.nota}`, italics: true, color: '#444444' }] : a.descripcion },
    o(a.marca),
    o(a.modelo),
    o(a.serie),
    CONDICIONES[a.condicion],
  ]);
  const custodio = firma(entrega ? 'Recibí conforme' : 'Entregué', acta.custodioNombre, documento, firmaImagen, firmada);
  const empresa = firma(entrega ? 'Entregué' : 'Recibí conforme', o(acta.usuarioNombre), compania.razonSocial, null, null);
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 48],
    info: { title: `${TIPOS_ACTA[acta.tipo]} ${acta.numero}`, author: compania.razonSocial },
    content: [
      {
        columns: [
          [
            { text: compania.razonSocial, style: 'empresa' },
            { text: `RUC ${compania.ruc}`, style: 'dato' },
          ],
          [
            { text: `${TIPOS_ACTA[acta.tipo]} de bienes`, style: 'titulo', alignment: 'right' },
            { text: `N° ${acta.numero}`, style: 'numero', alignment: 'right' },
            { text: `Fecha: ${formatDia(acta.fecha)}`, style: 'dato', alignment: 'right' },
          ],
        ],
      },
      {
        text: entrega
          ? `Con fecha ${formatDia(acta.fecha)}, ${compania.razonSocial} entrega a la persona indicada los bienes que se detallan, que quedan bajo su custodia.`
          : `Con fecha ${formatDia(acta.fecha)}, la persona indicada devuelve a ${compania.razonSocial} los bienes que se detallan, en el estado que se anota.`,
        margin: [0, 16, 0, 8],
      },
      {
        table: {
          widths: [110, '*'],
          body: [
            [{ text: 'Custodio', bold: true }, acta.custodioNombre],
            [{ text: 'Documento de identidad', bold: true }, documento],
            [{ text: 'Área', bold: true }, o(acta.areaNombre)],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Bienes', style: 'seccion' },
      {
        table: {
          headerRows: 1,
          widths: [16, 60, '*', 55, 55, 60, 42],
          body: [['N°', 'Código', 'Descripción', 'Marca', 'Modelo', 'Serie', 'Estado'].map((text) => ({ text, bold: true })), ...filas],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Observaciones', style: 'seccion' },
      { text: o(acta.observaciones) },
      { text: 'Responsabilidad', style: 'seccion' },
      { text: textoResponsabilidad, alignment: 'justify' },
      { columns: entrega ? [empresa, custodio] : [custodio, empresa], columnGap: 24, margin: [0, 28, 0, 0], unbreakable: true },
      { text: `Generada el ${formatLimaDateTime(ahora)}`, style: 'dato', margin: [0, 16, 0, 0] },
      ...(escaneo
        ? [
            { text: `Acta firmada, escaneada (registrada el ${acta.firmadaEl ? formatLimaDateTime(acta.firmadaEl) : '—'})`, style: 'seccion', pageBreak: 'before' as const },
            { image: escaneo, fit: [515, 700] as [number, number], alignment: 'center' as const },
          ]
        : []),
    ],
    styles: {
      empresa: { fontSize: 13, bold: true },
      titulo: { fontSize: 13, bold: true, color: '#1565c0' },
      numero: { fontSize: 11, bold: true },
      dato: { fontSize: 9, color: '#444444' },
      seccion: { fontSize: 10, bold: true, margin: [0, 14, 0, 4] },
    },
    defaultStyle: { fontSize: 9 },
  };
}
