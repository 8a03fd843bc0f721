import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniaModule } from '../compania/compania.module';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { UsuarioModule } from '../usuario/usuario.module';
import { databaseOptions } from './database-options';
import { FirstRunService } from './first-run.service';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [environmentConfig.KEY],
      useFactory: (env: EnvironmentConfig) => ({
        ...databaseOptions(env),
        autoLoadEntities: true,
        migrationsRun: true,
        // Tests provoke failing queries on purpose (constraint checks): keep their output readable.
        logging: env.NODE_ENV === 'test' ? false : ['error', 'migration'],
      }),
    }),
    CompaniaModule,
    UsuarioModule,
  ],
  providers: [FirstRunService],
})
export class DatabaseModule {}
