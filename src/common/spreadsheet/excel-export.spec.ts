import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import * as ExcelJS from 'exceljs';
import { contentDisposition } from './content-disposition';
import { analyzeExcel } from '../../importacion/excel-import';
import { ExportColumn, writeXlsx, XLSX_MIME, xlsxDownload } from './excel-export';

interface Fila {
  codigo: string;
  descripcion: string;
  cantidad: number;
  precio: number | string;
  tipoCambio: number;
  fechaAdquisicion: string | Date | null;
  fechaCreacion: Date;
  activo: boolean;
  area: { nombre: string } | null;
}

const COLUMNS: ExportColumn<Fila>[] = [
  { header: 'Código', key: 'codigo', type: 'string' },
  { header: 'Descripción', key: 'descripcion', type: 'string', width: 40 },
  { header: 'Cantidad', key: 'cantidad', type: 'integer' },
  { header: 'Precio', key: 'precio', type: 'money' },
  { header: 'Tipo de Cambio', key: 'tipoCambio', type: 'rate' },
  { header: 'Fecha Adquisición', key: 'fechaAdquisicion', type: 'date' },
  { header: 'Fecha Creación', key: 'fechaCreacion', type: 'datetime' },
  { header: 'Activo', key: 'activo', type: 'boolean' },
  { header: 'Área', key: 'area', type: 'string', value: (row) => row.area?.nombre },
];

async function* filas(count: number, hostile: Partial<Fila> = {}): AsyncGenerator<Fila> {
  for (let i = 1; i <= count; i++) {
    yield {
      codigo: `ACT-${i}`,
      descripcion: `Descripción ${i}`,
      cantidad: i,
      precio: i === 2 ? '1500.50' : i * 10.25,
      tipoCambio: 3.745,
      fechaAdquisicion: i === 2 ? '2024-03-31' : new Date(Date.UTC(2024, 0, 15)),
      fechaCreacion: new Date(Date.UTC(2024, 0, 15, 15, 30)),
      activo: i % 2 === 1,
      area: i === 1 ? { nombre: 'Logística' } : null,
      ...(i === 3 ? hostile : {}),
    };
  }
}

async function toBuffer(write: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(output);
  if (!output.readableEnded) await once(output, 'end');
  return Buffer.concat(chunks);
}

describe('writeXlsx', () => {
  let sheet: ExcelJS.Worksheet;
  let file: Buffer;

  beforeAll(async () => {
    file = await toBuffer((output) => writeXlsx(output, COLUMNS, filas(2_000, { descripcion: '=HYPERLINK("http://malo.example","clic")', codigo: '+51 987 654 321' }), 'Activos'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    sheet = workbook.getWorksheet('Activos')!;
  });

  it('writes a bold header row and every row', () => {
    expect(sheet.getRow(1).values).toEqual([undefined, ...COLUMNS.map((column) => column.header)]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(2_001);
    expect(sheet.getRow(2_001).getCell(1).value).toBe('ACT-2000');
  });

  it('freezes the header row and filters the used range', () => {
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:I2001');
  });

  it('writes typed numbers and dates with their formats', () => {
    const row = sheet.getRow(2);
    expect(row.getCell(3)).toMatchObject({ value: 1, numFmt: '0' });
    expect(row.getCell(4)).toMatchObject({ value: 10.25, numFmt: '#,##0.00' });
    expect(row.getCell(5)).toMatchObject({ value: 3.745, numFmt: '#,##0.000' });
    expect(row.getCell(6).value).toEqual(new Date(Date.UTC(2024, 0, 15)));
    expect(row.getCell(6).numFmt).toBe('dd/mm/yyyy');
    // 15:30 UTC is 10:30 in Lima.
    expect(row.getCell(7).value).toEqual(new Date(Date.UTC(2024, 0, 15, 10, 30)));
    expect(row.getCell(7).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row.getCell(8).value).toBe('Sí');
    expect(sheet.getRow(3).getCell(8).value).toBe('No');
    expect(row.getCell(9).value).toBe('Logística');
    expect(sheet.getRow(3).getCell(9).value).toBeNull();
  });

  it('accepts decimals and dates as the database may return them (text)', () => {
    const row = sheet.getRow(3);
    expect(row.getCell(4).value).toBe(1500.5);
    expect(row.getCell(6).value).toEqual(new Date(Date.UTC(2024, 2, 31)));
  });

  it('writes text that looks like a formula as quoted text: shown as typed, never evaluated', () => {
    const row = sheet.getRow(4);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(2).value).toBe('=HYPERLINK("http://malo.example","clic")');
    expect(row.getCell(1).value).toBe('+51 987 654 321');
    expect(row.getCell(1).formula).toBeUndefined();
    // The text format with quotePrefix: spreadsheet programs keep it text even when the cell is edited.
    expect(row.getCell(2).numFmt).toBe('@');
    expect(row.getCell(1).numFmt).toBe('@');
    expect(sheet.getRow(5).getCell(2).numFmt).toBeUndefined();
  });

  it('produces a workbook the import reads back', async () => {
    expect(await analyzeExcel(Buffer.from(file), 2, null)).toEqual(COLUMNS.map((column) => column.header));
  });

  it('escapes markup and drops the characters XML cannot hold', async () => {
    const escaped = await toBuffer((output) => writeXlsx(output, COLUMNS, filas(3, { descripcion: 'Tubo 1/2" & codo <PVC>\u0001 fin' })));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(escaped).buffer);
    expect(workbook.worksheets[0].getRow(4).getCell(2).value).toBe('Tubo 1/2" & codo <PVC> fin');
  });

  it('compresses a sheet of many megabytes that reads back whole', async () => {
    // About 8 MB of sheet text, deflated as one stream.
    const large = await toBuffer((output) => writeXlsx(output, COLUMNS, filas(25_000)));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(large).buffer);
    const rows = workbook.worksheets[0];
    expect(rows.rowCount).toBe(25_001);
    expect(rows.getRow(12_345).getCell(2).value).toBe('Descripción 12344');
    expect(rows.getRow(25_001).getCell(1).value).toBe('ACT-25000');
  });

  it('waits while the output is backed up, and stops pulling rows when it is closed', async () => {
    let pulled = 0;
    let finished = false;
    async function* endless(): AsyncGenerator<Fila> {
      try {
        for await (const fila of filas(1_000_000)) {
          pulled++;
          yield fila;
        }
      } finally {
        finished = true;
      }
    }
    // Nobody reads the output, like a client that stopped reading; then it goes away.
    const output = new PassThrough();
    const writing = writeXlsx(output, COLUMNS, endless());
    await new Promise((resolve) => setTimeout(resolve, 300));
    output.destroy();
    await expect(writing).rejects.toThrow('closed');
    expect(finished).toBe(true);
    // Nothing read the output: production waited for it once the pieces in compression (a few MB of text) were full.
    expect(pulled).toBeLessThan(30_000);
  });
});

describe('xlsxDownload', () => {
  it('is a streamable xlsx attachment', async () => {
    const download = xlsxDownload('Activos_2024-01-15.xlsx', COLUMNS, filas(3));
    expect(download.getHeaders()).toEqual({ type: XLSX_MIME, disposition: contentDisposition('Activos_2024-01-15.xlsx'), length: undefined });
    const file = await toBuffer(async (output) => {
      download.getStream().pipe(output);
    });
    expect(file.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Activos_2024-01-15.xlsx')).toBe(`attachment; filename="Activos_2024-01-15.xlsx"; filename*=UTF-8''Activos_2024-01-15.xlsx`);
    expect(contentDisposition('Catálogo Año (ñ).pdf')).toBe(`attachment; filename="Catalogo Ano (n).pdf"; filename*=UTF-8''Cat%C3%A1logo%20A%C3%B1o%20%28%C3%B1%29.pdf`);
  });

  it('never lets quotes, separators or line breaks through', () => {
    const header = contentDisposition('a"b\\c/d\r\nSet-Cookie: x=1;€.xlsx');
    expect(header).toBe(`attachment; filename="a_b_c_d__Set-Cookie: x=1;_.xlsx"; filename*=UTF-8''a%22b_c_d__Set-Cookie%3A%20x%3D1%3B%E2%82%AC.xlsx`);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
