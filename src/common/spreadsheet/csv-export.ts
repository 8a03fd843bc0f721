import { StreamableFile } from '@nestjs/common';
import { contentDisposition } from './content-disposition';
import { ExportColumn, ExportColumnType, FORMULA_START } from './excel-export';

export const CSV_MIME = 'text/csv; charset=utf-8';

const DECIMALES: Partial<Record<ExportColumnType, number>> = { money: 2, rate: 3, integer: 0 };

/** A cell as accounting systems import it: numbers with a point and fixed decimals, dates DD/MM/AAAA, text quoted when it must. */
function celda(type: ExportColumnType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (type in DECIMALES) return Number(value).toFixed(DECIMALES[type]);
  if (type === 'date' && value instanceof Date) return value.toISOString().slice(0, 10).split('-').reverse().join('/');
  const text = String(value);
  const segura = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(segura) ? `"${segura.replace(/"/g, '""')}"` : segura;
}

/**
 * A small table as a CSV download (RFC 4180: comma, CRLF, a header row), UTF-8 with a BOM so spreadsheet programs read
 * the accents; the same columns as its Excel. Built in memory: only for files of a few thousand lines.
 */
export function csvDownload<R>(filename: string, columns: ExportColumn<R>[], rows: Iterable<R>): StreamableFile {
  const lineas = [columns.map((column) => celda('string', column.header)).join(',')];
  for (const row of rows) {
    lineas.push(columns.map((column) => celda(column.type, column.value ? column.value(row) : (row as Record<string, unknown>)[column.key])).join(','));
  }
  return new StreamableFile(Buffer.from(`\uFEFF${lineas.join('\r\n')}\r\n`, 'utf8'), { type: CSV_MIME, disposition: contentDisposition(filename) });
}
