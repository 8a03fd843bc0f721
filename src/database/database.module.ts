import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { withDatabaseLock } from './database-lock';
import { databaseOptions } from './database-options';
import { EscrituraPorLotes } from './escritura-por-lotes';
import { PortableDataSource } from './portable-data-source';
import { TypeOrmLogger } from './typeorm-logger';

/** Connects, then applies the pending migrations under a lock shared by every replica. */
async function connectAndMigrate(options?: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new PortableDataSource(options!).initialize();
  try {
    await withDatabaseLock(dataSource, () => dataSource.runMigrations({ transaction: dataSource.options.migrationsTransactionMode }));
    return dataSource;
  } catch (error) {
    // TypeOrmModule retries start-up: leave no open pool behind.
    await dataSource.destroy();
    throw error;
  }
}

/** The connection, migrated; and the heavy writes' batches (EscrituraPorLotes), for every module. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [environmentConfig.KEY],
      useFactory: (env: EnvironmentConfig) => ({ ...databaseOptions(env), autoLoadEntities: true, logger: new TypeOrmLogger() }),
      dataSourceFactory: connectAndMigrate,
    }),
  ],
  providers: [EscrituraPorLotes],
  exports: [EscrituraPorLotes],
})
export class DatabaseModule {}
