import { parseDecimal } from '../../../src/common/importe-texto';

// The derived amounts of spec part 1 §5, with the API's rounding (src/activos/importes.ts), so the dialog
// shows what the server will store. The IGV is inside importeMn: precio = importeMn − IGV.
export const IGV_RATE = 18;

export interface ImportesEntrada {
    cantidad: unknown;
    precioUndMn: unknown;
    precioUndMe: unknown;
    tipoCambio: unknown;
    /** National currency (MN) mode; otherwise the foreign-currency price and the exchange rate count. */
    monedaNacional: boolean;
    conIgv: boolean;
}

export interface Importes {
    importeMn: number;
    igv: number;
    precio: number;
    total: number;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** A typed amount ("1,234.50", "1234,50", 12, "") as a number, read as the money input reads it; anything unreadable counts as 0. */
export const toAmount = (value: unknown): number => parseDecimal(String(value ?? '')) ?? 0;

export const calcularImportes = (entrada: ImportesEntrada): Importes => {
    const cantidad = toAmount(entrada.cantidad);
    const importeMn = round2(
        entrada.monedaNacional
            ? cantidad * toAmount(entrada.precioUndMn)
            : cantidad * toAmount(entrada.precioUndMe) * toAmount(entrada.tipoCambio),
    );
    const igv = entrada.conIgv ? round2((importeMn * IGV_RATE) / 100) : 0;
    const precio = round2(importeMn - igv);
    return { importeMn, igv, precio, total: round2(precio + igv) };
};
