import { types } from 'node:util';
import { IMPORTE_NO_NUMERICO, leerImporte, LecturaImporte, parseDecimal, problemaImporte } from '../../dominio/importe-texto';
import { MAX_DECIMAL, MAX_ID } from '../../dominio/number-bounds';

/** A value as read from a cell: formulas give their cached result, rich text and hyperlinks their text, errors null. */
export type CellValue = string | number | boolean | Date | null;

/** 'importe': a price or amount of two decimals, never negative (see leerImporte). */
export type ImportFieldType = 'string' | 'integer' | 'decimal' | 'importe' | 'date' | 'boolean';
/** A converted value: dates are UTC midnight. */
export type ImportValue = string | number | boolean | Date | null;

/**
 * One target field of an import, as a domain declares it. Its column number comes
 * in the import config under `<Key>Column` (PascalCase or camelCase):
 * `{ key: 'codLinea' }` is mapped by `CodLineaColumn`.
 */
export interface ImportField {
  key: string;
  /** Spanish, as the wizard shows it; names the field in messages. */
  label: string;
  type: ImportFieldType;
  /**
   * true: must be mapped, and every row must give a value. 'mapping': must be mapped, and the definition's row rules
   * say when a row needs a value (a client's Apellido, which a company with RUC leaves empty).
   */
  required?: boolean | 'mapping';
  /** Strings only. */
  maxLength?: number;
  /**
   * Strings only: a code of exactly this many digits (DNI, RUC, postal code). A number
   * cell, whose leading zeros the spreadsheet dropped, gets them back.
   */
  digits?: number;
  /** With digits: the fewest digits such a number may have; shorter ones are left as they are. 1 by default. */
  paddedFrom?: number;
}

export interface MappedField extends ImportField {
  /** 1-based. */
  column: number;
}

/** A converted cell; `note` says what was done to read it right (zeros put back). */
export type CellConversion = { ok: true; value: ImportValue; note?: string } | { ok: false; message: string };

const DAY_MS = 86_400_000;
const MAX_SHOWN = 40;

/** Converts one cell to its field's type; a problem is a Spanish message naming the column. */
export function convertCell(field: MappedField, cell: CellValue): CellConversion {
  const name = `Columna ${field.column} (${field.label})`;
  const text = typeof cell === 'string' ? cell.trim() : null;
  if (cell === null || text === '') return field.required === true ? fail(`${name} es obligatoria`) : { ok: true, value: null };
  const invalid = (what: string) => fail(`${name}: "${shown(cell)}" no es ${what}`);

  switch (field.type) {
    case 'string': {
      const padded = typeof cell === 'number' ? withLeadingZeros(field, cell) : null;
      if (padded) return { ok: true, value: padded, note: `${field.label} completado con ceros: ${padded}` };
      const value = text ?? cellText(cell);
      return field.maxLength && value.length > field.maxLength ? fail(`${name} excede ${field.maxLength} caracteres`) : { ok: true, value };
    }
    case 'decimal': {
      const value = typeof cell === 'number' ? cell : text !== null ? parseDecimal(text) : null;
      return value !== null && Math.abs(value) <= MAX_DECIMAL ? { ok: true, value } : invalid('un número válido');
    }
    case 'importe': {
      // A number cell keeps the céntimos the spreadsheet shows; typed text is read as written or refused.
      const lectura = typeof cell === 'number' ? importeDeCelda(cell) : text !== null ? leerImporte(text) : null;
      if (!lectura || (!lectura.ok && lectura.message === IMPORTE_NO_NUMERICO)) return invalid('un número válido');
      return lectura.ok ? { ok: true, value: lectura.value } : fail(`${name}: ${lectura.message} ("${shown(cell)}")`);
    }
    case 'integer': {
      const value = typeof cell === 'number' ? cell : text !== null ? parseDecimal(text) : null;
      return value !== null && Number.isInteger(value) && Math.abs(value) <= MAX_ID ? { ok: true, value } : invalid('un número entero válido');
    }
    case 'date': {
      const value = types.isDate(cell) ? utcDay(cell) : typeof cell === 'number' ? excelSerialToDate(cell) : text !== null ? parseDate(text) : null;
      return value ? { ok: true, value } : invalid('una fecha válida (use dd/mm/aaaa)');
    }
    case 'boolean': {
      const value = typeof cell === 'boolean' ? cell : typeof cell === 'number' ? numericBoolean(cell) : text !== null ? parseBoolean(text) : null;
      return value === null ? invalid('un valor válido (use Sí o No)') : { ok: true, value };
    }
  }
}

/** A cell as text, as a header or a text field: numbers without float noise, dates as dd/mm/aaaa. */
export function cellText(cell: CellValue): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return cell ? 'VERDADERO' : 'FALSO';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${pad(cell.getUTCDate())}/${pad(cell.getUTCMonth() + 1)}/${cell.getUTCFullYear()}`;
  const time = cell.getUTCHours() || cell.getUTCMinutes() ? ` ${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}` : '';
  return day + time;
}

/** 'dd/mm/aaaa', 'dd-mm-aaaa' or 'aaaa-mm-dd' (a time after it is ignored), as UTC midnight; impossible dates are null. */
export function parseDate(text: string): Date | null {
  const time = '(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?Z?)?$';
  const dayFirst = new RegExp(`^(\\d{1,2})([/-])(\\d{1,2})\\2(\\d{4})${time}`).exec(text);
  if (dayFirst) return calendarDate(+dayFirst[4], +dayFirst[3], +dayFirst[1]);
  const iso = new RegExp(`^(\\d{4})-(\\d{1,2})-(\\d{1,2})${time}`).exec(text);
  return iso ? calendarDate(+iso[1], +iso[2], +iso[3]) : null;
}

/** Sí/Si/No, True/False, Verdadero/Falso, 1/0 and X (a ticked box), any case, with or without accents. */
export function parseBoolean(text: string): boolean | null {
  const word = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (['si', 'true', 'verdadero', '1', 'x'].includes(word)) return true;
  if (['no', 'false', 'falso', '0'].includes(word)) return false;
  return null;
}

/** An Excel serial day number (1900 date system) as UTC midnight; the time of day is dropped. */
export function excelSerialToDate(serial: number): Date | null {
  const day = Math.floor(serial);
  // 60 is the 29/02/1900 Excel inherited from Lotus, a day that never was.
  if (!(day >= 1 && day <= 2_958_465) || day === 60) return null;
  return new Date(Date.UTC(1899, 11, day < 60 ? 31 : 30) + day * DAY_MS);
}

function importeDeCelda(cell: number): LecturaImporte {
  const value = Math.round(cell * 100) / 100;
  const problema = problemaImporte(value);
  return problema ? { ok: false, message: problema } : { ok: true, value };
}

/** The code a number cell stood for, when it is one of the field's codes short of its leading zeros; else null. */
function withLeadingZeros({ digits, paddedFrom = 1 }: ImportField, cell: number): string | null {
  if (!digits || !Number.isSafeInteger(cell) || cell < 0) return null;
  const written = String(cell);
  return written.length < digits && written.length >= paddedFrom ? written.padStart(digits, '0') : null;
}

function numericBoolean(value: number): boolean | null {
  return value === 1 ? true : value === 0 ? false : null;
}

function utcDay(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exact = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exact && year >= 1000 ? date : null;
}

function shown(cell: CellValue): string {
  const text = cellText(cell);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function fail(message: string): CellConversion {
  return { ok: false, message };
}
