import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

/**
 * How each company reads an asset's amount with IGV (CalculoIgv, docs/reglas-peru.md "IGV del precio"). The companies
 * that already exist registered their assets with the spec's rule and keep it; a new company chooses its own.
 */
export class CalculoIgvDeLaCompania1795790000000 implements MigrationInterface {
  name = 'CalculoIgvDeLaCompania1795790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarColumnas(queryRunner, 'compania', [portableColumns(queryRunner).string('calculoIgv', 14, { default: "'especificacion'" })]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'compania', ['calculoIgv']);
  }
}
