import { hashSync } from 'bcryptjs';
import { hashContrasena } from '../../src/usuario/hash-contrasena';
import { auth, crearCompania, crearUsuario, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, DEMO, TestApp } from '../utils/test-app';

describe('/api/Usuario', () => {
  let t: TestApp;
  let maestro: string;
  let andina: { id: number };
  let admin2: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let adminDemo: UsuarioPrueba;

  const nuevo = (overrides: Record<string, unknown> = {}) => ({
    tipo: 5,
    companiaId: andina.id,
    nombre: 'Lucía',
    apellido: 'Quispe',
    correoElectronico: `lucia${Math.random().toString(36).slice(2, 8)}@andina.pe`,
    numeroTelefonico: '+51 987 654 321',
    contrasena: 'clave-lucia',
    codigo: 'LQ-01',
    detalle: 'Almacén',
    ...overrides,
  });

  beforeAll(async () => {
    // The production cost (the other suites store cheaper hashes), which the hash below names.
    t = await createTestApp({ env: { ARGON2_MEMORY_KIB: '19456', ARGON2_TIME_COST: '2' } });
    maestro = await t.login();
    andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    admin2 = await crearUsuario(t, maestro, 2, andina.id, 'admin2@andina.pe');
    lector = await crearUsuario(t, maestro, 6, andina.id, 'lector@andina.pe');
    adminDemo = await crearUsuario(t, maestro, 2, 1, 'admin2@demo.pe');
  });
  afterAll(() => t.close());

  it('creates a user, never answering the password or its hash, and stores an argon2id hash', async () => {
    const body = nuevo({ CorreoElectronico: 'Nueva.Persona@Andina.pe', correoElectronico: undefined });
    const res = await t.http.post('/api/Usuario').set(auth(maestro)).send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      tipo: 5,
      companiaId: andina.id,
      companiaNombre: 'Comercial Andina S.A.C.',
      nombre: 'Lucía',
      apellido: 'Quispe',
      correoElectronico: 'nueva.persona@andina.pe',
      numeroTelefonico: '+51 987 654 321',
      codigo: 'LQ-01',
      detalle: 'Almacén',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [row] = await t.dataSource.query(`SELECT contrasena FROM usuario WHERE id = ${res.body.id}`);
    expect(row.contrasena).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await t.login('nueva.persona@andina.pe', 'clave-lucia')).toEqual(expect.any(String));
  });

  it('never shows a password in lists, the picker list or the audit log', async () => {
    const texts = [
      (await t.http.get('/api/Usuario').set(auth(maestro))).text,
      (await t.http.get(`/api/usuario/compania/${andina.id}`).set(auth(maestro))).text,
      JSON.stringify(await snapshot(t, 'audit_log')),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/\$2[aby]\$|\$argon2/);
      expect(text).not.toContain('clave-lucia');
      expect(text).not.toMatch(/"contrasena":"(?!\*\*\*)/);
    }
  });

  it('refuses a duplicate e-mail, in any case, with 409', async () => {
    const res = await t.http.post('/api/Usuario').set(auth(maestro)).send(nuevo({ correoElectronico: 'ADMIN@demo.pe' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Ya existe un usuario con el correo ${DEMO.email}`);
  });

  it('keeps the current password when the update omits or blanks it, and changes it when given', async () => {
    const created = (await t.http.post('/api/Usuario').set(auth(admin2.token)).send(nuevo({ correoElectronico: 'pedro@andina.pe' }))).body;
    const { id, createdAt, updatedAt, companiaNombre, ...fields } = created;
    const renamed = await t.http.put(`/api/Usuario/${id}`).set(auth(admin2.token)).send({ ...fields, nombre: 'Pedro', contrasena: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.nombre).toBe('Pedro');
    await t.login('pedro@andina.pe', 'clave-lucia');
    await t.http.put(`/api/Usuario/${id}`).set(auth(admin2.token)).send({ ...fields, contrasena: 'nueva-clave' }).expect(200);
    await t.login('pedro@andina.pe', 'nueva-clave');
    const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'usuario' AND action = 'UPDATE' ORDER BY id DESC`);
    expect(JSON.parse(audit.oldValues)).toMatchObject({ id, nombre: 'Pedro' });
    expect(audit.description).toBe(`Actualización de usuario #${id} con cambio de contraseña`);
    expect(JSON.stringify(audit)).not.toContain('nueva-clave');
  });

  describe('passwords', () => {
    const fila = async (id: number) => (await t.dataSource.query(`SELECT contrasena FROM usuario WHERE id = ${id}`))[0].contrasena as string;
    const entra = async (email: string, contrasena: string) => (await t.http.post('/api/auth/login').send({ correoElectronico: email, contrasena })).status;

    it.each([
      ['ten spaces', ' '.repeat(10), 'La contraseña debe tener al menos 5 caracteres distintos'],
      ['one letter ten times', 'aaaaaaaaaa', 'La contraseña debe tener al menos 5 caracteres distintos'],
      ['a sequence of digits', '12345678901', 'La contraseña es demasiado fácil de adivinar (secuencias, repeticiones, fechas o palabras conocidas); use una frase de varias palabras poco comunes'],
      ['257 characters', 'Llueve-en-Cusco-'.repeat(17).slice(0, 257), 'La contraseña no puede exceder los 256 caracteres'],
    ])('refuses %s with a Spanish 400, and stores nothing', async (_, contrasena, message) => {
      const creada = await t.http.post('/api/Usuario').set(auth(maestro)).send(nuevo({ contrasena }));
      expect(creada.status).toBe(400);
      expect([creada.body.message].flat()).toContain(message);
      const { id, createdAt, updatedAt, companiaNombre, ...campos } = (await t.http.get(`/api/Usuario/${lector.id}`).set(auth(maestro))).body;
      const antes = await fila(lector.id);
      const cambio = await t.http.put(`/api/Usuario/${lector.id}`).set(auth(maestro)).send({ ...campos, contrasena });
      // Blank on an update is no password: the current one stays.
      expect(cambio.status).toBe(contrasena.trim() ? 400 : 200);
      if (contrasena.trim()) expect([cambio.body.message].flat()).toContain(message);
      expect(await fila(lector.id)).toBe(antes);
    });

    it('takes up to 256 characters and checks every one of them: no prefix logs in', async () => {
      const larga = `Mañana-salimos-a-Huaraz-${'ñ'.repeat(30)}-con-la-cuadrilla-de-mantenimiento-${'ü'.repeat(20)}-fin`;
      expect(Buffer.byteLength(larga)).toBeGreaterThan(72);
      const res = await t.http.post('/api/Usuario').set(auth(maestro)).send(nuevo({ correoElectronico: 'larga@andina.pe', contrasena: larga }));
      expect(res.status).toBe(201);
      expect(await entra('larga@andina.pe', larga)).toBe(200);
      const bytes = Buffer.from(larga);
      expect(await entra('larga@andina.pe', bytes.subarray(0, 72).toString())).toBe(401);
      expect(await entra('larga@andina.pe', `${larga}x`)).toBe(401);
      expect(await entra('larga@andina.pe', larga.slice(0, -1))).toBe(401);
    });

    it('a password stored as bcrypt still logs in, and is stored again as argon2id; never with something after its 72 bytes', async () => {
      const res = await t.http.post('/api/Usuario').set(auth(maestro)).send(nuevo({ correoElectronico: 'antigua@andina.pe' }));
      const tope = 'Clave-de-antes-'.repeat(5).slice(0, 72);
      await t.dataSource.query(`UPDATE usuario SET contrasena = '${hashSync(tope, 10)}' WHERE id = ${res.body.id}`);
      expect(await entra('antigua@andina.pe', `${tope}-y-algo-mas`)).toBe(401);
      expect(await fila(res.body.id)).toMatch(/^\$2[aby]\$10\$/);
      expect(await entra('antigua@andina.pe', tope)).toBe(200);
      expect(await fila(res.body.id)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await entra('antigua@andina.pe', tope)).toBe(200);
      expect(await entra('antigua@andina.pe', `${tope}-y-algo-mas`)).toBe(401);
    });

    it('a hash of another argon2id cost is stored again at the configured one at the next login', async () => {
      const res = await t.http.post('/api/Usuario').set(auth(maestro)).send(nuevo({ correoElectronico: 'barata@andina.pe' }));
      const barato = await hashContrasena('clave-lucia', { memoriaKib: 8, iteraciones: 1 });
      await t.dataSource.query(`UPDATE usuario SET contrasena = '${barato}' WHERE id = ${res.body.id}`);
      expect(await entra('barata@andina.pe', 'clave-lucia')).toBe(200);
      expect(await fila(res.body.id)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    });
  });

  it('a new e-mail ends the user’s sessions; a change of one’s own keeps the session that made it', async () => {
    const persona = await crearUsuario(t, maestro, 5, andina.id, 'cambia@andina.pe');
    const editar = (token: string, id: number, correoElectronico: string) =>
      t.http.put(`/api/Usuario/${id}`).set(auth(token)).send(nuevo({ tipo: id === admin2.id ? 2 : 5, correoElectronico, codigo: 'C-1', contrasena: undefined }));
    expect((await editar(admin2.token, persona.id, 'cambia@andina.pe')).status).toBe(200);
    expect((await t.http.get('/api/auth/me').set(auth(persona.token))).status).toBe(200);
    expect((await editar(admin2.token, persona.id, 'cambiada@andina.pe')).status).toBe(200);
    expect((await t.http.get('/api/auth/me').set(auth(persona.token))).status).toBe(401);

    const otra = await t.login(admin2.email, 'Clave-Prueba-123');
    expect((await editar(admin2.token, admin2.id, 'admin2.nuevo@andina.pe')).status).toBe(200);
    expect((await t.http.get('/api/auth/me').set(auth(admin2.token))).status).toBe(200);
    expect((await t.http.get('/api/auth/me').set(auth(otra))).status).toBe(401);
    expect((await editar(admin2.token, admin2.id, admin2.email)).status).toBe(200);
  });

  describe('escalation attempts by an Administrador (type 2) are refused with 403 and change nothing', () => {
    const attempts: Array<[string, () => Promise<{ status: number; body: { message: string } }>]> = [
      ['create a Maestro', () => t.http.post('/api/Usuario').set(auth(admin2.token)).send(nuevo({ tipo: 1 }))],
      ['create a user in another company', () => t.http.post('/api/Usuario').set(auth(admin2.token)).send(nuevo({ companiaId: 1 }))],
      [
        'raise a user of its company to Maestro',
        () => t.http.put(`/api/Usuario/${lector.id}`).set(auth(admin2.token)).send(nuevo({ tipo: 1, correoElectronico: lector.email })),
      ],
      [
        'move a user of its company to another company',
        () => t.http.put(`/api/Usuario/${lector.id}`).set(auth(admin2.token)).send(nuevo({ companiaId: 1, correoElectronico: lector.email })),
      ],
      ['raise itself to Maestro', () => t.http.put(`/api/Usuario/${admin2.id}`).set(auth(admin2.token)).send(nuevo({ tipo: 1, correoElectronico: admin2.email }))],
    ];
    it.each(attempts)('%s', async (_, attempt) => {
      const before = await snapshot(t, 'usuario');
      const res = await attempt();
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Solo (un usuario Maestro|puede gestionar usuarios de su compañía)/);
      expect(await snapshot(t, 'usuario')).toEqual(before);
    });

    it('edit or delete a Maestro of its own company', async () => {
      const maestroAndino = await crearUsuario(t, maestro, 1, andina.id, 'maestro@andina.pe');
      const before = await snapshot(t, 'usuario');
      expect((await t.http.put(`/api/Usuario/${maestroAndino.id}`).set(auth(admin2.token)).send(nuevo({ tipo: 1, correoElectronico: maestroAndino.email }))).status).toBe(403);
      expect((await t.http.delete(`/api/Usuario/${maestroAndino.id}`).set(auth(admin2.token))).status).toBe(403);
      expect(await snapshot(t, 'usuario')).toEqual(before);
    });
  });

  it('answers 404 on another company’s user to a non-Maestro, for read, update and delete', async () => {
    const before = await snapshot(t, 'usuario');
    for (const res of [
      await t.http.get(`/api/Usuario/${adminDemo.id}`).set(auth(admin2.token)),
      await t.http.put(`/api/Usuario/${adminDemo.id}`).set(auth(admin2.token)).send(nuevo({ companiaId: andina.id })),
      await t.http.delete(`/api/Usuario/${adminDemo.id}`).set(auth(admin2.token)),
      await t.http.get('/api/usuario/compania/1').set(auth(admin2.token)),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await snapshot(t, 'usuario')).toEqual(before);
  });

  it('lists only the own company to non-Maestros and every company to a Maestro', async () => {
    const mine = await t.http.get('/api/Usuario?range=[0,99]').set(auth(lector.token));
    expect(new Set(mine.body.map((u: { companiaId: number }) => u.companiaId))).toEqual(new Set([andina.id]));
    const forced = await t.http.get('/api/Usuario?companiaId=1').set(auth(lector.token));
    expect(forced.body.every((u: { companiaId: number }) => u.companiaId === andina.id)).toBe(true);
    const all = await t.http.get('/api/Usuario?range=[0,99]').set(auth(maestro));
    expect(new Set(all.body.map((u: { companiaId: number }) => u.companiaId))).toEqual(new Set([1, andina.id]));
    const oneCompany = await t.http.get(`/api/Usuario?filter={"companiaId":1}`).set(auth(maestro));
    expect(oneCompany.body.every((u: { companiaId: number }) => u.companiaId === 1)).toBe(true);
  });

  it('searches by name, e-mail or code ignoring case and accents, in both dialects', async () => {
    const simple = await t.http.get('/api/Usuario?filter={"q":"LUCIA"}').set(auth(maestro));
    expect(simple.body.length).toBeGreaterThan(0);
    expect(simple.body.every((u: { nombre: string }) => u.nombre === 'Lucía')).toBe(true);
    const paged = await t.http.get('/api/Usuario?page=1&size=10&search=lq-01').set(auth(maestro));
    expect(paged.body.pagination.totalCount).toBeGreaterThan(0);
  });

  it('gives pickers a company’s users, optionally of one type', async () => {
    const res = await t.http.get(`/api/usuario/compania/${andina.id}?companiaId=${andina.id}&tipo=6`).set(auth(admin2.token));
    expect(res.status).toBe(200);
    expect(res.body.map((u: { correoElectronico: string }) => u.correoElectronico)).toEqual([lector.email]);
  });

  it('deletes a user with 204 but never the caller itself', async () => {
    const victim = (await t.http.post('/api/Usuario').set(auth(admin2.token)).send(nuevo())).body;
    expect((await t.http.delete(`/api/Usuario/${victim.id}`).set(auth(admin2.token))).status).toBe(204);
    expect((await t.http.get(`/api/Usuario/${victim.id}`).set(auth(maestro))).status).toBe(404);
    const self = await t.http.delete(`/api/Usuario/${admin2.id}`).set(auth(admin2.token));
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('No puede eliminar su propio usuario');
  });
});
