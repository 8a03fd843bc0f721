import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/**
 * Identity held by the server: sessions named by each token, the attempts the login limit
 * counts, API keys for external systems, two-factor login, the company rule that requires it,
 * and audit rows that name the company whose data changed apart from the actor's own.
 */
export class SesionesYClaves1764500000000 implements MigrationInterface {
  name = 'SesionesYClaves1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const fk = (column: string, table: string, onDelete?: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete });

    await queryRunner.createTable(
      new Table({
        name: 'sesion',
        columns: [
          c.string('id', 36, { isPrimary: true }),
          c.int('usuarioId'),
          c.int('companiaId'),
          c.dateTime('creada'),
          c.dateTime('ultimoUso'),
          c.dateTime('expira'),
          c.dateTime('revocada', { isNullable: true }),
          c.string('ip', 64, { isNullable: true }),
          c.string('userAgent', 500, { isNullable: true }),
        ],
        indices: [new TableIndex({ columnNames: ['usuarioId'] }), new TableIndex({ columnNames: ['expira'] })],
        foreignKeys: [fk('usuarioId', 'usuario', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'intento_login',
        columns: [c.id(), c.string('clave', 200), c.dateTime('momento')],
        indices: [new TableIndex({ columnNames: ['clave', 'momento'] }), new TableIndex({ columnNames: ['momento'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'clave_api',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('nombre', 100),
          c.string('permiso', 10),
          c.string('prefijo', 16),
          c.string('hash', 64, { isUnique: true }),
          c.dateTime('expiraEl', { isNullable: true }),
          c.dateTime('revocadaEl', { isNullable: true }),
          c.dateTime('ultimoUsoEl', { isNullable: true }),
          c.int('creadoPorId', { isNullable: true }),
          c.string('creadoPor', 200, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId'] })],
        foreignKeys: [fk('companiaId', 'compania')],
      }),
    );

    await queryRunner.addColumns('usuario', [
      new TableColumn(c.boolean('totpActivo', { default: false })),
      new TableColumn(c.string('totpSecreto', 64, { isNullable: true })),
      new TableColumn(c.string('totpCodigos', 1000, { isNullable: true })),
      new TableColumn(c.int('totpUltimoPaso', { isNullable: true })),
    ]);
    await queryRunner.addColumn('compania', new TableColumn(c.boolean('requiere2fa', { default: false })));
    await queryRunner.addColumns('audit_log', [
      new TableColumn(c.int('actorCompaniaId', { isNullable: true })),
      new TableColumn(c.int('claveApiId', { isNullable: true })),
    ]);
    // Until now every row was written in the actor's own company.
    await queryRunner.query(`UPDATE audit_log SET ${queryRunner.connection.driver.escape('actorCompaniaId')} = ${queryRunner.connection.driver.escape('companiaId')}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('clave_api');
    await queryRunner.dropTable('intento_login');
    await queryRunner.dropTable('sesion');
    const columns: Array<[string, string[]]> = [
      ['audit_log', ['actorCompaniaId', 'claveApiId']],
      ['compania', ['requiere2fa']],
      ['usuario', ['totpActivo', 'totpSecreto', 'totpCodigos', 'totpUltimoPaso']],
    ];
    for (const [table, names] of columns) {
      // TypeORM drops a SQLite column by copying the table, which a revert cannot do while other tables point
      // at its rows (foreign keys stay on outside runMigrations): SQLite ≥ 3.35 drops a plain column in place.
      if (queryRunner.connection.options.type === 'better-sqlite3') {
        for (const name of names) await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "${name}"`);
      } else {
        await queryRunner.dropColumns(table, names);
      }
    }
  }
}
