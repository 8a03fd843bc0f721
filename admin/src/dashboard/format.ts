// docs/especificacion-operaciones.md §9: soles without decimals (es-PE); from 1,000 abbreviated as Spanish words do
// ("mil", "millones"), with at most one decimal.
const LOCALE = 'es-PE';

const soles = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'PEN', maximumFractionDigits: 0 });
// Long compact names: es-PE's short ones are "k" and "M", and its currency ones the English "K".
const compacto = new Intl.NumberFormat(LOCALE, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 });

/** "S/ 1,234,568" */
export const formatSoles = (value: number): string => soles.format(value);

/** "S/ 1.2 millones", "S/ 45.3 mil", "S/ 950", with the no-break space formatSoles writes after S/. */
export const formatSolesAbbreviated = (value: number): string =>
    Math.abs(value) < 1_000 ? formatSoles(value) : `${value < 0 ? '-' : ''}S/\u00a0${compacto.format(Math.abs(value))}`;
