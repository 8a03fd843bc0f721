import { Logger as NestLogger } from '@nestjs/common';
import { Logger } from 'typeorm';

/** A bulk insert's text runs to tens of kilobytes; its start says which one it was. */
const QUERY_SHOWN = 1_000;

/**
 * TypeORM's messages as the app's own structured lines. A failed query is a warning: callers expect some (a unique key that
 * another replica took first) and one they do not reaches the error filter, which
 * logs the error with the request's id. It is logged without its parameters: they carry user data (names,
 * e-mails, password hashes) that has no place in a log.
 */
export class TypeOrmLogger implements Logger {
  private readonly logger = new NestLogger('BaseDeDatos');

  logQueryError(error: string | Error, query: string): void {
    this.logger.warn({
      message: 'Consulta fallida',
      cause: error instanceof Error ? error.message : error,
      query: query.slice(0, QUERY_SHOWN),
    });
  }

  logMigration(message: string): void {
    this.logger.log({ message });
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn({ message });
    else this.logger.log({ message });
  }

  // Every query, slow queries and schema builds are not logged.
  logQuery(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
}
