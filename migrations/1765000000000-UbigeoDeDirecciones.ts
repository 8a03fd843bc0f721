import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';
import { ubigeoDe } from '../src/direccion/ubigeo/ubigeo';

/** Addresses updated per statement: an IN list well under SQL Server's 2,100 bound parameters. */
const POR_ACTUALIZACION = 1000;

/**
 * An address keeps the INEI ubigeo of its district. Existing addresses get it where their department,
 * province and district name exactly one district of the catalogue (without case or accents); the others
 * keep null until they are edited, which now requires a consistent location.
 */
export class UbigeoDeDirecciones1765000000000 implements MigrationInterface {
  name = 'UbigeoDeDirecciones1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // SQLite adds a plain column in place, where TypeORM's table copy would trip over the rows that point at addresses.
    if (queryRunner.connection.options.type === 'better-sqlite3') await queryRunner.query('ALTER TABLE "direccion" ADD COLUMN "ubigeo" varchar(6)');
    else await queryRunner.addColumn('direccion', new TableColumn(portableColumns(queryRunner).string('ubigeo', 6, { isNullable: true })));

    const direcciones: Array<{ id: number; departamento: string; provincia: string; distrito: string }> = await queryRunner.manager
      .createQueryBuilder()
      .select('d.id', 'id')
      .addSelect('d.departamento', 'departamento')
      .addSelect('d.provincia', 'provincia')
      .addSelect('d.distrito', 'distrito')
      .from('direccion', 'd')
      .getRawMany();
    const porUbigeo = new Map<string, number[]>();
    for (const direccion of direcciones) {
      const ubigeo = ubigeoDe(direccion);
      if (ubigeo) porUbigeo.set(ubigeo, [...(porUbigeo.get(ubigeo) ?? []), Number(direccion.id)]);
    }
    for (const [ubigeo, ids] of porUbigeo) {
      for (let inicio = 0; inicio < ids.length; inicio += POR_ACTUALIZACION) {
        const lote = ids.slice(inicio, inicio + POR_ACTUALIZACION);
        await queryRunner.manager.createQueryBuilder().update('direccion').set({ ubigeo }).where('id IN (:...lote)', { lote }).execute();
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'better-sqlite3') await queryRunner.query('ALTER TABLE "direccion" DROP COLUMN "ubigeo"');
    else await queryRunner.dropColumn('direccion', 'ubigeo');
  }
}
