import { JsonEscrito, textoJson } from './json-escrito';

describe('textoJson', () => {
  it('escribe lo que JSON.stringify escribe cuando no hay nada ya escrito', () => {
    const valor = { data: [{ a: 1, b: 'x"y', c: null, d: undefined, e: new Date('2024-01-02T03:04:05.000Z') }], pagination: { page: 1, total: Number.NaN }, lista: [undefined, true] };
    expect(textoJson(valor)).toBe(JSON.stringify(valor));
  });

  it('pone cada JsonEscrito tal como vino, en una lista o en un objeto', () => {
    const filas = [new JsonEscrito('{"id":1}'), new JsonEscrito('{"id":2}')];
    expect(JSON.parse(textoJson(filas))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(JSON.parse(textoJson({ data: filas, pagination: { page: 1 } }))).toEqual({ data: [{ id: 1 }, { id: 2 }], pagination: { page: 1 } });
  });
});
