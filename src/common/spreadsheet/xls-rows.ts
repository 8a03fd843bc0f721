import * as XLSX from '@e965/xlsx';
import { TaskRejection } from '../worker/task-rejection';
import { DAMAGED_OR_TOO_LARGE, MAX_COLUMNS } from './excel-limits';
import type { CellValue } from './import-fields';
import type { SheetRow, SheetRows } from './sheet-row';

const DAY_MS = 86_400_000;

/** The first worksheet of a legacy .xls workbook, parsed whole (the format has no streaming reader). */
export function openXlsSheet(file: Buffer): SheetRows {
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
