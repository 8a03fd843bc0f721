import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

/**
 * A movement names its departure and arrival points as registered addresses (of the company or of a client), beside
 * the free text the spec keeps: the assets take the arrival address, and the electronic transport guide reads the
 * ubigeo and annex code of both. Movements saved before keep their texts with no address (docs/especificacion-operaciones.md
 * "Puntos de partida y de llegada").
 *
 * Plain columns: SQLite adds a column in place only without a named foreign key, and copying the table to add one would
 * trip over the rows that point at movements. DireccionService refuses to delete an address a movement names
 * (registrarUso), as it refuses one with clients.
 */
const COLUMNAS = ['partidaDireccionId', 'llegadaDireccionId'];

export class PuntosDelMovimiento1795810000000 implements MigrationInterface {
  name = 'PuntosDelMovimiento1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await agregarColumnas(queryRunner, 'movimiento', COLUMNAS.map((columna) => c.int(columna, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'movimiento', COLUMNAS);
  }
}
