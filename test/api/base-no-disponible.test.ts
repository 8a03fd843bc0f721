import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { ActivoService } from '../../src/activo/activo.service';
import { auth } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const MENSAJE = 'La base de datos no está disponible en este momento. Intente nuevamente en unos segundos.';

/** A driver's error as it reaches the services: the code or message of a real outage. */
const errorDeDriver = (message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), extra);

describe('a database that cannot be reached: 503 in Spanish, never 500', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const caidas: Array<[string, unknown]> = [
    ['PostgreSQL stopping (57P01) under a query', new QueryFailedError('SELECT 1', [], errorDeDriver('terminating connection due to administrator command', { code: '57P01' }))],
    ['PostgreSQL starting up (57P03) on connect', errorDeDriver('the database system is starting up', { code: '57P03' })],
    ['a refused connection from the pool', errorDeDriver('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' })],
    ['a connection dropped mid-query', new QueryFailedError('SELECT 1', [], errorDeDriver('Connection terminated unexpectedly'))],
    ['the next query on a runner whose connection broke', new QueryRunnerAlreadyReleasedError()],
    ['SQL Server unreachable', Object.assign(errorDeDriver('Failed to connect to sqlserver:1433'), { name: 'ConnectionError', code: 'ESOCKET' })],
  ];

  it.each(caidas)('%s answers 503 with the Spanish message and nothing of the driver', async (_caso, error) => {
    jest.spyOn(t.app.get(ActivoService), 'list').mockRejectedValueOnce(error);
    const res = await t.http.get('/api/activos').set(auth(token));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ statusCode: 503, message: MENSAJE, error: 'Service Unavailable', requestId: res.headers['x-request-id'] });
  });

  it('audits a write that failed that way as a 503', async () => {
    jest.spyOn(t.app.get(ActivoService), 'create').mockRejectedValueOnce(errorDeDriver('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }));
    const res = await t.http.post('/api/activos').set(auth(token)).send({ descripcion: 'Laptop Lenovo ThinkPad T14' });
    expect(res.status).toBe(503);
    const [row] = await t.dataSource.query(`SELECT "statusCode", success, "errorMessage" FROM audit_log WHERE "requestId" = '${res.headers['x-request-id']}'`);
    expect({ ...row, success: Boolean(row.success) }).toEqual({ statusCode: 503, success: false, errorMessage: MENSAJE });
  });

  it('keeps other database errors as they were: a unique violation is 409, anything else 500', async () => {
    const unica = new QueryFailedError('INSERT', [], errorDeDriver('duplicate key value violates unique constraint', { code: '23505' }));
    jest.spyOn(t.app.get(ActivoService), 'list').mockRejectedValueOnce(unica).mockRejectedValueOnce(new QueryFailedError('SELECT', [], errorDeDriver('syntax error', { code: '42601' })));
    expect((await t.http.get('/api/activos').set(auth(token))).status).toBe(409);
    expect((await t.http.get('/api/activos').set(auth(token))).status).toBe(500);
  });
});
