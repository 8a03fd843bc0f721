import { DataSourceOptions } from 'typeorm';

/** Notices one run claims at most. */
export const LOTE_RECLAMO = 50;
/** After this many attempts a notice stays fallida. */
export const MAX_INTENTOS = 5;

/**
 * The single statement with which a scheduler run claims due notices: those pendiente
 * or fallida whose proximoIntento has come and that have attempts left, oldest first,
 * become enviando under this run's claim, with one more attempt counted. Only rows
 * this statement changed carry the claim, so two API instances on one database never
 * send the same notice. One spelling per database; `q` quotes an identifier.
 *
 * Named parameters, bound by the driver: :reclamo, :ahora, :enviando, :reclamables
 * (list) and :maxIntentos.
 */
export function sentenciaDeReclamo(connectionType: DataSourceOptions['type'], q: (identifier: string) => string): string {
  const [tabla, id, estado, intentos, proximo] = ['notificacion', 'id', 'estado', 'intentos', 'proximoIntento'].map(q);
  const reclamable = `${estado} IN (:...reclamables) AND ${proximo} <= :ahora AND ${intentos} < :maxIntentos`;
  const set = `${estado} = :enviando, ${q('reclamadoPor')} = :reclamo, ${q('reclamadoEn')} = :ahora, ${intentos} = ${intentos} + 1, ${q('updatedAt')} = :ahora`;
  const lote = `SELECT ${id} FROM ${tabla} WHERE ${reclamable} ORDER BY ${proximo}, ${id}`;

  switch (connectionType) {
    case 'postgres':
      // SKIP LOCKED: concurrent runs take disjoint rows without waiting for each other. The outer
      // WHERE repeats the condition because PostgreSQL re-checks it against the newest version of a
      // row another transaction changed meanwhile (READ COMMITTED), so a row claimed in between is
      // left alone instead of being claimed twice.
      return `UPDATE ${tabla} SET ${set} WHERE ${id} IN (${lote} LIMIT ${LOTE_RECLAMO} FOR UPDATE SKIP LOCKED) AND ${reclamable}`;
    case 'mssql':
      // The usual SQL Server queue: UPDLOCK holds the rows read, READPAST skips those another run holds.
      // Not exercised by the suites (no SQL Server in CI).
      return `WITH lote AS (SELECT TOP (${LOTE_RECLAMO}) * FROM ${tabla} WITH (UPDLOCK, READPAST, ROWLOCK) WHERE ${reclamable} ORDER BY ${proximo}, ${id}) UPDATE lote SET ${set}`;
    default:
      // SQLite runs one write at a time, across connections and processes: the statement is atomic as it stands.
      return `UPDATE ${tabla} SET ${set} WHERE ${id} IN (${lote} LIMIT ${LOTE_RECLAMO})`;
  }
}
