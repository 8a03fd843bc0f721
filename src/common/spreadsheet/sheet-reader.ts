import { TaskRejection } from '../worker/task-rejection';
import { MAX_DATA_ROWS, TOO_MANY_ROWS } from './excel-limits';
import type { ExcelFormat } from './excel-format';
import { CellValue, cellText, convertCell, ImportValue, MappedField } from './import-fields';
import type { SheetRow } from './sheet-row';
import { openFirstSheet } from './sheet-rows';

export interface SheetRequest {
  file: Buffer;
  format: ExcelFormat;
  /** 1..MAX_START_ROW; the headers are on the row above (none when it is 1). */
  startRow: number;
  /** Importing: the mapped fields, converted cell by cell. Analysing: null. */
  fields: MappedField[] | null;
}

export interface ConvertedRow {
  rowNumber: number;
  /** By field key, mapped fields only; null where a cell is empty or invalid. */
  values: Record<string, ImportValue>;
  /** One Spanish message per invalid cell. */
  errors: string[];
  /** What some cells needed to be read right, for the row's message (see CellConversion). */
  notes: string[];
}

export interface SheetContent {
  /** One per column up to the widest row, '' where a header cell is empty. */
  headers: string[];
}

/** Converted rows travel in batches of this many, so the caller works on them while the rest is read. */
const ROWS_PER_BATCH = 250;

/**
 * Worker task: reads the first worksheet, checking the row cap on the way, and
 * answers the headers. When importing, the rows with a value in some mapped column
 * are converted and emitted in order, in batches, as they are read.
 */
export default async function readSheet(request: SheetRequest, emit?: (rows: ConvertedRow[]) => void): Promise<SheetContent> {
  const { rows, failure } = await openFirstSheet(request.file, request.format);
  return Promise.race([collect(rows, request, emit), failure]);
}

async function collect(
  rows: AsyncIterable<SheetRow> | Iterable<SheetRow>,
  { startRow, fields }: SheetRequest,
  emit: (rows: ConvertedRow[]) => void = () => undefined,
): Promise<SheetContent> {
  let headerCells: CellValue[] = [];
  let width = 0;
  let dataRows = 0;
  let converted: ConvertedRow[] = [];
  for await (const { rowNumber, cells } of rows) {
    if (rowNumber < startRow - 1) continue;
    const used = usedWidth(cells);
    if (rowNumber === startRow - 1) headerCells = cells;
    else if (used === 0) continue;
    else if (++dataRows > MAX_DATA_ROWS) throw new TaskRejection(TOO_MANY_ROWS);
    else if (fields) {
      const row = convertRow(rowNumber, cells, fields);
      if (row && converted.push(row) === ROWS_PER_BATCH) {
        emit(converted);
        converted = [];
      }
    }
    width = Math.max(width, used);
  }
  if (converted.length > 0) emit(converted);
  const headers = Array.from({ length: width }, (_, i) => (startRow === 1 ? `Columna ${i + 1}` : cellText(headerCells[i] ?? null)));
  return { headers };
}

/** Null when every mapped cell is empty: a blank row is skipped, not reported. */
function convertRow(rowNumber: number, cells: CellValue[], fields: MappedField[]): ConvertedRow | null {
  if (fields.every((field) => isEmpty(cells[field.column - 1]))) return null;
  const row: ConvertedRow = { rowNumber, values: {}, errors: [], notes: [] };
  for (const field of fields) {
    const result = convertCell(field, cells[field.column - 1] ?? null);
    row.values[field.key] = result.ok ? result.value : null;
    if (!result.ok) row.errors.push(result.message);
    else if (result.note) row.notes.push(result.note);
  }
  return row;
}

function usedWidth(cells: CellValue[]): number {
  for (let i = cells.length - 1; i >= 0; i--) if (!isEmpty(cells[i])) return i + 1;
  return 0;
}

function isEmpty(cell: CellValue | undefined): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}
