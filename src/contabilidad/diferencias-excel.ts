import { ExportColumn } from '../common/spreadsheet';
import { DiferenciasTemporalesDto, DiferenciaTemporalDto } from './dto/libros.dto';

type Renglon = Pick<DiferenciaTemporalDto, 'codigo' | 'descripcion' | 'tributaria' | 'financiera' | 'diferencia' | 'impuestoDiferido'>;

/** The temporary differences of a year as a worksheet: one row per asset, then the totals. */
export const COLUMNAS_DIFERENCIAS: ExportColumn<Renglon>[] = [
  { key: 'codigo', header: 'Código', type: 'string', width: 16, value: (r) => r.codigo },
  { key: 'descripcion', header: 'Descripción', type: 'string', width: 36, value: (r) => r.descripcion },
  { key: 'tributaria', header: 'Depreciación Tributaria (S/)', type: 'money', width: 18, value: (r) => r.tributaria },
  { key: 'financiera', header: 'Depreciación Financiera (S/)', type: 'money', width: 18, value: (r) => r.financiera },
  { key: 'diferencia', header: 'Diferencia Temporal (S/)', type: 'money', width: 18, value: (r) => r.diferencia },
  { key: 'impuestoDiferido', header: 'Impuesto Diferido (S/)', type: 'money', width: 18, value: (r) => r.impuestoDiferido },
];

export const renglonesDeDiferencias = (reporte: DiferenciasTemporalesDto): Renglon[] => [
  ...reporte.activos,
  { codigo: 'Totales', descripcion: `${reporte.activos.length.toLocaleString('es-PE')} activo(s), tasa ${reporte.tasaImpuestoDiferido.toFixed(2)} %`, ...reporte.totales },
];
