import { Cronograma, HistoriaDepreciable, indiceDeMes } from '../dominio/depreciacion';
import { DepreciationByCategoryDto, DepreciationMonthDto } from './dto/dashboard.dto';
import { Mes } from './periodos';

export const SIN_CATEGORIA = 'Sin categoría';

/**
 * A part of the catalogue with one schedule: a group of assets without events that share category, rate and the
 * months of acquisition and first use (their costs added), or one asset with improvements or a disposal.
 */
export interface PartidaDepreciable {
  categoria: string | null;
  /** YYYY-MM of acquisition: held from that month on; null when the assets have none (held every month). */
  mesAdquisicion: string | null;
  historia: HistoriaDepreciable;
}

const soles = (centimos: number) => centimos / 100;
const indiceDe = (mes: string) => Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1;

/**
 * The depreciation of a company's catalogue by the asset schedule's own rules (Cronograma), applied to partidas
 * rather than to each asset: assets of a group share rate and months, so their schedules add up to the group's
 * except for the rounding to cents, which is done once per group.
 *
 * - trend: for each of `meses` (UTC months, oldest first, the last one current), what was held by then (acquired
 *   by that month, or without a date, and not disposed of before it) with its depreciable cost, the accumulated
 *   depreciation at the month's end and the difference.
 * - byCategory: the catalogue in the books now (disposed assets left out), by categoría.
 */
export function depreciacionDeCartera(partidas: PartidaDepreciable[], meses: Mes[]): { trend: DepreciationMonthDto[]; byCategory: DepreciationByCategoryDto[] } {
  const indices = meses.map((mes) => indiceDe(mes.clave));
  const actual = indices[indices.length - 1];
  const original = new Array<number>(meses.length).fill(0);
  const acumulada = new Array<number>(meses.length).fill(0);
  const categorias = new Map<string, { original: number; acumulada: number }>();

  for (const partida of partidas) {
    const cronograma = new Cronograma(partida.historia);
    const baja = partida.historia.baja ? indiceDeMes(partida.historia.baja) : Number.POSITIVE_INFINITY;
    indices.forEach((indice, i) => {
      if ((partida.mesAdquisicion && indiceDe(partida.mesAdquisicion) > indice) || baja < indice) return;
      const tramo = cronograma.tramo(indice, indice);
      original[i] += tramo.costo;
      acumulada[i] += tramo.acumulada;
    });
    if (partida.historia.baja) continue;
    const tramo = cronograma.tramo(actual, actual);
    const categoria = partida.categoria ?? SIN_CATEGORIA;
    const suma = categorias.get(categoria) ?? { original: 0, acumulada: 0 };
    suma.original += tramo.costo;
    suma.acumulada += tramo.acumulada;
    categorias.set(categoria, suma);
  }

  return {
    trend: meses.map((mes, i) => ({
      month: mes.clave,
      monthName: mes.nombre,
      originalValue: soles(original[i]),
      currentValue: soles(original[i] - acumulada[i]),
      accumulatedDepreciation: soles(acumulada[i]),
    })),
    byCategory: [...categorias]
      .map(([category, suma]) => ({
        category,
        originalValue: soles(suma.original),
        accumulatedDepreciation: soles(suma.acumulada),
        netValue: soles(suma.original - suma.acumulada),
      }))
      .sort((a, b) => b.originalValue - a.originalValue || a.category.localeCompare(b.category, 'es')),
  };
}
