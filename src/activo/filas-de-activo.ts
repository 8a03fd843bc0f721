import { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { JsonEscrito } from '../common/json-escrito';
import { FechasLeidas, fieldReader, jsonWriter, rawTable, RawTable } from '../database/raw-rows';
import type { SqlConParametros } from '../database/sql-por-forma';
import { miembrosDeEntidad, objetoJsonSql, objetoONuloSql } from '../database/json-sql';
import { agregadosDeRespuesta, CamposDeActivo, ColumnasDeActivo } from './activo-respuesta';
import { miniaturaDe } from './miniatura';

/** The user's, area's and custodian's names of a row read with the asset's `u` (usuario), `ar` (area) and `c` (custodio) joins. */
function nombresDeLaFila(columns: string[]) {
  const [nombre, apellido, area, custodio, nombres, apellidos] = ['u_nombre', 'u_apellido', 'ar_nombre', 'c_id', 'c_nombres', 'c_apellidos'].map((columna) =>
    columns.indexOf(columna),
  );
  return (row: unknown[]) => ({
    usuario: row[nombre] ? { nombre: row[nombre] as string, apellido: row[apellido] as string | null } : null,
    area: row[area] ? { nombre: row[area] as string } : null,
    custodio: row[custodio] == null ? null : { id: Number(row[custodio]), nombres: row[nombres] as string, apellidos: row[apellidos] as string },
  });
}

const conexionDe = (consulta: SelectQueryBuilder<ObjectLiteral> | SqlConParametros) => ('dataSource' in consulta ? consulta.dataSource : consulta.connection);

/** The assets (alias `a`) `consulta` reads as a raw table, each with its user's and area's names (fieldReader). */
export async function leerFilasDeActivo<C extends keyof CamposDeActivo>(
  metadata: EntityMetadata,
  consulta: SelectQueryBuilder<ObjectLiteral> | SqlConParametros,
  fechas: FechasLeidas,
): Promise<ColumnasDeActivo<C>[]> {
  const { columns, rows } = await rawTable(consulta);
  const campos = fieldReader<ColumnasDeActivo<C>>(metadata, conexionDe(consulta).driver, 'a', columns, fechas);
  const nombres = nombresDeLaFila(columns);
  return rows.map((row) => Object.assign(campos(row), nombres(row)));
}

/**
 * The asset's user, area and custodian. The custodian's tables (`custodia`, one row per held asset, and `custodio`) belong
 * to the custodio module, which imports this one: they are joined by table name, never by importing their entities
 * (docs/custodios.md). The unique (companiaId, activoId) of `custodia` keeps one row per asset, and its index answers the join.
 */
const conUsuarioAreaYCustodio = <T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) =>
  qb
    .leftJoin('a.usuario', 'u')
    .leftJoin('a.area', 'ar')
    .leftJoin('custodia', 'k', 'k.companiaId = a.companiaId AND k.activoId = a.id')
    .leftJoin('custodio', 'c', 'c.id = k.custodioId');

/** `propiedades` of the assets `qb` reads (alias `a`), with their user's, area's and custodian's names, as leerFilasDeActivo reads them. */
export function conNombres<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, propiedades: readonly string[]): SelectQueryBuilder<T> {
  return conUsuarioAreaYCustodio(qb)
    .select(propiedades.map((propiedad) => `a.${propiedad}`))
    .addSelect(['u.nombre', 'u.apellido', 'ar.nombre', 'c.id', 'c.nombres', 'c.apellidos']);
}

/**
 * What an answer of the assets `qb` reads (alias `a`) selects, with their user (`u`) and area (`ar`): on an engine whose
 * SQL writes JSON (json-sql.ts) each row's answer as one text, `lq_json`, written by the database (the columns and
 * agregadosDeRespuesta but the thumbnail, which JavaScript derives from `lq_imagen`); elsewhere the columns and names
 * that escribirRespuestasDeActivo writes. Tested against completarRespuesta on both engines (test/api/activos.test.ts).
 */
export function seleccionDeRespuesta<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, metadata: EntityMetadata, propiedades: readonly string[]): SelectQueryBuilder<T> {
  const { driver } = qb.connection;
  const dialecto = driver.options.type;
  const e = (nombre: string) => driver.escape(nombre);
  const columnas = miembrosDeEntidad(dialecto, e, metadata, 'a', propiedades);
  if (!columnas) return conNombres(qb, propiedades);
  const texto = (tabla: string, columna: string) => `${e(tabla)}.${e(columna)}`;
  const presente = (columna: string) => `COALESCE(${columna}, '') <> ''`;
  const fecha = (columna: string) => ({ sql: texto('a', metadata.findColumnWithPropertyName(columna)!.databaseName), tipo: 'fecha' as const });
  const usuario = objetoONuloSql(dialecto, presente(texto('u', 'nombre')), [
    { clave: 'nombre', sql: texto('u', 'nombre'), tipo: 'texto' },
    { clave: 'apellido', sql: texto('u', 'apellido'), tipo: 'texto' },
  ]);
  const area = objetoONuloSql(dialecto, presente(texto('ar', 'nombre')), [{ clave: 'nombre', sql: texto('ar', 'nombre'), tipo: 'texto' }]);
  const custodio = objetoONuloSql(dialecto, `${texto('c', 'id')} IS NOT NULL`, [
    { clave: 'id', sql: texto('c', 'id'), tipo: 'numero' },
    { clave: 'nombres', sql: texto('c', 'nombres'), tipo: 'texto' },
    { clave: 'apellidos', sql: texto('c', 'apellidos'), tipo: 'texto' },
  ]);
  const respuesta = objetoJsonSql(dialecto, [
    ...columnas,
    { clave: 'usuario', sql: usuario, tipo: 'json' },
    { clave: 'area', sql: area, tipo: 'json' },
    { clave: 'custodio', sql: custodio, tipo: 'json' },
    { clave: 'fechaCreacion', ...fecha('createdAt') },
    { clave: 'fechaModificacion', ...fecha('updatedAt') },
  ]);
  return conUsuarioAreaYCustodio(qb).select(respuesta, 'lq_json').addSelect('a.imagen', 'lq_imagen');
}

/**
 * The answers of the assets `consulta` reads (selected by seleccionDeRespuesta), each written as its JSON with the same
 * fields, conversions and agregadosDeRespuesta as completarRespuesta gives: for rows that only go out (a list's page, an
 * asset opened). The raw table comes too, for a column beside the asset's (a list's total). docs/rendimiento.md.
 */
export async function escribirRespuestasDeActivo(metadata: EntityMetadata, consulta: SqlConParametros): Promise<{ respuestas: JsonEscrito[]; tabla: RawTable }> {
  const tabla = await rawTable(consulta);
  const json = tabla.columns.indexOf('lq_json');
  if (json >= 0) {
    const imagen = tabla.columns.indexOf('lq_imagen');
    const respuestas = tabla.rows.map((row) => new JsonEscrito(`${(row[json] as string).slice(0, -1)},"imagenMiniatura":${JSON.stringify(miniaturaDe(row[imagen] as string | null))}}`));
    return { respuestas, tabla };
  }
  const escritor = jsonWriter(metadata, consulta.dataSource.driver, 'a', tabla.columns);
  const nombres = nombresDeLaFila(tabla.columns);
  const respuestas = tabla.rows.map((row) => {
    const campos = { createdAt: escritor.valor(row, 'createdAt'), updatedAt: escritor.valor(row, 'updatedAt'), imagen: escritor.valor(row, 'imagen') };
    const agregados = JSON.stringify(agregadosDeRespuesta(campos as Pick<CamposDeActivo, 'createdAt' | 'updatedAt' | 'imagen'>, nombres(row)));
    return new JsonEscrito(`{${escritor.miembros(row)},${agregados.slice(1)}`);
  });
  return { respuestas, tabla };
}
