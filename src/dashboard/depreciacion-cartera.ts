import { calcularDepreciacion } from '../dominio/depreciacion';
import { DepreciationByCategoryDto, DepreciationMonthDto } from './dto/dashboard.dto';
import { Mes } from './periodos';

export const SIN_CATEGORIA = 'Sin categoría';

/** Assets of one category bought in the same month and depreciated at the same annual rate. */
export interface GrupoDepreciable {
  categoria: string | null;
  /** Annual %, the asset's own or the SUNAT maximum for its category texts. */
  tasa: number;
  /** YYYY-MM of fechaAdquisicion (UTC, as the schedule counts months); null when the assets have none. */
  mesAdquisicion: string | null;
  /** Sum of the assets' total, S/. */
  total: number;
}

const cents = (soles: number) => Math.round(soles * 100);
const soles = (centimos: number) => centimos / 100;

const periodo = (mes: string) => Number(mes.replace('-', ''));
const primerDia = (mes: string) => new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)) - 1, 1));

/** Accumulated depreciation (cents) of a group at the end of each of `meses` it was held in, by YYYYMM. */
function acumuladoPorPeriodo(grupo: GrupoDepreciable, meses: Mes[]): Map<number, number> {
  if (!grupo.mesAdquisicion) return new Map();
  const filas = calcularDepreciacion(
    { costo: grupo.total, tasaAnual: grupo.tasa, inicio: primerDia(grupo.mesAdquisicion) },
    primerDia(meses[meses.length - 1].clave),
    primerDia(meses[0].clave),
  );
  return new Map(filas.map((fila) => [fila.periodo, cents(fila.depreciacionAcumulada)]));
}

/**
 * The depreciation of a company's catalogue by the asset schedule's own rules
 * (calcularDepreciacion), applied to groups rather than to each asset: assets of a
 * group share rate and months, so their schedules add up to the group's except for
 * the rounding to cents, which is done once per group.
 *
 * - trend: for each of `meses` (UTC months, oldest first, the last one current), the
 *   assets held by then (bought by that month, or without a purchase date) with their
 *   value, accumulated depreciation at the month's end and the difference.
 * - byCategory: the whole catalogue now, by categoría.
 */
export function depreciacionDeCartera(grupos: GrupoDepreciable[], meses: Mes[]): { trend: DepreciationMonthDto[]; byCategory: DepreciationByCategoryDto[] } {
  const periodos = meses.map((mes) => periodo(mes.clave));
  const actual = periodos[periodos.length - 1];
  const original = new Array<number>(meses.length).fill(0);
  const acumulada = new Array<number>(meses.length).fill(0);
  const categorias = new Map<string, { original: number; acumulada: number }>();

  for (const grupo of grupos) {
    const porPeriodo = acumuladoPorPeriodo(grupo, meses);
    meses.forEach((mes, i) => {
      if (grupo.mesAdquisicion && grupo.mesAdquisicion > mes.clave) return;
      original[i] += cents(grupo.total);
      acumulada[i] += porPeriodo.get(periodos[i]) ?? 0;
    });
    const categoria = grupo.categoria ?? SIN_CATEGORIA;
    const suma = categorias.get(categoria) ?? { original: 0, acumulada: 0 };
    suma.original += cents(grupo.total);
    suma.acumulada += porPeriodo.get(actual) ?? 0;
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
