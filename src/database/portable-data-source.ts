import { ColumnType, DataSource } from 'typeorm';
import type { Database } from 'better-sqlite3';
import { holdLoopWhile } from '../common/event-loop';
import { sqlTypesOf } from './column-types';

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
 * long jobs do not share the event loop while its one connection is inside a transaction (holdLoopWhile).
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
      const connection = (this.driver as unknown as { databaseConnection?: Pick<Database, 'inTransaction'> }).databaseConnection;
      this.releaseHold = holdLoopWhile(() => connection?.inTransaction === true);
    }
    return this;
  }

  override async destroy(): Promise<void> {
    this.releaseHold?.();
    await super.destroy();
  }
}
