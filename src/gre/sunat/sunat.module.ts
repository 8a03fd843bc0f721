import { Module } from '@nestjs/common';
import { environmentConfig, type EnvironmentConfig } from '../../config/environment.config';
import { SunatGreClient } from './sunat-gre.client';

/** SUNAT's client, one per process: its token cache serves every company. */
@Module({
  providers: [
    {
      provide: SunatGreClient,
      inject: [environmentConfig.KEY],
      useFactory: (env: EnvironmentConfig) => new SunatGreClient({ authUrl: env.SUNAT_GRE_AUTH_URL, apiUrl: env.SUNAT_GRE_API_URL }),
    },
  ],
  exports: [SunatGreClient],
})
export class SunatModule {}
