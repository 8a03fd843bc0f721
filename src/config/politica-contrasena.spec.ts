import { CONTRASENA_MAX_BYTES, MENSAJES_CONTRASENA, problemaDeContrasena } from './politica-contrasena';

describe('password policy', () => {
  it('accepts a long, uncommon password', () => {
    expect(problemaDeContrasena('Lluvia-en-Cusco-2026', 'ana.quispe@demo.pe')).toBeNull();
  });

  it('counts characters, not bytes, for the minimum', () => {
    expect(problemaDeContrasena('ñandú-azul', null)).toBeNull();
    expect(problemaDeContrasena('corta-123', null)).toBe(MENSAJES_CONTRASENA.corta);
  });

  it('refuses more than 72 bytes in UTF-8, even under 72 characters (never a silent cut)', () => {
    expect(problemaDeContrasena('a'.repeat(CONTRASENA_MAX_BYTES), null)).toBeNull();
    expect(problemaDeContrasena('a'.repeat(CONTRASENA_MAX_BYTES + 1), null)).toBe(MENSAJES_CONTRASENA.larga);
    expect(problemaDeContrasena('ñ'.repeat(40), null)).toBe(MENSAJES_CONTRASENA.larga);
  });

  it('refuses the common passwords whatever their case', () => {
    for (const comun of ['1234567890', 'qwertyuiop', 'PASSWORD123', 'Manchester']) {
      expect(problemaDeContrasena(comun, null)).toBe(MENSAJES_CONTRASENA.comun);
    }
  });

  it("refuses a password containing the e-mail's local part", () => {
    expect(problemaDeContrasena('soyJPerez-segura', 'jperez@demo.pe')).toBe(MENSAJES_CONTRASENA.correo);
    expect(problemaDeContrasena('mi-clave-larga', 'al@demo.pe')).toBeNull();
  });
});
