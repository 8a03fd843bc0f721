import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { sqlTypesOf } from '../src/database/column-types';
import { portableColumns } from '../src/database/portable-columns';

const LECTURA = 'inventario_lectura';
/** A surplus reading per code read: before and after unreadable readings, which have no code, were kept apart. */
const SOBRANTE_ANTES = new TableIndex({ columnNames: ['inventarioId', 'codigo'], isUnique: true, where: '"activoId" IS NULL' });
const SOBRANTE = new TableIndex({ columnNames: ['inventarioId', 'codigo'], isUnique: true, where: '"activoId" IS NULL AND "textoLeido" IS NULL' });
/** An unreadable reading per text read (a filtered index: SQL Server would otherwise allow one NULL). */
const ILEGIBLE = new TableIndex({ columnNames: ['inventarioId', 'textoLeido'], isUnique: true, where: '"textoLeido" IS NOT NULL' });

/** An upload's path as upload-image answers it: /uploads/activos/<uuid>.<jpg|png|gif>. */
const SUBIDA = /^\/uploads\/activos\/[A-Za-z0-9_-]+\.(?:jpg|png|gif)$/;
/** Assets with an image read per page. */
const PAGINA = 1000;

/**
 * Two hardenings of the asset side.
 * - Inventory readings that name no code (a label of another address, a URL that is not a label's) are kept as
 *   unreadable readings, one per text read (`textoLeido`), apart from the surplus readings of each code.
 * - An asset shows only an image its own company uploaded. The values stored before that rule that are anything else
 *   (an address of another site, a javascript: or data: URL, another company's upload) are cleared rather than kept
 *   and hidden: every reader of the API (the panel, an external system with an API key) would otherwise have to know
 *   to skip them, and the panel no longer loads images from other sites anyway (img-src of its Content-Security-Policy).
 *   An upload of the product not yet recorded as a company's stays: ImagenesService.adoptPrevious records it. down()
 *   does not bring the cleared values back.
 */
export class LecturasIlegiblesEImagenesPropias1795767214216 implements MigrationInterface {
  name = 'LecturasIlegiblesEImagenesPropias1795767214216';

  async up(queryRunner: QueryRunner): Promise<void> {
    // SQLite adds a plain column in place: TypeORM's table copy would rewrite every reading.
    if (queryRunner.connection.options.type === 'better-sqlite3') await queryRunner.query(`ALTER TABLE "${LECTURA}" ADD COLUMN "textoLeido" varchar(500)`);
    else await queryRunner.addColumn(LECTURA, new TableColumn(portableColumns(queryRunner).string('textoLeido', 500, { isNullable: true })));
    await queryRunner.dropIndex(LECTURA, nombreDe(queryRunner, SOBRANTE_ANTES));
    await queryRunner.createIndex(LECTURA, SOBRANTE);
    await queryRunner.createIndex(LECTURA, ILEGIBLE);
    await quitarImagenesAjenas(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex(LECTURA, nombreDe(queryRunner, ILEGIBLE));
    await queryRunner.dropIndex(LECTURA, nombreDe(queryRunner, SOBRANTE));
    // Without their text they would be surplus readings of an empty code, which the index below allows once per campaign.
    await queryRunner.query(`DELETE FROM "${LECTURA}" WHERE "textoLeido" IS NOT NULL`);
    if (queryRunner.connection.options.type === 'better-sqlite3') await queryRunner.query(`ALTER TABLE "${LECTURA}" DROP COLUMN "textoLeido"`);
    else await queryRunner.dropColumn(LECTURA, 'textoLeido');
    await queryRunner.createIndex(LECTURA, SOBRANTE_ANTES);
  }
}

const nombreDe = (queryRunner: QueryRunner, indice: TableIndex) => queryRunner.connection.namingStrategy.indexName(LECTURA, indice.columnNames, indice.where);

/** Clears, page by page in id order, the image of every asset that does not show an upload of its own company. */
async function quitarImagenesAjenas(queryRunner: QueryRunner): Promise<void> {
  const maximo = sqlTypesOf(queryRunner.connection.options.type).maxParameters - 1;
  let ultimo = 0;
  for (;;) {
    const filas: Array<{ id: number | string; companiaId: number | string; imagen: string; duena: number | string | null }> = await queryRunner.manager
      .createQueryBuilder()
      .select(['a.id AS id', 'a.companiaId AS "companiaId"', 'a.imagen AS imagen', 'i.companiaId AS duena'])
      .from('activo', 'a')
      .leftJoin('imagen_subida', 'i', 'i.ruta = a.imagen')
      .where('a.id > :ultimo', { ultimo })
      .andWhere('a.imagen IS NOT NULL')
      .orderBy('a.id')
      .limit(PAGINA)
      .getRawMany();
    if (!filas.length) return;
    ultimo = Number(filas[filas.length - 1].id);
    const ajenas = filas.filter((fila) => !SUBIDA.test(fila.imagen) || (fila.duena !== null && Number(fila.duena) !== Number(fila.companiaId))).map((fila) => Number(fila.id));
    for (let inicio = 0; inicio < ajenas.length; inicio += maximo) {
      await queryRunner.manager.createQueryBuilder().update('activo').set({ imagen: null }).where('id IN (:...lote)', { lote: ajenas.slice(inicio, inicio + maximo) }).execute();
    }
  }
}
