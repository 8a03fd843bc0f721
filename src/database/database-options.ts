import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { Environment } from '../config/environment';

const MIGRATIONS = [join(__dirname, '..', '..', 'migrations', '*.{ts,js}')];

/** Every entity, for a DataSource built outside the app (which loads its own): the TypeORM CLI, the test template. */
export const ENTITY_FILES = [join(__dirname, '..', '**', '*.entity.{ts,js}')];

/**
 * Connections to a database server when DB_POOL_SIZE does not say: twice the cores plus one. One event loop drives them
 * all, and a transaction keeps its connection while its next statement waits for the loop: more connections than the
 * processors can serve only add transactions holding locks and backends taking the processor in turns. Measured with
 * bench:load on two cores, PostgreSQL on the same machine: 10 connections 156 requests/s, p99 668 ms reads and 1,612 ms
 * writes; 5 connections 179 requests/s, 269 and 713 ms; 3 and 20 were slower than 5 (docs/rendimiento.md).
 */
export const defaultPoolSize = () => 2 * availableParallelism() + 1;

/** Connection options for DB_TYPE; shared by the app and the TypeORM CLI. */
export function databaseOptions(env: Environment): DataSourceOptions {
  const common = { migrations: MIGRATIONS, migrationsTransactionMode: 'each' as const, synchronize: false };
  const server = { host: env.DB_HOST, password: env.DB_PASSWORD, database: env.DB_NAME };
  const conexiones = env.DB_POOL_SIZE ?? defaultPoolSize();
  switch (env.DB_TYPE) {
    case 'postgres':
      return {
        ...common,
        ...server,
        type: 'postgres',
        poolSize: conexiones,
        port: env.DB_PORT ?? 5432,
        username: env.DB_USER ?? 'postgres',
      };
    case 'mssql':
      return {
        ...common,
        ...server,
        type: 'mssql',
        pool: { max: conexiones },
        port: env.DB_PORT ?? 1433,
        username: env.DB_USER ?? 'sa',
        options: { encrypt: false, trustServerCertificate: true, useUTC: true },
      };
    default:
      if (env.DB_PATH !== ':memory:') mkdirSync(dirname(env.DB_PATH), { recursive: true });
      return { ...common, type: 'better-sqlite3', database: env.DB_PATH, enableWAL: true };
  }
}
