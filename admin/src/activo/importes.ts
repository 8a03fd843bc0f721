import { calcularImportes as calcularEnElServidor, type CalculoIgv, IGV_RATE } from '@dominio/importes';
import { parseDecimal } from '@dominio/importe-texto';

export { IGV_RATE };

export interface ImportesEntrada {
    cantidad: unknown;
    precioUndMn: unknown;
    precioUndMe: unknown;
    tipoCambio: unknown;
    /** National currency (MN) mode; otherwise the foreign-currency price and the exchange rate count. */
    monedaNacional: boolean;
    conIgv: boolean;
    /** The company's rule (useCalculoIgv). */
    calculoIgv: CalculoIgv;
}

export interface Importes {
    importeMn: number;
    igv: number;
    precio: number;
    total: number;
}

/** A typed amount ("1,234.50", "1234,50", 12, "") as a number, read as the money input reads it; anything unreadable counts as 0. */
export const toAmount = (value: unknown): number => parseDecimal(String(value ?? '')) ?? 0;

/** The derived amounts of docs/especificacion-activos.md §5, by the API's own computation (src/dominio/importes.ts), so the dialog shows what the server will store. */
export const calcularImportes = (entrada: ImportesEntrada): Importes => {
    const { importeMn, igv, precio, total } = calcularEnElServidor({
        cantidad: toAmount(entrada.cantidad),
        // The API reads foreign mode from a positive foreign price: the dialog's mode decides which price it sees.
        precioUndMn: entrada.monedaNacional ? toAmount(entrada.precioUndMn) : null,
        precioUndMe: entrada.monedaNacional ? null : toAmount(entrada.precioUndMe),
        tipoCambio: toAmount(entrada.tipoCambio),
        conIgv: entrada.conIgv,
        calculoIgv: entrada.calculoIgv,
    });
    return { importeMn, igv, precio, total };
};

/** The derived amounts of the asset dialog's values (its currency mode and IGV switch), by the company's IGV rule. */
export const importesDelFormulario = (values: Record<string, unknown>, calculoIgv: CalculoIgv): Importes =>
    calcularImportes({
        cantidad: values.cantidad,
        precioUndMn: values.precioUndMn,
        precioUndMe: values.precioUndMe,
        tipoCambio: values.tipoCambio,
        monedaNacional: values.moneda !== 'ME',
        conIgv: Boolean(values.conIgv),
        calculoIgv,
    });
