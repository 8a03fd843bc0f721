import { ColumnType, DataSource, ObjectLiteral } from 'typeorm';
import { Driver } from 'typeorm/driver/Driver';
import type { Database } from 'better-sqlite3';
import { holdLoopWhile } from '../common/event-loop';
import { sqlTypesOf } from './column-types';
import { lowerUnicode } from './sqlite-lower';

/**
 * Spells the entities' portable column declarations (columns.ts) in this connection's dialect:
 * an instant (`Date`) as datetime / timestamptz / datetime2, long text (`'text'`) as nvarchar(MAX)
 * on SQL Server, a boolean default as the literal the database has. The decorators stay the same
 * for every database; each data source's own metadata gets its types.
 */
export function resolvePortableColumns(dataSource: DataSource): void {
  const types = sqlTypesOf(dataSource.options.type);
  for (const column of dataSource.entityMetadatas.flatMap((metadata) => metadata.columns)) {
    if (column.type === Date) column.type = types.dateTime as ColumnType;
    if (column.type === 'text') {
      column.type = types.longText as ColumnType;
      column.length = types.longTextLength ?? '';
    }
    if (typeof column.default === 'boolean') {
      const literal = column.default ? types.true : types.false;
      column.default = () => literal;
    }
  }
}

/**
 * A DataSource whose entity metadata is resolved for its own driver as initialize() builds it. On the embedded SQLite,
 * long jobs do not share the event loop while its one connection is inside a transaction (holdLoopWhile), and
 * integer parameters are bound rather than written into the SQL (bindIntegers), and LOWER folds every letter (lowerUnicode).
 */
export class PortableDataSource extends DataSource {
  private releaseHold?: () => void;

  protected override async buildMetadatas(): Promise<void> {
    await super.buildMetadatas();
    resolvePortableColumns(this);
  }

  override async initialize(): Promise<this> {
    await super.initialize();
    if (this.options.type === 'better-sqlite3') {
      const connection = (this.driver as unknown as { databaseConnection: Pick<Database, 'inTransaction' | 'function'> }).databaseConnection;
      this.releaseHold = holdLoopWhile(() => connection.inTransaction);
      lowerUnicode(connection);
      bindIntegers(this.driver);
    }
    return this;
  }

  override async destroy(): Promise<void> {
    this.releaseHold?.();
    await super.destroy();
  }
}

/**
 * TypeORM's SQLite drivers write a number parameter into the SQL text (`id = 4711`), so each asset, user or session
 * read by id is a statement of its own: better-sqlite3 compiles it again, and the driver's statement cache (first in,
 * first out) keeps dropping the statements every request runs. Bound as a BigInt (an SQLite INTEGER, what the literal
 * was) the text stays the same for every id and is compiled once. Other numbers (decimals) are left as TypeORM writes them.
 */
export function bindIntegers(driver: Driver): void {
  const escape = driver.escapeQueryWithParameters.bind(driver);
  driver.escapeQueryWithParameters = (sql, parameters, nativeParameters) => {
    if (!parameters) return escape(sql, parameters, nativeParameters);
    const bound: ObjectLiteral = {};
    for (const key of Object.keys(parameters)) {
      const value = parameters[key];
      bound[key] = Number.isSafeInteger(value) ? BigInt(value) : value;
    }
    return escape(sql, bound, nativeParameters);
  };
}
