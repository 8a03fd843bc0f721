// docs/especificacion-operaciones.md §9: soles without decimals (es-PE); from 1,000 abbreviated as K and from 1,000,000 as M, one decimal.
const LOCALE = 'es-PE';

const soles = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'PEN', maximumFractionDigits: 0 });
const solesOneDecimal = new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'PEN',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
});

/** "S/ 1,234,568" */
export const formatSoles = (value: number): string => soles.format(value);

/** "S/ 1.2M", "S/ 45.3K", "S/ 950" */
export const formatSolesAbbreviated = (value: number): string => {
    if (Math.abs(value) >= 1_000_000) return `${solesOneDecimal.format(value / 1_000_000)}M`;
    if (Math.abs(value) >= 1_000) return `${solesOneDecimal.format(value / 1_000)}K`;
    return formatSoles(value);
};
