import { categoriaPorReferencia } from './tasas-sunat';

describe('categoriaPorReferencia', () => {
  it.each([
    ['computo', 'computo'],
    ['Maquinaria-Extractiva', 'maquinaria-extractiva'],
    ['  Equipos de PROCESAMIENTO de datos ', 'computo'],
    ['Vehículos de transporte terrestre (excepto ferrocarriles); hornos en general', 'vehiculos'],
    ['1', 'ganado'],
    ['4', 'computo'],
    ['6', 'otros'],
    ['edificios', 'edificios'],
    ['Edificios y construcciones', 'edificios'],
  ])('reads %j as %s', (texto, clave) => {
    expect(categoriaPorReferencia(texto)).toBe(clave);
  });

  it.each(['7', '0', '22 b) 4', 'Equipos de Cómputo', 'laptop', 'muebles'])('names no category with %j: free text is not guessed', (texto) => {
    expect(categoriaPorReferencia(texto)).toBeNull();
  });
});
