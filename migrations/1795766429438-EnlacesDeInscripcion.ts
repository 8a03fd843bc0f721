import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/**
 * One-time links to set up the verification in two steps, e-mailed to a person whose company requires it or issued
 * by an administrator's reset; only the token's SHA-256 is kept.
 */
export class EnlacesDeInscripcion1795766429438 implements MigrationInterface {
  name = 'EnlacesDeInscripcion1795766429438';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'enlace_inscripcion',
        columns: [
          c.id(),
          c.int('usuarioId'),
          c.string('tokenHash', 64, { isUnique: true }),
          c.dateTime('creado'),
          c.dateTime('expira'),
          c.dateTime('visto', { isNullable: true }),
        ],
        indices: [new TableIndex({ columnNames: ['usuarioId'] }), new TableIndex({ columnNames: ['expira'] })],
        foreignKeys: [new TableForeignKey({ columnNames: ['usuarioId'], referencedTableName: 'usuario', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('enlace_inscripcion');
  }
}
