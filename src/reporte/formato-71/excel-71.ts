import { ExportColumn, ExportColumnType } from '../../common/spreadsheet';
import { Fila71, Totales71 } from './fila-71';

/** A line of the book, or its totals row at the end. */
export type Renglon71 = Fila71 | (Totales71 & { codigo: string; descripcion: string });

const col = (key: keyof Fila71, header: string, type: ExportColumnType = 'string', width?: number): ExportColumn<Renglon71> => ({ key, header, type, width });
const cero = (header: string): ExportColumn<Renglon71> => ({ key: header, header, type: 'money', value: () => 0 });
const esFila = (renglon: Renglon71): renglon is Fila71 => 'activoId' in renglon;

/** The columns of the printed Formato 7.1, one row per asset. */
export const COLUMNAS_71: ExportColumn<Renglon71>[] = [
  col('codigo', 'Código del Activo', 'string', 16),
  col('cuenta', 'Cuenta Contable', 'string', 10),
  col('tipo', 'Tipo (Tabla 18)', 'string', 9),
  col('estado', 'Estado (Tabla 19)', 'string', 9),
  col('descripcion', 'Descripción', 'string', 36),
  col('marca', 'Marca'),
  col('modelo', 'Modelo'),
  col('serie', 'Serie y/o Placa'),
  col('saldoInicial', 'Saldo Inicial', 'money'),
  col('adquisiciones', 'Adquisiciones', 'money'),
  col('mejoras', 'Mejoras', 'money'),
  col('retiros', 'Retiros y/o Bajas', 'money'),
  cero('Otros Ajustes'),
  col('valorHistorico', 'Valor Histórico al 31/12', 'money'),
  cero('Ajuste por Inflación'),
  { key: 'valorAjustado', header: 'Valor Ajustado al 31/12', type: 'money', value: (r) => r.valorHistorico },
  col('fechaAdquisicion', 'Fecha de Adquisición', 'date'),
  col('fechaInicioUso', 'Fecha de Inicio del Uso', 'date'),
  { key: 'metodo', header: 'Método de Depreciación', type: 'string', width: 12, value: (r) => (esFila(r) ? 'Línea recta' : null) },
  col('tasa', 'Porcentaje de Depreciación', 'money', 12),
  col('depreciacionAnterior', 'Depreciación Acumulada al Cierre del Ejercicio Anterior', 'money', 18),
  col('depreciacionEjercicio', 'Depreciación del Ejercicio', 'money'),
  col('depreciacionRetiros', 'Depreciación de Retiros y/o Bajas', 'money'),
  cero('Depreciación de Otros Ajustes'),
  col('depreciacionHistorica', 'Depreciación Acumulada Histórica', 'money', 16),
  cero('Ajuste por Inflación de la Depreciación'),
  { key: 'depreciacionAjustada', header: 'Depreciación Acumulada Ajustada por Inflación', type: 'money', width: 18, value: (r) => r.depreciacionHistorica },
];
