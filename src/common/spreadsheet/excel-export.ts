import { StreamableFile } from '@nestjs/common';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { types } from 'node:util';
import { ZipFile } from 'yazl';
import { shareLoop } from '../event-loop';
import { contentDisposition } from './content-disposition';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ExportColumnType = 'string' | 'integer' | 'money' | 'rate' | 'date' | 'datetime' | 'boolean';

export interface ExportColumn<R> {
  /** Spanish, as the spreadsheet shows it. */
  header: string;
  /** The row property to write, unless `value` derives it. */
  key: string;
  value?: (row: R) => unknown;
  type: ExportColumnType;
  /** In characters; a default per type otherwise. */
  width?: number;
}

/** Style index (cellXfs) and default width per column type; see STYLES_XML. */
const FORMATS: Record<ExportColumnType, { style: number; width: number }> = {
  string: { style: 0, width: 24 },
  integer: { style: 2, width: 10 },
  money: { style: 3, width: 14 },
  rate: { style: 4, width: 10 },
  date: { style: 5, width: 12 },
  datetime: { style: 6, width: 17 },
  boolean: { style: 0, width: 8 },
};
const HEADER_STYLE = 1;
/** Text that a spreadsheet program could take for a formula is written with the quotePrefix style: shown as typed, never evaluated. */
const QUOTED_TEXT_STYLE = 7;
/** The same for a header a user named (a company's own field): bold, quoted. */
const QUOTED_HEADER_STYLE = 8;

const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="4"><numFmt numFmtId="164" formatCode="#,##0.00"/><numFmt numFmtId="165" formatCode="#,##0.000"/>' +
  '<numFmt numFmtId="166" formatCode="dd/mm/yyyy"/><numFmt numFmtId="167" formatCode="dd/mm/yyyy hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="9">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="167" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" quotePrefix="1" applyFont="1" applyNumberFormat="1"/>' +
  '</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** Peru keeps UTC−5 all year: date-times are written as Lima wall-clock time. */
const LIMA_OFFSET_MS = -5 * 3_600_000;
/** Excel's limit per cell; longer text makes it "repair" the file. */
const MAX_CELL_TEXT = 32_767;
/** Text a spreadsheet program could take for a formula (CSV/formula injection). */
export const FORMULA_START = /^[=+\-@\t\r]/;
/** Rows appended to the zip at a time. */
const APPEND_EVERY_ROWS = 100;
/** Characters XML 1.0 does not allow, even escaped. */
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;

const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Most cells need no escaping: one test finds out, instead of a pass per character class over millions of cells. */
const escapeXml = (text: string) => (NEEDS_ESCAPE.test(text) ? text.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ENTITIES[c]) : text);

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`;

const CLOSED = 'Excel export stopped: the output was closed';

/** Resolves when `input` drains; rejects if `output` is closed first (the client went away). */
function drained(input: Writable, output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (closed: boolean) => {
      input.off('drain', onDrain);
      output.off('close', onClose);
      if (closed) reject(new Error(CLOSED));
      else resolve();
    };
    const onDrain = () => settle(false);
    const onClose = () => settle(true);
    input.on('drain', onDrain);
    output.on('close', onClose);
  });
}

/** One worksheet of a workbook: its rows are pulled when the sheet is written, after the ones before it. */
export interface HojaXlsx<R = Record<string, unknown>> {
  name: string;
  columns: ExportColumn<R>[];
  rows: AsyncIterable<R> | Iterable<R> | (() => AsyncIterable<R> | Iterable<R>);
}

/**
 * Streams the rows into `output` as an xlsx with one sheet: a bold, frozen header
 * row, an autofilter over the data and a number format per column type. The sheet
 * XML is generated here and streamed through yazl's deflate into `output`: rows are
 * pulled one by one (a domain pages through the database) and production waits
 * while `output` is backed up, so memory stays flat however many rows there are.
 * Stops when `output` is closed early (the client went away).
 */
export function writeXlsx<R>(output: Writable, columns: ExportColumn<R>[], rows: AsyncIterable<R> | Iterable<R>, sheetName = 'Datos'): Promise<void> {
  return writeXlsxSheets(output, [{ name: sheetName, columns, rows }]);
}

/** writeXlsx with several sheets, written in order (a later sheet may list what an earlier one found). */
export async function writeXlsxSheets(output: Writable, hojas: HojaXlsx<any>[]): Promise<void> {
  const zip = new ZipFile();
  const sent = pipeline(zip.outputStream, output);
  // Awaited at the end; a client that goes away meanwhile is reported by `append` as CLOSED.
  sent.catch(() => undefined);
  const escritas: Array<{ name: string; lastColumn: string; written: number }> = [];
  for (const [index, hoja] of hojas.entries()) {
    const sheetXml = new PassThrough();
    zip.addReadStream(sheetXml, `xl/worksheets/sheet${index + 1}.xml`);
    try {
      escritas.push({ name: escapeXml(hoja.name.slice(0, 31)), ...(await writeSheet(sheetXml, output, hoja)) });
    } catch (error) {
      sheetXml.destroy();
      throw error;
    }
    sheetXml.end();
  }

  const sheetIds = escritas.map((_, i) => i + 1);
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      sheetIds.map((id) => `<Override PartName="/xl/worksheets/sheet${id}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('') +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
    '_rels/.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      `<sheets>${escritas.map((hoja, i) => `<sheet name="${hoja.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets><definedNames>` +
      escritas
        .map(
          (hoja, i) =>
            `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">'${hoja.name.replace(/'/g, "''")}'!$A$1:$${hoja.lastColumn}$${hoja.written + 1}</definedName>`,
        )
        .join('') +
      '</definedNames></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      sheetIds.map((id) => `<Relationship Id="rId${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${id}.xml"/>`).join('') +
      `<Relationship Id="rId${escritas.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  };
  for (const [name, body] of Object.entries(parts)) zip.addBuffer(Buffer.from(xml(body)), name);
  zip.addBuffer(Buffer.from(STYLES_XML), 'xl/styles.xml');
  zip.end();
  await sent.catch(() => {
    throw new Error(CLOSED);
  });
}

/** One sheet's XML into `sheetXml`, waiting while `output` is backed up; how many rows it wrote and its last column. */
async function writeSheet<R>(sheetXml: PassThrough, output: Writable, hoja: HojaXlsx<R>): Promise<{ lastColumn: string; written: number }> {
  const { columns } = hoja;
  const rows = typeof hoja.rows === 'function' ? hoja.rows() : hoja.rows;
  const append = async (text: string) => {
    if (output.destroyed) throw new Error(CLOSED);
    if (!sheetXml.write(text)) await drained(sheetXml, output);
  };
  const names = columns.map((_, index) => columnName(index));
  const lastColumn = names[names.length - 1] ?? 'A';
  let written = 0;
  const widths = columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width ?? FORMATS[column.type].width}" customWidth="1"/>`).join('');
  const header = columns
    .map((column, i) => {
      const style = FORMULA_START.test(column.header) ? QUOTED_HEADER_STYLE : HEADER_STYLE;
      return `<c r="${names[i]}1" s="${style}" t="inlineStr"><is><t>${escapeXml(column.header)}</t></is></c>`;
    })
    .join('');
  await append(
    xml(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
        `<cols>${widths}</cols><sheetData><row r="1">${header}</row>`,
    ),
  );
  let batch = '';
  const cells = columns.map((column, i) => cellWriter(column, names[i]));
  for await (const row of rows) {
    const number = written + 2;
    batch += `<row r="${number}">`;
    for (const cell of cells) batch += cell(row as Record<string, unknown>, number);
    batch += '</row>';
    if (++written % APPEND_EVERY_ROWS === 0) {
      await append(batch);
      batch = '';
    }
    // Lets the zip stream flow and other requests in, even when the rows come without I/O.
    await shareLoop();
  }
  await append(`${batch}</sheetData><autoFilter ref="A1:${lastColumn}${written + 1}"/></worksheet>`);
  return { lastColumn, written };
}

export function xlsxDownload<R>(filename: string, columns: ExportColumn<R>[], rows: AsyncIterable<R> | Iterable<R>, sheetName?: string): StreamableFile {
  return xlsxSheetsDownload(filename, [{ name: sheetName ?? 'Datos', columns, rows }]);
}

/** A workbook of several sheets as a download (writeXlsxSheets). */
export function xlsxSheetsDownload(filename: string, hojas: HojaXlsx<any>[]): StreamableFile {
  const stream = new PassThrough();
  writeXlsxSheets(stream, hojas).catch((error: Error) => stream.destroy(error));
  return new StreamableFile(stream, { type: XLSX_MIME, disposition: contentDisposition(filename) });
}

type CellWriter = (row: Record<string, unknown>, rowNumber: number) => string;

/** The cell of `column` in a row, chosen once per column: the type is not looked at again for each of millions of cells. */
function cellWriter<R>(column: ExportColumn<R>, name: string): CellWriter {
  const read = column.value ? (row: Record<string, unknown>) => column.value!(row as R) : (row: Record<string, unknown>) => row[column.key];
  const xml = cellXml(column.type);
  return (row, rowNumber) => {
    const value = read(row);
    return value === null || value === undefined || value === '' ? '' : xml(`${name}${rowNumber}`, value);
  };
}

function cellXml(type: ExportColumnType): (ref: string, value: unknown) => string {
  switch (type) {
    case 'string':
      return (ref, value) => {
        const text = String(value).slice(0, MAX_CELL_TEXT - 1);
        const style = FORMULA_START.test(text) ? ` s="${QUOTED_TEXT_STYLE}"` : '';
        const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
        return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
      };
    case 'integer':
    case 'money':
    case 'rate': {
      const style = FORMATS[type].style;
      return (ref, value) => {
        const number = typeof value === 'string' ? Number(value) : value;
        return typeof number === 'number' && Number.isFinite(number) ? `<c r="${ref}" s="${style}"><v>${number}</v></c>` : '';
      };
    }
    case 'date':
    case 'datetime': {
      const style = FORMATS[type].style;
      return (ref, value) => {
        const date = types.isDate(value) ? value : typeof value === 'string' ? new Date(value) : null;
        if (!date || Number.isNaN(date.getTime())) return '';
        const ms = type === 'date' ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) : date.getTime() + LIMA_OFFSET_MS;
        return `<c r="${ref}" s="${style}"><v>${ms / DAY_MS + EXCEL_EPOCH_DAYS}</v></c>`;
      };
    }
    case 'boolean':
      return (ref, value) => {
        // SQLite answers raw booleans as 1 / 0.
        const text = value === true || value === 1 ? 'Sí' : value === false || value === 0 ? 'No' : null;
        return text ? `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>` : '';
      };
  }
}
