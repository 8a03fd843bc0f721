import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** One key per aggregated row; every other row has none (a filtered index: SQL Server would otherwise allow one NULL). */
const AGRUPACION = new TableIndex({ columnNames: ['agrupacion'], isUnique: true, where: 'agrupacion IS NOT NULL' });

/**
 * The refusals of one IP in one minute before the caller is known are one audit row that counts them: `cantidad`
 * (1 on every other row), and `agrupacion`, the key that row is found and incremented by.
 */
export class RechazosAgrupadosDeAuditoria1795766509650 implements MigrationInterface {
  name = 'RechazosAgrupadosDeAuditoria1795766509650';

  async up(queryRunner: QueryRunner): Promise<void> {
    // SQLite adds plain columns in place: TypeORM's table copy would rewrite the whole log.
    if (queryRunner.connection.options.type === 'better-sqlite3') {
      await queryRunner.query('ALTER TABLE "audit_log" ADD COLUMN "cantidad" integer NOT NULL DEFAULT 1');
      await queryRunner.query('ALTER TABLE "audit_log" ADD COLUMN "agrupacion" varchar(100)');
    } else {
      const c = portableColumns(queryRunner);
      await queryRunner.addColumns('audit_log', [new TableColumn(c.int('cantidad', { default: 1 })), new TableColumn(c.string('agrupacion', 100, { isNullable: true }))]);
    }
    await queryRunner.createIndex('audit_log', AGRUPACION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('audit_log', queryRunner.connection.namingStrategy.indexName('audit_log', AGRUPACION.columnNames, AGRUPACION.where));
    for (const columna of ['agrupacion', 'cantidad']) {
      if (queryRunner.connection.options.type === 'better-sqlite3') await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "${columna}"`);
      else await queryRunner.dropColumn('audit_log', columna);
    }
  }
}
