import { BeforeInsert, BeforeUpdate, Column, ColumnOptions, CreateDateColumn, UpdateDateColumn, ValueTransformer } from 'typeorm';

/** PostgreSQL and SQL Server hand decimals back as strings: answer numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};

/** Optional text of at most `length` characters (nvarchar on SQL Server). */
export const text = (length: number) => Column({ type: String, length, nullable: true });

/** Money is DECIMAL(18,2); an exchange rate is DECIMAL(18,3). */
export const DecimalColumn = (scale = 2, options: ColumnOptions = {}) =>
  Column({ type: 'decimal', precision: 18, scale, transformer: decimalTransformer, ...options });

// Instants and long text are declared in TypeORM's neutral spelling, the same for every database:
// PortableDataSource gives each connection its own types (portable-data-source.ts).

/**
 * An object kept as its JSON.stringify text, so the database can write it back into an answer as it is (json-sql.ts);
 * never null: `{}` when empty.
 */
export const jsonTextTransformer: ValueTransformer = {
  to: (value: unknown) => (value === undefined ? value : JSON.stringify(value ?? {})),
  from: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value),
};

/** Unicode text of any length (nvarchar(max) on SQL Server). */
export const LongTextColumn = (options: ColumnOptions = {}) => Column({ type: 'text', ...options });

/** An object as JSON text (jsonTextTransformer), `{}` by default. */
export const JsonTextColumn = () => Column({ type: 'text', default: '{}', transformer: jsonTextTransformer });

/** An instant, stored UTC (datetime, timestamptz, datetime2). */
export const DateTimeColumn = (options: ColumnOptions = {}) => Column({ type: Date, ...options });

export const CreatedAtColumn = () => CreateDateColumn({ type: Date });
export const UpdatedAtColumn = () => UpdateDateColumn({ type: Date });

/**
 * The normalised search column of an entity (`q` / `search`), never answered: the column and the
 * insert/update hook that fills it from `texto`, so an entity declares both in one line.
 */
export function BusquedaColumn<T>(texto: (row: T) => string, length: number, options: { nullable?: boolean } = {}): PropertyDecorator {
  return (target, propertyName) => {
    Column({ type: String, length, nullable: options.nullable ?? true, select: false })(target, propertyName);
    // One method per search column, named after it, so an entity may have two (activo).
    const fill = `llenar_${String(propertyName)}`;
    Object.defineProperty(target, fill, {
      value(this: T) {
        (this as Record<string | symbol, unknown>)[propertyName] = texto(this);
      },
    });
    BeforeInsert()(target, fill);
    BeforeUpdate()(target, fill);
  };
}
