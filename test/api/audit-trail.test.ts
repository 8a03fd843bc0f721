import { xlsxFile } from '../fixtures/spreadsheets';
import { auth, crearCompania, crearUsuario, download, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

interface AuditRow {
  action: string;
  tableName: string;
  statusCode: number;
  success: boolean | number;
  userId: number | null;
  userEmail: string | null;
  recordId: string | null;
  recordCode: string | null;
  description: string;
  oldValues: string | null;
  newValues: string | null;
  errorMessage: string | null;
  httpMethod: string;
  endpoint: string;
  requestId: string | null;
}

type Operation = { method: 'post' | 'put' | 'patch' | 'delete'; path: string; publica: boolean };

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const ACTION: Record<string, string> = { post: 'CREATE', put: 'UPDATE', patch: 'UPDATE', delete: 'DELETE' };
/** The audit table of each route prefix; the others are logged under their own lower-cased prefix. */
const TABLE: Record<string, string> = {
  activos: 'activo',
  auth: 'usuario',
  audit: 'audit_log',
  claveapi: 'clave_api',
  inventarios: 'inventario',
  custodios: 'custodio',
  'actas-entrega': 'acta_custodia',
  'actas-devolucion': 'acta_custodia',
  'actas-configuracion': 'acta_configuracion',
  'campos-personalizados': 'campo_personalizado',
};
/**
 * Sub-resources with a table of their own: a user's sessions (/api/Usuario/{id}/sesiones), an asset's improvements, a
 * year's close, the transport guide's drivers and vehicles (/api/gre/conductores), the guía electrónica's
 * configuration and certificate, a movement's electronic guide (/api/Movimiento/{id}/gre) and the return acta of all
 * a custodian holds (/api/custodios/{id}/devolver-todo), the documents of an asset (/api/activos/{id}/documentos).
 */
const SUBRECURSOS: Record<string, string> = {
  sesiones: 'sesion',
  mejoras: 'activo_mejora',
  cierre: 'cierre_ejercicio',
  conductores: 'conductor',
  vehiculos: 'vehiculo',
  configuracion: 'gre_configuracion',
  'contabilidad/configuracion': 'contabilidad_configuracion',
  'contabilidad/cuentas': 'cuenta_de_categoria',
  'contabilidad/centros-costo': 'area',
  certificado: 'gre_configuracion',
  gre: 'guia_electronica',
  'devolver-todo': 'acta_custodia',
  documentos: 'documento_de_activo',
};
const MISSING_ID = 999999;

describe('the audit trail is complete', () => {
  let t: TestApp;
  let maestro: string;
  let maestroId: number;
  let jefe: UsuarioPrueba;

  const rowsOf = (requestId: string): Promise<AuditRow[]> =>
    t.dataSource.query(`SELECT * FROM audit_log WHERE "requestId" = ${t.dataSource.driver.createParameter('id', 0)} ORDER BY id`, [requestId]);
  const allRows = (): Promise<AuditRow[]> => t.dataSource.query('SELECT * FROM audit_log ORDER BY id');
  const succeeded = (row: AuditRow) => row.success === true || row.success === 1;

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    maestroId = (JSON.parse(Buffer.from(maestro.split('.')[1], 'base64url').toString()) as { sub: number }).sub;
    const compania = await crearCompania(t, maestro, 'Auditada S.A.C.', '2060000001');
    jefe = await crearUsuario(t, maestro, 2, compania.id, 'jefe@auditada.pe');
  });
  afterAll(() => t.close());

  it('writes exactly one row for every write route of the API, failures included, with action, table, user and status', async () => {
    const document = (await t.http.get('/api/docs-json')).body as { paths: Record<string, Record<string, { 'x-permiso'?: string }>> };
    // A public route (login, the enrolment link) does not read the caller's session: its row names no one until it succeeds.
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      WRITE_METHODS.filter((method) => method in methods).map((method) => ({ method, path, publica: !methods[method]['x-permiso'] })),
    );
    expect(operations.length).toBeGreaterThan(30);
    // Logging out last: the session it ends is the one the walk uses.
    operations.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));

    for (const { method, path, publica } of operations) {
      const url = path.replace(/\{[^}]+\}/g, String(MISSING_ID));
      const res = await t.http[method](url).set(auth(maestro)).send({});
      const label = `${method.toUpperCase()} ${path} → ${res.status}`;
      const rows = await rowsOf(res.headers['x-request-id']);
      expect({ label, rows: rows.length }).toEqual({ label, rows: 1 });
      const [row] = rows;
      // The last segment that names one (with its parent where two share a name): /api/gre/conductores is a driver's,
      // /api/Movimiento/{id}/gre a guide's, /api/contabilidad/configuracion the accounting's and not the guide's.
      const segmentos = path.split('/');
      const conPadre = segmentos.map((segmento, i) => (`${segmentos[i - 1]}/${segmento}` in SUBRECURSOS ? `${segmentos[i - 1]}/${segmento}` : segmento));
      const subrecurso = conPadre.reverse().find((segmento) => segmento in SUBRECURSOS);
      const prefix = subrecurso ? SUBRECURSOS[subrecurso] : path.replace(/^\/api\//, '').split('/')[0].toLowerCase();
      // The password step, the verification-code step and the first code of an enrolment link are all login attempts.
      const isLogin = path.endsWith('/auth/login') || path.endsWith('/auth/2fa') || path.endsWith('/auth/2fa/enlace/activar');
      const session = isLogin ? (res.status < 400 ? 'LOGIN_SUCCESS' : 'LOGIN_FAILED') : path.endsWith('/auth/logout') ? 'LOGOUT' : null;
      expect({ label, ...pick(row) }).toEqual({
        label,
        action: session ?? ACTION[method],
        tableName: TABLE[prefix] ?? prefix,
        httpMethod: method.toUpperCase(),
        statusCode: res.status,
        success: res.status < 400,
        userId: session === 'LOGIN_FAILED' || (publica && res.status >= 400) ? null : maestroId,
      });
      if (res.status >= 400) expect({ label, errorMessage: row.errorMessage }).toEqual({ label, errorMessage: expect.any(String) });
    }
    // The walk ended by logging out: that session is closed now.
    maestro = await t.login();
  });

  it('records successful creates, updates and deletes with the record and the user', async () => {
    const creada = await t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre: 'Contabilidad' }).expect(201);
    const id = creada.body.id as number;
    const actualizada = await t.http.put(`/api/Area/${id}`).set(auth(jefe.token)).send({ id, nombre: 'Contabilidad General' }).expect(200);
    const borrada = await t.http.delete(`/api/Area/${id}`).set(auth(jefe.token)).expect(204);
    const rows = await Promise.all([creada, actualizada, borrada].map(async (res) => (await rowsOf(res.headers['x-request-id']))[0]));
    expect(rows.map((row) => [row.action, row.tableName, row.recordId, row.userId, row.statusCode, succeeded(row)])).toEqual([
      ['CREATE', 'area', String(id), jefe.id, 201, true],
      ['UPDATE', 'area', String(id), jefe.id, 200, true],
      ['DELETE', 'area', String(id), jefe.id, 204, true],
    ]);
    expect(JSON.parse(rows[1].oldValues!)).toMatchObject({ nombre: 'Contabilidad' });
    expect(JSON.parse(rows[1].newValues!)).toMatchObject({ nombre: 'Contabilidad General' });
  });

  it('writes the row of each of 30 writes at once, each with its own record, and answers each only after its row is stored', async () => {
    // Rows that arrive while another is being written go together in one INSERT (EscrituraAgrupada).
    const creadas = await Promise.all(Array.from({ length: 30 }, (_, i) => t.http.post('/api/Area').set(auth(jefe.token)).send({ nombre: `Simultánea ${i}` })));
    const filas = await Promise.all(creadas.map(async (res) => ({ res, filas: await rowsOf(res.headers['x-request-id']) })));
    for (const { res, filas: [fila, ...otras] } of filas) {
      expect(res.status).toBe(201);
      expect(otras).toEqual([]);
      expect([fila.action, fila.tableName, fila.recordId, fila.userId]).toEqual(['CREATE', 'area', String(res.body.id), jefe.id]);
      expect(JSON.parse(fila.newValues!)).toMatchObject({ nombre: res.body.nombre });
    }
  });

  it('records an import as one row per created asset plus the summary, in the same request', async () => {
    const file = await xlsxFile([
      ['Código', 'Descripción'],
      ['AUD-1', 'Escritorio'],
      ['AUD-2', ''],
      ['AUD-3', 'Silla ergonómica'],
    ]);
    const res = await t.http
      .post('/api/activos/import-excel')
      .set(auth(jefe.token))
      .attach('file', file, 'activos.xlsx')
      .field('config', JSON.stringify({ startRow: 2, CodigoColumn: 1, DescripcionColumn: 2 }))
      .expect(201);
    expect(res.body).toMatchObject({ successCount: 2, errorCount: 1 });
    const creados = await t.http.get('/api/activos/search?codigo=AUD-').set(auth(jefe.token)).expect(200);
    const idDe = (codigo: string) => String(creados.body.find((a: { codigo: string }) => a.codigo === codigo).id);

    const rows = await rowsOf(res.headers['x-request-id']);
    expect(rows).toHaveLength(3);
    const porRegistro = rows.filter((row) => row.recordCode !== null);
    expect(porRegistro.map((row) => [row.action, row.tableName, row.recordId, row.recordCode, row.userId])).toEqual([
      ['CREATE', 'activo', idDe('AUD-1'), 'AUD-1', jefe.id],
      ['CREATE', 'activo', idDe('AUD-3'), 'AUD-3', jefe.id],
    ]);
    expect(JSON.parse(porRegistro[0].newValues!)).toMatchObject({ codigo: 'AUD-1', descripcion: 'Escritorio' });
    const resumen = rows.find((row) => row.recordCode === null)!;
    expect(resumen).toMatchObject({ action: 'CREATE', tableName: 'activo', statusCode: 201, description: 'Importación de activos desde Excel: 2 creados, 1 con error' });
  });

  it('records exports and downloads as READ, with the filters asked for, and refused ones as failures', async () => {
    const excel = await download(t.http.get('/api/activos/export/excel?descripcion=silla').set(auth(jefe.token)));
    expect(excel.status).toBe(200);
    const [row] = await rowsOf(excel.headers['x-request-id']);
    expect(row).toMatchObject({ action: 'READ', tableName: 'activo', userId: jefe.id, statusCode: 200, description: 'Exportación de activos a Excel' });
    expect(JSON.parse(row.newValues!)).toEqual({ descripcion: 'silla' });

    const guia = await t.http.get(`/api/Movimiento/${MISSING_ID}/guia/pdf`).set(auth(jefe.token));
    expect(guia.status).toBe(404);
    const [fallida] = await rowsOf(guia.headers['x-request-id']);
    expect(fallida).toMatchObject({ action: 'READ', tableName: 'movimiento', recordId: String(MISSING_ID), statusCode: 404, description: 'Impresión de la guía de remisión' });
    expect(succeeded(fallida)).toBe(false);

    for (const path of ['/api/Movimiento/export', '/api/mantenimiento/export', '/api/activos/export/pdf', '/api/reportes/activos/excel', `/api/reportes/formato-71/ple?anio=${new Date().getFullYear()}`]) {
      const res = await download(t.http.get(path).set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect((await rowsOf(res.headers['x-request-id']))[0]).toMatchObject({ action: 'READ', userId: jefe.id });
    }

    const lectura = await t.http.get('/api/activos').set(auth(jefe.token)).expect(200);
    expect(await rowsOf(lectura.headers['x-request-id'])).toHaveLength(0);
  });

  it('never stores a password or a token in any audit value', async () => {
    const clave = 'ClaveSecreta-Larga-2026';
    const usuario = await t.http
      .post('/api/Usuario')
      .set(auth(maestro))
      .send({ tipo: 5, companiaId: 1, nombre: 'Secreto', apellido: 'Guardado', correoElectronico: 'secreto@demo.pe', contrasena: clave, codigo: 'SEC-1' });
    expect([usuario.status, usuario.body.message]).toEqual([201, undefined]);
    await t.http.put(`/api/Usuario/${usuario.body.id}`).set(auth(maestro)).send({ ...usuario.body, contrasena: `${clave}-2` }).expect(200);
    await t.http.post('/api/auth/login').send({ correoElectronico: 'secreto@demo.pe', contrasena: 'Equivocada-99' }).expect(401);
    const token = (await t.http.post('/api/auth/login').send({ CorreoElectronico: 'secreto@demo.pe', Contrasena: `${clave}-2` }).expect(200)).body.token as string;
    await t.http.post('/api/auth/logout').set(auth(token));

    const secretos = [clave, 'Equivocada-99', token, maestro, jefe.token, DEMO.password];
    const hash = /\$2[aby]\$\d\d\$/;
    const filas = await allRows();
    expect(filas.length).toBeGreaterThan(5);
    for (const fila of filas) {
      const texto = [fila.oldValues, fila.newValues, fila.description, fila.errorMessage, fila.endpoint].join(' ');
      const leaked = secretos.find((secreto) => texto.includes(secreto)) ?? hash.exec(texto)?.[0] ?? null;
      expect({ id: fila.requestId, leaked }).toEqual({ id: fila.requestId, leaked: null });
    }
  });
});

function pick(row: AuditRow) {
  return {
    action: row.action,
    tableName: row.tableName,
    httpMethod: row.httpMethod,
    statusCode: row.statusCode,
    success: row.success === true || row.success === 1,
    userId: row.userId,
  };
}
