import { CONTRASENA_MAX, MENSAJES_CONTRASENA, problemaDeContrasena } from './politica-contrasena';

describe('password policy', () => {
  it('accepts a long, uncommon password', () => {
    expect(problemaDeContrasena('Lluvia-en-Cusco-2026', 'ana.quispe@demo.pe')).toBeNull();
  });

  it('counts characters, not bytes, for the minimum', () => {
    expect(problemaDeContrasena('ñandú-azul', null)).toBeNull();
    expect(problemaDeContrasena('corta-123', null)).toBe(MENSAJES_CONTRASENA.corta);
  });

  it(`takes up to ${CONTRASENA_MAX} characters, whatever their bytes (nothing is cut when it is stored)`, () => {
    const frase = 'Llueve-sobre-Cusco-y-el-ichu-canta-';
    const larga = frase.repeat(8).slice(0, CONTRASENA_MAX);
    expect(problemaDeContrasena(larga, null)).toBeNull();
    expect(problemaDeContrasena(`${larga}x`, null)).toBe(MENSAJES_CONTRASENA.larga);
    // 100 ñ are 200 bytes: over the old 72-byte limit, under the characters'.
    expect(problemaDeContrasena(`Mañana-${'ñ'.repeat(40)}-Cajamarca-1987-${'ü'.repeat(40)}`, null)).toBeNull();
  });

  it('refuses fewer than 5 distinct characters, spaces included', () => {
    for (const repetida of [' '.repeat(10), 'a'.repeat(10), 'abababababab', 'abcdabcdabcd']) {
      expect(problemaDeContrasena(repetida, null)).toBe(MENSAJES_CONTRASENA.repetida);
    }
  });

  it('refuses the common passwords whatever their case', () => {
    for (const comun of ['1234567890', 'qwertyuiop', 'PASSWORD123', 'Manchester']) {
      expect(problemaDeContrasena(comun, null)).toBe(MENSAJES_CONTRASENA.comun);
    }
  });

  it('refuses what the strength estimator scores 0 or 1: sequences, keyboard walks, a common word with digits', () => {
    for (const debil of ['12345678901', 'abcdefghijk', 'qwertyuiop1', 'asdfghjkl;', 'password1234']) {
      expect(problemaDeContrasena(debil, null)).toBe(MENSAJES_CONTRASENA.debil);
    }
  });

  it('counts the words of the e-mail as known to whoever guesses', () => {
    expect(problemaDeContrasena('quispe2026', 'luz@demo.pe')).toBeNull();
    expect(problemaDeContrasena('quispe2026', 'ana.quispe@demo.pe')).toBe(MENSAJES_CONTRASENA.debil);
  });

  it("refuses a password containing the e-mail's local part", () => {
    expect(problemaDeContrasena('soyJPerez-segura', 'jperez@demo.pe')).toBe(MENSAJES_CONTRASENA.correo);
    expect(problemaDeContrasena('mi-clave-larga', 'al@demo.pe')).toBeNull();
  });
});
