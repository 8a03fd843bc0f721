import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

/** The fields each company defines for its assets, and their values on each asset as JSON text (docs/campos-personalizados.md). */
export class CamposPersonalizados1795890000000 implements MigrationInterface {
  name = 'CamposPersonalizados1795890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'campo_personalizado',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('clave', 40),
          c.string('etiqueta', 100),
          c.string('tipo', 10),
          c.longText('opciones'),
          c.boolean('obligatorio', { default: false }),
          c.string('categoria', 30, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'clave'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] })],
      }),
    );
    await agregarColumnas(queryRunner, 'activo', [c.longText('camposPersonalizados', { default: "'{}'" })]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'activo', ['camposPersonalizados']);
    await queryRunner.dropTable('campo_personalizado');
  }
}
