import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** The electronic transport guides issued for movements, with SUNAT's answers (docs/gre.md). */
export class GuiasElectronicas1795855000000 implements MigrationInterface {
  name = 'GuiasElectronicas1795855000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const fk = (columna: string, tabla: string) => new TableForeignKey({ columnNames: [columna], referencedTableName: tabla, referencedColumnNames: ['id'] });
    await queryRunner.createTable(
      new Table({
        name: 'guia_electronica',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('movimientoId'),
          c.string('serie', 4),
          c.int('numero'),
          c.string('estado', 10),
          c.dateTime('emitidaEl'),
          c.string('fechaEmision', 10),
          c.int('emitidaPorId', { isNullable: true }),
          c.string('emitidaPor', 200),
          c.longText('datos'),
          c.longText('xmlFirmado', { isNullable: true }),
          c.longText('zip', { isNullable: true }),
          c.string('zipSha256', 64, { isNullable: true }),
          c.string('ticket', 64, { isNullable: true }),
          c.dateTime('recibidaEl', { isNullable: true }),
          c.longText('cdrZip', { isNullable: true }),
          c.string('cdrCodigo', 10, { isNullable: true }),
          c.string('cdrDescripcion', 500, { isNullable: true }),
          c.longText('cdrObservaciones', { isNullable: true }),
          c.string('enlaceQr', 500, { isNullable: true }),
          c.string('errorCodigo', 10, { isNullable: true }),
          c.string('errorMensaje', 1000, { isNullable: true }),
          c.longText('intentos'),
          c.dateTime('proximaConsulta', { isNullable: true }),
          c.dateTime('reclamadaHasta', { isNullable: true }),
          c.string('reclamo', 36, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [
          new TableIndex({ columnNames: ['companiaId', 'serie', 'numero'], isUnique: true }),
          new TableIndex({ columnNames: ['companiaId', 'movimientoId'] }),
          new TableIndex({ columnNames: ['companiaId', 'fechaEmision'] }),
          new TableIndex({ columnNames: ['estado', 'proximaConsulta'] }),
        ],
        foreignKeys: [fk('companiaId', 'compania'), fk('movimientoId', 'movimiento')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('guia_electronica');
  }
}
