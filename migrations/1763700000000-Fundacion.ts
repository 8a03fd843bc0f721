import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** Companies, users and the audit log: the tables every other module builds on. */
export class Fundacion1763700000000 implements MigrationInterface {
  name = 'Fundacion1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'compania',
        columns: [
          c.id(),
          c.string('razonSocial', 200),
          c.string('ruc', 11, { isUnique: true }),
          c.string('rubro', 150, { isNullable: true }),
          ...c.timestamps(),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'usuario',
        columns: [
          c.id(),
          c.int('tipo'),
          c.int('companiaId'),
          c.string('nombre', 100),
          c.string('apellido', 100, { isNullable: true }),
          c.string('correoElectronico', 150, { isUnique: true }),
          c.string('numeroTelefonico', 20, { isNullable: true }),
          c.string('contrasena', 100),
          c.string('codigo', 50, { isNullable: true }),
          c.string('detalle', 255, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['companiaId'],
            referencedTableName: 'compania',
            referencedColumnNames: ['id'],
            onDelete: 'NO ACTION',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          c.id(),
          c.dateTime('timestamp'),
          c.int('userId', { isNullable: true }),
          c.string('userName', 200, { isNullable: true }),
          c.string('userEmail', 150, { isNullable: true }),
          c.int('companiaId', { isNullable: true }),
          c.string('companiaName', 200, { isNullable: true }),
          c.string('tableName', 100),
          c.string('action', 20),
          c.string('recordId', 50, { isNullable: true }),
          c.string('recordCode', 100, { isNullable: true }),
          c.string('module', 100, { isNullable: true }),
          c.string('description', 500, { isNullable: true }),
          c.string('ipAddress', 64, { isNullable: true }),
          c.string('userAgent', 500, { isNullable: true }),
          c.string('endpoint', 500, { isNullable: true }),
          c.string('httpMethod', 10, { isNullable: true }),
          c.int('statusCode', { isNullable: true }),
          c.boolean('success'),
          c.string('errorMessage', 1000, { isNullable: true }),
          c.longText('oldValues', { isNullable: true }),
          c.longText('newValues', { isNullable: true }),
          c.string('requestId', 64, { isNullable: true }),
        ],
        // Audit rows outlive users and companies: no foreign keys on purpose.
        indices: [
          new TableIndex({ columnNames: ['timestamp'] }),
          new TableIndex({ columnNames: ['companiaId', 'timestamp'] }),
          new TableIndex({ columnNames: ['action', 'timestamp'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log');
    await queryRunner.dropTable('usuario');
    await queryRunner.dropTable('compania');
  }
}
