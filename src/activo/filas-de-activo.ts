import { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { JsonEscrito } from '../common/json-escrito';
import { FechasLeidas, fieldReader, jsonWriter, rawTable, RawTable } from '../database/raw-rows';
import type { SqlConParametros } from '../database/sql-por-forma';
import { agregadosDeRespuesta, CamposDeActivo, ColumnasDeActivo } from './activo-respuesta';

/** The user's and area's names of a row read with the asset's `u` (usuario) and `ar` (area) joins. */
function nombresDeLaFila(columns: string[]) {
  const [nombre, apellido, area] = ['u_nombre', 'u_apellido', 'ar_nombre'].map((columna) => columns.indexOf(columna));
  return (row: unknown[]) => ({
    usuario: row[nombre] ? { nombre: row[nombre] as string, apellido: row[apellido] as string | null } : null,
    area: row[area] ? { nombre: row[area] as string } : null,
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
 * The answers of the assets `consulta` reads, each written as its JSON with the same fields, conversions and
 * agregadosDeRespuesta as completarRespuesta gives: for rows that only go out (a list's page, an asset opened). The raw
 * table comes too, for a column beside the asset's (a list's total). docs/rendimiento.md.
 */
export async function escribirRespuestasDeActivo(metadata: EntityMetadata, consulta: SqlConParametros): Promise<{ respuestas: JsonEscrito[]; tabla: RawTable }> {
  const tabla = await rawTable(consulta);
  const escritor = jsonWriter(metadata, consulta.dataSource.driver, 'a', tabla.columns);
  const nombres = nombresDeLaFila(tabla.columns);
  const respuestas = tabla.rows.map((row) => {
    const campos = { createdAt: escritor.valor(row, 'createdAt'), updatedAt: escritor.valor(row, 'updatedAt'), imagen: escritor.valor(row, 'imagen') };
    const agregados = JSON.stringify(agregadosDeRespuesta(campos as Pick<CamposDeActivo, 'createdAt' | 'updatedAt' | 'imagen'>, nombres(row)));
    return new JsonEscrito(`{${escritor.miembros(row)},${agregados.slice(1)}`);
  });
  return { respuestas, tabla };
}
