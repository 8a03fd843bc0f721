import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { Environment } from '../config/environment';

const MIGRATIONS = [join(__dirname, '..', '..', 'migrations', '*.{ts,js}')];

/** Every entity, for a DataSource built outside the app (which loads its own): the TypeORM CLI, the test template. */
export const ENTITY_FILES = [join(__dirname, '..', '**', '*.entity.{ts,js}')];

/** Connection options for DB_TYPE; shared by the app and the TypeORM CLI. */
export function databaseOptions(env: Environment): DataSourceOptions {
  const common = { migrations: MIGRATIONS, migrationsTransactionMode: 'each' as const, synchronize: false };
  const server = { host: env.DB_HOST, password: env.DB_PASSWORD, database: env.DB_NAME };
  switch (env.DB_TYPE) {
    case 'postgres':
      return {
        ...common,
        ...server,
        type: 'postgres',
        port: env.DB_PORT ?? 5432,
        username: env.DB_USER ?? 'postgres',
      };
    case 'mssql':
      return {
        ...common,
        ...server,
        type: 'mssql',
        port: env.DB_PORT ?? 1433,
        username: env.DB_USER ?? 'sa',
        options: { encrypt: false, trustServerCertificate: true, useUTC: true },
      };
    default:
      if (env.DB_PATH !== ':memory:') mkdirSync(dirname(env.DB_PATH), { recursive: true });
      return { ...common, type: 'better-sqlite3', database: env.DB_PATH, enableWAL: true };
  }
}
