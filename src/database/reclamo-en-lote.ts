import { DataSourceOptions } from 'typeorm';

/** A queue table's claim, already quoted: which rows may be taken and what taking one writes. */
export interface ReclamoEnLote {
  tabla: string;
  id: string;
  /** The rows that may be claimed. */
  reclamable: string;
  /** The assignments that mark a row as this run's. */
  set: string;
  /** The order rows are taken in (oldest first), ending with the id. */
  orden: string;
  /** Rows one statement claims at most. */
  lote: number;
}

/**
 * The single statement with which a run claims up to `lote` rows of a queue table. Only rows
 * this statement changed carry the claim, so two API instances on one database never take the
 * same row. One spelling per database; the claims of the maintenance notices and of the upload
 * sweep use it.
 */
export function sentenciaDeReclamoEnLote(dialecto: DataSourceOptions['type'], { tabla, id, reclamable, set, orden, lote }: ReclamoEnLote): string {
  const candidatas = `SELECT ${id} FROM ${tabla} WHERE ${reclamable} ORDER BY ${orden}`;
  switch (dialecto) {
    case 'postgres':
      // SKIP LOCKED: concurrent runs take disjoint rows without waiting for each other. The outer
      // WHERE repeats the condition because PostgreSQL re-checks it against the newest version of a
      // row another transaction changed meanwhile (READ COMMITTED), so a row claimed in between is
      // left alone instead of being claimed twice.
      return `UPDATE ${tabla} SET ${set} WHERE ${id} IN (${candidatas} LIMIT ${lote} FOR UPDATE SKIP LOCKED) AND ${reclamable}`;
    case 'mssql':
      // The usual SQL Server queue: UPDLOCK holds the rows read, READPAST skips those another run holds.
      // Not exercised by the suites (no SQL Server in CI).
      return `WITH lote AS (SELECT TOP (${lote}) * FROM ${tabla} WITH (UPDLOCK, READPAST, ROWLOCK) WHERE ${reclamable} ORDER BY ${orden}) UPDATE lote SET ${set}`;
    default:
      // SQLite runs one write at a time, across connections and processes: the statement is atomic as it stands.
      return `UPDATE ${tabla} SET ${set} WHERE ${id} IN (${candidatas} LIMIT ${lote})`;
  }
}
