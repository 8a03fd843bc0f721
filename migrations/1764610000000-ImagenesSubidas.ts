import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/**
 * Asset images as uploads of a company (their bytes count against its quota, and the
 * sweep deletes those no asset shows), and an index on activo.imagen so "does an asset
 * show this file?" is one index lookup.
 */
export class ImagenesSubidas1764610000000 implements MigrationInterface {
  name = 'ImagenesSubidas1764610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'imagen_subida',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('ruta', 200, { isUnique: true }),
          c.int('bytes'),
          c.string('reclamadoPor', 100, { isNullable: true }),
          c.dateTime('reclamadoEn', { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId'] }), new TableIndex({ columnNames: ['createdAt'] })],
        foreignKeys: [new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] })],
      }),
    );
    // Unnamed, as in the entity: TypeORM derives the same name for both.
    await queryRunner.createIndex('activo', new TableIndex({ columnNames: ['imagen'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('activo', queryRunner.connection.namingStrategy.indexName('activo', ['imagen']));
    await queryRunner.dropTable('imagen_subida');
  }
}
