import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

/**
 * The closes that write their copy in batches sharing the event loop (docs/rendimiento.md, "Escrituras pesadas por
 * lotes"): a year being closed is a cierre_ejercicio row in estado 'cerrando', its lines not yet read by anyone, until
 * one short transaction marks it 'cerrado'; the rows closed before are 'cerrado'. A campaign being closed is in estado
 * 'cerrando' (its column already takes it) with the id of the close under way in cierreId, so a close taken over
 * after its server stopped is told from the one that took it over.
 *
 * The location history indexed by (companiaId, activoId) instead of (companiaId) alone: each batch of an inventory's move
 * reads the latest entry of its assets (ultimaDireccionEscrita), and with the company's index only SQLite walked every
 * entry of the company, more with each batch written.
 */
const HISTORIAL_ANTES = ['companiaId'];
const HISTORIAL = ['companiaId', 'activoId'];
export class CierresPorLotes1795820000000 implements MigrationInterface {
  name = 'CierresPorLotes1795820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await agregarColumnas(queryRunner, 'cierre_ejercicio', [c.string('estado', 10, { default: "'cerrado'" })]);
    await agregarColumnas(queryRunner, 'inventario', [c.string('cierreId', 36, { isNullable: true })]);
    await queryRunner.createIndex('activo_ubicacion', new TableIndex({ columnNames: HISTORIAL }));
    await queryRunner.dropIndex('activo_ubicacion', queryRunner.connection.namingStrategy.indexName('activo_ubicacion', HISTORIAL_ANTES));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('activo_ubicacion', new TableIndex({ columnNames: HISTORIAL_ANTES }));
    await queryRunner.dropIndex('activo_ubicacion', queryRunner.connection.namingStrategy.indexName('activo_ubicacion', HISTORIAL));
    await quitarColumnas(queryRunner, 'inventario', ['cierreId']);
    // A year left half closed has no copy to keep.
    await queryRunner.query(
      `DELETE FROM cierre_ejercicio_linea WHERE EXISTS (SELECT 1 FROM cierre_ejercicio c WHERE c."companiaId" = cierre_ejercicio_linea."companiaId" AND c.anio = cierre_ejercicio_linea.anio AND c.estado = 'cerrando')`,
    );
    await queryRunner.query(`DELETE FROM cierre_ejercicio WHERE estado = 'cerrando'`);
    await quitarColumnas(queryRunner, 'cierre_ejercicio', ['estado']);
  }
}
