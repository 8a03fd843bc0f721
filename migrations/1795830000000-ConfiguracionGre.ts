import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/**
 * Each company's access to SUNAT's guía de remisión electrónica (docs/gre-sunat.md, "Configuración"): one row per
 * company, its secrets encrypted by the application (the column holds `v1:iv:tag:ciphertext`).
 */
export class ConfiguracionGre1795830000000 implements MigrationInterface {
  name = 'ConfiguracionGre1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'gre_configuracion',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('serie', 4, { isNullable: true }),
          c.string('clientId', 100, { isNullable: true }),
          c.string('clientSecret', 500, { isNullable: true }),
          c.string('usuarioSol', 30, { isNullable: true }),
          c.string('claveSol', 500, { isNullable: true }),
          c.longText('certificadoPem', { isNullable: true }),
          c.longText('llavePem', { isNullable: true }),
          c.string('titular', 300, { isNullable: true }),
          c.string('numeroSerie', 100, { isNullable: true }),
          c.dateTime('venceEl', { isNullable: true }),
          c.string('algoritmo', 12, { default: "'rsa-sha1'" }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('gre_configuracion');
  }
}
