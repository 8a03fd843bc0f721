import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** Tables in the order they are created; dropped the other way round. */
const TABLAS = ['inventario', 'inventario_lectura', 'inventario_activo'];

/**
 * Physical inventory: count campaigns, the readings of each (one per asset, or per code for a surplus; the two partial
 * unique indexes let many surpluses have no asset, which a plain unique index forbids on SQL Server), and the books a
 * closed campaign keeps.
 */
export class InventarioFisico1765200000000 implements MigrationInterface {
  name = 'InventarioFisico1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const fk = (columna: string, tabla: string, onDelete?: string) =>
      new TableForeignKey({ columnNames: [columna], referencedTableName: tabla, referencedColumnNames: ['id'], onDelete });
    // Where an asset stands: read, or in the books of a closed campaign.
    const lugar = (): TableColumnOptions[] => [
      c.int('direccionId', { isNullable: true }),
      c.string('direccion', 400, { isNullable: true }),
      c.string('edificio', 100, { isNullable: true }),
      c.string('piso', 50, { isNullable: true }),
      c.int('areaId', { isNullable: true }),
      c.string('area', 100, { isNullable: true }),
      c.string('sede', 100, { isNullable: true }),
    ];
    await queryRunner.createTable(
      new Table({
        name: 'inventario',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('nombre', 200),
          c.dateTime('fechaCorte'),
          c.longText('alcance'),
          c.string('estado', 10),
          c.int('creadoPorId', { isNullable: true }),
          c.string('creadoPor', 200),
          c.dateTime('cerradoEl', { isNullable: true }),
          c.int('cerradoPorId', { isNullable: true }),
          c.string('cerradoPor', 200, { isNullable: true }),
          c.longText('resumen', { isNullable: true }),
          c.string('busqueda', 200, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'fechaCorte'] })],
        foreignKeys: [fk('companiaId', 'compania')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'inventario_lectura',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('inventarioId'),
          c.int('activoId', { isNullable: true }),
          c.string('codigo', 50),
          ...lugar(),
          c.string('estadoFisico', 10, { isNullable: true }),
          c.string('observacion', 500, { isNullable: true }),
          c.dateTime('leidoEl'),
          c.int('usuarioId', { isNullable: true }),
          c.string('usuario', 200),
          ...c.timestamps(),
        ],
        indices: [
          new TableIndex({ columnNames: ['companiaId', 'inventarioId', 'id'] }),
          new TableIndex({ columnNames: ['companiaId', 'activoId'] }),
          new TableIndex({ columnNames: ['inventarioId', 'activoId'], isUnique: true, where: '"activoId" IS NOT NULL' }),
          new TableIndex({ columnNames: ['inventarioId', 'codigo'], isUnique: true, where: '"activoId" IS NULL' }),
        ],
        foreignKeys: [fk('companiaId', 'compania'), fk('inventarioId', 'inventario', 'CASCADE'), fk('activoId', 'activo')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'inventario_activo',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('inventarioId'),
          c.int('activoId'),
          c.string('codigo', 50),
          c.string('descripcion', 500),
          ...lugar(),
          c.boolean('enAlcance'),
          c.boolean('dadoDeBaja'),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'inventarioId', 'codigo'] }), new TableIndex({ columnNames: ['inventarioId', 'activoId'], isUnique: true })],
        foreignKeys: [fk('companiaId', 'compania'), fk('inventarioId', 'inventario', 'CASCADE')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of [...TABLAS].reverse()) await queryRunner.dropTable(tabla);
  }
}
