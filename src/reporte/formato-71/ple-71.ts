import { fechaCorta } from '../formatos';
import { Fila71 } from './fila-71';

/** What a field is written from: the asset's line, its place in the file and the book's year. */
interface LineaPle {
  fila: Fila71;
  /** 1-based line number. */
  numero: number;
  anio: number;
}

type CampoPle = (linea: LineaPle) => string;

const CERO = '0.00';
const importe = (valor: number) => valor.toFixed(2);

/**
 * Free text as the format takes it: no field separator, slashes, backslashes or control characters, at most `max`
 * characters, and only what the file's Latin-1 encoding can hold (Spanish accents are
 * kept; typographic dashes and quotes become plain ones, other letters lose their
 * marks, anything else becomes '?'). Empty text is '-', as the format asks for marca,
 * modelo and serie.
 */
export function textoPle(texto: string | null, max: number): string {
  const limpio = (texto ?? '')
    .replace(/[|/\\\p{Cc}]/gu, ' ')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018-\u201b]/g, "'")
    .replace(/[\u201c-\u201f]/g, '"')
    .replace(/[^\x00-\xff]/gu, (letra) => {
      const base = letra.normalize('NFKD').replace(/\p{M}/gu, '');
      return /^[\x20-\xff]+$/.test(base) ? base : '?';
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return limpio || '-';
}

/**
 * The fields of book 7.1 "Registro de activos fijos – detalle de los activos fijos
 * revaluados y no revaluados" (SUNAT, R.S. 286-2009/SUNAT, Anexo 2), in file order:
 * each line writes them separated by '|' and ends with '|'. Amounts have two decimals
 * and no thousands separator; the ones the books do not record (other adjustments,
 * revaluations, inflation adjustments) are '0.00'. The free-use fields
 * 38 to 76 are left out, separators included, as the format allows.
 */
export const CAMPOS_PLE_71: CampoPle[] = [
  // 1. Periodo, AAAA0000: the book is annual.
  ({ anio }) => `${anio}0000`,
  // 2. Código Único de la Operación (CUO), up to 40: the asset's id, the same every year.
  ({ fila }) => String(fila.activoId),
  // 3. Correlativo del asiento, 2 to 10: 'M' (movements of the period) and the line number.
  ({ numero }) => `M${String(numero).padStart(4, '0')}`,
  // 4. Catálogo utilizado (table 13): 9 = otros, the company's own codes.
  () => '9',
  // 5. Código propio del activo fijo in that catalogue, up to 24.
  ({ fila }) => textoPle(fila.codigo, 24),
  // 6. Catálogo of the existence code (table 13): optional, no UNSPSC/GTIN code is recorded.
  () => '',
  // 7. Código de existencia in that catalogue: optional, empty with field 6.
  () => '',
  // 8. Tipo de activo fijo (table 18), from the asset's categoría SUNAT.
  ({ fila }) => fila.tipo,
  // 9. Cuenta contable del activo fijo, up to 24 digits.
  ({ fila }) => fila.cuenta,
  // 10. Estado del activo fijo (table 19), from the asset's estado.
  ({ fila }) => fila.estado,
  // 11. Descripción, up to 40.
  ({ fila }) => textoPle(fila.descripcion, 40),
  // 12. Marca, up to 20, '-' when there is none.
  ({ fila }) => textoPle(fila.marca, 20),
  // 13. Modelo, up to 20, '-' when there is none.
  ({ fila }) => textoPle(fila.modelo, 20),
  // 14. Número de serie y/o placa, up to 30, '-' when there is none.
  ({ fila }) => textoPle(fila.serie, 30),
  // 15. Saldo inicial: the cost of an asset acquired before the year, with its earlier improvements.
  ({ fila }) => importe(fila.saldoInicial),
  // 16. Adquisiciones o adiciones: the cost of an asset acquired in the year.
  ({ fila }) => importe(fila.adquisiciones),
  // 17. Mejoras: the improvements of the year.
  ({ fila }) => importe(fila.mejoras),
  // 18. Retiros y/o bajas: the cost written off by a disposal of the year.
  ({ fila }) => importe(fila.retiros),
  // 19. Otros ajustes en el valor.
  () => CERO,
  // 20. Revaluación voluntaria.
  () => CERO,
  // 21. Revaluación por reorganización de sociedades.
  () => CERO,
  // 22. Otras revaluaciones.
  () => CERO,
  // 23. Ajuste por inflación del valor.
  () => CERO,
  // 24. Fecha de adquisición, DD/MM/AAAA.
  ({ fila }) => fechaCorta(fila.fechaAdquisicion),
  // 25. Fecha de inicio del uso, DD/MM/AAAA: the schedule depreciates from its month.
  ({ fila }) => fechaCorta(fila.fechaInicioUso),
  // 26. Método de depreciación (table 20): 1 = línea recta.
  () => '1',
  // 27. Documento de autorización del cambio de método: '-', the method never changed.
  () => '-',
  // 28. Porcentaje de depreciación, ###.##.
  ({ fila }) => importe(fila.tasa),
  // 29. Depreciación acumulada al cierre del ejercicio anterior.
  ({ fila }) => importe(fila.depreciacionAnterior),
  // 30. Depreciación del ejercicio sin considerar la revaluación.
  ({ fila }) => importe(fila.depreciacionEjercicio),
  // 31. Depreciación del ejercicio relacionada con retiros y/o bajas: the accumulated depreciation written off.
  ({ fila }) => importe(fila.depreciacionRetiros),
  // 32. Depreciación relacionada con otros ajustes.
  () => CERO,
  // 33. Depreciación de la revaluación voluntaria.
  () => CERO,
  // 34. Depreciación de la revaluación por reorganización de sociedades.
  () => CERO,
  // 35. Depreciación de otras revaluaciones.
  () => CERO,
  // 36. Ajuste por inflación de la depreciación.
  () => CERO,
  // 37. Estado de la operación: 1 = corresponde al periodo.
  () => '1',
];

/** One line of the file, CRLF included. */
export const lineaPle71 = (linea: LineaPle): string => `${CAMPOS_PLE_71.map((campo) => campo(linea)).join('|')}|\r\n`;

/**
 * The PLE file name: LE, the RUC, the year, month and day 00 (annual book), book
 * 070100, 00 (no financial-statement opportunity), 1 (company in operation), 1 or 0
 * (with or without content), 1 (soles), 1 (generated as the PLE would).
 */
export const nombrePle71 = (ruc: string, anio: number, conContenido: boolean) => `LE${ruc}${anio}0000070100001${conContenido ? 1 : 0}11.TXT`;

/** PLE files are ANSI text: Latin-1, which textoPle keeps every field within. */
export const PLE_ENCODING = 'latin1';
export const PLE_MIME = 'text/plain; charset=ISO-8859-1';
