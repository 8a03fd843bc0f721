import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The reports and exports read a company's assets in keyset-paged batches by id. Without an index
 * that starts with the company and keeps id order, each batch sorted every remaining asset of the
 * company (SQLite walked the (companiaId, createdAt) index and sorted it: 80 ms per batch at 100,000).
 */
const COLUMNAS = ['companiaId', 'id'];

export class IndiceExportacionActivos1764900000000 implements MigrationInterface {
  name = 'IndiceExportacionActivos1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Unnamed, as in the entity: TypeORM derives the same name for both, so migration:generate sees no drift.
    await queryRunner.createIndex('activo', new TableIndex({ columnNames: COLUMNAS }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('activo', queryRunner.connection.namingStrategy.indexName('activo', COLUMNAS));
  }
}
