import { BadRequestException } from '@nestjs/common';
import { NOT_EXCEL } from './excel-limits';

export type ExcelFormat = 'xlsx' | 'xls';

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The format by content, never by the name or MIME type the client sent: a zip
 * (xlsx, confirmed later by its xl/workbook.xml) or an OLE2 compound file (legacy xls).
 */
export function detectExcelFormat(file: Buffer): ExcelFormat {
  if (file.subarray(0, ZIP.length).equals(ZIP)) return 'xlsx';
  if (file.subarray(0, OLE2.length).equals(OLE2)) return 'xls';
  throw new BadRequestException(NOT_EXCEL);
}
