import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The dashboard reads every asset of a company once, grouped by what its depreciation
 * depends on: a covering index in that order lets SQLite group 100,000 assets without
 * sorting them. It also counts the assets out of service by month of their last change
 * and the maintenances by estado, each from an index alone.
 */
const INDICES: Array<[string, string[]]> = [
  ['activo', ['companiaId', 'categoria', 'tasaDepreciacion', 'tipoActivo', 'categoriaSunat', 'tipoEquipoContable', 'fechaAdquisicion', 'total']],
  ['activo', ['companiaId', 'activoBool', 'updatedAt']],
  ['mantenimiento', ['companiaId', 'estado']],
];

export class IndicesTablero1764400000000 implements MigrationInterface {
  name = 'IndicesTablero1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Unnamed, as in the entities: TypeORM derives the same name for both, so migration:generate sees no drift.
    for (const [table, columnNames] of INDICES) await queryRunner.createIndex(table, new TableIndex({ columnNames }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // By name: PostgreSQL reports an index's columns in no particular order, so they cannot identify it.
    const { namingStrategy } = queryRunner.connection;
    for (const [table, columnNames] of INDICES) await queryRunner.dropIndex(table, namingStrategy.indexName(table, columnNames));
  }
}
