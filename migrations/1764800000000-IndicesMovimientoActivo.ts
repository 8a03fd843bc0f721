import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The movements list reads each movement's asset ids in the order they were added: an index on
 * (movimientoId, id) that also holds activoId hands them over in that order from the index alone,
 * where the unique (movimientoId, activoId) makes SQLite sort every page's 250,000 links first.
 */
const COLUMNAS = ['movimientoId', 'id', 'activoId'];

export class IndicesMovimientoActivo1764800000000 implements MigrationInterface {
  name = 'IndicesMovimientoActivo1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Unnamed, as in the entity: TypeORM derives the same name for both, so migration:generate sees no drift.
    await queryRunner.createIndex('movimiento_activo', new TableIndex({ columnNames: COLUMNAS }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // By name: PostgreSQL reports an index's columns in no particular order, so they cannot identify it.
    await queryRunner.dropIndex('movimiento_activo', queryRunner.connection.namingStrategy.indexName('movimiento_activo', COLUMNAS));
  }
}
