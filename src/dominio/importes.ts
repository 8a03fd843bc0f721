import { MAX_DECIMAL } from './number-bounds';

/** IGV rate of Peru, percent. */
export const IGV_RATE = 18;

/** Quantity times unit price can outgrow the money columns even when each is within bounds. */
export const IMPORTE_EXCEDIDO = `El importe no puede superar S/ ${MAX_DECIMAL.toLocaleString('es-PE')}`;

export interface ImportesEntrada {
  cantidad?: number | null;
  precioUndMn?: number | null;
  precioUndMe?: number | null;
  tipoCambio?: number | null;
  /** Whether IGV applies. */
  conIgv: boolean;
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
 * tipoCambio. IGV is included in importeMn: precio = importeMn − igv.
 */
export function calcularImportes(entrada: ImportesEntrada): Importes {
  const cantidad = entrada.cantidad ?? 1;
  const extranjera = (entrada.precioUndMe ?? 0) > 0;
  const precioUndMn = extranjera ? null : (entrada.precioUndMn ?? 0);
  const precioUndMe = extranjera ? entrada.precioUndMe! : null;
  const tipoCambio = extranjera ? (entrada.tipoCambio ?? null) : null;
  const importeMn = round2(extranjera ? cantidad * precioUndMe! * (tipoCambio ?? 0) : cantidad * precioUndMn!);
  const igv = entrada.conIgv ? round2((importeMn * IGV_RATE) / 100) : 0;
  const precio = round2(importeMn - igv);
  return { cantidad, precioUndMn, precioUndMe, tipoCambio, importeMn, igv, precio, total: round2(precio + igv) };
}

/** Whether the amounts fit the money columns (the total includes IGV: it equals importeMn). */
export const importesCaben = (importes: Importes) => importes.importeMn <= MAX_DECIMAL;
