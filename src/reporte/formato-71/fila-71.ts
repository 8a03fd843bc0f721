import { ActivoContable } from '../../activo/activo-contable';
import { Cronograma, HistoriaDepreciable, indiceDeMes } from '../../dominio/depreciacion';
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
  fechaAdquisicion: Date;
  /** First use: depreciation starts in its month (field 25). */
  fechaInicioUso: Date;
  /** 15. Cost carried from earlier years, improvements included (0 for an asset acquired in the year). */
  saldoInicial: number;
  /** 16. Cost of an asset acquired in the year. */
  adquisiciones: number;
  /** 17. Improvements of the year. */
  mejoras: number;
  /** 18. Cost written off by a disposal of the year. */
  retiros: number;
  /** Cost at the close of the year: 15 + 16 + 17 − 18. */
  valorHistorico: number;
  /** 28. Annual %, straight line. */
  tasa: number;
  /** 29. Accumulated at the close of the previous year. */
  depreciacionAnterior: number;
  /** 30. Depreciation of the year (to the disposal's month for a disposed asset). */
  depreciacionEjercicio: number;
  /** 31. Accumulated depreciation written off by a disposal of the year. */
  depreciacionRetiros: number;
  /** Accumulated at the close of the year: 29 + 30 − 31. */
  depreciacionHistorica: number;
}

/** The last month a year's book covers: December, or the current month while the year runs. */
export const cierreDelEjercicio = (anio: number, hoy = new Date()) => (anio < hoy.getUTCFullYear() ? new Date(Date.UTC(anio, 11, 1)) : hoy);

/**
 * The asset's line of the year from its events: acquisition (15/16), improvements (17), disposal (18/31) and its
 * schedule (29/30), each figure rounded once. Null when the asset is not in the year's book: no acquisition date
 * (listed as a warning instead), acquired after `hasta`, or disposed in an earlier year.
 */
export function fila71(activo: ActivoContable, anio: number, hasta: Date, historia: HistoriaDepreciable, cuentasDeCosto?: ReadonlyMap<string, string>): Fila71 | null {
  const adquisicion = activo.fechaAdquisicion;
  if (!adquisicion || indiceDeMes(adquisicion) > indiceDeMes(hasta)) return null;
  if (activo.fechaBaja && activo.fechaBaja.getUTCFullYear() < anio) return null;
  const tramo = new Cronograma(historia).tramo(indiceDeMes(new Date(Date.UTC(anio, 0, 1))), indiceDeMes(hasta));
  const costo = enCentimos(historia.costo);
  const mejoras = (historia.mejoras ?? []).map((mejora) => ({ anio: mejora.fecha.getUTCFullYear(), centimos: enCentimos(mejora.importe) }));
  const sumaMejoras = (enElAnio: (anioMejora: number) => boolean) => mejoras.filter((mejora) => enElAnio(mejora.anio)).reduce((suma, mejora) => suma + mejora.centimos, 0);
  const adquiridoEnElAnio = adquisicion.getUTCFullYear() === anio;
  const saldoInicial = adquiridoEnElAnio ? 0 : costo + sumaMejoras((a) => a < anio);
  const adquisiciones = adquiridoEnElAnio ? costo : 0;
  const mejorasDelAnio = sumaMejoras((a) => a === anio);
  const retirado = activo.fechaBaja?.getUTCFullYear() === anio;
  const retiros = retirado ? saldoInicial + adquisiciones + mejorasDelAnio : 0;
  const depreciacionRetiros = retirado ? tramo.acumulada : 0;
  return {
    activoId: activo.id,
    codigo: activo.codigo,
    tipo: tipoActivoSunat(activo.categoriaSunat),
    cuenta: cuentaContable(activo, cuentasDeCosto),
    estado: estadoActivoSunat(activo.estado),
    descripcion: activo.descripcion,
    marca: activo.marca,
    modelo: activo.modelo,
    serie: activo.serie,
    fechaAdquisicion: adquisicion,
    fechaInicioUso: historia.inicio ?? adquisicion,
    saldoInicial: enSoles(saldoInicial),
    adquisiciones: enSoles(adquisiciones),
    mejoras: enSoles(mejorasDelAnio),
    retiros: enSoles(retiros),
    valorHistorico: enSoles(saldoInicial + adquisiciones + mejorasDelAnio - retiros),
    tasa: historia.tasaAnual,
    depreciacionAnterior: enSoles(tramo.anterior),
    depreciacionEjercicio: enSoles(tramo.delTramo),
    depreciacionRetiros: enSoles(depreciacionRetiros),
    depreciacionHistorica: enSoles(tramo.acumulada - depreciacionRetiros),
  };
}

/** A line that went through JSON, which keeps dates as text: its dates back. */
export const filaDeJson = (fila: Fila71): Fila71 => ({ ...fila, fechaAdquisicion: new Date(fila.fechaAdquisicion), fechaInicioUso: new Date(fila.fechaInicioUso) });

/** A line read back from a closed year's copy. */
export const filaGuardada = (datos: string): Fila71 => filaDeJson(JSON.parse(datos) as Fila71);

/** The amounts of the book that add up in its totals row. */
const IMPORTES_71 = [
  'saldoInicial',
  'adquisiciones',
  'mejoras',
  'retiros',
  'valorHistorico',
  'depreciacionAnterior',
  'depreciacionEjercicio',
  'depreciacionRetiros',
  'depreciacionHistorica',
] as const;
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
