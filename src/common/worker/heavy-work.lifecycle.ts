import { Inject, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { closeHeavyWork, configureHeavyWork, defaultHeavyWorkLimits, defaultHeavyWorkThreads } from './run-in-worker';
import { configureDownloadStall } from './spooled-download';

/** Sizes the heavy-work pool from the environment when the app starts, and ends its threads when it closes. */
@Injectable()
export class HeavyWorkLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(@Inject(environmentConfig.KEY) private readonly env: EnvironmentConfig) {}

  onModuleInit(): void {
    const defaults = defaultHeavyWorkLimits();
    const perCompany = this.env.HEAVY_WORK_PER_COMPANY ?? defaults.perCompany;
    configureHeavyWork({
      total: this.env.HEAVY_WORK_THREADS ?? defaultHeavyWorkThreads(perCompany),
      perCompany,
      perUser: this.env.HEAVY_WORK_PER_USER ?? defaults.perUser,
      queuePerCompany: this.env.HEAVY_WORK_QUEUE ?? defaults.queuePerCompany,
    });
    configureDownloadStall(this.env.DOWNLOAD_STALL_SECONDS);
  }

  onApplicationShutdown(): Promise<void> {
    return closeHeavyWork();
  }
}
