import { Activo } from '../../src/activo/activo.entity';
import { pdfPageCount, pdfText } from '../fixtures/pdf';
import { bombPayload, craftedXlsx, worksheetXml, xlsFile, xlsxFile, zipBomb } from '../fixtures/spreadsheets';
import { auth, crearCompania, crearUsuario, download, firstSheet, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const HEADERS = ['Código', 'Descripción', 'Marca', 'Estado', 'Precio', 'Cantidad', 'Fecha Adquisición', 'Año Fabricación', 'RUC Proveedor'];
const CONFIG = { startRow: 2, CodigoColumn: 1, DescripcionColumn: 2, MarcaColumn: 3, EstadoColumn: 4, PrecioUndMnColumn: 5, CantidadColumn: 6, FechaAdquisicionColumn: 7, AnioFabricacionColumn: 8, RucProveedorColumn: 9 };


describe('asset spreadsheets and PDF', () => {
  let t: TestApp;
  let jefe: UsuarioPrueba;
  let otra: UsuarioPrueba;

  beforeAll(async () => {
    t = await createTestApp();
    const maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    otra = await crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe');
    await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo: 'EXIST-1', descripcion: 'Activo existente' }).expect(201);
  });
  afterAll(() => t.close());

  const upload = (path: string, file: Buffer, fields: Record<string, string>, token = jefe.token) => {
    let req = t.http.post(path).set(auth(token)).attach('file', file, 'activos.xlsx');
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req;
  };

  it('analyzes the header row above startRow', async () => {
    const file = await xlsxFile([HEADERS, ['A-1', 'Laptop']]);
    const res = await upload('/api/activos/analyze-excel', file, { startRow: '2' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(HEADERS);
  });

  it('imports good and bad rows with exact per-row statuses, typed and text cells alike', async () => {
    const file = await xlsxFile([
      HEADERS,
      ['IMP-001', 'Laptop Dell Latitude', 'Dell', 'Activo', 3500.5, 2, new Date(Date.UTC(2025, 2, 15)), 2024, '20100070970'],
      ['', 'Silla ergonómica', 'Atlas', 'Activo', '1,234.56', '1', '15/03/2025', '2023', ''],
      [null, null, null, null, null, null, null, null, null],
      ['IMP-003', '', 'HP', 'Activo', 100, 1, null, null, null],
      ['IMP-004', 'Impresora', 'Epson', 'Activo', 'mil', 1, null, null, null],
      ['IMP-001', 'Duplicado en el archivo', 'Dell', 'Activo', 10, 1, null, null, null],
      ['EXIST-1', 'Duplicado en la base', 'Dell', 'Activo', 10, 1, null, null, null],
      ['IMP-007', 'Año malo', 'Dell', 'Activo', 10, 1, null, 1850, '20100070971'],
    ]);
    const res = await upload('/api/activos/import-excel', file, { config: JSON.stringify(CONFIG) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ successCount: 2, errorCount: 5, totalProcessed: 7 });
    const items = res.body.processedItems as Array<{ rowNumber: number; codigo: string; status: string; message: string }>;
    expect(items.map((i) => [i.rowNumber, i.status])).toEqual([
      [2, 'Éxito'],
      [3, 'Éxito'],
      [5, 'Error'],
      [6, 'Error'],
      [7, 'Error'],
      [8, 'Error'],
      [9, 'Error'],
    ]);
    expect(items[1].codigo).toMatch(/^ACT-\d{6}$/);
    expect(items[2].message).toBe('Columna 2 (Descripción) es obligatoria');
    expect(items[3].message).toContain('Columna 5');
    expect(items[4].message).toBe('Código: el código "IMP-001" ya existe');
    expect(items[5].message).toBe('Código: el código "EXIST-1" ya existe');
    expect(items[6].message).toContain('Año debe estar entre 1900 y 2030');
    expect(items[6].message).toContain('RUC Proveedor: El RUC no es válido: su dígito verificador no corresponde');

    const laptop = (await t.http.get('/api/activos/codigo/IMP-001').set(auth(jefe.token))).body;
    expect(laptop).toMatchObject({ descripcion: 'Laptop Dell Latitude', precioUndMn: 3500.5, cantidad: 2, importeMn: 7001, anioFabricacion: 2024, fechaAdquisicion: '2025-03-15T00:00:00.000Z' });
    const silla = (await t.http.get(`/api/activos/codigo/${items[1].codigo}`).set(auth(jefe.token))).body;
    expect(silla).toMatchObject({ precioUndMn: 1234.56, fechaAdquisicion: '2025-03-15T00:00:00.000Z' });
    // Found by the normalised search like any other asset.
    expect((await t.http.get('/api/activos/search?descripcion=ergonomica').set(auth(jefe.token))).body).toHaveLength(1);
    // Every word typed, in any order.
    const porPalabras = (await t.http.get('/api/activos/search?descripcion=latitude%20LAPTOP').set(auth(jefe.token))).body as Array<{ codigo: string }>;
    expect(porPalabras.map((a) => a.codigo)).toEqual(['IMP-001']);
  });

  it('imports a legacy .xls file', async () => {
    const file = xlsFile([HEADERS, ['XLS-1', 'Proyector Epson', 'Epson', 'Activo', 1800, 1, '01/02/2024', 2022, '']]);
    const res = await upload('/api/activos/import-excel', file, { config: JSON.stringify(CONFIG) });
    expect(res.body).toMatchObject({ successCount: 1, errorCount: 0 });
    expect((await t.http.get('/api/activos/codigo/XLS-1').set(auth(jefe.token))).body.fechaAdquisicion).toBe('2024-02-01T00:00:00.000Z');
  });

  it('answers 400 with the spec message when Descripción is not mapped', async () => {
    const res = await upload('/api/activos/import-excel', await xlsxFile([HEADERS]), { config: JSON.stringify({ startRow: 2, CodigoColumn: 1 }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La columna "Descripción" es requerida');
  });

  it.each([
    ['a PNG named .xlsx', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]), 'El archivo debe ser un Excel (.xlsx o .xls)'],
    ['a CSV', async () => Buffer.from('Codigo,Descripcion\nA,B\n'), 'El archivo debe ser un Excel (.xlsx o .xls)'],
    ['a zip bomb', async () => zipBomb(await bombPayload(300 * 1024 * 1024), 300 * 1024 * 1024), 'El archivo Excel está dañado o es demasiado grande para procesarlo'],
  ])('refuses %s with a clear 400, and the server stays up', async (_, make, message) => {
    const res = await upload('/api/activos/import-excel', await make(), { config: JSON.stringify(CONFIG) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.http.get('/api/health')).status).toBe(200);
  });

  it('reads only the first sheet of a crafted file with a huge row number and many sheets', async () => {
    const first = worksheetXml([[1, HEADERS.slice(0, 2)], [1048576, ['HUGE-1', 'Fila al final de la hoja']]]);
    const file = craftedXlsx([first, ...Array.from({ length: 50 }, () => worksheetXml([[1, ['x']]]))]);
    const res = await upload('/api/activos/import-excel', file, { config: JSON.stringify({ startRow: 2, CodigoColumn: 1, DescripcionColumn: 2 }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ successCount: 1, errorCount: 0 });
  });

  it('answers 413 above 10 MB', async () => {
    const res = await upload('/api/activos/import-excel', Buffer.alloc(10 * 1024 * 1024 + 10, 1), { config: '{}' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('El archivo supera el tamaño máximo de 10 MB');
  });

  it('exports every field to Activos_{date}.xlsx with Spanish headers, typed cells and no formula injection', async () => {
    await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo: 'INJ-1', descripcion: '=HYPERLINK("http://x","clic")', precioUndMn: 99.9 }).expect(201);
    const res = await download(t.http.get('/api/activos/export/excel').set(auth(jefe.token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Activos_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await firstSheet(res.body as Buffer);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['Código', 'Descripción', 'Precio sin IGV (S/)', 'Fecha de Adquisición', 'Área', 'Usuario']));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const codigos = rows.map((r) => r[1]);
    const [{ n }] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM activo WHERE "companiaId" = 1`);
    expect(codigos).toHaveLength(Number(n));
    const inj = rows.find((r) => r[1] === 'INJ-1')!;
    const injRow = rows.indexOf(inj) + 2;
    // Text, with the quote-prefix text style: never a formula.
    expect(inj[2]).toBe('=HYPERLINK("http://x","clic")');
    expect(sheet.getRow(injRow).getCell(2).formula).toBeUndefined();
    expect(sheet.getRow(injRow).getCell(2).numFmt).toBe('@');
    const precioCol = headers.indexOf('Precio Unitario MN (S/)') + 1;
    expect(inj[precioCol]).toBe(99.9);
    expect(codigos).not.toContain('EXIST-OTRA');
  });

  it('filters the export by codigo and descripcion, and keeps other companies out', async () => {
    await t.http.post('/api/activos').set(auth(otra.token)).send({ codigo: 'EXIST-OTRA', descripcion: 'Laptop de otra empresa' }).expect(201);
    const res = await download(t.http.get('/api/activos/export/excel?descripcion=laptop').set(auth(jefe.token)));
    const codigos = ((await firstSheet(res.body as Buffer)).getSheetValues().slice(2) as unknown[][]).map((r) => r[1]);
    expect(codigos).toEqual(['IMP-001']);
  });

  it('filters the export by a text no index answers past its pages: every match once, in id order', async () => {
    const maestro = await t.login();
    const surtida = await crearCompania(t, maestro, 'Surtida S.A.C.', '2060000003');
    const suJefe = await crearUsuario(t, maestro, 3, surtida.id, 'jefe@surtida.pe');
    // 700 assets, every other one a match, written in reverse code order: ids and codes disagree.
    const filas = Array.from({ length: 700 }, (_, i) => 700 - i).map((n) => ({
      companiaId: surtida.id,
      codigo: `PAG-${String(n).padStart(4, '0')}`,
      descripcion: `Estante ${n % 2 ? 'metálico' : 'de madera'} ${n}`,
    }));
    // Saved as entities: their search columns are filled.
    const activos = t.dataSource.getRepository(Activo);
    for (let inicio = 0; inicio < filas.length; inicio += 200) await activos.save(activos.create(filas.slice(inicio, inicio + 200)));

    const res = await download(t.http.get('/api/activos/export/excel?descripcion=metalico').set(auth(suJefe.token)));
    const codigos = ((await firstSheet(res.body as Buffer)).getSheetValues().slice(2) as unknown[][]).map((r) => r[1]);
    expect(codigos).toEqual(filas.filter((fila) => fila.descripcion.includes('metálico')).map((fila) => fila.codigo));
  });

  it('renders the PDF catalogue with the filters applied, page numbers and the right name', async () => {
    const res = await download(t.http.get('/api/activos/export/pdf?marca=dell').set(auth(jefe.token)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="Catalogo_Activos_\d{8}_\d{6}\.pdf"/);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const expected of ['Empresa Demo S.A.C.', 'RUC 20512333797', 'Catálogo de Activos', 'Filtros: Marca: "dell"', 'IMP-001', 'Laptop Dell Latitude', 'Página 1 de 1']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Silla ergonómica');
  });

  it('imports into the caller’s company only: a code of another company is no duplicate', async () => {
    const file = await xlsxFile([HEADERS, ['IMP-001', 'Laptop en la otra empresa', 'HP', 'Activo', 10, 1, null, null, null]]);
    const res = await upload('/api/activos/import-excel', file, { config: JSON.stringify(CONFIG) }, otra.token);
    expect(res.body).toMatchObject({ successCount: 1, errorCount: 0 });
    const mine = (await t.http.get('/api/activos/codigo/IMP-001').set(auth(jefe.token))).body;
    expect(mine.descripcion).toBe('Laptop Dell Latitude');
  });

  it('keeps codes consecutive: the next asset after an import of two follows them, not a reserved block', async () => {
    const file = await xlsxFile([HEADERS, ['', 'Mesa de reuniones', 'Atlas', 'Activo', 900, 1, null, null, null], ['', 'Pizarra acrílica', 'Artesco', 'Activo', 250, 1, null, null, null]]);
    const res = await upload('/api/activos/import-excel', file, { config: JSON.stringify(CONFIG) }, otra.token);
    const numero = (codigo: string) => Number(/^ACT-(\d{6})$/.exec(codigo)![1]);
    const importados = (res.body.processedItems as Array<{ codigo: string }>).map((item) => numero(item.codigo));
    expect(importados[1]).toBe(importados[0] + 1);
    const creado = await t.http.post('/api/activos').set(auth(otra.token)).send({ descripcion: 'Proyector' }).expect(201);
    expect(numero(creado.body.codigo)).toBe(importados[1] + 1);
  });

  it('needs a session for downloads', async () => {
    expect((await t.http.get('/api/activos/export/pdf')).status).toBe(401);
    expect((await t.http.get('/api/activos/export/excel')).status).toBe(401);
  });
});
