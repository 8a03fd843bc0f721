import { claveDeLugar, codigoLeido, enSuLugar } from './inventario';

describe('a read code', () => {
  it.each([
    ['ACT-000123', 'ACT-000123'],
    ['  ACT-000123 ', 'ACT-000123'],
    ['https://activos.empresa.pe/a/ACT-000123', 'ACT-000123'],
    ['http://192.168.1.5:3000/a/ACT%20000%2F9/', 'ACT 000/9'],
    ['HTTPS://otro.origen/a/ACT-1?utm=qr#x', 'ACT-1'],
  ])('%j names %j', (texto, codigo) => {
    expect(codigoLeido(texto)).toEqual({ ok: true, codigo });
  });

  it.each([
    ['', 'Código no válido: está vacío'],
    ['   ', 'Código no válido: está vacío'],
    ['A'.repeat(51), 'Código no válido: tiene más de 50 caracteres'],
    ['ACT\t1', 'Código no válido: tiene caracteres de control'],
    ['https://x.pe/a/ACT%0A1', 'Código no válido: tiene caracteres de control'],
    ['https://x.pe/activos/ACT-1', 'Código no válido: la URL no es la de una etiqueta (…/a/<código>): https://x.pe/activos/ACT-1'],
    ['https://x.pe/a/ACT-1/mas', 'Código no válido: la URL no es la de una etiqueta (…/a/<código>): https://x.pe/a/ACT-1/mas'],
    ['https://x.pe/a/%E0%A4%A', 'Código no válido: la URL no es la de una etiqueta (…/a/<código>): https://x.pe/a/%E0%A4%A'],
  ])('%j is refused', (texto, motivo) => {
    expect(codigoLeido(texto)).toEqual({ ok: false, motivo });
  });
});

describe('an asset read where the books say', () => {
  const libros = { direccionId: 4, edificio: 'Torre  A', piso: '3', areaId: 7, sede: 'Sede Central' };

  it('compares only the fields the reading brings, text without case or spare spaces', () => {
    expect(enSuLugar(libros, { direccionId: 4 })).toBe(true);
    expect(enSuLugar(libros, { direccionId: 4, edificio: ' torre a ', sede: 'SEDE  CENTRAL', piso: null, areaId: undefined })).toBe(true);
    expect(enSuLugar(libros, {})).toBe(true);
  });

  it('is elsewhere when any field it brings differs, or the books have none', () => {
    expect(enSuLugar(libros, { direccionId: 5 })).toBe(false);
    expect(enSuLugar(libros, { direccionId: 4, piso: '2' })).toBe(false);
    expect(enSuLugar(libros, { areaId: 8 })).toBe(false);
    expect(enSuLugar({ ...libros, edificio: null }, { edificio: 'Torre A' })).toBe(false);
  });

  it('keys alike the places it takes for the same', () => {
    expect(claveDeLugar({ direccionId: 4, edificio: 'Torre A ', piso: null })).toBe(claveDeLugar({ edificio: 'torre  a', direccionId: 4 }));
    expect(claveDeLugar({ direccionId: 4 })).not.toBe(claveDeLugar({ direccionId: 4, piso: '1' }));
  });
});
