import { openCsvSheet } from './csv-rows';
import type { SheetRow } from './sheet-row';

const rowsOf = (text: string | Buffer): SheetRow[] => [...(openCsvSheet(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8')).rows as Iterable<SheetRow>)];

describe('openCsvSheet', () => {
  it('reads a UTF-8 file with a byte-order mark and semicolons, as Excel saves "CSV UTF-8" with a Spanish list separator', () => {
    const rows = rowsOf('\uFEFFCalle;Distrito;Codigo Postal\r\nAv. Arequipa 1234;Lince;15046\r\n"Jr. Junín; 456";"El ""Tambo""";04018\r\n');
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['Calle', 'Distrito', 'Codigo Postal'] },
      { rowNumber: 2, cells: ['Av. Arequipa 1234', 'Lince', 15046] },
      { rowNumber: 3, cells: ['Jr. Junín; 456', 'El "Tambo"', '04018'] },
    ]);
  });

  it('reads a file without a byte-order mark separated by commas, quoted line breaks and empty cells included', () => {
    expect(rowsOf('Codigo,Descripcion,Precio\nA-1,"Silla, giratoria\nnegra",350.50\n,Mesa,\n')).toEqual([
      { rowNumber: 1, cells: ['Codigo', 'Descripcion', 'Precio'] },
      { rowNumber: 2, cells: ['A-1', 'Silla, giratoria\nnegra', '350.50'] },
      { rowNumber: 3, cells: [null, 'Mesa', null] },
    ]);
  });

  it('chooses the separator the first line uses most, and reads the last line without a line break', () => {
    expect(rowsOf('Nombre;Monto\nAna;1,5')).toEqual([
      { rowNumber: 1, cells: ['Nombre', 'Monto'] },
      { rowNumber: 2, cells: ['Ana', '1,5'] },
    ]);
  });

  it('reads a file that is not UTF-8 as Windows-1252, what Excel saves as plain "CSV"', () => {
    expect(rowsOf(Buffer.from('Descripción,Año\r\nCañón,2020\r\n', 'latin1'))).toEqual([
      { rowNumber: 1, cells: ['Descripción', 'Año'] },
      { rowNumber: 2, cells: ['Cañón', 2020] },
    ]);
  });
});
