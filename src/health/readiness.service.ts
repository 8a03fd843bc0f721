import { Injectable } from '@nestjs/common';
import { DataSource, MigrationExecutor } from 'typeorm';

/** A database that takes longer than this to answer is reported as not answering. */
const DATABASE_TIMEOUT_MS = 5_000;

export interface DatabaseState {
  type: string;
  reachable: boolean;
  ms: number;
}

export interface Readiness {
  ready: boolean;
  /** Why the instance should receive no traffic, in Spanish; absent when ready. */
  message?: string;
  database: DatabaseState;
  /** Migrations the code has and the database has not applied; null while it does not answer. */
  pendingMigrations: string[] | null;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/** Whether this instance can serve: its database answers, carries every migration, and it is not stopping. */
@Injectable()
export class ReadinessService {
  private stopping = false;

  constructor(private readonly dataSource: DataSource) {}

  /** From a stop signal on, the instance reports itself not ready while it finishes its work. */
  markStopping(): void {
    this.stopping = true;
  }

  async check(): Promise<Readiness> {
    const started = Date.now();
    const pendingMigrations = await withTimeout(new MigrationExecutor(this.dataSource).getPendingMigrations(), DATABASE_TIMEOUT_MS).then(
      (migrations) => migrations.map((migration) => migration.name),
      () => null,
    );
    const database = { type: this.dataSource.options.type, reachable: pendingMigrations !== null, ms: Date.now() - started };
    const message = this.reasonNotReady(pendingMigrations);
    return { ready: !message, ...(message && { message }), database, pendingMigrations };
  }

  private reasonNotReady(pendingMigrations: string[] | null): string | undefined {
    if (this.stopping) return 'El servicio se está deteniendo';
    if (!pendingMigrations) return 'La base de datos no responde';
    if (pendingMigrations.length) return `La base de datos tiene migraciones pendientes: ${pendingMigrations.join(', ')}`;
    return undefined;
  }
}
