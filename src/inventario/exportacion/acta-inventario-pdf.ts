import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { shareLoop, stringifyWithPauses } from '../../common/event-loop';
import { formatLimaDateTime } from '../../common/lima-time';
import type { DocumentoDeInventario } from '../inventario.service';
import { FilaConciliacion, LecturaRespuesta, ResumenConciliacion, textoDeEstado, textoDeFechaCorte, textoDeUbicacion } from '../inventario-reglas';

/** The differences the acta lists, each a table of text cells. */
const DIFERENCIAS = {
  otraUbicacion: { titulo: 'Encontrados en otra ubicación', columnas: ['Código', 'Descripción', 'Ubicación en libros', 'Ubicación encontrada', 'Contado por'], anchos: [60, '*', '*', '*', 90] },
  faltantes: { titulo: 'Faltantes (en libros, no encontrados)', columnas: ['Código', 'Descripción', 'Ubicación en libros'], anchos: [60, '*', '*'] },
  sobrantes: { titulo: 'Sobrantes (encontrados, no registrados en libros)', columnas: ['Código leído', 'Ubicación encontrada', 'Estado físico', 'Observación', 'Contado por'], anchos: [80, '*', 55, '*', 90] },
  dadosDeBaja: { titulo: 'Dados de baja y encontrados', columnas: ['Código', 'Descripción', 'Ubicación encontrada', 'Contado por'], anchos: [60, '*', '*', 90] },
} as const;
type Diferencia = keyof typeof DIFERENCIAS;

/**
 * Rows the acta lists of each difference: a campaign with tens of thousands of them would not render in the worker's
 * time (nor be read); the acta says how many there are and the spreadsheet lists them all.
 */
export const FILAS_POR_DIFERENCIA = 5000;

/** What the thread renders: the heading's figures, and each difference's rows as a JSON array of text rows. */
export interface PedidoActaInventario {
  compania: { razonSocial: string; ruc: string };
  inventario: { nombre: string; fechaCorte: string; alcance: string; estado: string; provisional: boolean; creadoPor: string; creadoEl: string };
  resumen: ResumenConciliacion;
  contadores: Array<{ usuario: string; lecturas: number }>;
  /**
   * The rows as JSON text: a string crosses to the thread as a plain copy, where cloning tens of thousands of rows
   * (and building their cells) would hold the event loop.
   */
  filasJson: Record<Diferencia, string>;
  ahora: Date;
}

const leida = (lectura: LecturaRespuesta | null) => textoDeUbicacion(lectura?.ubicacion ?? null);

/** The acta's rows of one difference, built a row at a time with pauses. */
async function filas<T>(items: T[], fila: (item: T) => string[]): Promise<string> {
  const texto: string[][] = [];
  for (const item of items.slice(0, FILAS_POR_DIFERENCIA)) {
    await shareLoop();
    texto.push(fila(item));
  }
  return stringifyWithPauses(texto);
}

/** The acta's request from a campaign's document, on the event loop in slices (a campaign may have 100,000 assets). */
export async function pedidoDeActa({ compania, conciliacion, alcance, contadores }: DocumentoDeInventario, ahora = new Date()): Promise<PedidoActaInventario> {
  const { inventario, resumen } = conciliacion;
  const deActivo = (f: FilaConciliacion) => [f.activo.codigo, f.activo.descripcion];
  return {
    compania,
    inventario: {
      nombre: inventario.nombre,
      fechaCorte: textoDeFechaCorte(inventario),
      alcance,
      estado: textoDeEstado(inventario),
      provisional: inventario.estado !== 'cerrado',
      creadoPor: inventario.creadoPor,
      creadoEl: formatLimaDateTime(new Date(inventario.createdAt)),
    },
    resumen,
    contadores,
    filasJson: {
      otraUbicacion: await filas(conciliacion.otraUbicacion, (f) => [...deActivo(f), textoDeUbicacion(f.activo.ubicacion), leida(f.lectura), f.lectura?.usuario ?? '']),
      faltantes: await filas(conciliacion.faltantes, (f) => [...deActivo(f), textoDeUbicacion(f.activo.ubicacion)]),
      sobrantes: await filas(conciliacion.sobrantes, (l) => [l.codigo, leida(l), l.estadoFisico ?? '', l.observacion ?? '', l.usuario]),
      dadosDeBaja: await filas(conciliacion.dadosDeBaja, (f) => [...deActivo(f), leida(f.lectura), f.lectura?.usuario ?? '']),
    },
    ahora,
  };
}

/** A table with a bold header row, repeated on each page it spans. */
const tabla = (columnas: readonly string[], anchos: ReadonlyArray<number | string>, cuerpo: TableCell[][]): Content => ({
  table: { headerRows: 1, keepWithHeaderRows: 1, widths: [...anchos], body: [columnas.map((text) => ({ text, style: 'encabezado' })), ...cuerpo] },
  layout: 'lightHorizontalLines',
});

/** A signature: the line, then who signs. */
const firma = (cargo: string): Content => ({
  stack: [{ text: '_____________________________', margin: [0, 48, 0, 4] }, { text: cargo, bold: true, fontSize: 9 }, { text: 'Nombre y DNI:', fontSize: 8, margin: [0, 2, 0, 0] }],
  alignment: 'center',
});

/**
 * The "Acta de conciliación físico–contable" of a campaign, A4 landscape: company, campaign, cut date and scope, the
 * figures, each difference with its rows (elsewhere, missing, surplus, disposed of), who counted and the signature
 * lines (up to FILAS_POR_DIFERENCIA rows of each difference). Marked PROVISIONAL while the campaign is open. Built in
 * the worker thread (acta-inventario-pdf.tarea.ts).
 */
export function actaInventarioPdf(pedido: PedidoActaInventario, diferencias: Record<Diferencia, string[][]>): TDocumentDefinitions {
  const { compania, inventario, resumen, contadores, ahora } = pedido;
  const conteos: Array<[string, number]> = [
    ['Activos esperados (en libros, dentro del alcance)', resumen.esperados],
    ['Encontrados en su ubicación', resumen.encontrados],
    ['Encontrados en otra ubicación', resumen.otraUbicacion],
    ['Faltantes', resumen.faltantes],
    ['Sobrantes (no registrados en libros)', resumen.sobrantes],
    ['Dados de baja y encontrados', resumen.dadosDeBaja],
    ['Leídos fuera del alcance', resumen.fueraDeAlcance],
  ];
  const seccion = (titulo: string): Content => ({ text: titulo, style: 'seccion' });
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 44],
    info: { title: `Acta de conciliación físico–contable: ${inventario.nombre}`, author: compania.razonSocial },
    ...(inventario.provisional && { watermark: { text: 'PROVISIONAL', opacity: 0.08, bold: true } }),
    content: [
      {
        columns: [
          [
            { text: compania.razonSocial, style: 'empresa' },
            { text: `RUC ${compania.ruc}`, style: 'dato' },
          ],
          [
            { text: 'Acta de conciliación físico–contable', style: 'titulo', alignment: 'right' },
            { text: `Generada el ${formatLimaDateTime(new Date(ahora))}`, style: 'dato', alignment: 'right' },
          ],
        ],
      },
      ...(inventario.provisional ? [{ text: 'PROVISIONAL: el inventario sigue abierto y sus cifras pueden cambiar hasta su cierre', style: 'provisional' } as Content] : []),
      {
        text: `Se deja constancia del resultado de la toma de inventario físico de activos fijos «${inventario.nombre}», contrastado con los registros contables al ${inventario.fechaCorte}.`,
        margin: [0, 12, 0, 0],
      },
      seccion('Inventario'),
      tabla(['Dato', 'Valor'], [170, '*'], [
        ['Inventario', inventario.nombre],
        ['Fecha de corte', inventario.fechaCorte],
        ['Alcance', inventario.alcance],
        ['Estado', inventario.estado],
        ['Abierto por', `${inventario.creadoPor} el ${inventario.creadoEl}`],
      ]),
      seccion('Conteos'),
      tabla(['Concepto', 'Cantidad'], ['*', 70], conteos.map(([concepto, cantidad]) => [concepto, { text: String(cantidad), alignment: 'right' }])),
      ...(Object.keys(DIFERENCIAS) as Diferencia[]).flatMap((clave): Content[] => {
        const { titulo, columnas, anchos } = DIFERENCIAS[clave];
        const cuerpo = diferencias[clave];
        const total = resumen[clave];
        const parcial: Content[] =
          cuerpo.length < total ? [{ text: `Se listan ${cuerpo.length} de ${total}: la lista completa está en la conciliación en Excel.`, italics: true, margin: [0, 4, 0, 0] }] : [];
        return [seccion(`${titulo}: ${total}`), cuerpo.length ? tabla(columnas, anchos, cuerpo) : { text: 'Ninguno.', italics: true }, ...parcial];
      }),
      seccion('Quienes contaron'),
      contadores.length
        ? tabla(['Nombre', 'Lecturas'], ['*', 70], contadores.map(({ usuario, lecturas }) => [usuario, { text: String(lecturas), alignment: 'right' }]))
        : { text: 'Nadie registró lecturas.', italics: true },
      { columns: [firma('Responsable del inventario'), firma('Responsable de activos fijos'), firma('Contador general')], columnGap: 16, margin: [0, 24, 0, 0], unbreakable: true },
    ],
    styles: {
      empresa: { fontSize: 13, bold: true },
      titulo: { fontSize: 13, bold: true, color: '#1565c0' },
      dato: { fontSize: 9, color: '#444444' },
      provisional: { fontSize: 11, bold: true, color: '#b71c1c', margin: [0, 10, 0, 0] },
      seccion: { fontSize: 10, bold: true, margin: [0, 14, 0, 4] },
      encabezado: { bold: true, fillColor: '#eeeeee' },
    },
    defaultStyle: { fontSize: 8 },
  };
}
