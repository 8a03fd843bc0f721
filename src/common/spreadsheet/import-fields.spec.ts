import { cellText, convertCell, excelSerialToDate, MappedField, parseBoolean, parseDate } from './import-fields';

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const field = (type: MappedField['type'], extra: Partial<MappedField> = {}): MappedField => ({ key: 'x', label: 'Precio', type, column: 7, ...extra });

describe('parseDate', () => {
  it.each([
    ['15/01/2024', utc(2024, 1, 15)],
    ['5/1/2024', utc(2024, 1, 5)],
    ['15-01-2024', utc(2024, 1, 15)],
    ['2024-01-15', utc(2024, 1, 15)],
    ['2024-01-15T10:30:00Z', utc(2024, 1, 15)],
    ['29/02/2024 08:15', utc(2024, 2, 29)],
  ])('reads %p', (text, expected) => {
    expect(parseDate(text)).toEqual(expected);
  });

  it.each(['31/02/2024', '29/02/2023', '2024/01/15', '15/01/24', '15.01.2024', '01/13/2024', 'ayer', '15/01-2024'])('rejects %p', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('excelSerialToDate', () => {
  it('follows the 1900 date system, leap-year bug included', () => {
    expect(excelSerialToDate(1)).toEqual(utc(1900, 1, 1));
    expect(excelSerialToDate(59)).toEqual(utc(1900, 2, 28));
    expect(excelSerialToDate(60)).toBeNull();
    expect(excelSerialToDate(61)).toEqual(utc(1900, 3, 1));
    expect(excelSerialToDate(45306)).toEqual(utc(2024, 1, 15));
    expect(excelSerialToDate(45306.75)).toEqual(utc(2024, 1, 15));
    expect(excelSerialToDate(0)).toBeNull();
    expect(excelSerialToDate(-3)).toBeNull();
    expect(excelSerialToDate(3_000_000)).toBeNull();
  });
});

describe('parseBoolean', () => {
  it.each([
    ['Sí', true],
    ['SI', true],
    ['si', true],
    ['True', true],
    ['VERDADERO', true],
    ['1', true],
    ['x', true],
    ['No', false],
    ['NO', false],
    ['false', false],
    ['Falso', false],
    ['0', false],
    ['quizás', null],
    ['2', null],
  ])('reads %p as %p', (text, expected) => {
    expect(parseBoolean(text)).toBe(expected);
  });
});

describe('convertCell', () => {
  it('converts typed and text cells alike', () => {
    expect(convertCell(field('decimal'), 1234.56)).toEqual({ ok: true, value: 1234.56 });
    expect(convertCell(field('decimal'), ' S/ 1,234.56 ')).toEqual({ ok: true, value: 1234.56 });
    expect(convertCell(field('integer'), 3)).toEqual({ ok: true, value: 3 });
    expect(convertCell(field('integer'), '1,200')).toEqual({ ok: true, value: 1200 });
    expect(convertCell(field('date'), new Date(Date.UTC(2024, 0, 15, 18, 30)))).toEqual({ ok: true, value: utc(2024, 1, 15) });
    expect(convertCell(field('date'), 45306)).toEqual({ ok: true, value: utc(2024, 1, 15) });
    expect(convertCell(field('date'), '15/01/2024')).toEqual({ ok: true, value: utc(2024, 1, 15) });
    expect(convertCell(field('boolean'), true)).toEqual({ ok: true, value: true });
    expect(convertCell(field('boolean'), 0)).toEqual({ ok: true, value: false });
    expect(convertCell(field('boolean'), 'Sí')).toEqual({ ok: true, value: true });
    expect(convertCell(field('string'), '  Silla  ')).toEqual({ ok: true, value: 'Silla' });
    expect(convertCell(field('string'), 20100070970)).toEqual({ ok: true, value: '20100070970' });
    expect(convertCell(field('string'), 0.1 + 0.2)).toEqual({ ok: true, value: '0.3' });
    expect(convertCell(field('string'), utc(2024, 1, 15))).toEqual({ ok: true, value: '15/01/2024' });
  });

  it('treats empty and blank cells as no value, unless the field is required', () => {
    expect(convertCell(field('decimal'), null)).toEqual({ ok: true, value: null });
    expect(convertCell(field('decimal'), '   ')).toEqual({ ok: true, value: null });
    expect(convertCell(field('string', { label: 'Descripción', column: 2, required: true }), '  ')).toEqual({
      ok: false,
      message: 'Columna 2 (Descripción) es obligatoria',
    });
  });

  it('names the column, the field and the value in Spanish', () => {
    const message = (f: MappedField, cell: Parameters<typeof convertCell>[1]) => (convertCell(f, cell) as { message: string }).message;
    expect(message(field('decimal'), 'abc')).toBe('Columna 7 (Precio): "abc" no es un número válido');
    expect(message(field('decimal'), true)).toBe('Columna 7 (Precio): "VERDADERO" no es un número válido');
    expect(message(field('integer', { label: 'Cantidad', column: 5 }), 2.5)).toBe('Columna 5 (Cantidad): "2.5" no es un número entero válido');
    expect(message(field('date', { label: 'Fecha', column: 9 }), '31/02/2024')).toBe('Columna 9 (Fecha): "31/02/2024" no es una fecha válida (use dd/mm/aaaa)');
    expect(message(field('boolean', { label: 'Tiene Contrato', column: 4 }), 'quizás')).toBe(
      'Columna 4 (Tiene Contrato): "quizás" no es un valor válido (use Sí o No)',
    );
    expect(message(field('string', { label: 'Código', column: 3, maxLength: 5 }), 'ABCDEFG')).toBe('Columna 3 (Código) excede 5 caracteres');
    expect(message(field('decimal'), 'x'.repeat(100))).toBe(`Columna 7 (Precio): "${'x'.repeat(40)}…" no es un número válido`);
  });
});

describe('convertCell on codes of fixed length', () => {
  const dni = field('string', { label: 'DNI', maxLength: 8, digits: 8 });
  const ruc = field('string', { label: 'RUC', maxLength: 11, digits: 11, paddedFrom: 10 });

  it('puts back the leading zeros a spreadsheet dropped from a number cell, and says so', () => {
    expect(convertCell(dni, 7654321)).toEqual({ ok: true, value: '07654321', note: 'DNI completado con ceros: 07654321' });
    expect(convertCell(dni, 4321)).toEqual({ ok: true, value: '00004321', note: 'DNI completado con ceros: 00004321' });
    expect(convertCell(ruc, 2010007097)).toEqual({ ok: true, value: '02010007097', note: 'RUC completado con ceros: 02010007097' });
  });

  it('leaves text, whole codes, too short numbers and fractions as they are', () => {
    expect(convertCell(dni, '7654321')).toEqual({ ok: true, value: '7654321' });
    expect(convertCell(dni, 12345678)).toEqual({ ok: true, value: '12345678' });
    expect(convertCell(ruc, 20100070970)).toEqual({ ok: true, value: '20100070970' });
    expect(convertCell(ruc, 201000709)).toEqual({ ok: true, value: '201000709' });
    expect(convertCell(dni, 765432.5)).toEqual({ ok: true, value: '765432.5' });
    expect(convertCell(dni, -7654321)).toEqual({ ok: true, value: '-7654321' });
  });
});

describe('cellText', () => {
  it('writes cells as a header or text field would show them', () => {
    expect(cellText(' Código ')).toBe('Código');
    expect(cellText(12)).toBe('12');
    expect(cellText(false)).toBe('FALSO');
    expect(cellText(new Date(Date.UTC(2024, 0, 5, 9, 7)))).toBe('05/01/2024 09:07');
    expect(cellText(null)).toBe('');
  });
});
