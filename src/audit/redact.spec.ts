import { auditJson, MAX_AUDIT_TEXT, truncate } from './redact';

/** What the trail keeps of a value, read back. */
const guardado = (value: unknown, hidden?: readonly string[]) => JSON.parse(auditJson(value, hidden)!);

describe('auditJson', () => {
  it('hides every secret-looking key at any depth, in any case', () => {
    expect(
      guardado({
        nombre: 'Ana',
        Contrasena: 'x',
        usuario: { password: 'y', token: 'z', detalle: 'ok', lista: [{ accessToken: 'w', n: 1 }] },
      }),
    ).toEqual({ nombre: 'Ana', Contrasena: '***', usuario: { password: '***', token: '***', detalle: 'ok', lista: [{ accessToken: '***', n: 1 }] } });
  });

  it('hides two-factor secrets, recovery codes, login challenges and API keys, but not an asset code', () => {
    expect(
      guardado({ secreto: 'JBSW', otpauthUrl: 'otpauth://x', qr: 'data:', codigosRecuperacion: ['a-b'], desafio: 'ey', clave: 'af_x', codigo: 'ACT-1' }),
    ).toEqual({ secreto: '***', otpauthUrl: '***', qr: '***', codigosRecuperacion: '***', desafio: '***', clave: '***', codigo: 'ACT-1' });
  });

  it('hides the fields a route names, and only there', () => {
    expect(guardado({ codigo: '123456', otro: { codigo: 'x' } }, ['codigo'])).toEqual({ codigo: '***', otro: { codigo: '***' } });
    expect(guardado({ codigo: 'ACT-1' })).toEqual({ codigo: 'ACT-1' });
  });

  it('writes what JSON would, dropping undefined fields, with dates as ISO text, buffers as their size and deep nesting cut', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(auditJson({ a: undefined, fecha: at, archivo: Buffer.alloc(3) })).toBe(JSON.stringify({ fecha: at.toISOString(), archivo: '[3 bytes]' }));
    const valor = { texto: 'comillas " y \\ y\nsalto', n: 1.5, nan: Number.NaN, si: true, nada: null, lista: [1, undefined, 'x', { y: [] }], vacio: {}, f: () => 1 };
    expect(auditJson(valor)).toBe(JSON.stringify(valor));
    const hondo = { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: 1 } } } } } } } } } };
    expect(auditJson(hondo)).toBe('{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"i":"[...]"}}}}}}}}}');
    expect(auditJson(null)).toBeNull();
  });

  it('bounds the JSON it writes to 4 KB, marking the cut', () => {
    const cut = auditJson({ texto: 'a'.repeat(100_000) })!;
    expect(cut).toHaveLength(MAX_AUDIT_TEXT);
    expect(cut).toMatch(/^\{"texto":"a+…\[truncado\]$/);
    expect(auditJson({ texto: 'a'.repeat(4000) })).toBe(JSON.stringify({ texto: 'a'.repeat(4000) }));
  });

  it('stops reading a large value once its text passes the bound: an import of 10,000 rows reads a few dozen', () => {
    let leidas = 0;
    const filas = Array.from({ length: 10_000 }, (_, i) => ({
      get codigo() {
        leidas++;
        return `ACT-${String(i).padStart(6, '0')}`;
      },
      estado: 'Éxito',
    }));
    const texto = auditJson({ processedItems: filas })!;
    expect(texto).toHaveLength(MAX_AUDIT_TEXT);
    expect(texto.startsWith('{"processedItems":[{"codigo":"ACT-000000","estado":"Éxito"},')).toBe(true);
    expect(leidas).toBeLessThan(200);
  });

  it('cuts any text to its bound with the mark, and leaves a shorter one alone', () => {
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 20)).toBe('abcdefghi…[truncado]');
    expect(truncate('abc', 20)).toBe('abc');
  });
});
