import { Server } from 'node:http';
import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ReadinessService } from './readiness.service';

/**
 * After a stop signal the listener stays open this long, reporting not ready, so the
 * requests already on their way are accepted and served rather than refused.
 */
export const DRAIN_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first step of a stop; Nest then closes the HTTP server, which waits for the
 * requests in flight, and last the database pool. Here readiness turns 503, the
 * listener drains with every answer closing its connection (so no client reuses
 * one the server is about to drop), and the scheduled jobs stop, a run in progress
 * being awaited so the pool never closes under it.
 */
@Injectable()
export class GracefulShutdown implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Apagado');

  constructor(
    private readonly readiness: ReadinessService,
    private readonly scheduler: SchedulerRegistry,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  async beforeApplicationShutdown(signal?: string): Promise<void> {
    this.readiness.markStopping();
    const jobs = [...this.scheduler.getCronJobs().values()].map((job) => job.stop());
    if (signal) {
      this.logger.log({ message: 'Deteniendo: se terminan las solicitudes en curso y las tareas programadas', signal });
      const server: Server | undefined = this.adapterHost.httpAdapter?.getHttpServer();
      server?.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    }
    await Promise.all([...jobs, signal && sleep(DRAIN_MS)]);
  }
}
