import { BadRequestException } from '@nestjs/common';
import { ConfigWithStartRow, parseImportConfig, parseStartRow } from './import-config';
import { ImportField } from './import-fields';

const FIELDS: ImportField[] = [
  { key: 'codigo', label: 'Código', type: 'string' },
  { key: 'descripcion', label: 'Descripción', type: 'string', required: true },
  { key: 'codLinea', label: 'Línea', type: 'string' },
  { key: 'precio', label: 'Precio', type: 'decimal' },
];

function badRequest(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error('expected a 400');
}

describe('parseStartRow', () => {
  it('takes a whole number from 1 to 100, as a number or text', () => {
    expect(parseStartRow(1)).toBe(1);
    expect(parseStartRow('5')).toBe(5);
    expect(parseStartRow(' 100 ')).toBe(100);
  });

  it.each([undefined, null, '', 'abc', 0, 101, 2.5, '-1', '3.0', {}])('falls back to 2 for %p', (value) => {
    expect(parseStartRow(value)).toBe(2);
  });
});

describe('parseImportConfig', () => {
  it('reads PascalCase and camelCase keys, and numbers given as text', () => {
    const config = parseImportConfig('{"StartRow":3,"DescripcionColumn":2,"codLineaColumn":"4","PRECIOCOLUMN":7}', FIELDS);
    expect(config.startRow).toBe(3);
    expect(config.mapped.map(({ key, column }) => [key, column])).toEqual([
      ['descripcion', 2],
      ['codLinea', 4],
      ['precio', 7],
    ]);
    expect(config.missing).toEqual([]);
  });

  it('leaves null, 0, "" and absent columns unmapped and ignores unknown keys', () => {
    const config = parseImportConfig({ descripcionColumn: 1, codigoColumn: null, precioColumn: 0, codLineaColumn: '', otroColumn: 9 }, FIELDS);
    expect(config.mapped.map((field) => field.key)).toEqual(['descripcion']);
    expect(config.startRow).toBe(2);
  });

  it('takes the start row sent as a field of its own when the config has none, falling back to 2 outside 1 to 100', () => {
    expect(parseImportConfig(new ConfigWithStartRow('{"descripcionColumn":1}', '5'), FIELDS).startRow).toBe(5);
    expect(parseImportConfig(new ConfigWithStartRow('{"descripcionColumn":1,"startRow":3}', '5'), FIELDS).startRow).toBe(3);
    expect(parseImportConfig(new ConfigWithStartRow('{"descripcionColumn":1}', '150'), FIELDS).startRow).toBe(2);
    expect(parseImportConfig(new ConfigWithStartRow({ descripcionColumn: 1 }, '0'), FIELDS).startRow).toBe(2);
  });

  it('lists the required fields left unmapped', () => {
    expect(parseImportConfig('{"codigoColumn":1}', FIELDS).missing).toEqual(['Descripción']);
  });

  it('answers malformed configurations with a Spanish 400', () => {
    expect(badRequest(() => parseImportConfig(undefined, FIELDS))).toBe('Falta la configuración de la importación (campo config)');
    expect(badRequest(() => parseImportConfig('{"descripcionColumn":', FIELDS))).toBe('La configuración de la importación no es un JSON válido');
    expect(badRequest(() => parseImportConfig('[1,2]', FIELDS))).toBe('La configuración de la importación debe ser un objeto JSON');
    expect(badRequest(() => parseImportConfig('"texto"', FIELDS))).toBe('La configuración de la importación debe ser un objeto JSON');
    for (const column of [201, -1, 2.5, 'B', true]) {
      expect(badRequest(() => parseImportConfig({ descripcionColumn: column }, FIELDS))).toBe('La columna de "Descripción" debe ser un número entre 1 y 200');
    }
  });
});
