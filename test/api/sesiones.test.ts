import { auth, crearCompania, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

const REFUSED = 'Sesión no válida o expirada. Inicie sesión nuevamente.';
const CLAVE = 'Clave-Prueba-123';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

describe('server-side sessions', () => {
  let t: TestApp;
  let maestro: string;
  let andina: { id: number };
  let n = 0;

  /** A new type-5 user of the demo company, logged in. */
  const persona = (tipo = 5, companiaId = 1) => crearUsuario(t, maestro, tipo, companiaId, `persona${++n}@demo.pe`);
  const me = (token: string) => t.http.get('/api/auth/me').set(auth(token));
  const camposDe = async (id: number) => {
    const { id: _id, createdAt: _c, updatedAt: _u, companiaNombre: _n, ...campos } = (await t.http.get(`/api/Usuario/${id}`).set(auth(maestro))).body;
    return campos as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
  });
  afterAll(() => t.close());

  it('opens a session row per login, named by the token, with the caller’s address and browser', async () => {
    const res = await t.http.post('/api/auth/login').set('User-Agent', 'Navegador de prueba/1.0').send({ correoElectronico: DEMO.email, contrasena: DEMO.password });
    const claims = claimsOf(res.body.token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'jti', 'sub']);
    const [sesion] = await t.dataSource.query(`SELECT * FROM sesion WHERE id = '${claims.jti}'`);
    expect(sesion).toMatchObject({ usuarioId: claims.sub, companiaId: 1, userAgent: 'Navegador de prueba/1.0', revocada: null });
    expect(sesion.ip).toBeTruthy();
    expect(new Date(sesion.expira).getTime() - new Date(sesion.creada).getTime()).toBe(8 * 3600_000);
    const answer = await me(res.body.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ tipo: 1, companiaId: 1, sesion: { id: claims.jti, inactividadMinutos: 30 }, dosFactores: false });
  });

  it('logout revokes the session: the same token answers 401 on its next use, and a new login works', async () => {
    const token = await t.login();
    await t.http.post('/api/auth/logout').set(auth(token)).expect(204);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(REFUSED);
    expect((await me(await t.login())).status).toBe(200);
    const [fila] = await t.dataSource.query(`SELECT action, success FROM audit_log WHERE action = 'LOGOUT' ORDER BY id DESC`);
    expect(fila).toMatchObject({ action: 'LOGOUT' });
  });

  it('reads the user’s current type and company on every request, not the ones of the token', async () => {
    const usuario = await persona(5);
    expect((await t.http.post('/api/Area').set(auth(usuario.token)).send({ nombre: 'No debe crearse' })).status).toBe(403);
    // Raised behind the API's back: the next request already has the new rights.
    await t.dataSource.query(`UPDATE usuario SET tipo = 3 WHERE id = ${usuario.id}`);
    expect((await t.http.post('/api/Area').set(auth(usuario.token)).send({ nombre: 'Almacén central' })).status).toBe(201);
    await t.dataSource.query(`UPDATE usuario SET tipo = 6, "companiaId" = ${andina.id} WHERE id = ${usuario.id}`);
    expect((await me(usuario.token)).body).toMatchObject({ tipo: 6, companiaId: andina.id, companiaNombre: 'Comercial Andina S.A.C.' });
    expect((await t.http.post('/api/activos').set(auth(usuario.token)).send({ codigo: 'X-1', descripcion: 'x' })).status).toBe(403);
  });

  describe('revokes every session of a user when an administrator', () => {
    const cases: Array<[string, (u: UsuarioPrueba) => Promise<unknown>]> = [
      ['deletes it', (u) => t.http.delete(`/api/Usuario/${u.id}`).set(auth(maestro)).expect(204)],
      ['changes its type', async (u) => t.http.put(`/api/Usuario/${u.id}`).set(auth(maestro)).send({ ...(await camposDe(u.id)), tipo: 4 }).expect(200)],
      ['moves it to another company', async (u) => t.http.put(`/api/Usuario/${u.id}`).set(auth(maestro)).send({ ...(await camposDe(u.id)), companiaId: andina.id }).expect(200)],
      ['resets its password', async (u) => t.http.put(`/api/Usuario/${u.id}`).set(auth(maestro)).send({ ...(await camposDe(u.id)), contrasena: 'Otra-Clave-456' }).expect(200)],
    ];
    it.each(cases)('%s', async (_, change) => {
      const usuario = await persona(5);
      const second = await t.login(usuario.email, CLAVE);
      expect((await me(usuario.token)).status).toBe(200);
      await change(usuario);
      for (const token of [usuario.token, second]) {
        const res = await me(token);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(REFUSED);
      }
    });

    it('but a plain edit (name, phone) keeps them', async () => {
      const usuario = await persona(5);
      await t.http.put(`/api/Usuario/${usuario.id}`).set(auth(maestro)).send({ ...(await camposDe(usuario.id)), nombre: 'Renombrada', contrasena: '' }).expect(200);
      expect((await me(usuario.token)).status).toBe(200);
    });

    it('and a change an administrator makes to itself keeps the session that made it', async () => {
      const admin = await persona(2);
      const otra = await t.login(admin.email, CLAVE);
      await t.http.put(`/api/Usuario/${admin.id}`).set(auth(admin.token)).send({ ...(await camposDe(admin.id)), contrasena: 'Nueva-Clave-789' }).expect(200);
      expect((await me(admin.token)).status).toBe(200);
      expect((await me(otra)).status).toBe(401);
    });
  });

  describe('PUT /api/auth/password', () => {
    it('changes one’s own password with the current one, ends the other sessions and keeps this one', async () => {
      const usuario = await persona(6);
      const otra = await t.login(usuario.email, CLAVE);
      await t.http.put('/api/auth/password').set(auth(usuario.token)).send({ contrasenaActual: CLAVE, contrasenaNueva: 'Mi-Nueva-Clave-2026' }).expect(204);
      expect((await me(usuario.token)).status).toBe(200);
      expect((await me(otra)).status).toBe(401);
      await expect(t.login(usuario.email, CLAVE)).rejects.toThrow(/401/);
      await t.login(usuario.email, 'Mi-Nueva-Clave-2026');
      const [fila] = await t.dataSource.query(`SELECT * FROM audit_log WHERE endpoint = '/api/auth/password' ORDER BY id DESC`);
      expect(fila).toMatchObject({ action: 'UPDATE', success: expect.anything(), recordId: String(usuario.id) });
      expect(JSON.stringify(fila)).not.toContain('Mi-Nueva-Clave-2026');
    });

    const cases: Array<[string, (local: string) => Record<string, string>, string]> = [
      ['a wrong current password', () => ({ contrasenaActual: 'No-Es-La-Mia-1', contrasenaNueva: 'Mi-Nueva-Clave-2026' }), 'La contraseña actual no es correcta'],
      ['a short new one', () => ({ contrasenaActual: CLAVE, contrasenaNueva: 'corta' }), 'La contraseña debe tener al menos 10 caracteres'],
      ['a new one over 256 characters', () => ({ contrasenaActual: CLAVE, contrasenaNueva: 'contraseña-'.repeat(24) }), 'La contraseña no puede exceder los 256 caracteres'],
      ['ten spaces', () => ({ contrasenaActual: CLAVE, contrasenaNueva: ' '.repeat(10) }), 'La contraseña debe tener al menos 5 caracteres distintos'],
      ['one letter ten times', () => ({ contrasenaActual: CLAVE, contrasenaNueva: 'aaaaaaaaaa' }), 'La contraseña debe tener al menos 5 caracteres distintos'],
      ['a common one', () => ({ contrasenaActual: CLAVE, contrasenaNueva: 'qwertyuiop' }), 'La contraseña es demasiado común; elija otra'],
      [
        'a sequence of digits',
        () => ({ contrasenaActual: CLAVE, contrasenaNueva: '12345678901' }),
        'La contraseña es demasiado fácil de adivinar (secuencias, repeticiones, fechas o palabras conocidas); use una frase de varias palabras poco comunes',
      ],
      [
        'one with the e-mail’s local part',
        (local) => ({ contrasenaActual: CLAVE, contrasenaNueva: `Clave-${local.toUpperCase()}-2026` }),
        'La contraseña no puede contener la parte de su correo antes de la @',
      ],
      ['the same one', () => ({ contrasenaActual: CLAVE, contrasenaNueva: CLAVE }), 'La nueva contraseña debe ser distinta de la actual'],
      ['a missing field', () => ({ contrasenaActual: CLAVE }), 'La nueva contraseña es obligatoria'],
    ];
    it.each(cases)('refuses %s with a Spanish 400 and changes nothing', async (_, body, message) => {
      const usuario = await persona(5);
      const res = await t.http.put('/api/auth/password').set(auth(usuario.token)).send(body(usuario.email.split('@')[0]));
      expect(res.status).toBe(400);
      expect([res.body.message].flat()).toContain(message);
      await t.login(usuario.email, CLAVE);
      expect((await me(usuario.token)).status).toBe(200);
    });
  });

  describe('an administrator’s view of a user’s sessions', () => {
    let admin: UsuarioPrueba;
    let usuario: UsuarioPrueba;
    beforeAll(async () => {
      admin = await persona(2);
      usuario = await persona(5);
    });

    it('lists the live sessions with since, last use, IP and browser, and ends one or all (audited)', async () => {
      const segunda = await t.login(usuario.email, CLAVE);
      const lista = await t.http.get(`/api/Usuario/${usuario.id}/sesiones`).set(auth(admin.token));
      expect(lista.status).toBe(200);
      expect(lista.body).toHaveLength(2);
      expect(lista.body[0]).toEqual({ id: expect.any(String), creada: expect.any(String), ultimoUso: expect.any(String), expira: expect.any(String), ip: expect.any(String), userAgent: null, actual: false });
      const idSegunda = claimsOf(segunda).jti as string;

      await t.http.delete(`/api/Usuario/${usuario.id}/sesiones/${idSegunda}`).set(auth(admin.token)).expect(204);
      expect((await me(segunda)).status).toBe(401);
      expect((await me(usuario.token)).status).toBe(200);
      expect((await t.http.get(`/api/Usuario/${usuario.id}/sesiones`).set(auth(admin.token))).body.map((s: { id: string }) => s.id)).not.toContain(idSegunda);

      await t.http.delete(`/api/Usuario/${usuario.id}/sesiones`).set(auth(admin.token)).expect(204);
      expect((await me(usuario.token)).status).toBe(401);
      expect((await t.http.get(`/api/Usuario/${usuario.id}/sesiones`).set(auth(admin.token))).body).toEqual([]);

      const filas = await t.dataSource.query(`SELECT action, "tableName", "recordId", description, "companiaId" FROM audit_log WHERE "tableName" = 'sesion' ORDER BY id`);
      expect(filas).toEqual([
        expect.objectContaining({ action: 'DELETE', recordId: idSegunda, description: `Cierre de la sesión ${idSegunda} del usuario #${usuario.id}`, companiaId: 1 }),
        expect.objectContaining({ action: 'DELETE', recordId: String(usuario.id), description: `Cierre de todas las sesiones del usuario #${usuario.id} (1)`, companiaId: 1 }),
      ]);
    });

    it('marks the caller’s own session as actual', async () => {
      const propias = await t.http.get(`/api/Usuario/${admin.id}/sesiones`).set(auth(admin.token));
      expect(propias.body.find((s: { id: string }) => s.id === claimsOf(admin.token).jti)).toMatchObject({ actual: true });
    });

    // That it is for types 1-2 (a type 3 gets 403), never an API key's, and that a session id that is not a UUID answers 404 are src/usuario/usuario-sesiones.controller.spec.ts's.
    it('is for the same company only; another user’s session id answers 404', async () => {
      const ajeno = await crearUsuario(t, maestro, 2, andina.id, `admin${++n}@andina.pe`);
      expect((await t.http.get(`/api/Usuario/${usuario.id}/sesiones`).set(auth(ajeno.token))).status).toBe(404);
      expect((await t.http.delete(`/api/Usuario/${usuario.id}/sesiones`).set(auth(ajeno.token))).status).toBe(404);
      const otra = claimsOf(admin.token).jti as string;
      expect((await t.http.delete(`/api/Usuario/${usuario.id}/sesiones/${otra}`).set(auth(admin.token))).status).toBe(404);
      expect((await me(admin.token)).status).toBe(200);
    });

    it("follows the rule of editing that user: an administrator neither sees nor ends a Maestro's sessions", async () => {
      const demo = (await t.http.get('/api/auth/me').set(auth(maestro))).body.userId as number;
      const rechazos = await Promise.all([
        t.http.get(`/api/Usuario/${demo}/sesiones`).set(auth(admin.token)),
        t.http.delete(`/api/Usuario/${demo}/sesiones`).set(auth(admin.token)),
        t.http.delete(`/api/Usuario/${demo}/sesiones/${claimsOf(maestro).jti as string}`).set(auth(admin.token)),
        t.http.put(`/api/Usuario/${demo}`).set(auth(admin.token)).send(await camposDe(demo)),
      ]);
      expect(rechazos.map((res) => [res.status, res.body.message])).toEqual(
        Array(4).fill([403, 'Solo un usuario Maestro puede gestionar usuarios Maestro']),
      );
      expect((await me(maestro)).status).toBe(200);
    });
  });

  it('audits a refused credential, read or write, with a Spanish 401: counted on the 401 row of its IP and minute', async () => {
    const token = await t.login();
    await t.http.post('/api/auth/logout').set(auth(token)).expect(204);
    const rechazos = async () => {
      const filas: Array<{ cantidad: number | string; errorMessage: string }> = await t.dataSource.query(
        `SELECT cantidad, "errorMessage" FROM audit_log WHERE "statusCode" = 401 AND action <> 'LOGIN_FAILED'`,
      );
      return { cantidad: filas.reduce((total, fila) => total + Number(fila.cantidad), 0), mensajes: [...new Set(filas.map((fila) => fila.errorMessage))] };
    };
    const antes = await rechazos();
    const res = await t.http.get('/api/activos').set(auth(token));
    expect(res.status).toBe(401);
    expect(await rechazos()).toEqual({ cantidad: antes.cantidad + 1, mensajes: [REFUSED] });
  });

  it('answers Cache-Control: no-store to authenticated JSON and to downloads', async () => {
    for (const path of ['/api/auth/me', '/api/activos', '/api/activos/export/excel']) {
      const res = await t.http.get(path).set(auth(maestro));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  describe('audit rows belong to the company whose data changed', () => {
    it('a Maestro writing in company 2 with ?companiaId= leaves a row of company 2 that names its own company apart', async () => {
      const res = await t.http.post(`/api/activos?companiaId=${andina.id}`).set(auth(maestro)).send({ codigo: 'AND-001', descripcion: 'Montacargas' });
      expect(res.status).toBe(201);
      const [fila] = await t.dataSource.query(`SELECT "companiaId", "actorCompaniaId", "userEmail" FROM audit_log WHERE "recordCode" = 'AND-001' AND action = 'CREATE'`);
      expect(fila).toEqual({ companiaId: andina.id, actorCompaniaId: 1, userEmail: DEMO.email });
    });

    it("so each company's dashboard shows its own changes only", async () => {
      const actividad = async (query: string) =>
        ((await t.http.get(`/api/dashboard${query}`).set(auth(maestro))).body.recentActivities as Array<{ recordCode: string | null }>).map((a) => a.recordCode);
      expect(await actividad(`?companiaId=${andina.id}`)).toContain('AND-001');
      expect(await actividad('')).not.toContain('AND-001');
    });
  });
});
