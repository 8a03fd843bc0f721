import { claveDeLugar, codigoLeido, enSuLugar } from './inventario';

describe('a read code', () => {
  const APP = 'https://activos.empresa.pe';

  it.each([
    ['ACT-000123', APP, 'ACT-000123'],
    ['  ACT-000123 ', APP, 'ACT-000123'],
    ['https://activos.empresa.pe/a/ACT-000123', APP, 'ACT-000123'],
    ['HTTPS://Activos.Empresa.PE:443/a/ACT-1?utm=qr#x', APP, 'ACT-1'],
    ['http://192.168.1.5:3000/a/ACT%20000%2F9/', 'http://192.168.1.5:3000', 'ACT 000/9'],
    ['https://empresa.pe/activos/a/ACT-2', 'https://empresa.pe/activos', 'ACT-2'],
  ])('%j at %s names %j', (texto, app, codigo) => {
    expect(codigoLeido(texto, app)).toEqual({ ok: true, codigo });
  });

  it.each([
    ['', 'Código no válido: está vacío'],
    ['   ', 'Código no válido: está vacío'],
    ['A'.repeat(51), 'Código no válido: tiene más de 50 caracteres'],
    ['ACT\t1', 'Código no válido: tiene caracteres de control'],
    ['https://activos.empresa.pe/a/ACT%0A1', 'Código no válido: tiene caracteres de control'],
    ['https://activos.empresa.pe/activos/ACT-1', 'Código no válido: la URL no es la de una etiqueta (…/a/<código>): https://activos.empresa.pe/activos/ACT-1'],
    ['https://activos.empresa.pe/a/ACT-1/mas', 'Código no válido: la URL no es la de una etiqueta (…/a/<código>): https://activos.empresa.pe/a/ACT-1/mas'],
    ['https://activos.empresa.pe/a/%E0%A4%A', 'Código no válido: la URL no es la de una etiqueta (…/a/<código>): https://activos.empresa.pe/a/%E0%A4%A'],
    ['https://evil.example/a/ACT-001', 'Código no válido: la etiqueta no es de https://activos.empresa.pe: https://evil.example/a/ACT-001'],
    ['http://activos.empresa.pe/a/ACT-001', 'Código no válido: la etiqueta no es de https://activos.empresa.pe: http://activos.empresa.pe/a/ACT-001'],
    ['https://activos.empresa.pe:8443/a/ACT-001', 'Código no válido: la etiqueta no es de https://activos.empresa.pe: https://activos.empresa.pe:8443/a/ACT-001'],
  ])('%j is refused', (texto, motivo) => {
    expect(codigoLeido(texto, APP)).toEqual({ ok: false, motivo });
  });

  it('takes only the labels under the path of an app that has one', () => {
    expect(codigoLeido('https://empresa.pe/a/ACT-2', 'https://empresa.pe/activos')).toEqual({
      ok: false,
      motivo: 'Código no válido: la URL no es la de una etiqueta (…/a/<código>): https://empresa.pe/a/ACT-2',
    });
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
