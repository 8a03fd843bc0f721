import { ActivoContable } from '../../activo/activo-contable';
import { FilaDepreciacion } from '../../dominio/depreciacion';
import { ExportColumn } from '../../common/spreadsheet';

/** One month of one asset's schedule. */
export interface MesDeActivo {
  activo: ActivoContable;
  tasa: number;
  mes: FilaDepreciacion;
}

/** "Exportar Data": one row per asset and month of the period. */
export const COLUMNAS_DEPRECIACION: ExportColumn<MesDeActivo>[] = [
  { key: 'codigo', header: 'Código', type: 'string', width: 16, value: (r) => r.activo.codigo },
  { key: 'descripcion', header: 'Descripción', type: 'string', width: 36, value: (r) => r.activo.descripcion },
  { key: 'categoria', header: 'Categoría', type: 'string', value: (r) => r.activo.categoria },
  { key: 'area', header: 'Área', type: 'string', value: (r) => r.activo.area?.nombre ?? null },
  { key: 'fechaAdquisicion', header: 'Fecha de Adquisición', type: 'date', value: (r) => r.activo.fechaAdquisicion },
  { key: 'total', header: 'Valor (S/)', type: 'money', value: (r) => r.activo.total },
  { key: 'tasa', header: 'Tasa Anual (%)', type: 'money', value: (r) => r.tasa },
  { key: 'periodo', header: 'Periodo', type: 'integer', value: (r) => r.mes.periodo },
  { key: 'numeroMes', header: 'N° de Mes', type: 'integer', value: (r) => r.mes.numeroMes },
  { key: 'depreciacionMensual', header: 'Depreciación del Mes (S/)', type: 'money', width: 16, value: (r) => r.mes.depreciacionMensual },
  { key: 'depreciacionAcumulada', header: 'Depreciación Acumulada (S/)', type: 'money', width: 16, value: (r) => r.mes.depreciacionAcumulada },
  { key: 'saldoActual', header: 'Valor Neto (S/)', type: 'money', value: (r) => r.mes.saldoActual },
];
