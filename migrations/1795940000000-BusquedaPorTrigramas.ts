import { MigrationInterface, QueryRunner } from 'typeorm';

/** The indexes, by the names their entities declare (with synchronize: false: TypeORM cannot describe a GIN index). */
const INDICES = [
  { nombre: 'IDX_activo_busqueda_trgm', tabla: 'activo', expresion: '"busqueda" gin_trgm_ops' },
  { nombre: 'IDX_activo_codigo_trgm', tabla: 'activo', expresion: 'LOWER("codigo") gin_trgm_ops' },
  { nombre: 'IDX_movimiento_busqueda_trgm', tabla: 'movimiento', expresion: '"busqueda" gin_trgm_ops' },
  { nombre: 'IDX_mantenimiento_busqueda_trgm', tabla: 'mantenimiento', expresion: '"busqueda" gin_trgm_ops' },
];

/**
 * On PostgreSQL, the search of the asset, movement and maintenance lists ("contiene": `busqueda LIKE '%palabra%'`) and
 * the search of assets by part of a code (`LOWER(codigo) LIKE`) answered by trigram indexes (pg_trgm) instead of reading every asset of the company: a
 * filtered page also counts its matches, and that count read the whole table, 15 ms of the database's processor per
 * page with 20,000 assets. fastupdate off: each write adds its trigrams at once, instead of a pending list that every
 * search reads and that some write has to empty all at once when it fills. Where the extension cannot be created (not
 * installed, or the user may not), the indexes are left out and the search reads as before. docs/rendimiento.md.
 * SQLite and SQL Server have no trigram index: their search is unchanged.
 */
export class BusquedaPorTrigramas1795940000000 implements MigrationInterface {
  name = 'BusquedaPorTrigramas1795940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres' || !(await extensionDisponible(queryRunner))) return;
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const { nombre, tabla, expresion } of INDICES) {
      await queryRunner.query(`CREATE INDEX IF NOT EXISTS "${nombre}" ON "${tabla}" USING gin (${expresion}) WITH (fastupdate = off)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') return;
    for (const { nombre } of INDICES) await queryRunner.query(`DROP INDEX IF EXISTS "${nombre}"`);
  }
}

/** pg_trgm already in the database, or installable by this user (a trusted extension needs CREATE on the database). */
async function extensionDisponible(queryRunner: QueryRunner): Promise<boolean> {
  const [fila] = (await queryRunner.query(
    `SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS instalada,
            EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AND has_database_privilege(current_database(), 'CREATE') AS instalable`,
  )) as Array<{ instalada: boolean; instalable: boolean }>;
  return fila.instalada || fila.instalable;
}
