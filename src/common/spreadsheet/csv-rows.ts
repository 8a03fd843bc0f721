import { MAX_COLUMNS } from './excel-limits';
import type { CellValue } from './import-fields';
import type { SheetRow, SheetRows } from './sheet-row';

const BOM = '\uFEFF';
/** A whole number as a spreadsheet program reads it from CSV; with a leading zero it stays text, as typed. */
const WHOLE_NUMBER = /^[1-9]\d{0,14}$/;

/**
 * A CSV file as the first worksheet: UTF-8 with or without a byte-order mark (or, when
 * it is not UTF-8, Windows-1252, what Excel's plain "CSV" saves), fields separated by
 * commas or semicolons (whichever the first line uses more), quoted as RFC 4180 says.
 */
export function openCsvSheet(file: Buffer): SheetRows {
  const text = decode(file);
  return { rows: csvRows(text, separatorOf(text)), failure: new Promise<never>(() => undefined) };
}

function decode(file: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(file);
  } catch {
    text = new TextDecoder('windows-1252').decode(file);
  }
  return text.startsWith(BOM) ? text.slice(BOM.length) : text;
}

/** The separator the first non-blank line uses most, outside quotes; a comma on a tie. */
function separatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === ',') commas++;
    else if (char === ';') semicolons++;
    else if ((char === '\n' || char === '\r') && commas + semicolons > 0) break;
  }
  return semicolons > commas ? ';' : ',';
}

function* csvRows(text: string, separator: string): Generator<SheetRow> {
  let rowNumber = 1;
  let cells: CellValue[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    if (cells.length < MAX_COLUMNS) cells.push(csvCell(field));
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endField();
      yield { rowNumber: rowNumber++, cells };
      cells = [];
    } else field += char;
  }
  if (field !== '' || cells.length > 0) {
    endField();
    yield { rowNumber, cells };
  }
}

function csvCell(field: string): CellValue {
  if (field === '') return null;
  return WHOLE_NUMBER.test(field.trim()) ? Number(field) : field;
}
