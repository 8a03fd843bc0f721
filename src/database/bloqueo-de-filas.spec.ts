import { DataSourceOptions } from 'typeorm';
import { Compania } from '../compania/compania.entity';
import { conBloqueoDeEscritura } from './bloqueo-de-filas';
import { PortableDataSource } from './portable-data-source';

/** The SELECT of one company's id locked for writing, as `opciones`' database receives it (built without connecting). */
async function consulta(opciones: DataSourceOptions): Promise<string> {
  const dataSource = new PortableDataSource({ ...opciones, entities: [Compania] } as DataSourceOptions);
  await (dataSource as unknown as { buildMetadatas(): Promise<void> }).buildMetadatas();
  return conBloqueoDeEscritura(dataSource.createQueryBuilder(Compania, 'c').select('c.id', 'id').where('c.id = :id', { id: 1 })).getQuery();
}

describe('conBloqueoDeEscritura', () => {
  it.each([
    ['PostgreSQL', { type: 'postgres', host: 'postgres.invalid' }, 'SELECT "c"."id" AS "id" FROM "compania" "c" WHERE "c"."id" = :id FOR NO KEY UPDATE'],
    ['SQL Server', { type: 'mssql', host: 'sqlserver.invalid', username: 'sa', password: 'sin-conexion' }, 'SELECT "c"."id" AS "id" FROM "compania" "c" WITH (UPDLOCK, ROWLOCK) WHERE "c"."id" = :id'],
    ['SQLite', { type: 'better-sqlite3', database: ':memory:' }, 'SELECT "c"."id" AS "id" FROM "compania" "c" WHERE "c"."id" = :id'],
  ] as Array<[string, DataSourceOptions, string]>)('locks the rows it reads on %s', async (_, opciones, sql) => {
    expect(await consulta(opciones)).toBe(sql);
  });
});
