import { Logger } from '@nestjs/common';
import { Logger as QueryLogger } from 'typeorm';
import { TypeOrmLogger } from './typeorm-logger';

describe('TypeOrmLogger', () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  afterAll(() => warn.mockRestore());

  it('logs a failed query as one structured line, never its parameters', () => {
    const query = `INSERT INTO "usuario" ("correoElectronico", "contrasena") VALUES ($1, $2)${' '.repeat(2_000)}`;
    // As TypeORM calls it: with the parameters, which carry user data.
    const logger: QueryLogger = new TypeOrmLogger();
    logger.logQueryError(new Error('duplicate key value'), query, ['ana@demo.pe', '$2b$10$hash']);
    expect(warn).toHaveBeenCalledTimes(1);
    const [line] = warn.mock.calls[0] as [Record<string, string>];
    expect(line).toEqual({ message: 'Consulta fallida', cause: 'duplicate key value', query: query.slice(0, 1_000) });
    expect(JSON.stringify(line)).not.toMatch(/ana@demo\.pe|\$2b\$/);
  });
});
