import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** The counters of the companies' document series (docs/numeracion.md): one row per company and series. */
export class Numeracion1795845000000 implements MigrationInterface {
  name = 'Numeracion1795845000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'numeracion',
        columns: [c.id(), c.int('companiaId'), c.string('serie', 30), c.int('ultimo', { default: 0 }), ...c.timestamps()],
        indices: [new TableIndex({ columnNames: ['companiaId', 'serie'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('numeracion');
  }
}
