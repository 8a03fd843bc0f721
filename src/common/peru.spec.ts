import { isValidRuc, RUC_CHECK_DIGIT_MESSAGE, RUC_MESSAGE, rucError } from './peru';

describe('isValidRuc (SUNAT módulo 11)', () => {
  it.each(['20512333797', '20100070970', '10467793549', '20131312955'])('accepts %s', (ruc) => {
    expect(isValidRuc(ruc)).toBe(true);
  });

  it.each(['20512333790', '20512333798', '2051233379', '205123337970', '2051233379A', '', null, 20512333797])(
    'rejects %j',
    (ruc) => {
      expect(isValidRuc(ruc)).toBe(false);
    },
  );

  it('treats a remainder of 10 as check digit 0 and of 11 as 1', () => {
    // Every valid RUC with these ten digits ends in the one computed check digit.
    const base = '2060000000';
    const valid = Array.from({ length: 10 }, (_, d) => `${base}${d}`).filter(isValidRuc);
    expect(valid).toHaveLength(1);
  });
});

describe('rucError', () => {
  it('tells a wrong length (in the form’s own words) from a wrong check digit', () => {
    expect(rucError('20100070970')).toBeNull();
    expect(rucError('2010007097')).toBe(RUC_MESSAGE);
    expect(rucError('2010007097A', 'El RUC debe tener exactamente 11 dígitos')).toBe('El RUC debe tener exactamente 11 dígitos');
    expect(rucError('20100070971', 'El RUC debe tener exactamente 11 dígitos')).toBe(RUC_CHECK_DIGIT_MESSAGE);
  });
});
