import { QueryRunner, TableColumn, TableColumnOptions } from 'typeorm';
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

/**
 * Plain ADD COLUMN on SQLite, where TypeORM would copy the table and trip over the rows that point at it
 * (see the migration DepreciacionAlLeer); every other database adds them in place anyway. quitarColumnas undoes it.
 */
export async function agregarColumnas(queryRunner: QueryRunner, tabla: string, columnas: TableColumnOptions[]): Promise<void> {
  if (queryRunner.connection.options.type !== 'better-sqlite3') return queryRunner.addColumns(tabla, columnas.map((columna) => new TableColumn(columna)));
  for (const columna of columnas) {
    const medida = columna.length ?? (columna.precision === undefined ? undefined : `${columna.precision},${columna.scale ?? 0}`);
    const tipo = medida ? `${columna.type}(${medida})` : columna.type;
    const defecto = columna.default === undefined ? '' : ` NOT NULL DEFAULT ${columna.default}`;
    await queryRunner.query(`ALTER TABLE "${tabla}" ADD COLUMN "${columna.name}" ${tipo}${defecto}`);
  }
}

/** agregarColumnas undone: plain DROP COLUMN on SQLite (the columns have no index left by then). */
export async function quitarColumnas(queryRunner: QueryRunner, tabla: string, columnas: string[]): Promise<void> {
  for (const columna of columnas) {
    if (queryRunner.connection.options.type === 'better-sqlite3') await queryRunner.query(`ALTER TABLE "${tabla}" DROP COLUMN "${columna}"`);
    else await queryRunner.dropColumn(tabla, columna);
  }
}
