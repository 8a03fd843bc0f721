import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/**
 * An asset's depreciation schedule is computed when it is read (it depends on the current month, so a
 * stored copy went stale every month and a GET had to write it back): its table and the column that
 * told when it was stale go.
 */
export class DepreciacionAlLeer1764700000000 implements MigrationInterface {
  name = 'DepreciacionAlLeer1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('activo_depreciacion');
    // A plain column: SQLite drops it in place, where a table copy would trip over the rows that point at assets.
    if (queryRunner.connection.options.type === 'better-sqlite3') await queryRunner.query('ALTER TABLE "activo" DROP COLUMN "depreciacionBase"');
    else await queryRunner.dropColumn('activo', 'depreciacionBase');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.addColumn('activo', new TableColumn(c.string('depreciacionBase', 100, { isNullable: true })));
    await queryRunner.createTable(
      new Table({
        name: 'activo_depreciacion',
        columns: [
          c.id(),
          c.int('activoId'),
          c.int('companiaId'),
          c.int('numeroMes'),
          c.int('periodo'),
          c.decimal('depreciacionMensual'),
          c.decimal('depreciacionAcumulada'),
          c.decimal('saldoActual'),
          c.dateTime('fechaMes'),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['activoId', 'numeroMes'], isUnique: true }), new TableIndex({ columnNames: ['companiaId', 'periodo'] })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] }),
          new TableForeignKey({ columnNames: ['activoId'], referencedTableName: 'activo', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
        ],
      }),
    );
  }
}
