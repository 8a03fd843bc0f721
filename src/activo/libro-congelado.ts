import type { Activo } from './activo.entity';

/**
 * What the asset's figures in the books depend on (cost, dates, rate): frozen once the year of its acquisition or
 * first use is closed, since the closed year's Formato 7.1 was taken with them. The rest of the asset stays editable.
 */
const DEL_LIBRO = [
  'cantidad',
  'precioUndMn',
  'precioUndMe',
  'tipoCambio',
  'importeMn',
  'igv',
  'precio',
  'total',
  'fechaAdquisicion',
  'fechaInicioUso',
  'tasaDepreciacion',
  'categoriaDepreciacion',
  'vidaUtilMeses',
  'valorResidual',
] as const;

/** The asset's opening balances: the cut-over year's saldo inicial, frozen with that year. */
const APERTURAS = ['depreciacionAcumuladaInicial', 'depreciacionAcumuladaInicialFinanciera'] as const;

export const ALTA_EN_EJERCICIO_CERRADO = 'no se puede registrar un activo adquirido en ese ejercicio o antes';
export const CAMBIO_EN_EJERCICIO_CERRADO =
  'no se puede cambiar el costo, las fechas, la tasa, la categoría de depreciación, la vida útil ni el valor residual de un activo adquirido en ese ejercicio o antes';
export const APERTURA_EN_EJERCICIO_CERRADO = 'no se puede cambiar la depreciación acumulada inicial de un activo: el Formato 7.1 de ese ejercicio ya la muestra';

/** Whether `cambios` change a figure of the asset's books (DEL_LIBRO); an empty first use is the acquisition date. */
export function cambiaElLibro(anterior: Activo, cambios: Partial<Activo>): boolean {
  const valor = (activo: Partial<Activo>, campo: (typeof DEL_LIBRO)[number]) => {
    const dato = campo === 'fechaInicioUso' ? (activo.fechaInicioUso ?? activo.fechaAdquisicion) : activo[campo];
    return dato instanceof Date ? dato.getTime() : (dato ?? null);
  };
  return DEL_LIBRO.some((campo) => campo in cambios && valor(anterior, campo) !== valor(cambios, campo));
}

/** Whether `cambios` change an opening balance of the asset (APERTURAS). */
export function cambiaLaApertura(anterior: Activo, cambios: Partial<Activo>): boolean {
  return APERTURAS.some((campo) => campo in cambios && (cambios[campo] ?? null) !== (anterior[campo] ?? null));
}
