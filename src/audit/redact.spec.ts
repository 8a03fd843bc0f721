import { auditJson, redactSecrets, truncate } from './redact';

describe('redactSecrets', () => {
  it('hides every secret-looking key at any depth, in any case', () => {
    expect(
      redactSecrets({
        nombre: 'Ana',
        Contrasena: 'x',
        usuario: { password: 'y', token: 'z', detalle: 'ok', lista: [{ accessToken: 'w', n: 1 }] },
      }),
    ).toEqual({ nombre: 'Ana', Contrasena: '***', usuario: { password: '***', token: '***', detalle: 'ok', lista: [{ accessToken: '***', n: 1 }] } });
  });

  it('hides two-factor secrets, recovery codes, login challenges and API keys, but not an asset code', () => {
    expect(
      redactSecrets({ secreto: 'JBSW', otpauthUrl: 'otpauth://x', qr: 'data:', codigosRecuperacion: ['a-b'], desafio: 'ey', clave: 'af_x', codigo: 'ACT-1' }),
    ).toEqual({ secreto: '***', otpauthUrl: '***', qr: '***', codigosRecuperacion: '***', desafio: '***', clave: '***', codigo: 'ACT-1' });
  });

  it('hides the fields a route names, and only there', () => {
    expect(redactSecrets({ codigo: '123456', otro: { codigo: 'x' } }, 0, ['codigo'])).toEqual({ codigo: '***', otro: { codigo: '***' } });
    expect(redactSecrets({ codigo: 'ACT-1' })).toEqual({ codigo: 'ACT-1' });
  });

  it('drops undefined fields, keeps dates as ISO text and buffers as their size', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(redactSecrets({ a: undefined, fecha: at, archivo: Buffer.alloc(3) })).toEqual({ fecha: at.toISOString(), archivo: '[3 bytes]' });
  });

  it('bounds the JSON it writes to 4 KB, marking the cut', () => {
    expect(auditJson(null)).toBeNull();
    const cut = auditJson({ texto: 'a'.repeat(100_000) })!;
    expect(cut).toHaveLength(4096);
    expect(cut).toMatch(/^\{"texto":"a+…\[truncado\]$/);
    expect(auditJson({ texto: 'a'.repeat(4000) })).toBe(JSON.stringify({ texto: 'a'.repeat(4000) }));
  });

  it('cuts any text to its bound with the mark, and leaves a shorter one alone', () => {
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 20)).toBe('abcdefghi…[truncado]');
    expect(truncate('abc', 20)).toBe('abc');
  });
});
