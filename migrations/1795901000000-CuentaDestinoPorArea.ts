import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

/** Each area's own destination account (class 9) for the journal's destination entries; null keeps the company's. */
export class CuentaDestinoPorArea1795901000000 implements MigrationInterface {
  name = 'CuentaDestinoPorArea1795901000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarColumnas(queryRunner, 'area', [portableColumns(queryRunner).string('cuentaDestino', 8, { isNullable: true })]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'area', ['cuentaDestino']);
  }
}
