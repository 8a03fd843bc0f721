import { ColumnasDeActivo } from '../../activo/activo-respuesta';
import { ExportColumn } from '../../common/spreadsheet';
import { enCentimos, enSoles, nombreUsuario } from '../formatos';

/** A totals row under the list (every field empty: the blank row before them). */
export interface RenglonTotal {
  codigo?: string;
  descripcion?: string;
  area?: string;
  estado?: string;
  cantidad?: number;
  precio?: number;
  igv?: number;
  total?: number;
}

/** The columns of each asset the report reads (with its area and user names). */
export const COLUMNAS_LEIDAS = ['id', 'codigo', 'descripcion', 'categoria', 'marca', 'modelo', 'serie', 'estado', 'sede', 'fechaAdquisicion', 'cantidad', 'precio', 'igv', 'total'] as const;
export type ActivoDelReporte = ColumnasDeActivo<(typeof COLUMNAS_LEIDAS)[number]>;

export type RenglonActivos = ActivoDelReporte | RenglonTotal;

const esActivo = (r: RenglonActivos): r is ActivoDelReporte => 'id' in r;
const delActivo =
  <T>(valor: (a: ActivoDelReporte) => T) =>
  (r: RenglonActivos) =>
    esActivo(r) ? valor(r) : null;

const SIN_AREA = 'Sin área';
const SIN_ESTADO = 'Sin estado';

/** "Reporte de Activos": the asset list, then its totals by area, by estado and overall. */
export const COLUMNAS_REPORTE_ACTIVOS: ExportColumn<RenglonActivos>[] = [
  { key: 'codigo', header: 'Código', type: 'string', width: 18 },
  { key: 'descripcion', header: 'Descripción', type: 'string', width: 36 },
  { key: 'categoria', header: 'Categoría', type: 'string' },
  { key: 'marca', header: 'Marca', type: 'string', width: 16 },
  { key: 'modelo', header: 'Modelo', type: 'string', width: 16 },
  { key: 'serie', header: 'Serie', type: 'string', width: 16 },
  { key: 'area', header: 'Área', type: 'string', value: (r) => (esActivo(r) ? r.area?.nombre : r.area) },
  { key: 'estado', header: 'Estado', type: 'string', width: 16 },
  { key: 'usuario', header: 'Usuario Asignado', type: 'string', value: delActivo((a) => nombreUsuario(a.usuario)) },
  { key: 'sede', header: 'Sede', type: 'string', width: 16 },
  { key: 'fechaAdquisicion', header: 'Fecha de Adquisición', type: 'date', value: delActivo((a) => a.fechaAdquisicion) },
  { key: 'cantidad', header: 'Cantidad', type: 'integer' },
  { key: 'precio', header: 'Valor sin IGV (S/)', type: 'money' },
  { key: 'igv', header: 'IGV (S/)', type: 'money' },
  { key: 'total', header: 'Total (S/)', type: 'money' },
];

interface Suma {
  activos: number;
  cantidad: number;
  precio: number;
  igv: number;
  total: number;
}

/** Sums, in cents, the listed assets by area, by estado and overall, while they are written. */
class TotalesActivos {
  private readonly porArea = new Map<string, Suma>();
  private readonly porEstado = new Map<string, Suma>();
  private readonly general: Suma = { activos: 0, cantidad: 0, precio: 0, igv: 0, total: 0 };

  sumar(activo: ActivoDelReporte): void {
    const grupo = (mapa: Map<string, Suma>, nombre: string) => {
      const suma = mapa.get(nombre) ?? { activos: 0, cantidad: 0, precio: 0, igv: 0, total: 0 };
      mapa.set(nombre, suma);
      return suma;
    };
    for (const suma of [grupo(this.porArea, activo.area?.nombre ?? SIN_AREA), grupo(this.porEstado, activo.estado ?? SIN_ESTADO), this.general]) {
      suma.activos++;
      suma.cantidad += activo.cantidad;
      suma.precio += enCentimos(activo.precio);
      suma.igv += enCentimos(activo.igv);
      suma.total += enCentimos(activo.total);
    }
  }

  *renglones(): Generator<RenglonTotal> {
    const renglon = (codigo: string, suma: Suma, grupo: Pick<RenglonTotal, 'area' | 'estado'> = {}): RenglonTotal => ({
      codigo,
      descripcion: `${suma.activos.toLocaleString('es-PE')} activo(s)`,
      ...grupo,
      cantidad: suma.cantidad,
      precio: enSoles(suma.precio),
      igv: enSoles(suma.igv),
      total: enSoles(suma.total),
    });
    const enOrden = (mapa: Map<string, Suma>) => [...mapa].sort(([a], [b]) => a.localeCompare(b, 'es'));
    for (const [area, suma] of enOrden(this.porArea)) yield renglon('Total por área', suma, { area });
    for (const [estado, suma] of enOrden(this.porEstado)) yield renglon('Total por estado', suma, { estado });
    yield renglon('Total general', this.general);
  }
}

/** The assets as they come, a blank row, then their totals. */
export async function* renglonesReporteActivos(activos: AsyncIterable<ActivoDelReporte>): AsyncGenerator<RenglonActivos> {
  const totales = new TotalesActivos();
  for await (const activo of activos) {
    totales.sumar(activo);
    yield activo;
  }
  yield {};
  yield* totales.renglones();
}
