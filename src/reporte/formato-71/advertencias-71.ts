import { ExportColumn } from '../../common/spreadsheet';

/** An asset a warning points at. */
export interface ActivoSenalado {
  id: number;
  codigo: string;
  descripcion: string;
}

/** What a year's book 7.1 warns about (GET /api/reportes/formato-71/advertencias, the workbook's second sheet, the PDF's header). */
export interface Advertencias71 {
  anio: number;
  /** The year is running: its figures change until it ends. */
  provisional: boolean;
  /** Closed: the book is the copy taken at closing. */
  cerrado: boolean;
  /** Left out of the book: without acquisition date (the first ones by code). */
  sinFecha: ActivoSenalado[];
  totalSinFecha: number;
  /** In the book without a SUNAT depreciation category: their rate is not checked against RLIR art. 22. */
  sinCategoria: ActivoSenalado[];
  totalSinCategoria: number;
}

const SIN_FECHA = 'Sin fecha de adquisición: no figura en el libro';
const SIN_CATEGORIA = 'Sin categoría SUNAT de depreciación: su tasa no se verificó contra RLIR art. 22';

/** The warnings as sentences, for the printed book's header. */
export function textosDeAdvertencias(advertencias: Advertencias71): string[] {
  const codigos = (activos: ActivoSenalado[], total: number) => `${activos.slice(0, 10).map((a) => a.codigo).join(', ')}${total > 10 ? ` y ${(total - 10).toLocaleString('es-PE')} más` : ''}`;
  return [
    advertencias.provisional ? `Provisional: el ejercicio ${advertencias.anio} está en curso y sus cifras cambian hasta su cierre` : null,
    advertencias.totalSinFecha
      ? `${advertencias.totalSinFecha.toLocaleString('es-PE')} activo(s) sin fecha de adquisición no figuran en el libro: ${codigos(advertencias.sinFecha, advertencias.totalSinFecha)}`
      : null,
    advertencias.totalSinCategoria
      ? `${advertencias.totalSinCategoria.toLocaleString('es-PE')} activo(s) sin categoría SUNAT de depreciación: ${codigos(advertencias.sinCategoria, advertencias.totalSinCategoria)}`
      : null,
  ].filter((texto): texto is string => texto !== null);
}

interface RenglonAdvertencia {
  codigo: string;
  descripcion: string;
  advertencia: string;
}

export const COLUMNAS_ADVERTENCIAS: ExportColumn<RenglonAdvertencia>[] = [
  { key: 'codigo', header: 'Código del Activo', type: 'string', width: 16 },
  { key: 'descripcion', header: 'Descripción', type: 'string', width: 40 },
  { key: 'advertencia', header: 'Advertencia', type: 'string', width: 70 },
];

/** The warnings sheet: one row per asset pointed at, and a row for what is not about one asset. */
export function* renglonesDeAdvertencias(advertencias: Advertencias71): Generator<RenglonAdvertencia> {
  if (advertencias.provisional) yield { codigo: '', descripcion: '', advertencia: textosDeAdvertencias({ ...advertencias, totalSinFecha: 0, totalSinCategoria: 0 })[0] };
  for (const activo of advertencias.sinFecha) yield { codigo: activo.codigo, descripcion: activo.descripcion, advertencia: SIN_FECHA };
  for (const activo of advertencias.sinCategoria) yield { codigo: activo.codigo, descripcion: activo.descripcion, advertencia: SIN_CATEGORIA };
  const faltan = advertencias.totalSinFecha - advertencias.sinFecha.length + advertencias.totalSinCategoria - advertencias.sinCategoria.length;
  if (faltan > 0) yield { codigo: '', descripcion: '', advertencia: `Y ${faltan.toLocaleString('es-PE')} activo(s) más con las mismas advertencias` };
}
