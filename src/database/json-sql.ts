import { DataSourceOptions, EntityMetadata } from 'typeorm';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { decimalTransformer, jsonTextTransformer } from './columns';

/**
 * How a value is written in JSON: what fieldReader converts it to before JSON.stringify does; `json`, a value the engine's
 * JSON builder made; `jsonTexto`, a column holding JSON.stringify's text of an object (jsonTextTransformer), embedded as it is.
 */
export type TipoJson = 'texto' | 'numero' | 'fecha' | 'booleano' | 'json' | 'jsonTexto';

/** One member of an object written by the database: its key and the SQL of its value. */
export interface MiembroJson {
  clave: string;
  sql: string;
  tipo: TipoJson;
}

/** The engines whose SQL writes JSON text here; another (SQL Server) answers from JavaScript (jsonWriter). */
const DIALECTOS = new Set<DataSourceOptions['type']>(['better-sqlite3', 'sqlite', 'postgres']);

export const escribeJsonEnSql = (dialecto: DataSourceOptions['type']): boolean => DIALECTOS.has(dialecto);

/** A SQL string literal. */
const literal = (texto: string) => `'${texto.replace(/'/g, "''")}'`;

/**
 * `sql`'s value as the engine's JSON builder takes it, to be written as JSON.stringify writes what fieldReader reads:
 * numbers in their shortest form, instants as UTC ISO text with milliseconds, booleans as true/false, NULL as null.
 * Both engines escape text as JSON.stringify does (\n, \t, \" and \\, other control characters as \u00XX).
 */
function valorSql(dialecto: DataSourceOptions['type'], { sql, tipo }: MiembroJson): string {
  if (dialecto === 'postgres') {
    switch (tipo) {
      // float8's text is the shortest that reads back as the same double, as JavaScript writes a Number: 4200.00 → 4200.
      case 'numero':
        return `(${sql})::float8`;
      case 'fecha':
        return `to_char(${sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      // json (not jsonb) keeps the text as written: the same keys, order and spelling JSON.stringify gave it.
      case 'jsonTexto':
        return `(${sql})::json`;
      default:
        return sql;
    }
  }
  switch (tipo) {
    // TypeORM writes instants as UTC text without a zone, with milliseconds or (CURRENT_TIMESTAMP) without: rearranged
    // in a third of strftime's time. Any other text goes through strftime, which leaves what it cannot read null, as an
    // invalid Date is written. A decimal column's NUMERIC affinity keeps whole amounts as integers: 4200, not 4200.0.
    case 'fecha':
      return (
        `(CASE length(${sql}) WHEN 23 THEN substr(${sql}, 1, 10) || 'T' || substr(${sql}, 12) || 'Z' ` +
        `WHEN 19 THEN substr(${sql}, 1, 10) || 'T' || substr(${sql}, 12) || '.000Z' ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${sql}) END)`
      );
    case 'booleano':
      return `(CASE WHEN ${sql} IS NULL THEN NULL WHEN ${sql} THEN json('true') ELSE json('false') END)`;
    case 'jsonTexto':
      return `json(${sql})`;
    default:
      return sql;
  }
}

/**
 * The engine's JSON of the object of `miembros`, in their order, written in one pass. PostgreSQL takes them as the
 * columns of a row: its functions take 100 arguments at most (an asset has 60 columns), and json_build_object writes
 * spaces JSON.stringify does not.
 */
function construir(dialecto: DataSourceOptions['type'], miembros: MiembroJson[]): string {
  if (dialecto === 'postgres') {
    const columnas = miembros.map((miembro) => `${valorSql(dialecto, miembro)} AS "${miembro.clave.replace(/"/g, '""')}"`);
    return `(SELECT row_to_json(r) FROM (SELECT ${columnas.join(', ')}) r)`;
  }
  return `json_object(${miembros.map((miembro) => `${literal(miembro.clave)}, ${valorSql(dialecto, miembro)}`).join(', ')})`;
}

/** The JSON text of the object of `miembros`, written by the database (construir). */
export function objetoJsonSql(dialecto: DataSourceOptions['type'], miembros: MiembroJson[]): string {
  return dialecto === 'postgres' ? `${construir(dialecto, miembros)}::text` : construir(dialecto, miembros);
}

/** A member's value (tipo `json`): the object of `miembros`, or null when `presente` (SQL) is false, as a joined row that may be missing. */
export function objetoONuloSql(dialecto: DataSourceOptions['type'], presente: string, miembros: MiembroJson[]): string {
  return `(CASE WHEN ${presente} THEN ${construir(dialecto, miembros)} END)`;
}

/**
 * The value under `clave` of a column of JSON.stringify text (jsonTextTransformer), as a filter compares it with
 * parametroDeValorJson: SQLite's json_extract gives text, numbers and booleans as 1/0; PostgreSQL's ->> and SQL Server's
 * JSON_VALUE give the value's JSON text. `clave` is a validated key (lowercase letters, digits, _), written into the SQL.
 */
export function valorDeClaveSql(dialecto: DataSourceOptions['type'], columna: string, clave: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(clave)) throw new Error(`Clave no válida: ${clave}`);
  if (dialecto === 'postgres') return `(CAST(${columna} AS json) ->> ${literal(clave)})`;
  if (dialecto === 'mssql') return `JSON_VALUE(${columna}, ${literal(`$.${clave}`)})`;
  return `json_extract(${columna}, ${literal(`$.${clave}`)})`;
}

/**
 * valorDeClaveSql as a list orders by it: a number's JSON text cast to a number (PostgreSQL and SQL Server read text,
 * where "10" < "9"). Dates (AAAA-MM-DD) and texts order as text; sí/no as 0/1 on SQLite, "false"/"true" on the others.
 */
export function ordenDeClaveSql(dialecto: DataSourceOptions['type'], columna: string, clave: string, numero: boolean): string {
  const valor = valorDeClaveSql(dialecto, columna, clave);
  if (!numero || (dialecto !== 'postgres' && dialecto !== 'mssql')) return valor;
  return `CAST(${valor} AS ${dialecto === 'postgres' ? 'double precision' : 'float'})`;
}

/** A value as valorDeClaveSql reads it back, to compare them with `=`. */
export function parametroDeValorJson(dialecto: DataSourceOptions['type'], valor: string | number | boolean): string | number {
  if (dialecto === 'better-sqlite3' || dialecto === 'sqlite') return typeof valor === 'boolean' ? Number(valor) : valor;
  return String(valor);
}

// The entity's type, or the one PortableDataSource gave the connection (column-types.ts).
const TEXTO = new Set(['String', 'varchar', 'nvarchar', 'text']);
const ENTERO = new Set(['Number', 'integer', 'int']);
const FECHA = new Set(['Date', 'datetime', 'timestamptz', 'datetime2']);
const BOOLEANO = new Set(['Boolean', 'boolean']);

/** How a column's value is written, as fieldReader converts it; undefined for a conversion SQL does not mirror. */
function tipoDeColumna(column: ColumnMetadata): TipoJson | undefined {
  const type = typeof column.type === 'function' ? column.type.name : String(column.type);
  if (column.transformer === jsonTextTransformer) return 'jsonTexto';
  if (column.transformer) return column.transformer === decimalTransformer ? 'numero' : undefined;
  if (TEXTO.has(type)) return 'texto';
  if (ENTERO.has(type)) return 'numero';
  if (FECHA.has(type)) return 'fecha';
  if (BOOLEANO.has(type)) return 'booleano';
  return undefined;
}

/**
 * The members of the entity's `propiedades` (selected as `alias`), in the entity's order, as the database writes them:
 * the same text jsonWriter writes from the row, without the row's 60 values ever reaching JavaScript. Undefined where
 * the engine has no such SQL here or a column converts in a way SQL does not mirror. docs/rendimiento.md.
 */
export function miembrosDeEntidad(
  dialecto: DataSourceOptions['type'],
  escape: (nombre: string) => string,
  metadata: EntityMetadata,
  alias: string,
  propiedades: readonly string[],
): MiembroJson[] | undefined {
  if (!escribeJsonEnSql(dialecto)) return undefined;
  const pedidas = new Set(propiedades);
  const miembros: MiembroJson[] = [];
  for (const column of metadata.columns) {
    if (!pedidas.has(column.propertyName)) continue;
    const tipo = tipoDeColumna(column);
    if (!tipo) return undefined;
    miembros.push({ clave: column.propertyName, sql: `${escape(alias)}.${escape(column.databaseName)}`, tipo });
  }
  return miembros;
}
