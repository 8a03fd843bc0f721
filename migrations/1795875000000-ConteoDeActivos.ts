import { MigrationInterface, QueryRunner, Table, TableForeignKey } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** What the counts of the assets a statement adds (`signo` 1) or takes away (-1) are, per company, from `filas`. */
const deltaPg = (filas: string, signo: number) =>
  `SELECT "companiaId", ${signo} * COUNT(*) FILTER (WHERE "fechaBaja" IS NULL) AS vigentes, ${signo} * COUNT(*) FILTER (WHERE "fechaBaja" IS NOT NULL) AS "deBaja" FROM ${filas} GROUP BY "companiaId"`;

/** Adds the counts `delta` gives to each company's row, creating it the first time. */
const sumarPg = (delta: string) =>
  `INSERT INTO activo_conteo ("companiaId", vigentes, "deBaja") ${delta}
   ON CONFLICT ("companiaId") DO UPDATE SET vigentes = activo_conteo.vigentes + EXCLUDED.vigentes, "deBaja" = activo_conteo."deBaja" + EXCLUDED."deBaja"`;

const sumarSqlite = (fila: 'NEW' | 'OLD', signo: number) =>
  `INSERT INTO activo_conteo ("companiaId", vigentes, "deBaja") VALUES (${fila}."companiaId", ${signo} * (${fila}."fechaBaja" IS NULL), ${signo} * (${fila}."fechaBaja" IS NOT NULL))
   ON CONFLICT ("companiaId") DO UPDATE SET vigentes = vigentes + excluded.vigentes, "deBaja" = "deBaja" + excluded."deBaja";`;

/** An update that moves an asset between companies, or disposes of it or undoes its disposal. */
const CAMBIA_EL_CONTEO = `OLD."companiaId" <> NEW."companiaId" OR (OLD."fechaBaja" IS NULL) <> (NEW."fechaBaja" IS NULL)`;

/**
 * On SQL Server one trigger for the three writes: `inserted` and `deleted` hold the statement's rows (both for an
 * update), added and taken away per company in one MERGE; an update that touches neither column leaves at once.
 */
const DISPARADOR_SQL_SERVER = `CREATE TRIGGER activo_conteo ON activo AFTER INSERT, UPDATE, DELETE AS
BEGIN
  SET NOCOUNT ON;
  IF EXISTS (SELECT 1 FROM inserted) AND EXISTS (SELECT 1 FROM deleted) AND NOT (UPDATE("companiaId") OR UPDATE("fechaBaja")) RETURN;
  MERGE activo_conteo WITH (HOLDLOCK) AS c
  USING (
    SELECT "companiaId", SUM(CASE WHEN "fechaBaja" IS NULL THEN signo ELSE 0 END) AS vigentes, SUM(CASE WHEN "fechaBaja" IS NULL THEN 0 ELSE signo END) AS "deBaja"
    FROM (SELECT "companiaId", "fechaBaja", 1 AS signo FROM inserted UNION ALL SELECT "companiaId", "fechaBaja", -1 AS signo FROM deleted) AS filas
    GROUP BY "companiaId"
  ) AS d ON c."companiaId" = d."companiaId"
  WHEN MATCHED THEN UPDATE SET vigentes = c.vigentes + d.vigentes, "deBaja" = c."deBaja" + d."deBaja"
  WHEN NOT MATCHED THEN INSERT ("companiaId", vigentes, "deBaja") VALUES (d."companiaId", d.vigentes, d."deBaja");
END`;

/**
 * Each company's assets in service and disposed of, kept exact by the database on every insert, delete, disposal and
 * move, whatever writes them: the total of the asset list without filters is read from here instead of counted
 * (docs/rendimiento.md). On PostgreSQL and SQL Server inserts and deletes count once per statement (an import adds a
 * whole chunk at once); on SQLite each row counts as it is written.
 */
export class ConteoDeActivos1795875000000 implements MigrationInterface {
  name = 'ConteoDeActivos1795875000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'activo_conteo',
        columns: [{ ...c.int('companiaId'), isPrimary: true }, c.int('vigentes', { default: 0 }), c.int('deBaja', { default: 0 })],
        foreignKeys: [new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'], onDelete: 'CASCADE' })],
      }),
    );
    await queryRunner.query(
      `INSERT INTO activo_conteo ("companiaId", vigentes, "deBaja")
       SELECT "companiaId", SUM(CASE WHEN "fechaBaja" IS NULL THEN 1 ELSE 0 END), SUM(CASE WHEN "fechaBaja" IS NULL THEN 0 ELSE 1 END) FROM activo GROUP BY "companiaId"`,
    );
    const motor = queryRunner.connection.options.type;
    if (motor === 'mssql') {
      await queryRunner.query(DISPARADOR_SQL_SERVER);
      return;
    }
    if (motor === 'better-sqlite3') {
      await queryRunner.query(`CREATE TRIGGER activo_conteo_alta AFTER INSERT ON activo BEGIN ${sumarSqlite('NEW', 1)} END`);
      await queryRunner.query(`CREATE TRIGGER activo_conteo_eliminacion AFTER DELETE ON activo BEGIN ${sumarSqlite('OLD', -1)} END`);
      await queryRunner.query(
        `CREATE TRIGGER activo_conteo_cambio AFTER UPDATE OF "companiaId", "fechaBaja" ON activo WHEN ${CAMBIA_EL_CONTEO} BEGIN ${sumarSqlite('OLD', -1)} ${sumarSqlite('NEW', 1)} END`,
      );
      return;
    }
    await queryRunner.query(
      `CREATE FUNCTION activo_conteo_alta() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${sumarPg(deltaPg('nuevas', 1))}; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION activo_conteo_eliminacion() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${sumarPg(deltaPg('viejas', -1))}; RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION activo_conteo_cambio() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         ${sumarPg(`SELECT OLD."companiaId", -(OLD."fechaBaja" IS NULL)::int, -(OLD."fechaBaja" IS NOT NULL)::int`)};
         ${sumarPg(`SELECT NEW."companiaId", (NEW."fechaBaja" IS NULL)::int, (NEW."fechaBaja" IS NOT NULL)::int`)};
         RETURN NULL; END $$`,
    );
    await queryRunner.query(`CREATE TRIGGER activo_conteo_alta AFTER INSERT ON activo REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION activo_conteo_alta()`);
    await queryRunner.query(
      `CREATE TRIGGER activo_conteo_eliminacion AFTER DELETE ON activo REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION activo_conteo_eliminacion()`,
    );
    // Row by row, and only when the company or the disposal changes: an edit of an asset's other fields costs nothing.
    await queryRunner.query(
      `CREATE TRIGGER activo_conteo_cambio AFTER UPDATE OF "companiaId", "fechaBaja" ON activo FOR EACH ROW WHEN (${CAMBIA_EL_CONTEO.replace(/<>/g, 'IS DISTINCT FROM')}) EXECUTE FUNCTION activo_conteo_cambio()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const motor = queryRunner.connection.options.type;
    const disparadores = motor === 'mssql' ? ['activo_conteo'] : ['activo_conteo_alta', 'activo_conteo_eliminacion', 'activo_conteo_cambio'];
    for (const disparador of disparadores) {
      await queryRunner.query(motor === 'postgres' ? `DROP TRIGGER ${disparador} ON activo` : `DROP TRIGGER ${disparador}`);
      if (motor === 'postgres') await queryRunner.query(`DROP FUNCTION ${disparador}()`);
    }
    await queryRunner.dropTable('activo_conteo');
  }
}
