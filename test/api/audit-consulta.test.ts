import { AuditLog } from '../../src/audit/audit-log.entity';
import { auth, crearCompania, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

type Fila = Partial<AuditLog> & Pick<AuditLog, 'timestamp' | 'tableName' | 'action' | 'success'>;

const usuario = (userId: number, userName: string, companiaId: number, companiaName: string) => ({
  userId,
  userName,
  userEmail: `${userName.toLowerCase()}@prueba.pe`,
  companiaId,
  companiaName,
});
const ANA = usuario(101, 'Ana', 1, 'Empresa Demo S.A.C.');
const BRUNO = usuario(102, 'Bruno', 2, 'Comercial Andina S.A.C.');
const CARLA = usuario(103, 'Carla', 1, 'Empresa Demo S.A.C.');

/**
 * A known month (March 2020, UTC) and one row on each side of it. Long past, so no
 * row the suite's own requests write falls in it. Keys are the names the tests use.
 */
const CONOCIDAS: Record<string, Fila> = {
  crearActivo: { ...ANA, timestamp: new Date('2020-03-01T10:00:00.000Z'), tableName: 'activo', action: 'CREATE', success: true, statusCode: 201, description: 'Creación en activo #1', recordId: '1', recordCode: 'ACT-000001' },
  editarActivo: {
    ...ANA,
    timestamp: new Date('2020-03-02T10:00:00.000Z'),
    tableName: 'activo',
    action: 'UPDATE',
    success: true,
    statusCode: 200,
    description: 'Actualización de activo #1: LAPTOP Dell',
    recordId: '1',
    recordCode: 'ACT-000001',
    module: 'Activos',
    ipAddress: '10.0.0.7',
    userAgent: 'navegador-prueba',
    endpoint: '/api/activos/1',
    httpMethod: 'PUT',
    requestId: 'req-prueba-0001',
    oldValues: JSON.stringify({ codigo: 'ACT-000001', estado: 'Activo' }),
    newValues: JSON.stringify({ codigo: 'ACT-000001', estado: 'Baja' }),
  },
  crearArea: { ...BRUNO, timestamp: new Date('2020-03-03T10:00:00.000Z'), tableName: 'area', action: 'CREATE', success: true, statusCode: 201, description: 'Creación en area #5' },
  borrarAreaFallido: {
    ...BRUNO,
    timestamp: new Date('2020-03-04T10:00:00.000Z'),
    tableName: 'area',
    action: 'DELETE',
    success: false,
    statusCode: 409,
    description: 'Intento fallido: Eliminación de area #5',
    errorMessage: 'El área tiene activos',
  },
  consultarActivos: { ...ANA, timestamp: new Date('2020-03-05T10:00:00.000Z'), tableName: 'activo', action: 'READ', success: true, statusCode: 200, description: 'Exportación: 100% de los activos' },
  loginFallido: { timestamp: new Date('2020-03-06T10:00:00.000Z'), userId: null, companiaId: null, tableName: 'usuario', action: 'LOGIN_FAILED', success: false, statusCode: 401, description: 'Intento de inicio de sesión fallido' },
  borrarCliente: { ...CARLA, timestamp: new Date('2020-03-31T23:59:59.999Z'), tableName: 'cliente', action: 'DELETE', success: true, statusCode: 204, description: 'Eliminación de cliente #9' },
  abrilActivo: { ...ANA, timestamp: new Date('2020-04-01T00:00:00.000Z'), tableName: 'activo', action: 'CREATE', success: true, statusCode: 201, description: 'Creación en activo #2' },
  febreroArea: { ...BRUNO, timestamp: new Date('2020-02-29T23:59:59.999Z'), tableName: 'area', action: 'UPDATE', success: true, statusCode: 200, description: 'Actualización de area #5' },
};
type Clave = keyof typeof CONOCIDAS;

const MARZO = 'startDate=2020-03-01&endDate=2020-03-31';
const EN_2020 = 'startDate=2020-01-01&endDate=2020-12-31';

describe('/api/Audit: consulta, estadísticas y limpieza', () => {
  let t: TestApp;
  let maestro: string;
  const ids = {} as Record<Clave, number>;
  const otros: Record<number, UsuarioPrueba> = {};

  /** The keys of the known rows a list answer holds, in its order. */
  const claves = (logs: { id: number }[]) => logs.map((log) => (Object.keys(ids) as Clave[]).find((clave) => ids[clave] === log.id) ?? log.id);
  const get = (path: string, token = maestro) => t.http.get(path).set(auth(token));
  const insertar = async (filas: Fila[]) => {
    const { identifiers } = await t.dataSource.getRepository(AuditLog).insert(filas);
    return identifiers.map((identifier) => Number(identifier.id));
  };

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    for (const tipo of [2, 3, 4, 5, 6]) otros[tipo] = await crearUsuario(t, maestro, tipo, tipo === 3 ? andina.id : 1, `tipo${tipo}@auditoria.pe`);
    const claves = Object.keys(CONOCIDAS) as Clave[];
    const nuevos = await insertar(claves.map((clave) => CONOCIDAS[clave]));
    claves.forEach((clave, i) => (ids[clave] = nuevos[i]));
  });
  afterAll(() => t.close());

  describe('GET /api/Audit', () => {
    it('answers every field of the record, newest first, with the pagination totals', async () => {
      const res = await get(`/api/Audit?${MARZO}&tableName=activo`);
      expect(res.status).toBe(200);
      expect(claves(res.body.logs)).toEqual(['consultarActivos', 'editarActivo', 'crearActivo']);
      expect(res.body.pagination).toEqual({ page: 1, pageSize: 50, totalPages: 1, totalRecords: 3, totalCount: 3 });
      expect(res.body.logs[1]).toEqual({
        id: ids.editarActivo,
        timestamp: '2020-03-02T10:00:00.000Z',
        userId: 101,
        userName: 'Ana',
        userEmail: 'ana@prueba.pe',
        companiaId: 1,
        companiaName: 'Empresa Demo S.A.C.',
        actorCompaniaId: null,
        claveApiId: null,
        tableName: 'activo',
        action: 'UPDATE',
        recordId: '1',
        recordCode: 'ACT-000001',
        module: 'Activos',
        description: 'Actualización de activo #1: LAPTOP Dell',
        ipAddress: '10.0.0.7',
        userAgent: 'navegador-prueba',
        endpoint: '/api/activos/1',
        httpMethod: 'PUT',
        statusCode: 200,
        success: true,
        errorMessage: null,
        oldValues: '{"codigo":"ACT-000001","estado":"Activo"}',
        newValues: '{"codigo":"ACT-000001","estado":"Baja"}',
        requestId: 'req-prueba-0001',
        cantidad: 1,
      });
      expect(res.body.logs.find((log: AuditLog) => log.id === ids.crearActivo).success).toBe(true);
    });

    it.each([
      ['action', `${EN_2020}&action=delete`, ['borrarCliente', 'borrarAreaFallido']],
      ['user', `${EN_2020}&userId=102`, ['borrarAreaFallido', 'crearArea', 'febreroArea']],
      ['company', `${EN_2020}&companiaId=2`, ['borrarAreaFallido', 'crearArea', 'febreroArea']],
      ['table and action together', `${EN_2020}&tableName=activo&action=CREATE`, ['abrilActivo', 'crearActivo']],
      ['text in the description, ignoring case', `${EN_2020}&searchTerm=laptop`, ['editarActivo']],
      ['text with a LIKE wildcard, taken literally', `${EN_2020}&searchTerm=100%25`, ['consultarActivos']],
      ['whole days: a bare end date covers its last millisecond', MARZO, ['borrarCliente', 'loginFallido', 'consultarActivos', 'borrarAreaFallido', 'crearArea', 'editarActivo', 'crearActivo']],
      ['an exact instant as the (included) end', 'startDate=2020-03-31T00:00:00Z&endDate=2020-03-31T23:59:59.999Z', ['borrarCliente']],
      ['an exact instant as the (included) start', `startDate=2020-04-01T00:00:00.000Z&endDate=2020-04-30`, ['abrilActivo']],
    ])('filters by %s', async (_, query, esperado) => {
      const res = await get(`/api/Audit?${query}`);
      expect(res.status).toBe(200);
      expect(claves(res.body.logs)).toEqual(esperado);
      expect(res.body.pagination.totalCount).toBe(esperado.length);
    });

    it('sorts by table or action in either direction, ties by date in the same direction', async () => {
      const porTabla = await get(`/api/Audit?${EN_2020}&sortBy=TableName&sortDescending=false`);
      expect(claves(porTabla.body.logs)).toEqual([
        'crearActivo', 'editarActivo', 'consultarActivos', 'abrilActivo',
        'febreroArea', 'crearArea', 'borrarAreaFallido',
        'borrarCliente',
        'loginFallido',
      ]);
      const porAccion = await get(`/api/Audit?${EN_2020}&sortBy=action&sortDescending=true`);
      expect(claves(porAccion.body.logs)).toEqual([
        'editarActivo', 'febreroArea',
        'consultarActivos',
        'loginFallido',
        'borrarCliente', 'borrarAreaFallido',
        'abrilActivo', 'crearArea', 'crearActivo',
      ]);
      const antiguos = await get(`/api/Audit?${EN_2020}&sortBy=Timestamp&sortDescending=false&pageSize=2`);
      expect(claves(antiguos.body.logs)).toEqual(['febreroArea', 'crearActivo']);
    });

    it('pages with pageSize and page, and caps the page size at 100', async () => {
      const segunda = await get(`/api/Audit?${EN_2020}&pageSize=2&page=2`);
      expect(claves(segunda.body.logs)).toEqual(['loginFallido', 'consultarActivos']);
      expect(segunda.body.pagination).toEqual({ page: 2, pageSize: 2, totalPages: 5, totalRecords: 9, totalCount: 9 });
      const ultima = await get(`/api/Audit?${EN_2020}&pageSize=2&page=5`);
      expect(claves(ultima.body.logs)).toEqual(['febreroArea']);
      const enorme = await get('/api/Audit?pageSize=5000');
      expect(enorme.body.pagination.pageSize).toBe(100);
      const porDefecto = await get('/api/Audit');
      expect(porDefecto.body.pagination.pageSize).toBe(50);
    });

    // The query's format refusals (sortBy, action, page, dates) are src/audit/audit.controller.spec.ts's; the range is the service's.
    it('refuses a start date after the end date with a Spanish 400', async () => {
      const res = await get('/api/Audit?startDate=2020-04-01&endDate=2020-03-01');
      expect(res.status).toBe(400);
      expect([res.body.message].flat()).toContain('La fecha de inicio no puede ser posterior a la fecha de fin');
    });
  });

  describe('GET /api/Audit/statistics', () => {
    it('counts the known month: totals, users, tables, actions per table, top users and recent failures', async () => {
      const res = await get(`/api/Audit/statistics?${MARZO}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ totalActions: 7, activeUsers: 3, tablesAffected: 4, failedActions: 2 });
      expect(res.body.actionsByTable).toEqual([
        { tableName: 'activo', CREATE: 1, UPDATE: 1, DELETE: 0, READ: 1 },
        { tableName: 'area', CREATE: 1, UPDATE: 0, DELETE: 1, READ: 0 },
        { tableName: 'cliente', CREATE: 0, UPDATE: 0, DELETE: 1, READ: 0 },
        { tableName: 'usuario', CREATE: 0, UPDATE: 0, DELETE: 0, READ: 0 },
      ]);
      expect(res.body.topUsers).toEqual([
        { userId: 101, userName: 'Ana', actionCount: 3 },
        { userId: 102, userName: 'Bruno', actionCount: 2 },
        { userId: 103, userName: 'Carla', actionCount: 1 },
      ]);
      expect(claves(res.body.recentFailures)).toEqual(['loginFallido', 'borrarAreaFallido']);
      expect(res.body.recentFailures[1]).toMatchObject({ statusCode: 409, success: false, errorMessage: 'El área tiene activos' });
    });

    it('narrows to one company and answers zeros for an empty period', async () => {
      const andina = await get(`/api/Audit/statistics?${MARZO}&companiaId=2`);
      expect(andina.body).toMatchObject({ totalActions: 2, activeUsers: 1, tablesAffected: 1, failedActions: 1 });
      const vacio = await get('/api/Audit/statistics?startDate=2019-01-01&endDate=2019-01-31');
      expect(vacio.body).toEqual({ totalActions: 0, activeUsers: 0, tablesAffected: 0, failedActions: 0, actionsByTable: [], topUsers: [], recentFailures: [] });
    });
  });

  it('lists the tables present in the log and every action, for the filters', async () => {
    const tablas = await get('/api/Audit/tables');
    expect(tablas.status).toBe(200);
    expect(tablas.body).toEqual([...tablas.body].sort());
    expect(tablas.body).toEqual(expect.arrayContaining(['activo', 'area', 'cliente', 'usuario']));
    expect(new Set(tablas.body).size).toBe(tablas.body.length);
    const acciones = await get('/api/Audit/actions');
    expect(acciones.body).toEqual(['CREATE', 'UPDATE', 'DELETE', 'READ', 'LOGIN_SUCCESS', 'LOGIN_FAILED', 'LOGOUT']);
  });

  it.each([2, 3, 4, 5, 6])('refuses every audit route to user type %i (403)', async (tipo) => {
    const { token } = otros[tipo];
    const antes = await t.dataSource.getRepository(AuditLog).count();
    for (const path of ['/api/Audit', '/api/Audit/statistics', '/api/Audit/tables', '/api/Audit/actions']) {
      const res = await get(path, token);
      expect([path, res.status]).toEqual([path, 403]);
    }
    const limpieza = await t.http.delete('/api/Audit/clean?daysToKeep=1').set(auth(token));
    expect(limpieza.status).toBe(403);
    // Only the refused clean-up itself was written (as a failure): nothing was deleted.
    expect(await t.dataSource.getRepository(AuditLog).count()).toBe(antes + 1);
  });

  it('has no route that changes or adds an audit row', async () => {
    const antes = await t.dataSource.getRepository(AuditLog).findOneByOrFail({ id: ids.editarActivo });
    const cambio = { description: 'alterado', action: 'DELETE' };
    for (const [method, path] of [
      ['put', `/api/Audit/${ids.editarActivo}`],
      ['patch', `/api/Audit/${ids.editarActivo}`],
      ['put', '/api/Audit'],
      ['patch', '/api/Audit'],
      ['post', '/api/Audit'],
      ['delete', `/api/Audit/${ids.editarActivo}`],
    ] as const) {
      const res = await t.http[method](path).set(auth(maestro)).send(cambio);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect(await t.dataSource.getRepository(AuditLog).findOneByOrFail({ id: ids.editarActivo })).toEqual(antes);
  });

  describe('DELETE /api/Audit/clean', () => {
    it.each([
      ['daysToKeep=0', 'daysToKeep debe ser un número entero de días mayor o igual a 1'],
      ['daysToKeep=-5', 'daysToKeep debe ser un número entero de días mayor o igual a 1'],
      ['daysToKeep=abc', 'daysToKeep debe ser un número entero de días mayor o igual a 1'],
      ['', 'daysToKeep debe ser un número entero de días mayor o igual a 1'],
    ])('refuses "%s" with a Spanish 400 and deletes nothing', async (query, message) => {
      const repo = t.dataSource.getRepository(AuditLog);
      const antes = await repo.count();
      const res = await t.http.delete(`/api/Audit/clean?${query}`).set(auth(maestro));
      expect(res.status).toBe(400);
      expect([res.body.message].flat()).toContain(message);
      // The refused request is itself audited, as a failure.
      expect(await repo.count()).toBe(antes + 1);
    });

    it('deletes the rows older than daysToKeep, keeps the recent ones and audits how many it deleted', async () => {
      const repo = t.dataSource.getRepository(AuditLog);
      const haceDias = (dias: number) => new Date(Date.now() - dias * 86_400_000);
      const fila = (dias: number): Fila => ({ ...ANA, timestamp: haceDias(dias), tableName: 'activo', action: 'UPDATE', success: true, description: `hace ${dias} días` });
      const [hace100, hace91, hace89, ayer] = await insertar([fila(100), fila(91), fila(89), fila(1)]);
      const antiguas = Object.keys(CONOCIDAS).length + 2;
      const total = await repo.count();

      const res = await t.http.delete('/api/Audit/clean?daysToKeep=90').set(auth(maestro));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deletedCount: antiguas, daysToKeep: 90, cutoffDate: expect.any(String) });
      expect(Math.abs(Date.parse(res.body.cutoffDate) - haceDias(90).getTime())).toBeLessThan(60_000);

      const quedan = new Set((await repo.find({ select: { id: true } })).map((row) => row.id));
      expect([hace100, hace91, ...Object.values(ids)].filter((id) => quedan.has(id))).toEqual([]);
      expect(quedan.has(hace89) && quedan.has(ayer)).toBe(true);
      expect(quedan.size).toBe(total - antiguas + 1);

      const registro = await repo.findOneOrFail({ where: { tableName: 'audit_log', success: true }, order: { id: 'DESC' } });
      expect(registro).toMatchObject({ action: 'DELETE', httpMethod: 'DELETE', statusCode: 200, userEmail: 'admin@demo.pe' });
      expect(registro.description).toContain(`${antiguas} registros`);
      expect(registro.description).toContain('90 días');
      expect(registro.endpoint).toBe('/api/Audit/clean?daysToKeep=90');
    });
  });
});
