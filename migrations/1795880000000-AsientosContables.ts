import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';

const COLUMNAS_DE_DESTINO = ['cuentaDestino', 'cuentaCargasImputables'];

/**
 * The journal (docs/contabilidad.md, "Libro diario"): each area's cost centre, and the accounts of the destination
 * entries (class 9 against 791) in the company's accounting settings; null keeps the PCGE default.
 */
export class AsientosContables1795880000000 implements MigrationInterface {
  name = 'AsientosContables1795880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await agregarColumnas(queryRunner, 'area', [c.string('centroCosto', 10, { isNullable: true })]);
    await agregarColumnas(queryRunner, 'contabilidad_configuracion', COLUMNAS_DE_DESTINO.map((cuenta) => c.string(cuenta, 8, { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarColumnas(queryRunner, 'contabilidad_configuracion', COLUMNAS_DE_DESTINO);
    await quitarColumnas(queryRunner, 'area', ['centroCosto']);
  }
}
