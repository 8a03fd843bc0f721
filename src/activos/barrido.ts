import { DataSourceOptions } from 'typeorm';

/** Uploads one sweep statement claims at most. */
export const LOTE_BARRIDO = 100;

/**
 * The single statement with which a sweep run claims orphan uploads: rows of
 * imagen_subida created before :limite that no asset shows, unclaimed or under a
 * claim older than :vencido (a run that stopped), take this run's claim. Only rows this
 * statement changed carry it, so two API instances never delete the same upload's files
 * twice. The same queue pattern as the maintenance notices (notificaciones/reclamo.ts).
 *
 * Named parameters, bound by the driver: :reclamo, :ahora, :limite, :vencido.
 */
export function sentenciaDeBarrido(connectionType: DataSourceOptions['type'], q: (identifier: string) => string): string {
  const [tabla, id, ruta, reclamadoPor, reclamadoEn] = ['imagen_subida', 'id', 'ruta', 'reclamadoPor', 'reclamadoEn'].map(q);
  const huerfana =
    `${q('createdAt')} < :limite AND (${reclamadoPor} IS NULL OR ${reclamadoEn} < :vencido)` +
    ` AND NOT EXISTS (SELECT 1 FROM ${q('activo')} a WHERE a.${q('imagen')} = ${tabla}.${ruta})`;
  const set = `${reclamadoPor} = :reclamo, ${reclamadoEn} = :ahora`;
  const lote = `SELECT ${id} FROM ${tabla} WHERE ${huerfana} ORDER BY ${id}`;

  switch (connectionType) {
    case 'postgres':
      // As for the notices: SKIP LOCKED gives concurrent runs disjoint rows, and the outer WHERE is re-checked
      // against a row another transaction changed meanwhile, so it is never claimed twice.
      return `UPDATE ${tabla} SET ${set} WHERE ${id} IN (${lote} LIMIT ${LOTE_BARRIDO} FOR UPDATE SKIP LOCKED) AND ${huerfana}`;
    case 'mssql':
      // Not exercised by the suites (no SQL Server in CI).
      return `WITH lote AS (SELECT TOP (${LOTE_BARRIDO}) * FROM ${tabla} WITH (UPDLOCK, READPAST, ROWLOCK) WHERE ${huerfana} ORDER BY ${id}) UPDATE lote SET ${set}`;
    default:
      // SQLite runs one write at a time, across connections and processes: the statement is atomic as it stands.
      return `UPDATE ${tabla} SET ${set} WHERE ${id} IN (${lote} LIMIT ${LOTE_BARRIDO})`;
  }
}
