import { BadRequestException } from '@nestjs/common';
import type { NamedUpload } from '../file-upload';
import { NOT_EXCEL } from './excel-limits';

export type ExcelFormat = 'xlsx' | 'xls' | 'csv';

/** The workbook's bytes alone, or an upload with its name (only a name can say CSV). */
export type SpreadsheetSource = Buffer | NamedUpload;

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Text never holds a NUL byte; binary files almost always do near their start. */
const TEXT_PROBE_BYTES = 4096;

export function spreadsheetBytes(source: SpreadsheetSource): Buffer {
  return Buffer.isBuffer(source) ? source : source.bytes;
}

/**
 * The format by content, never by the MIME type the client sent: a zip (xlsx,
 * confirmed later by its xl/workbook.xml) or an OLE2 compound file (legacy xls).
 * Text has no signature, so CSV (the templates the product offers) is read only
 * from an upload named .csv whose start holds no NUL byte.
 */
export function detectExcelFormat(source: SpreadsheetSource): ExcelFormat {
  const file = spreadsheetBytes(source);
  if (file.subarray(0, ZIP.length).equals(ZIP)) return 'xlsx';
  if (file.subarray(0, OLE2.length).equals(OLE2)) return 'xls';
  const namedCsv = !Buffer.isBuffer(source) && /\.csv$/i.test(source.fileName.trim());
  if (namedCsv && file.length > 0 && !file.subarray(0, TEXT_PROBE_BYTES).includes(0)) return 'csv';
  throw new BadRequestException(NOT_EXCEL);
}
