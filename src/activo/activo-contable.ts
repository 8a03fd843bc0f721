import { ColumnasDeActivo } from './activo-respuesta';

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

export type ActivoContable = ColumnasDeActivo<(typeof COLUMNAS_CONTABLES)[number]>;
