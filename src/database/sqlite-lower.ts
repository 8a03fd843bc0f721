import type { Database } from 'better-sqlite3';

/**
 * SQLite's own LOWER folds only ASCII letters: "Ñ" and "É" stayed as they were, and a filter by "ñ" or "é" missed
 * them, where PostgreSQL and SQL Server find them. Each connection of the product (the API's and the pool's read-only
 * ones) replaces it with JavaScript's, which folds every letter. NULL stays NULL; another value is folded as text,
 * as SQLite's does.
 */
export function lowerUnicode(connection: Pick<Database, 'function'>): void {
  connection.function('lower', { deterministic: true }, (valor: unknown) => (valor === null ? null : String(valor).toLowerCase()));
}
