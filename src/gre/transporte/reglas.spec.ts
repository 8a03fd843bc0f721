import {
  errorDeDocumento,
  errorDeLicencia,
  errorDePlaca,
  errorDeTuc,
  MENSAJE_LICENCIA,
  MENSAJE_NUMERO_DOCUMENTO,
  MENSAJE_PLACA,
  MENSAJE_TIPO_DOCUMENTO,
  MENSAJE_TUC,
  normalizarCodigo,
  normalizarPlaca,
} from './reglas';

describe('transport guide master-data rules', () => {
  it.each([
    ['abc-123', 'ABC123'],
    [' a1b 234 ', 'A1B234'],
    ['C-1 2-345', 'C12345'],
    ['ABC123', 'ABC123'],
  ])('normalises the plate %j to %j', (placa, normalizada) => {
    expect(normalizarPlaca(placa)).toBe(normalizada);
  });

  it('accepts plates of 6 to 8 letters or digits once normalised, not all zeros', () => {
    expect(['ABC123', 'A1B2C3D4', '000001'].map(errorDePlaca)).toEqual([null, null, null]);
    expect(['AB123', 'ABCD12345', '000000', 'ABC-123', 'abc123', 'ÑAB123'].map(errorDePlaca)).toEqual(Array(6).fill(MENSAJE_PLACA));
  });

  it('accepts licences of 9 or 10 letters or digits in capitals, not all zeros', () => {
    expect(normalizarCodigo(' q45678912 ')).toBe('Q45678912');
    expect(['Q45678912', 'Q456789123'].map(errorDeLicencia)).toEqual([null, null]);
    expect(['Q4567891', 'Q4567891234', '000000000', 'q45678912', 'Q-4567891'].map(errorDeLicencia)).toEqual(Array(5).fill(MENSAJE_LICENCIA));
  });

  it('accepts a TUC of 9 to 15 letters or digits, not all zeros', () => {
    expect(['151234567', '15M21028706E4AB'].map(errorDeTuc)).toEqual([null, null]);
    expect(['15123456', '15M21028706E4ABC', '0000000000'].map(errorDeTuc)).toEqual(Array(3).fill(MENSAJE_TUC));
  });

  it('wants a DNI of exactly 8 digits, zeros included, and other documents of up to 15 letters or digits', () => {
    expect(errorDeDocumento('1', '04567891')).toBeNull();
    expect(['4567891', '045678912', '4567891A'].map((n) => errorDeDocumento('1', n))).toEqual(Array(3).fill('El DNI debe tener 8 dígitos'));
    expect([errorDeDocumento('4', '001234567'), errorDeDocumento('7', 'AB1234567890123'), errorDeDocumento('A', '1')]).toEqual([null, null, null]);
    expect(['AB12345678901234', '', 'AB-123'].map((n) => errorDeDocumento('7', n))).toEqual(Array(3).fill(MENSAJE_NUMERO_DOCUMENTO));
  });

  it('refuses the RUC (6) and codes outside catálogo 06 as a driver’s document type', () => {
    expect(['6', '2', 'Z', '', 'toString'].map((tipo) => errorDeDocumento(tipo, '12345678'))).toEqual(Array(5).fill(MENSAJE_TIPO_DOCUMENTO));
    expect(MENSAJE_TIPO_DOCUMENTO).toBe('El tipo de documento debe ser uno del catálogo 06 de SUNAT distinto del RUC: 0, 1, 4, 7, A, B, C, D, E, F, G');
  });
});
