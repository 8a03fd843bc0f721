import * as XLSX from '@e965/xlsx';
import * as ExcelJS from 'exceljs';
import { TaskRejection } from '../worker/task-rejection';
import { DAMAGED_OR_TOO_LARGE, MAX_COLUMNS } from './excel-limits';
import type { ExcelFormat } from './excel-format';
import type { CellValue } from './import-fields';
import { firstWorksheetArchive, openXlsxPackage } from './xlsx-package';

const DAY_MS = 86_400_000;

export interface SheetRow {
  /** 1-based, as Excel numbers it. */
  rowNumber: number;
  /** `cells[i]` is column i + 1, up to MAX_COLUMNS; holes are empty cells. */
  cells: CellValue[];
}

export interface SheetRows {
  /** The rows the file stores (blank ones may be among them), in order. */
  rows: AsyncIterable<SheetRow> | Iterable<SheetRow>;
  /** Rejects when the file turns out corrupt while its rows are being read. */
  failure: Promise<never>;
}

/** The first worksheet of a workbook, row by row. Runs in a worker thread. */
export async function openFirstSheet(file: Buffer, format: ExcelFormat): Promise<SheetRows> {
  return format === 'xlsx' ? openXlsxSheet(file) : openXlsSheet(file);
}

async function openXlsxSheet(file: Buffer): Promise<SheetRows> {
  const { stream, failure } = await firstWorksheetArchive(await openXlsxPackage(file));
  // Styles are needed to tell dates from numbers; merged ranges are ignored by the streaming reader.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
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

function openXlsSheet(file: Buffer): SheetRows {
  let workbook: XLSX.WorkBook;
  try {
    // `sheets: 0` parses the first sheet only; dense mode keeps rows as arrays. Dates are
    // converted below from serial numbers and formats, which does not depend on the time zone.
    workbook = XLSX.read(file, { type: 'buffer', sheets: 0, dense: true, cellNF: true, cellDates: false, cellFormula: false, cellHTML: false, cellText: false });
  } catch {
    throw new TaskRejection(DAMAGED_OR_TOO_LARGE);
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  if (!sheet) throw new TaskRejection(DAMAGED_OR_TOO_LARGE);
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  return { rows: xlsRows(sheet['!data'] ?? [], date1904), failure: new Promise<never>(() => undefined) };
}

function* xlsRows(data: XLSX.CellObject[][], date1904: boolean): Generator<SheetRow> {
  for (let index = 0; index < data.length; index++) {
    const row = data[index];
    if (!row) continue;
    const cells: CellValue[] = [];
    for (let column = 0; column < Math.min(row.length, MAX_COLUMNS); column++) {
      if (row[column]) cells[column] = xlsCell(row[column], date1904);
    }
    yield { rowNumber: index + 1, cells };
  }
}

function xlsCell(cell: XLSX.CellObject, date1904: boolean): CellValue {
  switch (cell.t) {
    case 's':
    case 'b':
      return cell.v as string | boolean;
    case 'n': {
      const value = cell.v as number;
      if (!Number.isFinite(value)) return null;
      // The serial as UTC, as exceljs reads xlsx dates.
      return typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z) ? new Date(Math.round((value - 25569 + (date1904 ? 1462 : 0)) * DAY_MS)) : value;
    }
    default:
      return null; // 'e' (error) and 'z' (blank)
  }
}
