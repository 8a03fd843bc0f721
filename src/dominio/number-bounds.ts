/** Ids and whole numbers are int columns: beyond this PostgreSQL and SQL Server fail the query (9 digits, as ParseIdPipe reads ids). */
export const MAX_ID = 999_999_999;
/** Other numbers are DECIMAL(18,2) columns; this bound fits them with cents exact in a double. */
export const MAX_DECIMAL = 999_999_999_999;
