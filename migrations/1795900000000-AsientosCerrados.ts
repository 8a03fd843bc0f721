import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/**
 * The journal of a closed year, kept by its close (docs/contabilidad.md, "Libro diario"): one row per entry of each
 * month from the cut-over on. Years closed before keep computing theirs until they are reopened and closed again.
 */
export class AsientosCerrados1795900000000 implements MigrationInterface {
  name = 'AsientosCerrados1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'asiento_cerrado',
        columns: [c.id(), c.int('companiaId'), c.int('anio'), c.int('mes'), c.int('numero'), c.longText('datos'), ...c.timestamps()],
        indices: [new TableIndex({ columnNames: ['companiaId', 'anio', 'mes', 'numero'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('asiento_cerrado');
  }
}
