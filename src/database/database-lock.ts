import { DataSource, QueryRunner } from 'typeorm';

/** Names the one lock every instance of this product takes on its database. */
const LOCK_NAME = 'activos-fijos:arranque';
/** pg_advisory_lock takes a 64-bit key: any fixed number unlikely to clash with another application's. */
const PG_LOCK_KEY = 7_146_290_531;

interface Lock {
  acquire(runner: QueryRunner): Promise<void>;
  release(runner: QueryRunner): Promise<void>;
}

/** A lock that lives as long as the runner's session (PostgreSQL) or transaction (SQL Server). */
const LOCKS: Partial<Record<string, Lock>> = {
  postgres: {
    acquire: async (runner) => void (await runner.query('SELECT pg_advisory_lock($1)', [PG_LOCK_KEY])),
    release: async (runner) => void (await runner.query('SELECT pg_advisory_unlock($1)', [PG_LOCK_KEY])),
  },
  mssql: {
    // The transaction pins one pooled connection; committing it releases the lock.
    acquire: async (runner) => {
      await runner.startTransaction();
      await runner.query(`EXEC sp_getapplock @Resource = @0, @LockMode = 'Exclusive', @LockOwner = 'Transaction', @LockTimeout = -1`, [LOCK_NAME]);
    },
    release: (runner) => runner.commitTransaction(),
  },
};

/**
 * Runs `work` while holding a database-wide lock, for what replicas starting together
 * (first start, an upgrade) must do once: migrate, seed an empty database. The others
 * wait, then find it done. SQLite needs no lock: one file belongs to one server.
 */
export async function withDatabaseLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const lock = LOCKS[dataSource.options.type];
  const runner = dataSource.createQueryRunner();
  try {
    await lock?.acquire(runner);
    try {
      return await work();
    } finally {
      await lock?.release(runner);
    }
  } finally {
    await runner.release();
  }
}
