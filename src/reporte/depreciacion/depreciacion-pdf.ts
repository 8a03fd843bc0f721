import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { CompaniaReporte, documentoReporte, importe, tabla } from '../reporte-pdf';
import { Periodo } from './periodo';
import { ResumenCategoria, ResumenDepreciacion } from './resumen-depreciacion';

const CABECERAS = [
  'Categoría',
  'Activos',
  'Valor (S/)',
  'Dep. acumulada al inicio (S/)',
  'Depreciación del período (S/)',
  'Dep. acumulada al cierre (S/)',
  'Valor neto (S/)',
];

const renglon = (r: ResumenCategoria, style?: string): TableCell[] => [
  { text: r.categoria, style },
  { text: r.cantidad.toLocaleString('es-PE'), alignment: 'right', style },
  importe(r.valor, style),
  importe(r.acumuladaInicial, style),
  importe(r.delPeriodo, style),
  importe(r.acumuladaFinal, style),
  importe(r.valorNeto, style),
];

const nombreMes = (fecha: Date) =>
  new Intl.DateTimeFormat('es-PE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(fecha);

/** "Reporte" of Depreciación: the period's straight-line depreciation summed by category. */
export function depreciacionPdf(compania: CompaniaReporte, periodo: Periodo, resumen: ResumenDepreciacion, ahora = new Date()): TDocumentDefinitions {
  const detalle = [
    `Período: ${nombreMes(periodo.desde)} a ${nombreMes(periodo.hasta)}`,
    'Método: línea recta, con la tasa de cada activo o la máxima de SUNAT para su categoría',
  ];
  if (resumen.sinFecha) detalle.push(`${resumen.sinFecha.toLocaleString('es-PE')} activo(s) sin fecha de adquisición no se deprecian y no están incluidos`);
  return documentoReporte({
    compania,
    titulo: 'Resumen de Depreciación por Categoría',
    detalle,
    contenido: [
      tabla(CABECERAS, [...resumen.categorias.map((r) => renglon(r)), renglon(resumen.total, 'total')], ['*', 50, 80, 90, 90, 90, 80]),
    ],
    ahora,
  });
}
