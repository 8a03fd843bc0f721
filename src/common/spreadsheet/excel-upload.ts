import { FileUpload, UploadedNamedFile } from '../file-upload';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from './excel-limits';
import { ConfigWithStartRow } from './import-config';

export const NO_FILE = 'Por favor selecciona un archivo';
export const UPLOAD_TOO_LARGE = `El archivo supera el tamaño máximo de ${MAX_UPLOAD_MB} MB`;
export const INVALID_UPLOAD = 'La carga no es válida: envíe un solo archivo Excel en el campo "file"';

/** The text fields of an Excel upload, keys already camelCased by the global normaliser. */
export interface ExcelUploadBody {
  startRow?: unknown;
  config?: unknown;
}

/** A route that takes one Excel file (≤ 10 MB) in `file` plus the given text fields (name → description). */
export const ExcelUpload = (fields: Record<string, string> = {}) =>
  FileUpload({
    maxBytes: MAX_UPLOAD_BYTES,
    tooLargeMessage: UPLOAD_TOO_LARGE,
    invalidMessage: INVALID_UPLOAD,
    fields,
    fileDescription: `Excel .xlsx o .xls, o CSV (UTF-8, separado por comas o punto y coma), hasta ${MAX_UPLOAD_MB} MB`,
  });

/** The uploaded file with its name (a CSV is known by it); 400 'Por favor selecciona un archivo' when none was sent. */
export const UploadedExcel = () => UploadedNamedFile(NO_FILE);

/** The import config of an upload: `config`, with the start row also taken from a field of its own (see parseImportConfig). */
export function uploadedImportConfig({ config, startRow }: ExcelUploadBody): unknown {
  return startRow === undefined ? config : new ConfigWithStartRow(config, startRow);
}
