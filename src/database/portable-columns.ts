import { QueryRunner, TableColumnOptions } from 'typeorm';
import { sqlTypesOf } from './column-types';

type Extra = Partial<TableColumnOptions>;

/**
 * Column builders for migrations, so one migration runs on SQLite, PostgreSQL
 * and SQL Server alike (identity keys, nvarchar, datetime2, bit on SQL Server).
 */
export function portableColumns(queryRunner: QueryRunner) {
  const t = sqlTypesOf(queryRunner.connection.options.type);
  return {
    id: (name = 'id'): TableColumnOptions => ({
      name,
      type: t.int,
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    }),
    int: (name: string, extra: Extra = {}): TableColumnOptions => ({ name, type: t.int, ...extra }),
    string: (name: string, length: number, extra: Extra = {}): TableColumnOptions => ({
      name,
      type: t.string,
      length: String(length),
      ...extra,
    }),
    longText: (name: string, extra: Extra = {}): TableColumnOptions => ({
      name,
      type: t.longText,
      length: t.longTextLength,
      ...extra,
    }),
    decimal: (name: string, scale = 2, extra: Extra = {}): TableColumnOptions => ({
      name,
      type: t.decimal,
      precision: 18,
      scale,
      ...extra,
    }),
    boolean: (name: string, extra: Extra = {}): TableColumnOptions => ({
      name,
      type: t.boolean,
      ...extra,
      ...(typeof extra.default === 'boolean' && { default: extra.default ? t.true : t.false }),
    }),
    dateTime: (name: string, extra: Extra = {}): TableColumnOptions => ({ name, type: t.dateTime, ...extra }),
    /** createdAt and updatedAt, filled by the database in UTC. */
    timestamps: (): TableColumnOptions[] => [
      { name: 'createdAt', type: t.dateTime, default: t.now },
      { name: 'updatedAt', type: t.dateTime, default: t.now },
    ],
  };
}
