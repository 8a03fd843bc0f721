import { ActivoContable } from '../activo-contable';
import { calcularDepreciacion, HistoriaDepreciable } from '../../dominio/depreciacion';
import { acumuladoDelTramo } from '../depreciacion/tramo';
import { enCentimos, enSoles } from '../formatos';
import { cuentaContable, EstadoActivoSunat, estadoActivoSunat, TipoActivoSunat, tipoActivoSunat } from './clasificacion-sunat';

/** One asset in the book "7.1 Detalle de los activos fijos revaluados y no revaluados" of a year; amounts in S/. */
export interface Fila71 {
  activoId: number;
  codigo: string;
  tipo: TipoActivoSunat;
  cuenta: string;
  estado: EstadoActivoSunat;
  descripcion: string;
  marca: string | null;
  modelo: string | null;
  serie: string | null;
  /** Also the start of use: the schedule depreciates from the acquisition month. */
  fechaAdquisicion: Date;
  /** Cost carried from earlier years (0 for an asset bought in the year). */
  saldoInicial: number;
  /** Cost of an asset bought in the year. */
  adquisiciones: number;
  /** Cost at the close of the year: saldo inicial + adquisiciones. */
  valorHistorico: number;
  /** Annual %, straight line. */
  tasa: number;
  /** Accumulated at the close of the previous year. */
  depreciacionAnterior: number;
  depreciacionEjercicio: number;
  /** Accumulated at the close of the year. */
  depreciacionHistorica: number;
}

/** The last month a year's book covers: December, or the current month while the year runs. */
export const cierreDelEjercicio = (anio: number, hoy = new Date()) => (anio < hoy.getUTCFullYear() ? new Date(Date.UTC(anio, 11, 1)) : hoy);

/**
 * The asset's line of the year from its depreciation schedule (the same straight-line
 * computation and rate as the asset's own schedule), or null when the asset is not in
 * the book: no acquisition date, or bought after `hasta`.
 */
export function fila71(activo: ActivoContable, anio: number, hasta: Date, historia: HistoriaDepreciable): Fila71 | null {
  const tasa = historia.tasaAnual;
  const meses = calcularDepreciacion(historia, hasta, new Date(Date.UTC(anio, 0, 1)));
  if (!activo.fechaAdquisicion || meses.length === 0) return null;
  const { inicial: anterior, final: historica } = acumuladoDelTramo(meses);
  const compradoEnElAnio = activo.fechaAdquisicion.getUTCFullYear() === anio;
  return {
    activoId: activo.id,
    codigo: activo.codigo,
    tipo: tipoActivoSunat(activo.categoriaSunat),
    cuenta: cuentaContable(activo),
    estado: estadoActivoSunat(activo.estado),
    descripcion: activo.descripcion,
    marca: activo.marca,
    modelo: activo.modelo,
    serie: activo.serie,
    fechaAdquisicion: activo.fechaAdquisicion,
    saldoInicial: compradoEnElAnio ? 0 : activo.total,
    adquisiciones: compradoEnElAnio ? activo.total : 0,
    valorHistorico: activo.total,
    tasa,
    depreciacionAnterior: enSoles(anterior),
    depreciacionEjercicio: enSoles(historica - anterior),
    depreciacionHistorica: enSoles(historica),
  };
}

/** The amounts of the book that add up in its totals row. */
const IMPORTES_71 = ['saldoInicial', 'adquisiciones', 'valorHistorico', 'depreciacionAnterior', 'depreciacionEjercicio', 'depreciacionHistorica'] as const;
export type Totales71 = Record<(typeof IMPORTES_71)[number], number>;

/** Adds the book's amounts in cents while its lines go by. */
export class SumaFormato71 {
  private readonly centimos = Object.fromEntries(IMPORTES_71.map((campo) => [campo, 0])) as Totales71;
  cantidad = 0;

  sumar(fila: Fila71): void {
    this.cantidad++;
    for (const campo of IMPORTES_71) this.centimos[campo] += enCentimos(fila[campo]);
  }

  get totales(): Totales71 {
    return Object.fromEntries(IMPORTES_71.map((campo) => [campo, enSoles(this.centimos[campo])])) as Totales71;
  }
}
