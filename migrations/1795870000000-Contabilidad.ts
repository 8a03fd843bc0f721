import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

const COLUMNAS_DEL_ACTIVO = ['depreciacionAcumuladaInicial', 'depreciacionAcumuladaInicialFinanciera', 'vidaUtilMeses', 'valorResidual'];

/**
 * Accounting (docs/contabilidad.md): each company's cut-over date and settings, its PCGE accounts per SUNAT
 * category, and on each asset its opening balances in both books and its financial life and residual value.
 */
export class Contabilidad1795870000000 implements MigrationInterface {
  name = 'Contabilidad1795870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const compania = () => new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] });
    await queryRunner.createTable(
      new Table({
        name: 'contabilidad_configuracion',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.dateTime('fechaInicio', { isNullable: true }),
          c.decimal('tasaImpuestoDiferido'),
          c.boolean('asientosDestino', { default: false }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId'], isUnique: true })],
        foreignKeys: [compania()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'cuenta_de_categoria',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('categoria', 30),
          ...['costo', 'depreciacionAcumulada', 'gastoDepreciacion', 'costoNetoBaja', 'ingresoVenta', 'cuentaPorCobrar', 'igvVenta', 'cuentaPorPagar'].map((cuenta) => c.string(cuenta, 8)),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'categoria'], isUnique: true })],
        foreignKeys: [compania()],
      }),
    );
    await agregarColumnas(queryRunner, 'activo', [
      c.decimal('depreciacionAcumuladaInicial', 2, { isNullable: true }),
      c.decimal('depreciacionAcumuladaInicialFinanciera', 2, { isNullable: true }),
      c.int('vidaUtilMeses', { isNullable: true }),
      c.decimal('valorResidual', 2, { isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'activo', COLUMNAS_DEL_ACTIVO);
    await queryRunner.dropTable('cuenta_de_categoria');
    await queryRunner.dropTable('contabilidad_configuracion');
  }
}
