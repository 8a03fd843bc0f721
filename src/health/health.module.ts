import { Module } from '@nestjs/common';
import { GracefulShutdown } from './graceful-shutdown';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

@Module({ controllers: [HealthController], providers: [ReadinessService, GracefulShutdown] })
export class HealthModule {}
