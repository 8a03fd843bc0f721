import { DbType } from '../config/environment';

export interface SqlTypes {
  int: string;
  string: string;
  longText: string;
  longTextLength?: string;
  decimal: string;
  boolean: string;
  /** How a boolean default is spelled: SQL Server has no true/false literals. */
  true: string;
  false: string;
  dateTime: string;
  now: string;
  /** Bound parameters one statement may carry (SQLite ≥ 3.32: 32766; SQL Server: 2100 less sp_executesql's own two). */
  maxParameters: number;
}

/** The one place that knows each database's spelling of our column kinds. */
export const SQL_TYPES: Record<DbType, SqlTypes> = {
  sqlite: {
    int: 'integer',
    string: 'varchar',
    longText: 'text',
    decimal: 'decimal',
    boolean: 'boolean',
    true: 'true',
    false: 'false',
    dateTime: 'datetime',
    now: "datetime('now')",
    maxParameters: 32_766,
  },
  postgres: {
    int: 'integer',
    string: 'varchar',
    longText: 'text',
    decimal: 'decimal',
    boolean: 'boolean',
    true: 'true',
    false: 'false',
    dateTime: 'timestamptz',
    now: 'now()',
    maxParameters: 65_535,
  },
  mssql: {
    int: 'int',
    string: 'nvarchar',
    longText: 'nvarchar',
    longTextLength: 'MAX',
    decimal: 'decimal',
    boolean: 'bit',
    true: '1',
    false: '0',
    dateTime: 'datetime2',
    now: 'sysutcdatetime()',
    // The driver sends a parameterised statement through sp_executesql, whose @stmt and @params count too.
    maxParameters: 2_098,
  },
};

/** Our name for a connection's driver: 'better-sqlite3' is our sqlite, any other we do not know is taken for SQL Server. */
export function dbTypeOf(connectionType: string): DbType {
  const type = connectionType === 'better-sqlite3' ? 'sqlite' : connectionType;
  return Object.hasOwn(SQL_TYPES, type) ? (type as DbType) : 'mssql';
}

/** The SQL_TYPES entry of a connection's driver. */
export function sqlTypesOf(connectionType: string): SqlTypes {
  return SQL_TYPES[dbTypeOf(connectionType)];
}
