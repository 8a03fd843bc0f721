import { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** A query's SQL with its parameters in the driver's order, for rawTable. */
export interface SqlConParametros {
  dataSource: DataSource;
  sql: string;
  parameters: unknown[];
}

/** More shapes than any list offers (its filters, sort and disposal choice): a cap so odd requests cannot grow it. */
const MAX_FORMAS = 500;

/** SQL texts kept by shape, at most `maximo`: an unforeseen shape cannot grow them without end (the oldest goes). */
export class TextosPorForma {
  private readonly textos = new Map<string, string>();

  constructor(private readonly maximo: number) {}

  /** The text kept for `forma`, or the one `armar` writes, kept from now on. */
  texto(forma: string, armar: () => string): string {
    let texto = this.textos.get(forma);
    if (texto === undefined) {
      texto = armar();
      if (this.textos.size >= this.maximo) this.textos.delete(this.textos.keys().next().value!);
      this.textos.set(forma, texto);
    }
    return texto;
  }
}

/**
 * The SQL text of a hot read (an asset by id, a page of a list) built by the query builder once for each shape and
 * kept: building it (select expressions, property names replaced by columns) cost the event loop more than running
 * the query. `forma` must name everything that changes the text (filters by field, sort, which disposals); the values
 * travel as parameters, read from the builder each time. docs/rendimiento.md.
 */
export class SqlPorForma {
  private readonly textos = new TextosPorForma(MAX_FORMAS);

  /**
   * The SQL `texto` writes (by default `qb`'s), cached under `forma`, with `qb`'s parameters and `extra`'s: `texto` runs
   * only for a shape not seen yet, so it may add to `qb` what only the text needs.
   */
  sql(forma: string, qb: SelectQueryBuilder<ObjectLiteral>, extra: ObjectLiteral = {}, texto: () => string = () => qb.getQuery()): SqlConParametros {
    const sql = this.textos.texto(forma, texto);
    const dataSource = qb.connection;
    const [conParametros, parameters] = dataSource.driver.escapeQueryWithParameters(sql, { ...qb.getParameters(), ...extra }, {});
    return { dataSource, sql: conParametros, parameters };
  }
}

/** The page sizes the admin offers: written into the SQL as numbers (paginaSql). */
const TAMANOS_DE_PAGINA = new Set([5, 10, 25, 50, 100]);

/**
 * LIMIT and OFFSET after an ORDER BY, in the connection's dialect, and what the shape's key needs to tell them apart. A
 * page size the admin offers goes into the text as a number, any other as the parameter `limite`; the offset is always
 * the parameter `desde`. PostgreSQL plans a prepared statement for any value of its parameters after a few runs only if
 * that plan costs no more than one for the values at hand: with the size unknown it expected 500 rows and read every
 * asset of the table by hash, so it re-planned each page (1 ms, as much as running it). With the size written it keeps
 * one plan (docs/rendimiento.md).
 */
export function paginaSql(dataSource: DataSource, limite: number): { sql: string; forma: string } {
  const tamano = TAMANOS_DE_PAGINA.has(limite) ? String(limite) : ':limite';
  const sql = dataSource.options.type === 'mssql' ? ` OFFSET :desde ROWS FETCH NEXT ${tamano} ROWS ONLY` : ` LIMIT ${tamano} OFFSET :desde`;
  return { sql, forma: `página ${tamano}` };
}
