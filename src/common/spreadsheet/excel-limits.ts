/** Limits and messages shared by the API side and the worker side of the Excel import. */

export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Non-blank rows from the start row on. */
export const MAX_DATA_ROWS = 50_000;
/** Cells beyond this column are ignored; mappings must point inside it. */
export const MAX_COLUMNS = 200;
export const DEFAULT_START_ROW = 2;
export const MAX_START_ROW = 100;

export const NOT_EXCEL = 'El archivo debe ser un Excel (.xlsx o .xls)';
export const DAMAGED_OR_TOO_LARGE = 'El archivo Excel está dañado o es demasiado grande para procesarlo';
export const TOO_MANY_ROWS = `El archivo supera el máximo de ${MAX_DATA_ROWS.toLocaleString('es-PE')} filas`;
