import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

/** Documents of each asset with their due dates, the notices of those due dates, and the bytes of a scanned acta (docs/documentos.md). */
export class DocumentosYVencimientos1795885000000 implements MigrationInterface {
  name = 'DocumentosYVencimientos1795885000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const fk = (columna: string, tabla: string, onDelete?: string) => new TableForeignKey({ columnNames: [columna], referencedTableName: tabla, referencedColumnNames: ['id'], onDelete });
    const indice = (columnas: string[], isUnique = false) => new TableIndex({ columnNames: columnas, isUnique });
    await queryRunner.createTable(
      new Table({
        name: 'documento_de_activo',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('activoId'),
          c.string('tipo', 20),
          c.string('numero', 100, { isNullable: true }),
          c.dateTime('fecha', { isNullable: true }),
          c.dateTime('vence', { isNullable: true }),
          c.decimal('monto', 2, { isNullable: true }),
          c.string('descripcion', 200, { isNullable: true }),
          c.string('archivo', 120, { isNullable: true }),
          c.string('miniatura', 120, { isNullable: true }),
          c.string('nombreArchivo', 200, { isNullable: true }),
          c.string('mime', 100, { isNullable: true }),
          c.int('bytes', { default: 0 }),
          c.int('bajaId', { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [indice(['companiaId', 'activoId']), indice(['companiaId', 'vence']), indice(['vence'])],
        foreignKeys: [fk('companiaId', 'compania'), fk('activoId', 'activo', 'CASCADE')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'aviso_de_vencimiento',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('documentoId'),
          c.dateTime('vence'),
          c.int('umbral'),
          c.string('destinatario', 150),
          c.string('asunto', 600),
          c.longText('cuerpo'),
          c.string('estado', 20, { default: "'pendiente'" }),
          c.int('intentos', { default: 0 }),
          c.dateTime('proximoIntento'),
          c.string('reclamadoPor', 100, { isNullable: true }),
          c.dateTime('reclamadoEn', { isNullable: true }),
          c.dateTime('enviadoEn', { isNullable: true }),
          c.string('error', 500, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [
          indice(['documentoId', 'vence', 'umbral', 'destinatario'], true),
          indice(['estado', 'proximoIntento']),
          indice(['reclamadoPor']),
          indice(['companiaId']),
        ],
        foreignKeys: [fk('companiaId', 'compania'), fk('documentoId', 'documento_de_activo', 'CASCADE')],
      }),
    );
    await agregarColumnas(queryRunner, 'acta_custodia', [c.int('firmaArchivoBytes', { default: 0 })]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'acta_custodia', ['firmaArchivoBytes']);
    for (const tabla of ['aviso_de_vencimiento', 'documento_de_activo']) await queryRunner.dropTable(tabla);
  }
}
