import { MAX_DECIMAL } from './number-bounds';

/** IGV rate of Peru, percent. */
export const IGV_RATE = 18;

/** Quantity times unit price can outgrow the money columns even when each is within bounds. */
export const IMPORTE_EXCEDIDO = `El importe no puede superar S/ ${MAX_DECIMAL.toLocaleString('es-PE')}`;

/**
 * How a company reads the amount of an asset with IGV (docs/reglas-peru.md, "IGV del precio"): `incluido`, the amount
 * is the invoice's total (IGV = amount × 18/118); `adicional`, the amount is the price before IGV (IGV = amount × 18 %,
 * total = amount × 1.18); `especificacion`, the spec's rule, IGV = amount × 18 % taken out of the amount, which no
 * invoice gives, kept for the companies that registered their assets with it.
 */
export const CALCULOS_IGV = ['incluido', 'adicional', 'especificacion'] as const;
export type CalculoIgv = (typeof CALCULOS_IGV)[number];

export interface ImportesEntrada {
  cantidad?: number | null;
  precioUndMn?: number | null;
  precioUndMe?: number | null;
  tipoCambio?: number | null;
  /** Whether IGV applies. */
  conIgv: boolean;
  /** The company's rule for it. */
  calculoIgv: CalculoIgv;
}

export interface Importes {
  cantidad: number;
  precioUndMn: number | null;
  precioUndMe: number | null;
  tipoCambio: number | null;
  importeMn: number;
  igv: number;
  precio: number;
  total: number;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * The derived amounts of docs/especificacion-activos.md §5, computed on the server, which is their
 * source of truth. A foreign-currency price (precioUndMe > 0) selects foreign
 * mode and clears precioUndMn; otherwise national mode clears precioUndMe and
 * tipoCambio. importeMn is quantity × price; how IGV, precio and total follow from it is the company's rule (CalculoIgv).
 */
export function calcularImportes(entrada: ImportesEntrada): Importes {
  const cantidad = entrada.cantidad ?? 1;
  const extranjera = (entrada.precioUndMe ?? 0) > 0;
  const precioUndMn = extranjera ? null : (entrada.precioUndMn ?? 0);
  const precioUndMe = extranjera ? entrada.precioUndMe! : null;
  const tipoCambio = extranjera ? (entrada.tipoCambio ?? null) : null;
  const importeMn = round2(extranjera ? cantidad * precioUndMe! * (tipoCambio ?? 0) : cantidad * precioUndMn!);
  const { igv, precio, total } = igvDe(importeMn, entrada.conIgv ? entrada.calculoIgv : null);
  return { cantidad, precioUndMn, precioUndMe, tipoCambio, importeMn, igv, precio, total };
}

/** IGV, price without it and total of an amount under a rule; no rule, no IGV. */
function igvDe(importe: number, calculo: CalculoIgv | null): Pick<Importes, 'igv' | 'precio' | 'total'> {
  if (calculo === 'incluido') {
    const igv = round2((importe * IGV_RATE) / (100 + IGV_RATE));
    return { igv, precio: round2(importe - igv), total: importe };
  }
  const igv = calculo ? round2((importe * IGV_RATE) / 100) : 0;
  if (calculo === 'adicional') return { igv, precio: importe, total: round2(importe + igv) };
  const precio = round2(importe - igv);
  return { igv, precio, total: round2(precio + igv) };
}

/** Whether the amounts fit the money columns (with IGV added, the total is the largest). */
export const importesCaben = (importes: Importes) => Math.max(importes.importeMn, importes.total) <= MAX_DECIMAL;
