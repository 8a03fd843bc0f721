import { ArgumentMetadata } from '@nestjs/common';
import { KeyCaseNormalizerPipe, toCamelKey } from './key-case.pipe';

const pipe = new KeyCaseNormalizerPipe();
const body: ArgumentMetadata = { type: 'body' };
const run = (value: unknown) => pipe.transform(value, body);

describe('toCamelKey', () => {
  it.each([
    ['CorreoElectronico', 'correoElectronico'],
    ['RucProveedor', 'rucProveedor'],
    ['CodLinea', 'codLinea'],
    ['activoIds', 'activoIds'],
    ['RUC', 'ruc'],
    ['IGV', 'igv'],
    ['DNI', 'dni'],
    ['ID', 'id'],
    ['UIT2024', 'uit2024'],
    ['AÑO', 'año'],
    ['IdArea', 'idArea'],
  ])('%s → %s', (key, expected) => expect(toCamelKey(key)).toBe(expected));
});

describe('KeyCaseNormalizerPipe', () => {
  it('converts keys at every depth, inside arrays too', () => {
    expect(
      run({
        CorreoElectronico: 'a@b.pe',
        Clave: 'x',
        Proveedor: { RUC: '20100070970', RazonSocial: 'ACME' },
        Detalles: [{ CodLinea: 'L1', Cantidad: 2 }, 'texto', 3],
      }),
    ).toEqual({
      correoElectronico: 'a@b.pe',
      clave: 'x',
      proveedor: { ruc: '20100070970', razonSocial: 'ACME' },
      detalles: [{ codLinea: 'L1', cantidad: 2 }, 'texto', 3],
    });
  });

  it('converts a top-level array body', () => {
    expect(run([{ ID: 1 }, { ID: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('returns a copy and leaves the input unchanged', () => {
    const input = { Nombre: 'a', Hijos: [{ Nombre: 'b' }] };
    const output = run(input) as { hijos: object[] };
    expect(input).toEqual({ Nombre: 'a', Hijos: [{ Nombre: 'b' }] });
    expect(output.hijos).not.toBe(input.Hijos);
  });

  it('does not touch query, param or custom arguments', () => {
    const value = { Nombre: 'a' };
    for (const type of ['query', 'param', 'custom'] as const) {
      expect(pipe.transform(value, { type })).toBe(value);
    }
  });

  it('leaves non-plain values untouched', () => {
    const buffer = Buffer.from('abc');
    const date = new Date('2024-01-02T03:04:05Z');
    class UploadedFile {
      constructor(public FieldName: string) {}
    }
    const file = new UploadedFile('Archivo');
    const output = run({ Foto: buffer, Fecha: date, Archivo: file, Nada: null }) as Record<string, unknown>;
    expect(output.foto).toBe(buffer);
    expect(output.fecha).toBe(date);
    expect(output.archivo).toBe(file);
    expect(output.nada).toBeNull();
    expect(run('texto')).toBe('texto');
  });

  it('drops __proto__, constructor and prototype at any depth', () => {
    const hostile = JSON.parse(
      '{"__proto__":{"isAdmin":true},"Constructor":{"prototype":{"isAdmin":true}},' +
        '"Datos":[{"__proto__":{"isAdmin":true},"Prototype":1,"Valor":2}],"CONSTRUCTOR":3}',
    );
    const output = run(hostile) as Record<string, unknown>;
    expect(output).toEqual({ datos: [{ valor: 2 }] });
    expect(Object.keys(output)).toEqual(['datos']);
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((output as { isAdmin?: unknown }).isAdmin).toBeUndefined();
  });

  it('lets the key that was already camelCase win a collision, in either order', () => {
    expect(run({ Nombre: 'pascal', nombre: 'camel' })).toEqual({ nombre: 'camel' });
    expect(run({ nombre: 'camel', Nombre: 'pascal' })).toEqual({ nombre: 'camel' });
    expect(run({ RUC: 'upper', ruc: 'camel' })).toEqual({ ruc: 'camel' });
  });

  it('rejects absurdly deep bodies with a 400 instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => run(deep)).toThrow(expect.objectContaining({ status: 400 }));
    let ok: unknown = 1;
    for (let i = 0; i < 20; i++) ok = { A: ok };
    expect(() => run(ok)).not.toThrow();
  });
});
