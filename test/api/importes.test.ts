import { pdfText } from '../fixtures/pdf';
import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, download, snapshot } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const CIENTIFICA = 'sin notación científica';

/** "S/ 1,250.65" (es-PE, perhaps with a no-break space) → 125065 céntimos. */
const centimos = (soles: string) => Number(soles.replace(/[^\d.]/g, '').replace('.', ''));

describe('importes: an amount is stored as written or refused with its reason', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const crear = (body: Record<string, unknown>) => t.http.post('/api/activos').set(auth(token)).send({ descripcion: 'Monitor LG 27"', ...body });

  it.each([
    ['"1,234.50"', '1,234.50'],
    ['"1234,50" (decimal comma)', '1234,50'],
    ['"1.234,50"', '1.234,50'],
    ['1234.5 as a number', 1234.5],
  ])('reads the price %s as 1,234.50', async (_, precio) => {
    const res = await crear({ precioUndMn: precio });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ precioUndMn: 1234.5, importeMn: 1234.5 });
  });

  it.each([
    ['a negative price', { precioUndMn: -5 }, 'Precio unitario (MN): No puede ser negativo'],
    ['a negative price as text', { PrecioUndMn: '-5' }, 'Precio unitario (MN): No puede ser negativo'],
    ['a negative foreign price', { precioUndMe: '-10.00', tipoCambio: '3.75' }, 'Precio unitario (ME): No puede ser negativo'],
    ['a negative exchange rate', { precioUndMe: '10', tipoCambio: -3.75 }, 'Tipo de cambio: No puede ser negativo'],
    ['scientific notation', { precioUndMn: '1e3' }, `Precio unitario (MN): Escriba el número completo, ${CIENTIFICA} (1000, no 1e3)`],
    ['scientific notation in the rate', { precioUndMe: '10', tipoCambio: '3.7E0' }, `Tipo de cambio: Escriba el número completo, ${CIENTIFICA} (1000, no 1e3)`],
    ['more decimals than the column keeps', { precioUndMn: '10.005' }, 'Precio unitario (MN): Use como máximo 2 decimales'],
    ['a total below zero', { total: -1 }, 'Total: No puede ser negativo'],
    ['text that is no number', { precioUndMn: 'mil' }, 'Precio unitario (MN): Debe ser un número válido'],
  ])('refuses %s with its reason and saves nothing', async (_, body, message) => {
    const before = await snapshot(t, 'activo');
    const res = await crear(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await snapshot(t, 'activo')).toEqual(before);
  });

  it('imports amount cells as office software saves them, and refuses a row whose amount makes no sense', async () => {
    const file = await xlsxFile([
      ['Descripción', 'Precio'],
      ['Coma decimal', '1234,50'],
      ['Miles con punto', '1.234,50'],
      ['Miles con coma', '1,234.50'],
      ['Celda numérica', 1234.5],
      ['Negativo en texto', '-5'],
      ['Negativo numérico', -5],
      ['Notación científica', '1e3'],
      ['Punto de miles', '1.234'],
      ['Fórmula', 100 / 3],
    ]);
    const res = await t.http
      .post('/api/activos/import-excel')
      .set(auth(token))
      .attach('file', file, 'activos.xlsx')
      .field('config', JSON.stringify({ startRow: 2, DescripcionColumn: 1, PrecioUndMnColumn: 2 }));
    expect(res.status).toBe(201);
    const items = res.body.processedItems as Array<{ rowNumber: number; status: string; message: string; codigo: string }>;
    expect(items.map((item) => [item.rowNumber, item.status])).toEqual([
      [2, 'Éxito'],
      [3, 'Éxito'],
      [4, 'Éxito'],
      [5, 'Éxito'],
      [6, 'Error'],
      [7, 'Error'],
      [8, 'Error'],
      [9, 'Error'],
      [10, 'Éxito'],
    ]);
    expect(items.slice(4, 8).map((item) => item.message)).toEqual([
      'Columna 2 (Precio Unitario MN): No puede ser negativo ("-5")',
      'Columna 2 (Precio Unitario MN): No puede ser negativo ("-5")',
      `Columna 2 (Precio Unitario MN): Escriba el número completo, ${CIENTIFICA} (1000, no 1e3) ("1e3")`,
      // "1.234" may mean 1234 to whoever typed it: refused rather than stored as 1.23.
      'Columna 2 (Precio Unitario MN): Use como máximo 2 decimales ("1.234")',
    ]);
    const guardado = async (codigo: string) => (await t.http.get(`/api/activos/codigo/${codigo}`).set(auth(token))).body.precioUndMn;
    for (const item of items.slice(0, 4)) expect([item.rowNumber, await guardado(item.codigo)]).toEqual([item.rowNumber, 1234.5]);
    // A number cell keeps the céntimos the spreadsheet shows.
    await expect(guardado(items[8].codigo)).resolves.toBe(33.33);
  });

  it('prints in the catalogue PDF a "Valor total" that is the sum of the column it prints', async () => {
    // Foreign prices at an exchange rate of three decimals, with and without IGV: amounts with céntimos.
    const precios = [
      { precioUndMe: '333.33', tipoCambio: '3.752', conIgv: true },
      { precioUndMe: '19.99', tipoCambio: '3.748', conIgv: true, cantidad: 3 },
      { precioUndMn: '0.05', conIgv: true, cantidad: 7 },
      { precioUndMn: '1,250.67', conIgv: false },
    ];
    for (const [i, precio] of precios.entries()) {
      await crear({ descripcion: `Equipo de catálogo ${i + 1}`, marca: 'Zeiss', ...precio }).expect(201);
    }
    const res = await download(t.http.get('/api/activos/export/pdf?marca=zeiss').set(auth(token)));
    const text = pdfText(res.body as Buffer);
    const total = /Valor total (S\/\s?[\d,]+\.\d{2})/.exec(text)?.[1];
    const columna = [...text.matchAll(/S\/\s?[\d,]+\.\d{2}/g)].map(([soles]) => soles).slice(1);
    expect(text).toContain('4 activo(s)');
    expect(columna).toHaveLength(precios.length);
    expect(centimos(total!)).toBe(columna.reduce((suma, soles) => suma + centimos(soles), 0));
  });
});
