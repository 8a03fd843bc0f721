import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/**
 * The drivers and vehicles a company's transport guides name, remembered to be chosen again: a driver is unique in
 * the company by its document, a vehicle by its normalised plate (docs/gre-transporte.md).
 */
export class ConductoresYVehiculos1795840000000 implements MigrationInterface {
  name = 'ConductoresYVehiculos1795840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const compania = () => new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] });
    await queryRunner.createTable(
      new Table({
        name: 'conductor',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('tipoDocumento', 1),
          c.string('numeroDocumento', 15),
          c.string('nombres', 100),
          c.string('apellidos', 100),
          c.string('licencia', 10),
          c.string('busqueda', 250, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'tipoDocumento', 'numeroDocumento'], isUnique: true })],
        foreignKeys: [compania()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'vehiculo',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('placa', 8),
          c.string('descripcion', 100, { isNullable: true }),
          c.string('tuc', 15, { isNullable: true }),
          c.boolean('m1l', { default: false }),
          c.string('busqueda', 150, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'placa'], isUnique: true })],
        foreignKeys: [compania()],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('vehiculo');
    await queryRunner.dropTable('conductor');
  }
}
