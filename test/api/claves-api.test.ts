import { createHash } from 'node:crypto';
import { ClaveApi } from '../../src/clave-api/clave-api.entity';
import { auth, crearCompania, crearUsuario, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

const CLAVE_NO_VALIDA = 'Clave de API no válida, revocada o vencida';
const SOLO_PERSONAS = 'Las claves de API no tienen acceso a esta ruta';
const SIN_PERMISO = 'No tiene permisos para realizar esta acción';

interface ClaveCreada {
  id: number;
  nombre: string;
  permiso: 'lectura' | 'escritura';
  prefijo: string;
  clave: string;
  creadaEl: string;
  expiraEl: string | null;
}

const conClave = (clave: string) => ({ 'X-API-Key': clave });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('API keys: /api/ClaveApi and the X-API-Key header', () => {
  let t: TestApp;
  let maestro: string;
  let andina: { id: number };
  let sur: { id: number };
  let adminAndina: UsuarioPrueba;
  let adminSur: UsuarioPrueba;
  let activoAndina: number;
  let activoSur: number;
  let lectura: ClaveCreada;
  let escritura: ClaveCreada;

  const crearClave = async (token: string, body: Record<string, unknown>, query = ''): Promise<ClaveCreada> => {
    const res = await t.http.post(`/api/ClaveApi${query}`).set(auth(token)).send(body);
    if (res.status !== 201) throw new Error(`crearClave: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const fila = async (id: number) => (await t.dataSource.query(`SELECT * FROM clave_api WHERE id = ${id}`))[0];
  /** The keys' identity and state, without the last-use time that any request may move. */
  const estadoClaves = () => t.dataSource.query('SELECT id, "companiaId", nombre, permiso, "expiraEl", "revocadaEl" FROM clave_api ORDER BY id');
  const contarActivos = async () => Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM activo'))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    sur = await crearCompania(t, maestro, 'Industrias del Sur S.A.', '2070000002');
    adminAndina = await crearUsuario(t, maestro, 2, andina.id, 'admin@andina.pe');
    adminSur = await crearUsuario(t, maestro, 2, sur.id, 'admin@sur.pe');
    const crearActivo = async (token: string, descripcion: string) => {
      const res = await t.http.post('/api/activos').set(auth(token)).send({ descripcion });
      if (res.status !== 201) throw new Error(`crearActivo: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id as number;
    };
    activoAndina = await crearActivo(adminAndina.token, 'Laptop de contabilidad');
    activoSur = await crearActivo(adminSur.token, 'Montacargas');
  });
  afterAll(() => t.close());

  describe('creation and listing', () => {
    it('answers the key once, and stores only its SHA-256 with the company and creator', async () => {
      const res = await t.http.post('/api/ClaveApi').set(auth(adminAndina.token)).send({ nombre: 'ERP Contable', permiso: 'lectura' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        nombre: 'ERP Contable',
        permiso: 'lectura',
        prefijo: res.body.clave.slice(0, 11),
        clave: expect.stringMatching(/^af_[A-Za-z0-9_-]{43}$/),
        creadaEl: expect.any(String),
        expiraEl: null,
      });
      lectura = res.body;

      const row = await fila(lectura.id);
      expect(row).toMatchObject({ companiaId: andina.id, nombre: 'ERP Contable', permiso: 'lectura', prefijo: lectura.prefijo, hash: sha256(lectura.clave) });
      expect(row.creadoPorId).toBe(adminAndina.id);
      expect(row.revocadaEl).toBeNull();
      // Neither the key nor its secret part (after the shown prefix) is anywhere in the row.
      const text = JSON.stringify(row);
      expect(text).not.toContain(lectura.clave);
      expect(text).not.toContain(lectura.clave.slice(11));
    });

    it('lists the keys of the caller’s company with every field, never the key or its hash', async () => {
      escritura = await crearClave(adminAndina.token, { nombre: 'Integración Almacén', permiso: 'escritura' });
      const res = await t.http.get('/api/ClaveApi').set(auth(adminAndina.token));
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('claveapi 0-1/2');
      expect(res.body).toEqual([
        {
          id: escritura.id,
          companiaId: andina.id,
          nombre: 'Integración Almacén',
          permiso: 'escritura',
          prefijo: escritura.prefijo,
          creadaEl: expect.any(String),
          expiraEl: null,
          revocadaEl: null,
          ultimoUsoEl: null,
          creadoPor: 'Tipo 2 Prueba',
          activa: true,
        },
        expect.objectContaining({ id: lectura.id, nombre: 'ERP Contable', permiso: 'lectura', activa: true }),
      ]);
      for (const { clave } of [lectura, escritura]) expect(res.text).not.toContain(clave.slice(11));
      expect(res.text).not.toContain(sha256(lectura.clave));
    });

    it('never writes a key into the audit log', async () => {
      const text = JSON.stringify(await snapshot(t, 'audit_log'));
      expect(text).toContain('ERP Contable');
      for (const { clave } of [lectura, escritura]) expect(text).not.toContain(clave.slice(11));
    });
  });

  describe('a lectura key', () => {
    it('reads its own company’s assets only and records its last use', async () => {
      const res = await t.http.get('/api/activos').set(conClave(lectura.clave));
      expect(res.status).toBe(200);
      const ids = res.body.map((a: { id: number }) => a.id);
      expect(ids).toContain(activoAndina);
      expect(ids).not.toContain(activoSur);
      expect(res.body.every((a: { companiaId: number }) => a.companiaId === andina.id)).toBe(true);
      // A key acts as type 6 (not Maestro): naming another company changes nothing.
      const ajena = await t.http.get(`/api/activos?companiaId=${sur.id}`).set(conClave(lectura.clave));
      expect(ajena.status).toBe(200);
      expect(ajena.body.map((a: { id: number }) => a.id)).not.toContain(activoSur);
      expect((await t.http.get(`/api/activos/${activoSur}`).set(conClave(lectura.clave))).status).toBe(404);
      expect((await fila(lectura.id)).ultimoUsoEl).not.toBeNull();
    });

    it('cannot write: 403 and no row', async () => {
      const before = await contarActivos();
      const res = await t.http.post('/api/activos').set(conClave(lectura.clave)).send({ descripcion: 'No debería existir' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, message: SIN_PERMISO });
      expect(await contarActivos()).toBe(before);
    });
  });

  describe('an escritura key', () => {
    it('creates an asset in its company, and the audit row names the key as the actor', async () => {
      const res = await t.http.post(`/api/activos?companiaId=${sur.id}`).set(conClave(escritura.clave)).send({ descripcion: 'Impresora térmica' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ descripcion: 'Impresora térmica', companiaId: andina.id });
      const [activo] = await t.dataSource.query(`SELECT "companiaId" FROM activo WHERE id = ${res.body.id}`);
      expect(activo.companiaId).toBe(andina.id);

      const rows = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'activo' AND action = 'CREATE' AND "recordId" = '${res.body.id}'`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        userName: 'Integración Almacén',
        claveApiId: escritura.id,
        userId: null,
        userEmail: null,
        companiaId: andina.id,
        statusCode: 201,
        httpMethod: 'POST',
      });
      expect(JSON.stringify(rows[0])).not.toContain(escritura.clave.slice(11));
    });

    it('still cannot do what type 5 cannot: POST /api/Area is 403', async () => {
      const res = await t.http.post('/api/Area').set(conClave(escritura.clave)).send({ nombre: 'Logística' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SIN_PERMISO);
    });
  });

  describe('routes closed to every key', () => {
    // Every row has its three values: a shorter row would make Jest pass `done` as the body.
    const rutas: Array<[string, string, Record<string, unknown> | undefined]> = [
      ['GET', '/api/Usuario', undefined],
      ['GET', '/api/Usuario/1', undefined],
      ['POST', '/api/Usuario', { tipo: 5, nombre: 'X' }],
      ['GET', '/api/Compania', undefined],
      ['PUT', '/api/Compania/1', { razonSocial: 'X' }],
      ['GET', '/api/ClaveApi', undefined],
      ['POST', '/api/ClaveApi', { nombre: 'Otra', permiso: 'escritura' }],
      ['DELETE', '/api/ClaveApi/1', undefined],
      ['GET', '/api/Audit', undefined],
      ['GET', '/api/auth/me', undefined],
      ['POST', '/api/auth/logout', undefined],
      ['POST', '/api/auth/2fa/inscripcion', undefined],
    ];
    it.each(rutas)('%s %s answers 403 to a lectura and an escritura key', async (method, path, body) => {
      const keys = await estadoClaves();
      for (const { clave } of [lectura, escritura]) {
        const req = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(conClave(clave));
        const res = await (body ? req.send(body) : req);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ statusCode: 403, message: SOLO_PERSONAS });
      }
      expect(await estadoClaves()).toEqual(keys);
    });
  });

  describe('refused keys answer 401, never 500', () => {
    it.each<[string, string]>([
      ['an empty header', ''],
      ['a short value', 'abc'],
      ['5,000 characters', 'af_' + 'x'.repeat(4997)],
      // UTF-8 bytes on the wire, as a client that does not encode headers would send them.
      ['non-ASCII bytes', Buffer.from('af_clave-ñandú-€-データ', 'utf8').toString('latin1')],
      ['a well-formed key nobody issued', `af_${'A'.repeat(43)}`],
      ['SQL in the header', "af_' OR '1'='1"],
    ])('%s', async (_, value) => {
      const res = await t.http.get('/api/activos').set('X-API-Key', value);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: CLAVE_NO_VALIDA, error: 'Unauthorized' });
    });

    it('a key whose end is past (set in the database) stops working and is listed inactive', async () => {
      const manana = new Date(Date.now() + 24 * 3600_000);
      const temporal = await crearClave(adminAndina.token, { nombre: 'Auditoría externa', permiso: 'lectura', expiraEl: manana.toISOString() });
      expect(new Date(temporal.expiraEl!).getTime()).toBe(manana.getTime());
      expect((await t.http.get('/api/activos').set(conClave(temporal.clave))).status).toBe(200);

      await t.dataSource.getRepository(ClaveApi).update(temporal.id, { expiraEl: new Date(Date.now() - 60_000) });
      const res = await t.http.get('/api/activos').set(conClave(temporal.clave));
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(CLAVE_NO_VALIDA);
      const listed = (await t.http.get('/api/ClaveApi').set(auth(adminAndina.token))).body.find((k: { id: number }) => k.id === temporal.id);
      expect(listed).toMatchObject({ activa: false, revocadaEl: null });
    });

    /** The 401 rows of refusals before the caller was known, and how many refusals they count. */
    const rechazos = async () => {
      const filas: Array<{ userId: number | null; success: boolean | number; cantidad: number | string }> = await t.dataSource.query(
        `SELECT * FROM audit_log WHERE "statusCode" = 401 AND action <> 'LOGIN_FAILED'`,
      );
      return { filas, cantidad: filas.reduce((total, row) => total + Number(row.cantidad), 0) };
    };

    it('a revoked key answers 401 from the next request, stays listed as revoked, and the refusal is audited', async () => {
      const victima = await crearClave(adminAndina.token, { nombre: 'Sistema retirado', permiso: 'escritura' });
      expect((await t.http.get('/api/activos').set(conClave(victima.clave))).status).toBe(200);

      const del = await t.http.delete(`/api/ClaveApi/${victima.id}`).set(auth(adminAndina.token));
      expect(del.status).toBe(204);
      expect((await fila(victima.id)).revocadaEl).not.toBeNull();

      const before = await contarActivos();
      const rechazosAntes = await rechazos();
      const write = await t.http.post('/api/activos').set(conClave(victima.clave)).send({ descripcion: 'Tarde' });
      expect(write.status).toBe(401);
      expect(write.body.message).toBe(CLAVE_NO_VALIDA);
      expect(await contarActivos()).toBe(before);
      const read = await t.http.get('/api/activos').set(conClave(victima.clave));
      expect(read.status).toBe(401);
      expect(read.body.message).toBe(CLAVE_NO_VALIDA);

      // Refused before the caller is known: both are counted on the 401 row of their IP and minute, never with the key.
      const refused = await rechazos();
      expect(refused.cantidad).toBe(rechazosAntes.cantidad + 2);
      expect(refused.filas.every((row) => row.userId === null && !row.success)).toBe(true);
      expect(JSON.stringify(refused.filas)).not.toContain(victima.clave.slice(11));

      const listed = (await t.http.get('/api/ClaveApi').set(auth(adminAndina.token))).body.find((k: { id: number }) => k.id === victima.id);
      expect(listed).toMatchObject({ activa: false, revocadaEl: expect.any(String) });
    });
  });

  describe('who manages keys', () => {
    it('an Administrador of another company never sees Andina’s keys and gets 404 revoking one', async () => {
      const propia = await crearClave(adminSur.token, { nombre: 'ERP Sur', permiso: 'lectura' });
      expect((await fila(propia.id)).companiaId).toBe(sur.id);
      for (const query of ['', `?companiaId=${andina.id}`]) {
        const list = await t.http.get(`/api/ClaveApi${query}`).set(auth(adminSur.token));
        expect(list.status).toBe(200);
        expect(list.body.map((k: { id: number }) => k.id)).toEqual([propia.id]);
      }
      const del = await t.http.delete(`/api/ClaveApi/${lectura.id}`).set(auth(adminSur.token));
      expect(del.status).toBe(404);
      expect(del.body.message).toBe('Clave de API no encontrada');
      expect((await fila(lectura.id)).revocadaEl).toBeNull();
      expect((await t.http.get('/api/activos').set(conClave(lectura.clave))).status).toBe(200);
      // Nor can it create one for Andina: a non-Maestro's ?companiaId= is ignored.
      const otra = await crearClave(adminSur.token, { nombre: 'Intento cruzado', permiso: 'lectura' }, `?companiaId=${andina.id}`);
      expect((await fila(otra.id)).companiaId).toBe(sur.id);
    });

    it('a Maestro creates and lists a key for another company with ?companiaId=, and that key reads only that company', async () => {
      const clave = await crearClave(maestro, { nombre: 'Consolidador', permiso: 'lectura' }, `?companiaId=${sur.id}`);
      expect(await fila(clave.id)).toMatchObject({ companiaId: sur.id, creadoPor: 'Administrador' });
      const list = await t.http.get(`/api/ClaveApi?companiaId=${sur.id}`).set(auth(maestro));
      expect(list.body.map((k: { id: number }) => k.id)).toContain(clave.id);
      expect(list.body.every((k: { companiaId: number }) => k.companiaId === sur.id)).toBe(true);
      const activos = await t.http.get('/api/activos').set(conClave(clave.clave));
      expect(activos.status).toBe(200);
      expect(activos.body.map((a: { id: number }) => a.id)).toEqual([activoSur]);
    });

    describe('a key ends with the administration of whoever made it', () => {
      const camposDe = async (id: number) => {
        const { id: _id, createdAt: _c, updatedAt: _u, companiaNombre: _n, ...campos } = (await t.http.get(`/api/Usuario/${id}`).set(auth(maestro))).body;
        return campos as Record<string, unknown>;
      };
      const auditoria = async (id: number) =>
        (await t.dataSource.query(`SELECT description FROM audit_log WHERE "tableName" = 'usuario' AND "recordId" = '${id}' ORDER BY id DESC`))[0].description as string;

      it.each([
        ['deleted', (id: number) => t.http.delete(`/api/Usuario/${id}`).set(auth(maestro)), 204, 'Eliminación de usuario'],
        ['moved to another company', async (id: number) => t.http.put(`/api/Usuario/${id}`).set(auth(maestro)).send({ ...(await camposDe(id)), companiaId: andina.id }), 200, 'Actualización de usuario'],
        ['made a plain user', async (id: number) => t.http.put(`/api/Usuario/${id}`).set(auth(maestro)).send({ ...(await camposDe(id)), tipo: 5 }), 200, 'Actualización de usuario'],
      ])('when it is %s: revoked in the same change, and the audit row says which', async (_, cambiar, status, accion) => {
        const creador = await crearUsuario(t, maestro, 2, sur.id, `creador${Math.random().toString(36).slice(2, 8)}@sur.pe`);
        const [propia, otraDelCreador] = [
          await crearClave(creador.token, { nombre: 'ERP del creador', permiso: 'escritura' }),
          await crearClave(creador.token, { nombre: 'BI del creador', permiso: 'lectura' }),
        ];
        const ajena = await crearClave(adminSur.token, { nombre: 'De otro administrador', permiso: 'lectura' });
        expect((await t.http.get('/api/activos').set(conClave(propia.clave))).status).toBe(200);

        expect((await cambiar(creador.id)).status).toBe(status);
        for (const clave of [propia, otraDelCreador]) {
          expect((await fila(clave.id)).revocadaEl).not.toBeNull();
          expect((await t.http.get('/api/activos').set(conClave(clave.clave))).status).toBe(401);
        }
        // Another administrator's key of the same company goes on.
        expect((await t.http.get('/api/activos').set(conClave(ajena.clave))).status).toBe(200);
        expect(await auditoria(creador.id)).toBe(
          `${accion} #${creador.id}; claves de API que creó, revocadas: ERP del creador (${propia.prefijo}…), BI del creador (${otraDelCreador.prefijo}…)`,
        );
      });

      it('a plain edit of its maker (name, phone) keeps it', async () => {
        const creador = await crearUsuario(t, maestro, 2, sur.id, 'creador.quieto@sur.pe');
        const clave = await crearClave(creador.token, { nombre: 'ERP estable', permiso: 'lectura' });
        await t.http.put(`/api/Usuario/${creador.id}`).set(auth(maestro)).send({ ...(await camposDe(creador.id)), nombre: 'Renombrado' }).expect(200);
        expect((await fila(clave.id)).revocadaEl).toBeNull();
        expect((await t.http.get('/api/activos').set(conClave(clave.clave))).status).toBe(200);
      });
    });
  });

  describe('validation', () => {
    // The DTO's own rules are the controller's (src/clave-api/clave-api.controller.spec.ts); this one is the service's.
    it('expiraEl in the past → 400 in Spanish, no key', async () => {
      const before = await estadoClaves();
      const res = await t.http.post('/api/ClaveApi').set(auth(adminAndina.token)).send({ nombre: 'Sistema', permiso: 'lectura', expiraEl: '2020-01-01T00:00:00Z' });
      expect(res.status).toBe(400);
      expect([res.body.message].flat()).toContain('La fecha de vencimiento debe ser futura');
      expect(res.body.clave).toBeUndefined();
      expect(await estadoClaves()).toEqual(before);
    });

    it('answers 404 for a key id that does not exist', async () => {
      const res = await t.http.delete('/api/ClaveApi/987654').set(auth(adminAndina.token));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Clave de API no encontrada');
    });
  });

  describe('the OpenAPI document', () => {
    let doc: { components: { securitySchemes: Record<string, unknown> }; paths: Record<string, Record<string, { security?: unknown[] }>> };
    beforeAll(async () => {
      const res = await t.http.get('/api/docs-json');
      expect(res.status).toBe(200);
      doc = res.body;
    });

    it('declares the bearer token and the X-API-Key header', () => {
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
      expect(doc.components.securitySchemes['clave-api']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    });

    /** An operation's security requirements, each once, in order of first appearance. */
    const distintos = (security: unknown[] = []) => [...new Set(security.map((s) => JSON.stringify(s)))].map((s) => JSON.parse(s));
    const both = [{ bearer: [] }, { 'clave-api': [] }];

    it('offers both on business routes and only the bearer token on routes closed to keys', () => {
      expect(distintos(doc.paths['/api/activos'].get.security)).toEqual(both);
      expect(distintos(doc.paths['/api/activos'].post.security)).toEqual(both);
      expect(distintos(doc.paths['/api/Area'].get.security)).toEqual(both);
      for (const [path, method] of [
        ['/api/Usuario', 'get'],
        ['/api/Compania', 'get'],
        ['/api/ClaveApi', 'get'],
        ['/api/ClaveApi', 'post'],
        ['/api/Audit', 'get'],
        ['/api/auth/me', 'get'],
      ]) {
        expect({ path, method, security: doc.paths[path][method].security }).toEqual({ path, method, security: [{ bearer: [] }] });
      }
    });

    it('lists each scheme once per operation', () => {
      const repetidas = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, op]) => (op.security ?? []).length !== distintos(op.security).length)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(repetidas).toEqual([]);
    });
  });
});
