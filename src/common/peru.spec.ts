import { isValidRuc } from './peru';

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
