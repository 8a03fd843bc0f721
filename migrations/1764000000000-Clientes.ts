import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** Clients of a company, each optionally at one of its addresses. */
export class Clientes1764000000000 implements MigrationInterface {
  name = 'Clientes1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'cliente',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('nombre', 100),
          c.string('apellido', 100),
          c.string('ruc', 11, { isNullable: true }),
          c.string('dni', 8, { isNullable: true }),
          c.string('ce', 20, { isNullable: true }),
          c.string('correoElectronico', 150, { isNullable: true }),
          c.string('telefono', 20, { isNullable: true }),
          c.string('ingenieroResponsable', 150, { isNullable: true }),
          c.string('representanteLegal', 150, { isNullable: true }),
          c.string('usuario', 100, { isNullable: true }),
          c.boolean('tieneContrato', { default: false }),
          c.int('direccionId', { isNullable: true }),
          c.string('busqueda', 800, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [
          // Partial unique indexes: several clients may lack a RUC or DNI (SQL Server would otherwise allow one NULL).
          new TableIndex({ columnNames: ['companiaId', 'ruc'], isUnique: true, where: 'ruc IS NOT NULL' }),
          new TableIndex({ columnNames: ['companiaId', 'dni'], isUnique: true, where: 'dni IS NOT NULL' }),
          new TableIndex({ columnNames: ['direccionId'] }),
        ],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] }),
          new TableForeignKey({ columnNames: ['direccionId'], referencedTableName: 'direccion', referencedColumnNames: ['id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('cliente');
  }
}
