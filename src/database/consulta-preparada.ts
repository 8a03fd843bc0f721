import { createHash } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { TextosPorForma } from './sql-por-forma';

/** What `pg` answers a query; the rows as arrays when asked. */
interface RespuestaPg {
  rows: unknown[];
  fields: Array<{ name: string }>;
}

interface ClientePg {
  query(config: { name: string; text: string; values: unknown[]; rowMode?: 'array' }): Promise<RespuestaPg>;
}

/** Every SQL text of a hot read comes from a SqlPorForma (a few hundred shapes at most): the names of more than that are recomputed. */
const NOMBRES = new TextosPorForma(2_000);

/** A statement's name on the connection, from its text: the same text always has the same name, another never. */
const nombreDe = (sql: string) => NOMBRES.texto(sql, () => `q_${createHash('sha1').update(sql).digest('base64url')}`);

/**
 * Runs a hot query's SQL (built once for its shape: SqlPorForma, the session lookup, the cached writes) on PostgreSQL as
 * a named prepared statement: each pooled connection parses and analyses the text once and then only binds its
 * parameters. Parsing the page of the asset list (60 columns, two subqueries) cost PostgreSQL more than planning and
 * running it. Inside a transaction it runs on the transaction's connection. On another engine, or with no PostgreSQL
 * connection at hand, the driver runs it as any query. Rows come as arrays with `rowMode: 'array'`. docs/rendimiento.md.
 */
export async function consultaPreparada(
  origen: DataSource | EntityManager,
  sql: string,
  parameters: unknown[],
  rowMode?: 'array',
): Promise<RespuestaPg | undefined> {
  const dataSource = origen instanceof DataSource ? origen : origen.connection;
  if (dataSource.options.type !== 'postgres') return undefined;
  const enTransaccion = origen instanceof EntityManager ? origen.queryRunner : undefined;
  const runner = enTransaccion ?? dataSource.createQueryRunner();
  try {
    const cliente = (await runner.connect()) as ClientePg;
    return await cliente.query({ name: nombreDe(sql), text: sql, values: parameters, rowMode });
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, sql, parameters, runner);
    throw new QueryFailedError(sql, parameters, error as Error);
  } finally {
    if (!enTransaccion) await runner.release();
  }
}

/** The rows of `sql` as objects by column name: prepared on PostgreSQL (consultaPreparada), as any query elsewhere. */
export async function filasPreparadas<T>(origen: DataSource | EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const respuesta = await consultaPreparada(origen, sql, parameters);
  return (respuesta ? respuesta.rows : await origen.query(sql, parameters)) as T[];
}
