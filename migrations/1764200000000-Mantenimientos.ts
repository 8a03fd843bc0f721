import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableForeignKey, TableIndex, TableIndexOptions } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** Maintenance of assets, the users assigned to each one and the notices the scheduler sends them. */
export class Mantenimientos1764200000000 implements MigrationInterface {
  name = 'Mantenimientos1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const fk = (column: string, table: string, onDelete?: string) =>
      new TableForeignKey({ columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete });
    /** A table of company rows: id, companiaId (indexed, a foreign key) and the timestamps around its own columns. */
    const tablaDeCompania = (name: string, columns: TableColumnOptions[], indices: TableIndexOptions[], foreignKeys: TableForeignKey[]) =>
      queryRunner.createTable(
        new Table({
          name,
          columns: [c.id(), c.int('companiaId'), ...columns, ...c.timestamps()],
          indices: [{ columnNames: ['companiaId'] }, ...indices].map((index) => new TableIndex(index)),
          foreignKeys: [fk('companiaId', 'compania'), ...foreignKeys],
        }),
      );

    // An asset with maintenance cannot be deleted (the foreign key to activo does not cascade): it is its service record.
    await tablaDeCompania(
      'mantenimiento',
      [
        c.int('activoId'),
        c.string('codigo', 50, { isNullable: true }),
        c.string('descripcion', 500, { isNullable: true }),
        c.string('descripcionServicio', 1000, { isNullable: true }),
        c.string('estado', 20, { default: "'Pendiente'" }),
        c.string('nro', 20, { isNullable: true }),
        c.string('opcion', 1, { isNullable: true }),
        c.dateTime('fecha', { isNullable: true }),
        c.dateTime('fechaNotificacion', { isNullable: true }),
        c.string('estadoAnteriorActivo', 50, { isNullable: true }),
        c.string('busqueda', 1200, { isNullable: true }),
      ],
      [{ columnNames: ['companiaId', 'fecha'] }, { columnNames: ['activoId', 'estado'] }, { columnNames: ['fechaNotificacion'] }],
      [fk('activoId', 'activo')],
    );

    // An assigned user cannot be deleted while assigned (no cascade), as an asset's responsible user cannot.
    await tablaDeCompania(
      'mantenimiento_usuario',
      [c.int('mantenimientoId'), c.int('usuarioId'), c.string('rol', 20, { isNullable: true }), c.dateTime('fechaAsignacion')],
      [{ columnNames: ['mantenimientoId', 'usuarioId'], isUnique: true }, { columnNames: ['usuarioId'] }],
      [fk('mantenimientoId', 'mantenimiento', 'CASCADE'), fk('usuarioId', 'usuario')],
    );

    // usuarioId has no foreign key: a notice is a record of what was sent, kept after the user is unassigned.
    await tablaDeCompania(
      'notificacion',
      [
        c.int('mantenimientoId'),
        c.int('usuarioId'),
        c.dateTime('fechaNotificacion'),
        c.string('canal', 10, { default: "'email'" }),
        c.string('destinatario', 150),
        c.string('whatsappLink', 2000, { isNullable: true }),
        c.string('asunto', 600),
        c.longText('cuerpo'),
        c.string('estado', 20, { default: "'pendiente'" }),
        c.int('intentos', { default: 0 }),
        c.dateTime('proximoIntento'),
        c.string('reclamadoPor', 100, { isNullable: true }),
        c.dateTime('reclamadoEn', { isNullable: true }),
        c.dateTime('enviadoEn', { isNullable: true }),
        c.string('error', 500, { isNullable: true }),
      ],
      [
        // One notice per assigned user and notification date: a re-run never creates a second one.
        { columnNames: ['mantenimientoId', 'usuarioId', 'fechaNotificacion'], isUnique: true },
        // The scheduler's claim.
        { columnNames: ['estado', 'proximoIntento'] },
        { columnNames: ['reclamadoPor'] },
      ],
      [fk('mantenimientoId', 'mantenimiento', 'CASCADE')],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notificacion', 'mantenimiento_usuario', 'mantenimiento']) await queryRunner.dropTable(table);
  }
}
