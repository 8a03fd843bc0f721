import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * With a million audit rows each filter of the screen (table, user, table and action)
 * needs its own index ending in timestamp, the default order; the statistics count
 * and list failures through (success, timestamp), and read their per-table and
 * per-user counts from the indexes alone. Company, action and date have theirs
 * since Fundacion.
 */
const INDICES = [
  ['tableName', 'timestamp'],
  ['tableName', 'action', 'timestamp'],
  ['userId', 'timestamp'],
  ['success', 'timestamp'],
];

export class IndicesAuditoria1764300000000 implements MigrationInterface {
  name = 'IndicesAuditoria1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Unnamed, as in the entity: TypeORM derives the same name for both, so migration:generate sees no drift.
    await queryRunner.createIndices(
      'audit_log',
      INDICES.map((columnNames) => new TableIndex({ columnNames })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // By name: PostgreSQL reports an index's columns in no particular order, so they cannot identify it.
    const { namingStrategy } = queryRunner.connection;
    for (const columnNames of INDICES) await queryRunner.dropIndex('audit_log', namingStrategy.indexName('audit_log', columnNames));
  }
}
