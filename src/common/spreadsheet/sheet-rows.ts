import type * as ExcelJS from 'exceljs';
import { TaskRejection } from '../worker/task-rejection';
import { DAMAGED_OR_TOO_LARGE, MAX_COLUMNS } from './excel-limits';
import type { ExcelFormat } from './excel-format';
import type { CellValue } from './import-fields';
import type { SheetRow, SheetRows } from './sheet-row';
import { firstWorksheetArchive, openXlsxPackage } from './xlsx-package';

/** The last row of a sheet: a row past it is no workbook a spreadsheet program wrote. */
const LAST_ROW = 1_048_576;

// Loaded by path: exceljs's index also loads its writers and CSV support, which would
// double the thread's start-up. An internal path: package.json pins exceljs to an exact version.
const WorkbookReader: typeof ExcelJS.stream.xlsx.WorkbookReader = require('exceljs/lib/stream/xlsx/workbook-reader');

/** The first worksheet of a workbook, row by row. Runs in a worker thread. */
export async function openFirstSheet(file: Buffer, format: ExcelFormat): Promise<SheetRows> {
  // The legacy .xls parser and the CSV reader load only for their files.
  if (format === 'xls') return (await import('./xls-rows')).openXlsSheet(file);
  if (format === 'csv') return (await import('./csv-rows')).openCsvSheet(file);
  return openXlsxSheet(file);
}

async function openXlsxSheet(file: Buffer): Promise<SheetRows> {
  const { stream, failure } = await firstWorksheetArchive(await openXlsxPackage(file));
  // Styles are needed to tell dates from numbers; merged ranges are ignored by the streaming reader.
  const reader = new WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  return { rows: xlsxRows(reader), failure };
}

async function* xlsxRows(reader: ExcelJS.stream.xlsx.WorkbookReader): AsyncGenerator<SheetRow> {
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      if (row.number > LAST_ROW) throw new TaskRejection(DAMAGED_OR_TOO_LARGE);
      const cells: CellValue[] = [];
      row.eachCell((cell, column) => {
        if (column <= MAX_COLUMNS) cells[column - 1] = xlsxCell(cell.value);
      });
      yield { rowNumber: row.number, cells };
    }
    return;
  }
}

function xlsxCell(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return xlsxCell(value.result as ExcelJS.CellValue | undefined);
  if ('text' in value) return xlsxCell(value.text as ExcelJS.CellValue);
  return null; // an error value such as #N/A
}
