import { Cronograma, HistoriaDepreciable, indiceDeMes } from '../dominio/depreciacion';

/** One asset's depreciation of a year in both books and the temporary difference (NIC 12); amounts in cents. */
export interface DiferenciaDelActivo {
  tributaria: number;
  financiera: number;
  /** Tax less financial: positive when the tax book runs ahead (a deferred-tax liability). */
  diferencia: number;
  impuestoDiferido: number;
}

/** The months of `anio` the books have closed by `hoy`: the whole year once it ended, up to the current month while it runs. */
export function mesesDelAnio(anio: number, hoy: Date): { desde: number; hasta: number } {
  const desde = indiceDeMes(new Date(Date.UTC(anio, 0, 1)));
  return { desde, hasta: Math.min(desde + 11, indiceDeMes(hoy)) };
}

/** The year's depreciation of an asset in each book, their difference and its deferred tax at `tasa` %. */
export function diferenciaDelActivo(tributaria: HistoriaDepreciable, financiera: HistoriaDepreciable, meses: { desde: number; hasta: number }, tasa: number): DiferenciaDelActivo {
  const delAnio = (historia: HistoriaDepreciable) => new Cronograma(historia).tramo(meses.desde, meses.hasta).delTramo;
  const [deTributaria, deFinanciera] = [delAnio(tributaria), delAnio(financiera)];
  const diferencia = deTributaria - deFinanciera;
  return { tributaria: deTributaria, financiera: deFinanciera, diferencia, impuestoDiferido: Math.round((diferencia * tasa) / 100) };
}

/**
 * The last month whose depreciation is booked at `fecha`: its own when it is the month's last day, the one before
 * otherwise (depreciation is booked at each month's close).
 */
export function ultimoMesCerrado(fecha: Date): number {
  const manana = new Date(fecha.getTime() + 86_400_000);
  return indiceDeMes(fecha) - (manana.getUTCMonth() === fecha.getUTCMonth() ? 1 : 0);
}

/** An asset's cost at `fecha` (improvements from their own date) and its accumulated depreciation in a book at that date, cents. */
export function saldoDelActivo(historia: HistoriaDepreciable, fecha: Date): { costo: number; acumulada: number } {
  const mejoras = (historia.mejoras ?? []).filter((mejora) => mejora.fecha.getTime() <= fecha.getTime());
  const costo = [historia.costo, ...mejoras.map((mejora) => mejora.importe)].reduce((suma, importe) => suma + Math.round(importe * 100), 0);
  const mes = ultimoMesCerrado(fecha);
  return { costo, acumulada: new Cronograma(historia).tramo(mes, mes).acumulada };
}
