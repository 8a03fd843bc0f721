import { Readable } from 'node:stream';
import { jsonConPausas } from './json-stream';

const texto = async (valor: unknown) => {
  const partes: string[] = [];
  for await (const parte of jsonConPausas(valor).getStream() as Readable) partes.push(String(parte));
  return partes.join('');
};

describe('jsonConPausas', () => {
  it('writes what JSON.stringify writes, lists and objects opened', async () => {
    const valor = {
      inventario: { id: 1, cerradoEl: null, createdAt: new Date('2026-11-20T14:00:00.000Z'), quitado: undefined },
      filas: [{ a: 1, b: [1, 2] }, null, 'texto "con" comillas', undefined, 3],
      vacia: [],
      anidada: [[1], []],
    };
    expect(await texto(valor)).toBe(JSON.stringify(valor));
    for (const simple of [[], {}, 'x', 0, null, [{}]]) expect(await texto(simple)).toBe(JSON.stringify(simple));
  });

  it('writes a list of 100,000 rows in pieces', async () => {
    const filas = Array.from({ length: 100_000 }, (_, i) => ({ id: i, codigo: `ACT-${i}` }));
    const partes: string[] = [];
    for await (const parte of jsonConPausas(filas).getStream() as Readable) partes.push(String(parte));
    expect(partes.length).toBeGreaterThan(10);
    expect(JSON.parse(partes.join(''))).toEqual(filas);
  });
});
