import type { CellValue } from './import-fields';

// The rows of a sheet as every format's reader gives them (xlsx here, xls and csv in their own files).

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
