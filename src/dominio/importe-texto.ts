import { MAX_DECIMAL } from './number-bounds';

// How an amount written as text is read, the same in the panel, the API and the spreadsheet import.
// No Node.js imports: the panel bundles this file.

/**
 * A number written as text, es-PE style first (',' thousands, '.' decimals) but
 * tolerant of the other convention: 'S/ 1,234.56', '1234.5', '1.234,56', '(1,234.56)', '15%'.
 * - When both '.' and ',' appear, the last one is the decimal separator and the other groups thousands.
 * - Only ',': repeated, it groups thousands; once, it groups thousands when followed by exactly
 *   three digits after one to three (not zero-led) digits ('1,234' = 1234), else it is the decimal comma ('12,5').
 * - Only '.': repeated, it groups thousands ('1.234.567'); once, it is the decimal point ('1.234' = 1.234).
 * Thousands groups must be of three digits. A currency sign (S/, S/., US$, $) and a trailing % are ignored.
 */
export function parseDecimal(text: string): number | null {
  const match = /^(\()?([+-])?(?:S\/\.?|US\$|\$)?([+-])?([\d.,]+)%?(\))?$/i.exec(text.replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return null;
  const [, open, sign, innerSign, digits, close] = match;
  if (Boolean(open) !== Boolean(close) || (sign && innerSign)) return null;

  const dot = digits.lastIndexOf('.');
  const comma = digits.lastIndexOf(',');
  let decimal: string | null = null;
  let group: string | null = null;
  if (dot >= 0 && comma >= 0) [decimal, group] = dot > comma ? ['.', ','] : [',', '.'];
  else if (comma >= 0) [decimal, group] = digits.indexOf(',') === comma && !/^[1-9]\d{0,2},\d{3}$/.test(digits) ? [',', null] : [null, ','];
  else if (dot >= 0) [decimal, group] = digits.indexOf('.') === dot ? ['.', null] : [null, '.'];

  const [integer, fraction, extra] = decimal ? digits.split(decimal) : [digits];
  if (extra !== undefined || fraction === '') return null;
  const grouping = group !== null && integer.includes(group) ? group : null;
  if (grouping ? !new RegExp(`^\\d{1,3}(?:\\${grouping}\\d{3})+$`).test(integer) : !/^\d*$/.test(integer)) return null;
  if (!integer && !fraction) return null;
  const value = Number(`${(grouping ? integer.split(grouping).join('') : integer) || '0'}.${fraction ?? '0'}`);
  return (open || (sign ?? innerSign) === '-') && value !== 0 ? -value : value;
}

export const IMPORTE_NO_NUMERICO = 'Debe ser un número válido';
export const IMPORTE_NEGATIVO = 'No puede ser negativo';
export const IMPORTE_CIENTIFICO = 'Escriba el número completo, sin notación científica (1000, no 1e3)';
export const IMPORTE_DEMASIADO_GRANDE = `No puede superar ${MAX_DECIMAL.toLocaleString('es-PE')}`;
export const importeConDecimalesDeMas = (decimales: number) => `Use como máximo ${decimales} decimales`;

export type LecturaImporte = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * Why an amount (a price, an exchange rate) cannot be stored as given, or null when it can: it is a finite
 * number, not negative, within the DECIMAL(18,·) column and with no more decimals than the column keeps, so
 * nothing is rounded or cut without the user knowing.
 */
export function problemaImporte(value: number, decimales = 2): string | null {
  if (!Number.isFinite(value)) return IMPORTE_NO_NUMERICO;
  if (value < 0) return IMPORTE_NEGATIVO;
  if (value > MAX_DECIMAL) return IMPORTE_DEMASIADO_GRANDE;
  return Number(value.toFixed(decimales)) === value ? null : importeConDecimalesDeMas(decimales);
}

/**
 * An amount as a person types it: '1500', '1,234.50', '1234,50' and '1.234,50' are read as parseDecimal reads
 * them; blank is no amount (null); anything else is refused with the reason, never read as another number.
 */
export function leerImporte(text: string, decimales = 2): LecturaImporte {
  const typed = text.trim();
  if (!typed) return { ok: true, value: null };
  if (/\d\s*e\s*[+-]?\d/i.test(typed)) return { ok: false, message: IMPORTE_CIENTIFICO };
  const value = parseDecimal(typed);
  if (value === null) return { ok: false, message: IMPORTE_NO_NUMERICO };
  const problema = problemaImporte(value, decimales);
  return problema ? { ok: false, message: problema } : { ok: true, value };
}
