import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

/**
 * An address may be one of the RUC's establishments registered with SUNAT: its 4-digit annex code (0000 the fiscal
 * address) goes in the electronic transport guide's departure and arrival points (docs/gre-transporte.md). Existing
 * addresses are no registered establishment until someone says so.
 */
export class CodigoDeEstablecimiento1795830000000 implements MigrationInterface {
  name = 'CodigoDeEstablecimiento1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarColumnas(queryRunner, 'direccion', [portableColumns(queryRunner).string('codigoEstablecimiento', 4, { isNullable: true })]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'direccion', ['codigoEstablecimiento']);
  }
}
