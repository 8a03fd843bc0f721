import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { normalizeSearch } from '../src/dominio/search-text';
import { portableColumns } from '../src/database/portable-columns';

/** Company areas, and the normalised search text of companies and users. */
export class AreasYBusqueda1763800000000 implements MigrationInterface {
  name = 'AreasYBusqueda1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);

    await queryRunner.createTable(
      new Table({
        name: 'area',
        columns: [c.id(), c.int('companiaId'), c.string('nombre', 100), c.string('busqueda', 100), ...c.timestamps()],
        indices: [new TableIndex({ columnNames: ['companiaId', 'busqueda'], isUnique: true })],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] }),
        ],
      }),
    );

    await queryRunner.addColumn('compania', new TableColumn(c.string('busqueda', 400, { isNullable: true })));
    await queryRunner.addColumn('usuario', new TableColumn(c.string('busqueda', 400, { isNullable: true })));
    await this.fillSearchText(queryRunner, 'compania', ['razonSocial', 'ruc', 'rubro']);
    await this.fillSearchText(queryRunner, 'usuario', ['nombre', 'apellido', 'correoElectronico', 'codigo', 'numeroTelefonico']);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('usuario', 'busqueda');
    await queryRunner.dropColumn('compania', 'busqueda');
    await queryRunner.dropTable('area');
  }

  /** Rows written before this migration get their search text computed the same way the entities do. */
  private async fillSearchText(queryRunner: QueryRunner, table: string, columns: string[]): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    const rows: Array<Record<string, string | null>> = await queryRunner.manager
      .createQueryBuilder()
      .select(['id', ...columns].map((column) => `${q(column)} AS ${q(column)}`))
      .from(table, 't')
      .getRawMany();
    for (const row of rows) {
      await queryRunner.manager
        .createQueryBuilder()
        .update(table)
        .set({ busqueda: normalizeSearch(columns.map((column) => row[column] ?? '').join(' ')) })
        .where('id = :id', { id: row.id })
        .execute();
    }
  }
}
