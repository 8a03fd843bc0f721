import { mesDe } from './mes-sql';

describe('mesDe', () => {
  it.each([
    ['better-sqlite3', `strftime('%Y-%m', a.fecha)`, `strftime('%Y-%m', a.fecha, '-5 hours')`],
    ['sqlite', `strftime('%Y-%m', a.fecha)`, `strftime('%Y-%m', a.fecha, '-5 hours')`],
    ['postgres', `to_char((a.fecha AT TIME ZONE 'UTC'), 'YYYY-MM')`, `to_char((a.fecha AT TIME ZONE 'UTC') + interval '-5 hours', 'YYYY-MM')`],
    ['mssql', `CONVERT(char(7), a.fecha, 126)`, `CONVERT(char(7), DATEADD(hour, -5, a.fecha), 126)`],
  ] as const)('spells the month of a column in %s, in UTC and on a local clock', (dialecto, utc, lima) => {
    expect(mesDe(dialecto, 'a.fecha')).toBe(utc);
    expect(mesDe(dialecto, 'a.fecha', -5)).toBe(lima);
  });

  it('refuses a database it has no spelling for', () => {
    expect(() => mesDe('mysql', 'a.fecha')).toThrow('Base de datos sin agrupación por mes: mysql');
  });
});
