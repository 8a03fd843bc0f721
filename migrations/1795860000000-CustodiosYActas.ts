import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** Custodians, their hand-over and return actas, who holds each asset now, and the company's texts of responsibility (docs/custodios.md). */
export class CustodiosYActas1795860000000 implements MigrationInterface {
  name = 'CustodiosYActas1795860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const fk = (columna: string, tabla: string) => new TableForeignKey({ columnNames: [columna], referencedTableName: tabla, referencedColumnNames: ['id'] });
    const indice = (columnas: string[], isUnique = false) => new TableIndex({ columnNames: columnas, isUnique });
    await queryRunner.createTable(
      new Table({
        name: 'custodio',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('nombres', 100),
          c.string('apellidos', 100),
          c.string('tipoDocumento', 1),
          c.string('numeroDocumento', 15),
          c.string('correo', 150, { isNullable: true }),
          c.string('telefono', 20, { isNullable: true }),
          c.int('areaId', { isNullable: true }),
          c.int('usuarioId', { isNullable: true }),
          c.string('busqueda', 400, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [indice(['companiaId', 'tipoDocumento', 'numeroDocumento'], true), indice(['companiaId', 'apellidos', 'nombres'])],
        foreignKeys: [fk('companiaId', 'compania'), fk('areaId', 'area'), fk('usuarioId', 'usuario')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'acta_custodia',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('tipo', 10),
          c.string('numero', 20),
          c.int('custodioId'),
          c.dateTime('fecha'),
          c.string('observaciones', 1000, { isNullable: true }),
          c.string('custodioNombre', 201),
          c.string('tipoDocumento', 1),
          c.string('numeroDocumento', 15),
          c.string('areaNombre', 100, { isNullable: true }),
          c.string('textoResponsabilidad', 2000),
          c.string('usuarioNombre', 200, { isNullable: true }),
          c.dateTime('firmadaEl', { isNullable: true }),
          c.longText('firmaImagen', { isNullable: true }),
          c.string('firmaArchivo', 120, { isNullable: true }),
          c.dateTime('correoEnviadoEl', { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [indice(['companiaId', 'numero'], true), indice(['companiaId', 'tipo', 'fecha']), indice(['companiaId', 'custodioId'])],
        foreignKeys: [fk('companiaId', 'compania'), fk('custodioId', 'custodio')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'acta_custodia_activo',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('actaId'),
          c.int('activoId'),
          c.string('codigo', 50),
          c.string('descripcion', 500),
          c.string('marca', 100, { isNullable: true }),
          c.string('modelo', 100, { isNullable: true }),
          c.string('serie', 100, { isNullable: true }),
          c.string('condicion', 10),
          c.string('nota', 500, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [indice(['companiaId', 'actaId']), indice(['companiaId', 'activoId'])],
        foreignKeys: [fk('companiaId', 'compania'), fk('actaId', 'acta_custodia'), fk('activoId', 'activo')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'custodia',
        columns: [c.id(), c.int('companiaId'), c.int('activoId'), c.int('custodioId'), c.int('actaId'), c.dateTime('desde'), ...c.timestamps()],
        indices: [indice(['companiaId', 'activoId'], true), indice(['companiaId', 'custodioId'])],
        foreignKeys: [fk('companiaId', 'compania'), fk('activoId', 'activo'), fk('custodioId', 'custodio'), fk('actaId', 'acta_custodia')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'acta_configuracion',
        columns: [c.id(), c.int('companiaId'), c.string('textoEntrega', 2000), c.string('textoDevolucion', 2000), ...c.timestamps()],
        indices: [indice(['companiaId'], true)],
        foreignKeys: [fk('companiaId', 'compania')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of ['acta_configuracion', 'custodia', 'acta_custodia_activo', 'acta_custodia', 'custodio']) await queryRunner.dropTable(tabla);
  }
}
