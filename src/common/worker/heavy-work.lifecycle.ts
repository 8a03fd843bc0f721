import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { closeHeavyWork, configureHeavyWork, defaultHeavyWorkLimits } from './run-in-worker';

/** Sizes the heavy-work pool from the environment when the app starts, and ends its threads when it closes. */
@Injectable()
export class HeavyWorkLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(environmentConfig.KEY) private readonly env: EnvironmentConfig) {}

  onModuleInit(): void {
    const defaults = defaultHeavyWorkLimits();
    configureHeavyWork({
      total: this.env.HEAVY_WORK_THREADS ?? defaults.total,
      perCompany: this.env.HEAVY_WORK_PER_COMPANY ?? defaults.perCompany,
      perUser: this.env.HEAVY_WORK_PER_USER ?? defaults.perUser,
      queuePerCompany: this.env.HEAVY_WORK_QUEUE ?? defaults.queuePerCompany,
    });
  }

  onApplicationShutdown(): Promise<void> {
    return closeHeavyWork();
  }
}
