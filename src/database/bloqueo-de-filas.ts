import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The rows `qb` reads, locked until its transaction ends against every other transaction that locks them so: the
 * second one waits, then reads what the first one wrote.
 * - PostgreSQL: FOR NO KEY UPDATE, what an UPDATE of the row takes. A plain FOR UPDATE would also wait for the key-share
 *   locks that inserting rows which reference it takes (a movement's assets, a history entry), and two transactions
 *   that each inserted one before locking would deadlock.
 * - SQL Server: UPDLOCK and ROWLOCK on the table read (the main one: `alias`'s).
 * - SQLite: nothing to add. Its one connection runs one transaction at a time, as long as none waits on anything but
 *   the database inside it (see holdLoopWhile).
 */
export function conBloqueoDeEscritura<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias?: string): SelectQueryBuilder<T> {
  switch (qb.connection.options.type) {
    case 'postgres':
      // `alias` alone when the query joins others: PostgreSQL locks no row on the nullable side of an outer join.
      return qb.setLock('for_no_key_update', undefined, alias ? [alias] : undefined);
    case 'mssql':
      return qb.setLock('pessimistic_write');
    case 'better-sqlite3':
    case 'sqlite':
      return qb;
    default:
      throw new Error(`Base de datos sin bloqueo de filas: ${qb.connection.options.type}`);
  }
}
