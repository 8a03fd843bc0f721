import { DataSourceOptions } from 'typeorm';

/**
 * The calendar month ('YYYY-MM') of a date-time column, in SQL for each database we
 * run on. Dates are stored UTC; `offsetHours` moves them to a local wall clock first
 * (Lima: −5) so an instant lands in the month its users saw. Every dialect answers the
 * same text, so callers group and compare months without caring which one runs.
 */
export function mesDe(dialecto: DataSourceOptions['type'], column: string, offsetHours = 0): string {
  const hours = Math.trunc(offsetHours);
  switch (dialecto) {
    case 'better-sqlite3':
    case 'sqlite':
      return hours ? `strftime('%Y-%m', ${column}, '${hours} hours')` : `strftime('%Y-%m', ${column})`;
    case 'postgres': {
      const utc = `(${column} AT TIME ZONE 'UTC')`;
      return `to_char(${hours ? `${utc} + interval '${hours} hours'` : utc}, 'YYYY-MM')`;
    }
    case 'mssql':
      return `CONVERT(char(7), ${hours ? `DATEADD(hour, ${hours}, ${column})` : column}, 126)`;
    default:
      throw new Error(`Base de datos sin agrupación por mes: ${dialecto}`);
  }
}
