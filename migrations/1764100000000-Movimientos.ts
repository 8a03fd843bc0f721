import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** Movements of assets, the assets each one moves and its transport guide lines. */
export class Movimientos1764100000000 implements MigrationInterface {
  name = 'Movimientos1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const fk = (column: string, table: string, onDelete?: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete });

    await queryRunner.createTable(
      new Table({
        name: 'movimiento',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.dateTime('fecha'),
          c.string('destinatario', 100),
          c.string('detalle', 500, { isNullable: true }),
          c.string('puntoDePartida', 255, { isNullable: true }),
          c.string('ruc', 11, { isNullable: true }),
          c.string('puntoDeLlegada', 255, { isNullable: true }),
          c.string('rucTransporte', 20, { isNullable: true }),
          c.string('nombreTransporte', 100, { isNullable: true }),
          c.string('nombreDelConductor', 100, { isNullable: true }),
          c.string('marcaPlacaTransporte', 100, { isNullable: true }),
          c.string('licencia', 50, { isNullable: true }),
          c.string('busqueda', 1200, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'fecha'] })],
        foreignKeys: [fk('companiaId', 'compania')],
      }),
    );

    // A moved asset cannot be deleted (the foreign key to activo does not cascade): the movement is its record.
    await queryRunner.createTable(
      new Table({
        name: 'movimiento_activo',
        columns: [c.id(), c.int('companiaId'), c.int('movimientoId'), c.int('activoId'), ...c.timestamps()],
        indices: [
          new TableIndex({ columnNames: ['movimientoId', 'activoId'], isUnique: true }),
          new TableIndex({ columnNames: ['companiaId'] }),
          new TableIndex({ columnNames: ['activoId'] }),
        ],
        foreignKeys: [fk('companiaId', 'compania'), fk('movimientoId', 'movimiento', 'CASCADE'), fk('activoId', 'activo')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'guia_movimiento',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('movimientoId'),
          c.int('activoId', { isNullable: true }),
          c.string('ruc', 11, { isNullable: true }),
          c.dateTime('fecha', { isNullable: true }),
          c.string('destinatario', 100, { isNullable: true }),
          c.string('guiaRemitente', 100, { isNullable: true }),
          c.string('puntoDePartida', 255, { isNullable: true }),
          c.string('puntoDeLlegada', 255, { isNullable: true }),
          c.string('codigo', 50, { isNullable: true }),
          c.string('unidad', 3, { default: "'UND'" }),
          c.string('descripcion', 1000, { isNullable: true }),
          c.int('cantidad', { default: 1 }),
          ...c.timestamps(),
        ],
        indices: [
          new TableIndex({ columnNames: ['companiaId'] }),
          new TableIndex({ columnNames: ['movimientoId'] }),
          new TableIndex({ columnNames: ['activoId'] }),
        ],
        foreignKeys: [fk('companiaId', 'compania'), fk('movimientoId', 'movimiento', 'CASCADE'), fk('activoId', 'activo')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['guia_movimiento', 'movimiento_activo', 'movimiento']) await queryRunner.dropTable(table);
  }
}
