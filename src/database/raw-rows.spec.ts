import { EntityMetadata } from 'typeorm';
import { Driver } from 'typeorm/driver/Driver';
import { fieldReader, jsonWriter } from './raw-rows';

/** One entity of a date column and a text one, hydrated as SQLite's driver does (UTC text, or a Date from another driver). */
const metadata = {
  columns: [
    { databaseName: 'fecha', propertyName: 'fecha', type: Date },
    { databaseName: 'nombre', propertyName: 'nombre', type: String },
  ],
} as unknown as EntityMetadata;
const driver = {
  prepareHydratedValue: (value: unknown) => (typeof value === 'string' ? new Date(value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`) : value),
} as unknown as Driver;
const columnas = ['a_fecha', 'a_nombre'];

describe('fieldReader', () => {
  const comoDate = fieldReader<{ fecha: Date | null }>(metadata, driver, 'a', columnas);
  const comoIso = fieldReader<{ fecha: string | null }>(metadata, driver, 'a', columnas, 'iso');

  it.each([
    ['SQLite con milisegundos', '2024-03-01 05:06:07.123'],
    ['SQLite sin milisegundos (CURRENT_TIMESTAMP)', '2026-11-28 02:06:24'],
    ['un Date del controlador', new Date('2016-05-17T00:00:00.000Z')],
    ['un texto en otra forma', '2024-03-01T05:06:07Z'],
  ])('con fechas "iso" escribe en la respuesta lo mismo que la fecha: %s', (_, valor) => {
    const fila = [valor, 'Laptop'];
    expect(JSON.stringify(comoIso(fila))).toBe(JSON.stringify(comoDate(fila)));
    expect(typeof comoIso(fila).fecha).toBe('string');
  });

  it('una fecha nula o inválida sale como JSON la escribe: null', () => {
    expect(comoIso([null, 'x']).fecha).toBeNull();
    expect(comoIso([new Date(Number.NaN), 'x']).fecha).toBeNull();
    expect(JSON.stringify(comoDate([new Date(Number.NaN), 'x']))).toBe(JSON.stringify(comoIso([new Date(Number.NaN), 'x'])));
  });

  it('sin la opción las fechas siguen siendo Date (las exportaciones calculan con ellas)', () => {
    expect(comoDate(['2024-03-01 05:06:07.123', 'x']).fecha).toEqual(new Date('2024-03-01T05:06:07.123Z'));
  });
});

describe('jsonWriter', () => {
  const escritor = jsonWriter(metadata, driver, 'a', columnas);
  const comoIso = fieldReader(metadata, driver, 'a', columnas, 'iso');

  it.each([
    ['fechas de SQLite y de otro controlador', ['2024-03-01 05:06:07.123', 'Laptop']],
    ['nulos', [null, null]],
    ['comillas, barras, saltos de línea y caracteres fuera del ASCII', [new Date('2016-05-17T00:00:00.000Z'), 'Proyector "4K" \\ sala\n✓ ñandú\u2028']],
    ['una fecha inválida', [new Date(Number.NaN), 'x']],
  ])('escribe el mismo JSON que JSON.stringify de lo que lee fieldReader: %s', (_, fila) => {
    expect(`{${escritor.miembros(fila)}}`).toBe(JSON.stringify(comoIso(fila)));
  });

  it('da el valor convertido de un campo y nada de una propiedad que la tabla no trae', () => {
    expect(escritor.valor(['2024-03-01 05:06:07', 'x'], 'fecha')).toBe('2024-03-01T05:06:07.000Z');
    expect(escritor.valor(['2024-03-01 05:06:07', 'x'], 'otra')).toBeUndefined();
  });
});
