import { ColumnasDeActivo } from './activo-respuesta';

/** What an asset's schedule in either book reads (its rate, dates, cost, opening balances and financial life). */
const COLUMNAS_DE_LOS_LIBROS = [
  'tasaDepreciacion',
  'categoriaDepreciacion',
  'fechaAdquisicion',
  'fechaInicioUso',
  'fechaBaja',
  'total',
  'precio',
  'depreciacionAcumuladaInicial',
  'depreciacionAcumuladaInicialFinanciera',
  'vidaUtilMeses',
  'valorResidual',
] as const;

/** What the accounting reports (Formato 7.1, depreciation, both books) read of each asset: a third of its columns. */
export const COLUMNAS_CONTABLES = [
  'id',
  'codigo',
  'descripcion',
  'marca',
  'modelo',
  'serie',
  'estado',
  'categoria',
  'tipoActivo',
  'categoriaSunat',
  'tipoEquipoContable',
  'descripcionContable',
  ...COLUMNAS_DE_LOS_LIBROS,
] as const;

export type ActivoContable = ColumnasDeActivo<(typeof COLUMNAS_CONTABLES)[number]>;

/** What the month's journal reads of each asset: its financial schedule, its category's accounts and its area's cost centre. */
export const COLUMNAS_DEL_DIARIO = ['id', 'codigo', 'areaId', ...COLUMNAS_DE_LOS_LIBROS] as const;
export type ActivoDelDiario = ColumnasDeActivo<(typeof COLUMNAS_DEL_DIARIO)[number]>;
