const NON_ASCII = /[^\x00-\x7f]/;

/** The longest text a search or a filter takes: a bound on what a query makes the database compare. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * Search text as stored in `*Busqueda` columns and as compared against them:
 * lowercase, without diacritics ("Cámara" → "camara", "ñ" → "n"), single spaces.
 */
export function normalizeSearch(text: string | null | undefined): string {
  const source = text ?? '';
  // Most text is plain ASCII: decomposing it is the costly part and changes nothing.
  return (NON_ASCII.test(source) ? source.normalize('NFD').replace(/\p{M}/gu, '') : source)
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
