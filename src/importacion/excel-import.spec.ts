import { BadRequestException, Logger } from '@nestjs/common';
import { Column, DataSource, Entity, In, PrimaryGeneratedColumn } from 'typeorm';
import { bulkInsert } from '../database/bulk-insert';
import {
  bombPayload,
  craftedXlsx,
  workbookParts,
  worksheetXml,
  xlsFile,
  xlsxFile,
  zipArchive,
  zipBomb,
} from '../../test/fixtures/spreadsheets';
import { analyzeExcel, CreatedRecord, ImportDefinition, importExcel, ImportTrail, ImportValues } from './excel-import';
import { ImportField } from '../common/spreadsheet/import-fields';

@Entity()
class Articulo {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ unique: true })
  codigo: string;

  @Column()
  descripcion: string;

  @Column('real', { nullable: true })
  precio: number | null;

  @Column('integer', { nullable: true })
  cantidad: number | null;

  @Column('date', { nullable: true })
  fecha: string | null;

  @Column({ nullable: true })
  activo: boolean;
}

const FIELDS: ImportField[] = [
  { key: 'codigo', label: 'Código', type: 'string', maxLength: 10 },
  { key: 'descripcion', label: 'Descripción', type: 'string', required: true, maxLength: 50 },
  { key: 'precio', label: 'Precio', type: 'decimal' },
  { key: 'cantidad', label: 'Cantidad', type: 'integer' },
  { key: 'fecha', label: 'Fecha', type: 'date' },
  { key: 'activo', label: 'Activo', type: 'boolean' },
];
const ALL_COLUMNS = JSON.stringify({ StartRow: 2, CodigoColumn: 1, DescripcionColumn: 2, PrecioColumn: 3, CantidadColumn: 4, FechaColumn: 5, ActivoColumn: 6 });
const HEADERS = ['Código', 'Descripción', 'Precio', 'Cantidad', 'Fecha', 'Activo'];

type NewArticulo = Omit<Articulo, 'id'>;

/** The way a domain module writes its definition: per import, with its own memory of the file. */
function articulos(options: { saveChunk?: ImportDefinition<NewArticulo>['saveChunk']; parametersPerRow?: number } = {}): ImportDefinition<NewArticulo> & { chunks: number[] } {
  const seen = new Set<string>();
  let generated = 0;
  const chunks: number[] = [];
  return {
    chunks,
    fields: FIELDS,
    entity: Articulo,
    parametersPerRow: options.parametersPerRow ?? 6,
    missingMappingMessage: (labels) => `La columna "${labels[0]}" es requerida`,
    summarize: (values: ImportValues) => ({ codigo: String(values.codigo ?? ''), descripcion: String(values.descripcion ?? '') }),
    validateRow(values) {
      const codigo = (values.codigo as string | null) ?? `GEN-${++generated}`;
      if (seen.has(codigo)) return { ok: false, message: `El código "${codigo}" está repetido en el archivo` };
      seen.add(codigo);
      const fecha = values.fecha as Date | null;
      return {
        ok: true,
        value: {
          codigo,
          descripcion: values.descripcion as string,
          precio: values.precio as number | null,
          cantidad: values.cantidad as number | null,
          fecha: fecha ? fecha.toISOString().slice(0, 10) : null,
          activo: (values.activo as boolean | null) ?? true,
        },
        summary: { codigo, descripcion: values.descripcion as string },
      };
    },
    async saveChunk(rows, manager) {
      chunks.push(rows.length);
      if (options.saveChunk) return options.saveChunk(rows, manager);
      return bulkInsert(manager, Articulo, rows);
    },
  };
}

async function badRequest(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  return (error as BadRequestException).message;
}

let db: DataSource;

beforeAll(async () => {
  db = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Articulo], synchronize: true });
  await db.initialize();
});

afterAll(() => db.destroy());

beforeEach(() => db.getRepository(Articulo).clear());

describe('analyzeExcel', () => {
  it('answers the trimmed headers of the row above the start row, keeping empty ones', async () => {
    const file = await xlsxFile([
      ['  Código ', null, 'Precio'],
      ['A-1', 'Silla', 10, null, 'sin encabezado'],
    ]);
    expect(await analyzeExcel(file, '2', null)).toEqual(['Código', '', 'Precio', '', '']);
  });

  it('numbers the columns when the data starts on row 1', async () => {
    const file = await xlsxFile([
      ['A-1', 'Silla', 10],
      ['A-2', 'Mesa'],
    ]);
    expect(await analyzeExcel(file, 1, null)).toEqual(['Columna 1', 'Columna 2', 'Columna 3']);
  });

  it('reads the headers below a title row and falls back to row 2 for an invalid start row', async () => {
    const rows = [['Inventario 2024'], HEADERS, ['A-1', 'Silla']];
    expect(await analyzeExcel(await xlsxFile(rows), 3, null)).toEqual(HEADERS);
    const fromRow1 = ['Inventario 2024', '', '', '', '', ''];
    expect(await analyzeExcel(await xlsxFile(rows), 'abc', null)).toEqual(fromRow1);
    expect(await analyzeExcel(await xlsxFile(rows), 101, null)).toEqual(fromRow1);
  });

  it('reads a real legacy .xls', async () => {
    expect(await analyzeExcel(xlsFile([HEADERS, ['A-1', 'Silla', 10, 1, new Date(Date.UTC(2024, 0, 15)), 'Sí']]), 2, null)).toEqual(HEADERS);
  });

  it('reads the first sheet in tab order, not the first part in the archive', async () => {
    const file = craftedXlsx([worksheetXml([[1, ['Segunda']]]), worksheetXml([[1, ['Primera', 'Hoja']]])], [2, 1]);
    expect(await analyzeExcel(file, 2, null)).toEqual(['Primera', 'Hoja']);
  });

  it('answers no headers for an empty sheet', async () => {
    expect(await analyzeExcel(await xlsxFile([]), 2, null)).toEqual([]);
  });
});

describe('importExcel', () => {
  it('converts typed cells and text cells alike and saves them', async () => {
    const file = await xlsxFile([
      HEADERS,
      ['A-1', 'Silla', 1234.56, 3, new Date(Date.UTC(2024, 0, 15)), true],
      ['A-2', 'Mesa', 'S/ 1,234.56', '3', '15/01/2024', 'Sí'],
      ['A-3', 'Armario', '1.234,56', 3, '2024-01-15', 'x'],
      ['A-4', { richText: [{ text: 'Lám' }, { font: { bold: true }, text: 'para' }] }, { formula: 'C3*2', result: 20 }, null, 45306, 'No'],
      ['A-5', { text: 'Sitio web', hyperlink: 'https://example.pe' }, { error: '#N/A' }, null, null, 0],
    ]);
    const result = await importExcel(file, ALL_COLUMNS, articulos(), db.manager, null);
    expect(result).toMatchObject({ successCount: 5, errorCount: 0, totalProcessed: 5 });
    const saved = await db.getRepository(Articulo).find({ order: { codigo: 'ASC' } });
    expect(result.processedItems[0]).toEqual({ rowNumber: 2, id: saved[0].id, codigo: 'A-1', descripcion: 'Silla', status: 'Éxito', message: 'Importado correctamente' });

    const typed = { precio: 1234.56, cantidad: 3, fecha: '2024-01-15', activo: true };
    expect(saved.slice(0, 3)).toEqual([expect.objectContaining(typed), expect.objectContaining(typed), expect.objectContaining(typed)]);
    expect(saved[3]).toMatchObject({ descripcion: 'Lámpara', precio: 20, cantidad: null, fecha: '2024-01-15', activo: false });
    expect(saved[4]).toMatchObject({ descripcion: 'Sitio web', precio: null, activo: false });
  });

  it('imports a legacy .xls', async () => {
    const file = xlsFile([HEADERS, ['A-1', 'Silla', 99.9, 2, new Date(Date.UTC(2023, 11, 31)), 'No']]);
    const result = await importExcel(file, ALL_COLUMNS, articulos(), db.manager, null);
    expect(result.successCount).toBe(1);
    expect(await db.getRepository(Articulo).findOneByOrFail({ codigo: 'A-1' })).toMatchObject({ precio: 99.9, cantidad: 2, fecha: '2023-12-31', activo: false });
  });

  it('skips blank rows, and rows whose values are all in unmapped columns', async () => {
    const file = await xlsxFile([HEADERS, ['A-1', 'Silla'], [], [null, '   '], [null, null, null, null, null, null, 'nota suelta'], ['A-2', 'Mesa']]);
    const result = await importExcel(file, ALL_COLUMNS, articulos(), db.manager, null);
    expect(result.totalProcessed).toBe(2);
    expect(result.processedItems.map((item) => item.rowNumber)).toEqual([2, 6]);
  });

  it('reports every invalid cell of a row in Spanish and saves the valid rows only', async () => {
    const file = await xlsxFile([
      HEADERS,
      ['A-1', 'Silla', 'abc', 2.5, '31/02/2024', 'quizás'],
      ['A-2', '', 10],
      ['CODIGO-MUY-LARGO', 'Mesa'],
      ['A-1', 'Otra silla'],
      [null, 'Sin código'],
    ]);
    const result = await importExcel(file, ALL_COLUMNS, articulos(), db.manager, null);
    expect(result).toMatchObject({ successCount: 2, errorCount: 3, totalProcessed: 5 });
    expect(result.processedItems).toEqual([
      {
        rowNumber: 2,
        id: null,
        codigo: 'A-1',
        descripcion: 'Silla',
        status: 'Error',
        message:
          'Columna 3 (Precio): "abc" no es un número válido; Columna 4 (Cantidad): "2.5" no es un número entero válido; ' +
          'Columna 5 (Fecha): "31/02/2024" no es una fecha válida (use dd/mm/aaaa); Columna 6 (Activo): "quizás" no es un valor válido (use Sí o No)',
      },
      { rowNumber: 3, id: null, codigo: 'A-2', descripcion: '', status: 'Error', message: 'Columna 2 (Descripción) es obligatoria' },
      { rowNumber: 4, id: null, codigo: '', descripcion: 'Mesa', status: 'Error', message: 'Columna 1 (Código) excede 10 caracteres' },
      { rowNumber: 5, id: expect.any(Number), codigo: 'A-1', descripcion: 'Otra silla', status: 'Éxito', message: 'Importado correctamente' },
      { rowNumber: 6, id: expect.any(Number), codigo: 'GEN-1', descripcion: 'Sin código', status: 'Éxito', message: 'Importado correctamente' },
    ]);
    expect(await db.getRepository(Articulo).count()).toBe(2);
  });

  it('requires the required mappings, with the domain message or the default one', async () => {
    const file = await xlsxFile([HEADERS, ['A-1', 'Silla']]);
    expect(await badRequest(importExcel(file, '{"CodigoColumn":1}', articulos(), db.manager, null))).toBe('La columna "Descripción" es requerida');
    const clientes = { ...articulos(), missingMappingMessage: undefined };
    const nombres: ImportField[] = ['Nombre', 'Apellido', 'Correo'].map((label) => ({ key: label.toLowerCase(), label, type: 'string', required: true }));
    clientes.fields = [...nombres, ...FIELDS];
    expect(await badRequest(importExcel(await xlsxFile([HEADERS]), '{"ApellidoColumn":2,"DescripcionColumn":1}', clientes, db.manager, null))).toBe(
      'Los siguientes campos son requeridos: Nombre, Correo',
    );
  });

  it('answers a malformed config with a Spanish 400', async () => {
    const file = await xlsxFile([HEADERS, ['A-1', 'Silla']]);
    expect(await badRequest(importExcel(file, '{"DescripcionColumn":2', articulos(), db.manager, null))).toBe('La configuración de la importación no es un JSON válido');
    expect(await badRequest(importExcel(file, '{"DescripcionColumn":500}', articulos(), db.manager, null))).toBe(
      'La columna de "Descripción" debe ser un número entre 1 y 200',
    );
  });

  it('saves in chunks that respect the bound-parameter cap, inside one transaction', async () => {
    const rows = Array.from({ length: 1_000 }, (_, i) => [`C-${i}`, `Artículo ${i}`, i]);
    // A wide row: SQLite's 32,766 parameters (less a 5 % margin) / 200 per row = 155 rows a statement.
    const definition = articulos({ parametersPerRow: 200 });
    const result = await importExcel(await xlsxFile([HEADERS, ...rows]), ALL_COLUMNS, definition, db.manager, null);
    expect(result.successCount).toBe(1_000);
    expect(definition.chunks).toEqual([155, 155, 155, 155, 155, 155, 70]);
    expect(await db.getRepository(Articulo).count()).toBe(1_000);
  });

  it('retries a failed chunk row by row: the failing row is reported, nothing of it stays half-saved', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await db.getRepository(Articulo).insert({ codigo: 'C-200', descripcion: 'ya existía', activo: true });
    const rows = Array.from({ length: 400 }, (_, i) => [`C-${i}`, i === 300 ? 'FALLA' : `Artículo ${i}`]);
    // Writes row by row, and fails after writing the 'FALLA' row: a domain that writes in several statements.
    const definition = articulos({
      async saveChunk(chunk, manager) {
        const ids: number[] = [];
        for (const row of chunk) {
          ids.push(...(await bulkInsert(manager, Articulo, [row])));
          if (row.descripcion === 'FALLA') throw new Error('fallo después de escribir');
        }
        return ids;
      },
    });
    const result = await importExcel(await xlsxFile([HEADERS, ...rows]), ALL_COLUMNS, definition, db.manager, null);

    expect(result).toMatchObject({ successCount: 398, errorCount: 2, totalProcessed: 400 });
    expect(result.processedItems.filter((item) => item.status === 'Error')).toEqual([
      { rowNumber: 202, id: null, codigo: 'C-200', descripcion: 'Artículo 200', status: 'Error', message: 'No se pudo guardar el registro' },
      { rowNumber: 302, id: null, codigo: 'C-300', descripcion: 'FALLA', status: 'Error', message: 'No se pudo guardar el registro' },
    ]);
    const repository = db.getRepository(Articulo);
    expect(await repository.count()).toBe(399);
    expect(await repository.findOneBy({ descripcion: 'FALLA' })).toBeNull();
    expect(await repository.findOneByOrFail({ codigo: 'C-200' })).toMatchObject({ descripcion: 'ya existía' });
    // Saved after the retry, each row still names the record it created.
    const idOf = (codigo: string) => result.processedItems.find((item) => item.codigo === codigo)?.id;
    expect(idOf('C-301')).toBe((await repository.findOneByOrFail({ codigo: 'C-301' })).id);
    // The one chunk failed, was rolled back whole and retried row by row.
    expect(definition.chunks.filter((size) => size > 1)).toEqual([400]);
    expect(definition.chunks.filter((size) => size === 1)).toHaveLength(400);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ rowNumber: 202, cause: expect.stringContaining('UNIQUE') }));
    warn.mockRestore();
  });
});

describe('the trail of an import', () => {
  it('records each saved row with its id and code in the savepoint that saves it', async () => {
    const recorded: CreatedRecord[] = [];
    const trail: ImportTrail = {
      async recordCreated(_solicitud, manager, records) {
        // Written with the import's manager: the rows are visible to it before the commit.
        expect(await manager.getRepository(Articulo).countBy({ codigo: In(records.map((record) => record.code)) })).toBe(records.length);
        recorded.push(...records);
      },
    };
    const rows = [['T-1', 'Mesa'], ['T-2', ''], ['T-3', 'Silla']];
    await importExcel(await xlsxFile([HEADERS, ...rows]), ALL_COLUMNS, articulos(), db.manager, null, trail);
    const saved = await db.getRepository(Articulo).findBy({ codigo: In(['T-1', 'T-3']) });
    expect(recorded).toEqual(
      ['T-1', 'T-3'].map((codigo) => ({
        id: saved.find((articulo) => articulo.codigo === codigo)!.id,
        code: codigo,
        values: expect.objectContaining({ codigo }),
      })),
    );
  });

  it('saves no row whose trail could not be written', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const trail: ImportTrail = {
      async recordCreated(_solicitud, _manager, records) {
        if (records.some((record) => record.code === 'R-2')) throw new Error('sin auditoría');
      },
    };
    const rows = [['R-1', 'Mesa'], ['R-2', 'Silla'], ['R-3', 'Banco']];
    const result = await importExcel(await xlsxFile([HEADERS, ...rows]), ALL_COLUMNS, articulos(), db.manager, null, trail);
    expect(result).toMatchObject({ successCount: 2, errorCount: 1 });
    expect((await db.getRepository(Articulo).findBy({ codigo: In(['R-1', 'R-2', 'R-3']) })).map((a) => a.codigo).sort()).toEqual(['R-1', 'R-3']);
    warn.mockRestore();
  });
});

describe('hostile and broken files', () => {
  const NOT_EXCEL = 'El archivo debe ser un Excel (.xlsx o .xls)';
  const DAMAGED = 'El archivo Excel está dañado o es demasiado grande para procesarlo';
  const GB = 1024 * 1024 * 1024;
  let bomb: Buffer;

  beforeAll(async () => {
    bomb = await bombPayload(GB);
  });

  // How fast each is refused is measured in bench/activos (hostiles).
  const rejected = (file: Buffer): Promise<string> => badRequest(analyzeExcel(file, 2, null));

  it.each([
    ['a PNG renamed .xlsx', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)])],
    ['a CSV', Buffer.from('Codigo,Descripcion\nA-1,Silla\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a zip that is not a workbook', zipArchive([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }])],
  ])('rejects %s as not Excel', async (_name, file) => {
    expect(await rejected(file)).toBe(NOT_EXCEL);
  });

  it('rejects a truncated workbook as damaged', async () => {
    const file = await xlsxFile([HEADERS, ['A-1', 'Silla']]);
    expect(await rejected(file.subarray(0, Math.floor(file.length / 2)))).toBe(DAMAGED);
  });

  it('rejects an OLE2 file that is not a workbook as damaged', async () => {
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048, 0xff)]);
    expect(await rejected(ole2)).toBe(DAMAGED);
  });

  it('rejects a zip bomb from its central directory, without inflating it', async () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await rejected(zipBomb(bomb, GB))).toBe(DAMAGED);
  });

  it('stops a zip bomb that lies about its size at the size it declared', async () => {
    expect(await rejected(zipBomb(bomb, 100_000))).toBe(DAMAGED);
  });

  it('rejects a zip with 5,000 entries', async () => {
    const entries = Array.from({ length: 5_000 }, (_, i) => ({ name: `xl/media/f${i}.bin`, data: Buffer.from('x'), deflate: false }));
    expect(await rejected(zipArchive([...workbookParts(1), { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(worksheetXml([])) }, ...entries]))).toBe(
      DAMAGED,
    );
  });

  it('rejects more than 50,000 data rows', async () => {
    const rows: [number, string[]][] = Array.from({ length: 50_002 }, (_, i) => [i + 1, [`C-${i}`, 'Silla']]);
    expect(await rejected(craftedXlsx([worksheetXml(rows)]))).toBe('El archivo supera el máximo de 50,000 filas');
  });

  it('reads a sheet with a merged range over the whole grid as the small sheet it is', async () => {
    const sheet = worksheetXml([[1, ['Código', 'Descripción']], [2, ['A-1', 'Silla']]], '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>');
    expect(await analyzeExcel(craftedXlsx([sheet]), 2, null)).toEqual(['Código', 'Descripción']);
  });

  it('reads a cell on the last row and column of the grid without allocating the grid', async () => {
    const lastRow = '<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>Z-9</t></is></c><c r="B1048576" t="inlineStr"><is><t>Última</t></is></c><c r="XFD1048576" t="inlineStr"><is><t>lejos</t></is></c></row>';
    const sheet = worksheetXml([[1, ['Código', 'Descripción']]]).replace('</sheetData>', `${lastRow}</sheetData>`);
    const result = await importExcel(craftedXlsx([sheet]), ALL_COLUMNS, articulos(), db.manager, null);
    expect(result.processedItems).toEqual([{ rowNumber: 1_048_576, id: expect.any(Number), codigo: 'Z-9', descripcion: 'Última', status: 'Éxito', message: 'Importado correctamente' }]);
  });

  it('reads only the first of 300 sheets', async () => {
    const sheets = Array.from({ length: 300 }, (_, i) => worksheetXml([[1, [`Hoja ${i + 1}`]], ...Array.from({ length: 50 }, (_, r): [number, string[]] => [r + 2, ['x']])]));
    expect(await analyzeExcel(craftedXlsx(sheets), 2, null)).toEqual(['Hoja 1']);
  });

  it('keeps serving after all of the above', async () => {
    expect(await analyzeExcel(await xlsxFile([HEADERS]), 2, null)).toEqual(HEADERS);
  });
});
