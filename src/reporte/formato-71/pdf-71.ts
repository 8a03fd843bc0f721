import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { fechaCorta } from '../formatos';
import { CompaniaReporte, documentoReporte, importe, tabla } from '../reporte-pdf';
import { Advertencias71, textosDeAdvertencias } from './advertencias-71';
import { Fila71, Totales71 } from './fila-71';

const TITULO_71 = 'Formato 7.1: Registro de Activos Fijos - Detalle de los Activos Fijos Revaluados y no Revaluados';

const CABECERAS = [
  'Código',
  'Cuenta contable',
  'Descripción',
  'Marca / Modelo / Serie',
  'Saldo inicial',
  'Adquisiciones',
  'Mejoras',
  'Retiros y/o bajas',
  'Otros ajustes',
  'Valor histórico al 31/12',
  'Fecha de adquisición',
  'Inicio del uso',
  'Método',
  '% dep.',
  'Dep. acumulada al cierre anterior',
  'Dep. del ejercicio',
  'Dep. de retiros y/o bajas',
  'Dep. de otros ajustes',
  'Dep. acumulada histórica',
];
const ANCHOS = [48, 30, '*', 90, 42, 42, 30, 30, 30, 44, 36, 36, 26, 22, 42, 42, 30, 30, 44];

const renglon = (f: Fila71): TableCell[] => [
  f.codigo,
  f.cuenta,
  f.descripcion,
  [f.marca, f.modelo, f.serie].filter(Boolean).join(' / ') || '-',
  importe(f.saldoInicial),
  importe(f.adquisiciones),
  importe(f.mejoras),
  importe(f.retiros),
  importe(0),
  importe(f.valorHistorico),
  fechaCorta(f.fechaAdquisicion),
  fechaCorta(f.fechaInicioUso),
  'Línea recta',
  importe(f.tasa),
  importe(f.depreciacionAnterior),
  importe(f.depreciacionEjercicio),
  importe(f.depreciacionRetiros),
  importe(0),
  importe(f.depreciacionHistorica),
];

/** The printed book of a year: the SUNAT header (period, RUC, company) and its warnings, one row per asset and the totals. */
export function formato71Pdf(compania: CompaniaReporte, anio: number, filas: Fila71[], totales: Totales71, advertencias: Advertencias71, ahora = new Date()): TDocumentDefinitions {
  const total = (valor: number) => importe(valor, 'total');
  const filaTotales: TableCell[] = [
    { text: 'Totales', style: 'total', colSpan: 4 },
    '',
    '',
    '',
    total(totales.saldoInicial),
    total(totales.adquisiciones),
    total(totales.mejoras),
    total(totales.retiros),
    total(0),
    total(totales.valorHistorico),
    { text: '', colSpan: 4 },
    '',
    '',
    '',
    total(totales.depreciacionAnterior),
    total(totales.depreciacionEjercicio),
    total(totales.depreciacionRetiros),
    total(0),
    total(totales.depreciacionHistorica),
  ];
  return documentoReporte({
    compania,
    titulo: 'Formato 7.1',
    detalle: [
      TITULO_71,
      `Periodo: ${anio}${advertencias.provisional ? ' (provisional)' : advertencias.cerrado ? ' (ejercicio cerrado)' : ''}`,
      `RUC: ${compania.ruc}`,
      `Denominación o razón social: ${compania.razonSocial}`,
      `${filas.length.toLocaleString('es-PE')} activo(s)`,
      ...textosDeAdvertencias(advertencias),
    ],
    contenido: [tabla(CABECERAS, [...filas.map(renglon), filaTotales], ANCHOS, true)],
    tamanoLetra: 6,
    pagina: 'LEGAL',
    ahora,
  });
}
