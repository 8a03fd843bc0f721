import { decimalTransformer } from './columns';
import { SQL_TYPES } from './column-types';

describe('decimalTransformer', () => {
  it('answers numbers for the strings PostgreSQL and SQL Server return', () => {
    expect(decimalTransformer.from('1234.50')).toBe(1234.5);
    expect(decimalTransformer.from('0.000')).toBe(0);
    expect(decimalTransformer.from(18)).toBe(18);
  });

  it('keeps null and undefined as they are', () => {
    expect(decimalTransformer.from(null)).toBeNull();
    expect(decimalTransformer.from(undefined)).toBeUndefined();
  });
});

describe('SQL_TYPES', () => {
  it('stores instants in UTC-capable types and text as Unicode on SQL Server', () => {
    expect(SQL_TYPES.postgres.dateTime).toBe('timestamptz');
    expect(SQL_TYPES.mssql).toMatchObject({ dateTime: 'datetime2', string: 'nvarchar', longText: 'nvarchar', longTextLength: 'MAX', boolean: 'bit', now: 'sysutcdatetime()' });
  });
});
