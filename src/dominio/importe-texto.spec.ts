import { leerImporte, parseDecimal, problemaImporte } from './importe-texto';

describe('parseDecimal', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1,234.56', 1234.56],
    ['S/ 1,234.56', 1234.56],
    ['S/. 1,234.56', 1234.56],
    ['US$ 99.90', 99.9],
    ['1.234,56', 1234.56],
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['12,5', 12.5],
    ['0,500', 0.5],
    ['1,2345', 1.2345],
    ['1.234', 1.234],
    ['-1,234.50', -1234.5],
    ['S/ -15', -15],
    ['(1,234.56)', -1234.56],
    ['15%', 15],
    ['.5', 0.5],
    ['1 234,5', 1234.5],
    ['-0', 0],
  ])('reads %p as %p', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it.each(['abc', '', '1,23,4', '12,34,5', '1.234.56', '1.234,567.89', '1..5', '5.', '--5', '(5', '1e5', '12a'])('rejects %p', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('leerImporte: a typed amount is read as written or refused, never changed', () => {
  it.each([
    ['1500', 1500],
    ['1,500.00', 1500],
    ['1,234.50', 1234.5],
    ['1234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['S/ 2,000', 2000],
    ['0.00', 0],
    ['  ', null],
  ])('reads %p as %p', (text, expected) => {
    expect(leerImporte(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['-5', 'No puede ser negativo'],
    ['(1,234.56)', 'No puede ser negativo'],
    ['1e3', 'Escriba el número completo, sin notación científica (1000, no 1e3)'],
    ['2.5E-2', 'Escriba el número completo, sin notación científica (1000, no 1e3)'],
    ['mil', 'Debe ser un número válido'],
    ['12,34,5', 'Debe ser un número válido'],
    ['1.234', 'Use como máximo 2 decimales'],
    ['1000000000000', 'No puede superar 999,999,999,999'],
  ])('refuses %p: %s', (text, message) => {
    expect(leerImporte(text)).toEqual({ ok: false, message });
  });

  it('keeps the decimals of its column: three for an exchange rate', () => {
    expect(leerImporte('3,752', 3)).toEqual({ ok: true, value: 3752 });
    expect(leerImporte('3.752', 3)).toEqual({ ok: true, value: 3.752 });
    expect(leerImporte('3.7525', 3)).toEqual({ ok: false, message: 'Use como máximo 3 decimales' });
  });
});

describe('problemaImporte', () => {
  it('accepts what a DECIMAL(18,2) column stores exactly', () => {
    for (const value of [0, 0.3, 1234.56, 999_999_999_999.99 - 0.99]) expect(problemaImporte(value)).toBeNull();
  });

  it.each([
    [-0.01, 'No puede ser negativo'],
    [Number.NaN, 'Debe ser un número válido'],
    [Number.POSITIVE_INFINITY, 'Debe ser un número válido'],
    [10.005, 'Use como máximo 2 decimales'],
  ])('refuses %p', (value, message) => {
    expect(problemaImporte(value)).toBe(message);
  });
});
