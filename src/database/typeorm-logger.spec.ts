import { Logger } from '@nestjs/common';
import { Request, Response } from 'express';
import { Logger as QueryLogger } from 'typeorm';
import { requestContextMiddleware } from '../common/request-context';
import { TypeOrmLogger } from './typeorm-logger';

describe('TypeOrmLogger', () => {
  const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  afterAll(() => warn.mockRestore());

  it('logs a failed query as one structured line with the request id, never its parameters', () => {
    const req = { header: () => 'solicitud-1234', originalUrl: '/api/activos', method: 'POST' } as unknown as Request;
    const res = { setHeader: () => undefined, on: () => undefined } as unknown as Response;
    const query = `INSERT INTO "usuario" ("correoElectronico", "contrasena") VALUES ($1, $2)${' '.repeat(2_000)}`;
    // As TypeORM calls it: with the parameters, which carry user data.
    const logger: QueryLogger = new TypeOrmLogger();
    requestContextMiddleware(req, res, () => logger.logQueryError(new Error('duplicate key value'), query, ['ana@demo.pe', '$2b$10$hash']));
    expect(warn).toHaveBeenCalledTimes(1);
    const [line] = warn.mock.calls[0] as [Record<string, string>];
    expect(line).toEqual({ requestId: 'solicitud-1234', message: 'Consulta fallida', cause: 'duplicate key value', query: query.slice(0, 1_000) });
    expect(JSON.stringify(line)).not.toMatch(/ana@demo\.pe|\$2b\$/);
  });
});
