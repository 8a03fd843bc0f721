/**
 * Search text as stored in `*Busqueda` columns and as compared against them:
 * lowercase, without diacritics ("Cámara" → "camara", "ñ" → "n"), single spaces.
 */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Escapes LIKE metacharacters for `LIKE :p ESCAPE '\'`. `[` is escaped too
 * because SQL Server reads `[...]` as a character class; SQLite and PostgreSQL
 * read an escaped `[` as the literal character.
 */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_[]/g, '\\$&');
}
