import { ActivoService } from '../../src/activo/activo.service';
import { Mantenimiento } from '../../src/mantenimiento/mantenimiento.entity';
import { auth, crearCompania, crearUsuario, download, firstSheet, snapshot, UsuarioPrueba } from '../utils/fixtures';
import { createTestApp, TestApp } from '../utils/test-app';

interface Asignado {
  id: number;
  nombre: string;
  apellido: string | null;
  codigo: string | null;
  rol: string | null;
  fechaAsignacion: string;
}

describe('/api/mantenimiento', () => {
  let t: TestApp;
  let maestro: string;
  let jefe: UsuarioPrueba;
  let lector: UsuarioPrueba;
  let otra: UsuarioPrueba;
  /** Users of company 1 to assign, by codigo. */
  const usuario: Record<string, number> = {};
  let usuarioAjeno: number;
  /** Assets of company 1 by code. */
  const activo: Record<string, number> = {};
  let activoAjeno: number;

  const post = (body: object, token = jefe.token) => t.http.post('/api/mantenimiento').set(auth(token)).send(body);
  const put = (id: number, body: object) => t.http.put(`/api/mantenimiento/${id}`).set(auth(jefe.token)).send(body);
  const asignar = (id: number, usuarioId: number, body: object = {}, token = jefe.token) =>
    t.http.post(`/api/mantenimiento/${id}/usuarios/${usuarioId}`).set(auth(token)).send(body);
  const estadoDelActivo = async (id: number): Promise<string | null> => (await t.http.get(`/api/activos/${id}`).set(auth(jefe.token)).expect(200)).body.estado;
  const tablas = ['mantenimiento', 'mantenimiento_usuario', 'activo'];
  const todo = () => Promise.all(tablas.map((tabla) => snapshot(t, tabla)));

  async function crearPersona(companiaId: number, nombre: string, apellido: string, codigo: string, correo: string): Promise<number> {
    const res = await t.http
      .post('/api/Usuario')
      .set(auth(maestro))
      .send({ tipo: 5, companiaId, nombre, apellido, codigo, correoElectronico: correo, contrasena: 'Clave-Prueba-123' });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    maestro = await t.login();
    const andina = await crearCompania(t, maestro, 'Comercial Andina S.A.C.', '2060000001');
    [jefe, lector, otra] = await Promise.all([
      crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe'),
      crearUsuario(t, maestro, 6, 1, 'lector@demo.pe'),
      crearUsuario(t, maestro, 3, andina.id, 'jefe@andina.pe'),
    ]);
    usuario.T01 = await crearPersona(1, 'Ana', 'Quispe', 'T01', 'ana@demo.pe');
    usuario.T02 = await crearPersona(1, 'Luis', 'Mamani', 'T02', 'luis@demo.pe');
    usuarioAjeno = await crearPersona(andina.id, 'Rosa', 'Huamán', 'A01', 'rosa@andina.pe');
    const activos: Array<[string, string, string | null]> = [
      ['MNT-001', 'Compresora de aire', 'Operativo'],
      ['MNT-002', 'Grupo electrógeno', 'Operativo'],
      ['MNT-003', 'Montacargas', 'En reparación'],
      ['MNT-004', 'Tablero eléctrico', null],
    ];
    for (const [codigo, descripcion, estado] of activos) {
      activo[codigo] = (await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo, descripcion, estado }).expect(201)).body.id;
    }
    activoAjeno = (await t.http.post('/api/activos').set(auth(otra.token)).send({ codigo: 'AND-001', descripcion: 'Activo de otra empresa' }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  describe('the maintenance dialog (POST, PUT, DELETE)', () => {
    let id: number;

    it('creates a maintenance: codigo and descripcion come from the asset, dates are stored UTC, defaults Pendiente and I', async () => {
      const res = await post({
        ActivoId: String(activo['MNT-001']),
        Codigo: 'OTRO',
        Descripcion: 'no se toma del cuerpo',
        DescripcionServicio: '  Cambio de filtros y aceite  ',
        Nro: '987654321',
        Fecha: '2025-06-10T09:30:00-05:00',
        FechaNotificacion: '',
      });
      expect(res.status).toBe(201);
      id = res.body.id;
      expect(res.body).toEqual({
        id: expect.any(Number),
        activoId: activo['MNT-001'],
        codigo: 'MNT-001',
        descripcion: 'Compresora de aire',
        descripcionServicio: 'Cambio de filtros y aceite',
        estado: 'Pendiente',
        nro: '987654321',
        opcion: 'I',
        fecha: '2025-06-10T14:30:00.000Z',
        fechaNotificacion: null,
        activo: { id: activo['MNT-001'], codigo: 'MNT-001', descripcion: 'Compresora de aire' },
        mantenimientoUsuarios: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await t.http.get(`/api/mantenimiento/${id}`).set(auth(lector.token)).expect(200)).body).toEqual(res.body);
      const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'mantenimiento' AND action = 'CREATE' ORDER BY id DESC`);
      expect(audit).toMatchObject({ module: 'Mantenimientos', recordId: String(id), recordCode: 'MNT-001', statusCode: 201 });
    });

    it('updates with PUT: the fields are replaced, estado and opcion read without case, opcion U by default, old values audited', async () => {
      const res = await put(id, {
        activoId: activo['MNT-004'],
        descripcionServicio: 'Revisión de borneras',
        estado: 'completado',
        fecha: '2025-06-12T15:00:00.000Z',
        fechaNotificacion: '2025-06-11T13:00:00Z',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        activoId: activo['MNT-004'],
        codigo: 'MNT-004',
        descripcion: 'Tablero eléctrico',
        descripcionServicio: 'Revisión de borneras',
        estado: 'Completado',
        nro: null,
        opcion: 'U',
        fecha: '2025-06-12T15:00:00.000Z',
        fechaNotificacion: '2025-06-11T13:00:00.000Z',
      });
      const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'mantenimiento' AND action = 'UPDATE' ORDER BY id DESC`);
      expect(audit).toMatchObject({ recordId: String(id), recordCode: 'MNT-001', statusCode: 200 });
      expect(JSON.parse(audit.oldValues)).toMatchObject({ id, codigo: 'MNT-001', estado: 'Pendiente', descripcionServicio: 'Cambio de filtros y aceite' });
    });

    it('keeps estado when a PUT leaves it out, and stores opcion D as sent without deleting', async () => {
      const res = await put(id, { activoId: activo['MNT-004'], opcion: 'd' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, estado: 'Completado', opcion: 'D', fecha: null, descripcionServicio: null });
      expect((await t.http.get(`/api/mantenimiento/${id}`).set(auth(jefe.token))).status).toBe(200);
    });

    it('deletes a maintenance with its assignments; the audit keeps it', async () => {
      await asignar(id, usuario.T01).expect(201);
      const res = await t.http.delete(`/api/mantenimiento/${id}`).set(auth(jefe.token));
      expect(res.status).toBe(204);
      expect((await t.http.get(`/api/mantenimiento/${id}`).set(auth(jefe.token))).status).toBe(404);
      expect(await t.dataSource.query(`SELECT id FROM mantenimiento_usuario WHERE "mantenimientoId" = ${id}`)).toEqual([]);
      const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'mantenimiento' AND action = 'DELETE' ORDER BY id DESC`);
      expect(audit).toMatchObject({ recordId: String(id), statusCode: 204 });
      expect(JSON.parse(audit.oldValues)).toMatchObject({ id, codigo: 'MNT-004', mantenimientoUsuarios: [{ usuarioId: usuario.T01 }] });
    });
  });

  describe('validation', () => {
    // The DTO's refusals (asset, estado, opcion, dates, lengths) are src/mantenimiento/mantenimiento.controller.spec.ts's; this one needs the asset table.
    it('refuses an asset of another company or unknown', async () => {
      const before = await todo();
      for (const activoId of [activoAjeno, 999999]) {
        const res = await post({ activoId });
        expect(res.status).toBe(400);
        expect(res.body.message).toEqual(['El activo indicado no existe en su compañía']);
      }
      expect(await todo()).toEqual(before);
    });
  });

  describe('assigned users', () => {
    let id: number;
    beforeAll(async () => {
      id = (await post({ activoId: activo['MNT-001'], descripcionServicio: 'Mantenimiento preventivo' }).expect(201)).body.id;
    });

    it('assigns a user with a role read without accents, another with ?rol=, and lists them', async () => {
      const res = await asignar(id, usuario.T01, { Rol: 'tecnico' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: usuario.T01, nombre: 'Ana', apellido: 'Quispe', codigo: 'T01', rol: 'Técnico', fechaAsignacion: expect.any(String) });
      expect(Date.now() - new Date(res.body.fechaAsignacion).getTime()).toBeLessThan(60_000);
      await t.http.post(`/api/mantenimiento/${id}/usuarios/${usuario.T02}?rol=Supervisor`).set(auth(jefe.token)).expect(201);

      const lista = await t.http.get(`/api/mantenimiento/${id}/usuarios`).set(auth(lector.token));
      expect(lista.status).toBe(200);
      expect(lista.body.map((u: Asignado) => [u.id, u.nombre, u.apellido, u.codigo, u.rol])).toEqual([
        [usuario.T01, 'Ana', 'Quispe', 'T01', 'Técnico'],
        [usuario.T02, 'Luis', 'Mamani', 'T02', 'Supervisor'],
      ]);
      const mantenimiento = (await t.http.get(`/api/mantenimiento/${id}`).set(auth(jefe.token))).body;
      expect(mantenimiento.mantenimientoUsuarios).toEqual([
        { usuarioId: usuario.T01, rol: 'Técnico', fechaAsignacion: expect.any(String), usuario: { id: usuario.T01, nombre: 'Ana', apellido: 'Quispe', codigo: 'T01' } },
        { usuarioId: usuario.T02, rol: 'Supervisor', fechaAsignacion: expect.any(String), usuario: { id: usuario.T02, nombre: 'Luis', apellido: 'Mamani', codigo: 'T02' } },
      ]);
      const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'mantenimiento' AND action = 'CREATE' ORDER BY id DESC`);
      expect(audit).toMatchObject({ module: 'Mantenimientos', recordId: String(id), recordCode: 'MNT-001', description: `Asignación de Luis Mamani (Supervisor) al mantenimiento #${id}` });
    });

    // An unknown role is refused by the DTO: src/mantenimiento/mantenimiento.controller.spec.ts.
    it('refuses an already-assigned user with 409', async () => {
      const before = await todo();
      const res = await asignar(id, usuario.T01, { rol: 'Responsable' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('El usuario ya está asignado a este mantenimiento');
      expect(await todo()).toEqual(before);
    });

    it('refuses users of another company or unknown', async () => {
      const before = await todo();
      for (const usuarioId of [usuarioAjeno, 999999]) {
        const res = await asignar(id, usuarioId);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('El usuario indicado no existe en su compañía');
      }
      expect(await todo()).toEqual(before);
    });

    it('assigns without a role', async () => {
      const res = await asignar(id, jefe.id, { rol: '' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ id: jefe.id, rol: null });
    });

    it('unassigns a user, and answers 404 for one not assigned', async () => {
      const res = await t.http.delete(`/api/mantenimiento/${id}/usuarios/${usuario.T02}`).set(auth(jefe.token));
      expect(res.status).toBe(204);
      const lista = (await t.http.get(`/api/mantenimiento/${id}/usuarios`).set(auth(jefe.token))).body as Asignado[];
      expect(lista.map((u) => u.id)).toEqual([usuario.T01, jefe.id]);
      const [audit] = await t.dataSource.query(`SELECT * FROM audit_log WHERE "tableName" = 'mantenimiento' AND action = 'DELETE' ORDER BY id DESC`);
      expect(audit).toMatchObject({ recordId: String(id), statusCode: 204 });
      expect(JSON.parse(audit.oldValues)).toMatchObject({ id: usuario.T02, rol: 'Supervisor' });
      const otraVez = await t.http.delete(`/api/mantenimiento/${id}/usuarios/${usuario.T02}`).set(auth(jefe.token));
      expect(otraVez.status).toBe(404);
      expect(otraVez.body.message).toBe('El usuario no está asignado a este mantenimiento');
    });

    it('keeps an assigned user from being deleted', async () => {
      const res = await t.http.delete(`/api/Usuario/${usuario.T01}`).set(auth(maestro));
      expect(res.status).toBe(409);
    });
  });

  describe('the asset estado follows its maintenance', () => {
    it('is En mantenimiento while any maintenance of it is En Proceso, and returns to its estado after the last one', async () => {
      const a = (await post({ activoId: activo['MNT-002'], estado: 'En Proceso' }).expect(201)).body;
      expect(await estadoDelActivo(activo['MNT-002'])).toBe('En mantenimiento');
      const b = (await post({ activoId: activo['MNT-002'], estado: 'Pendiente' }).expect(201)).body;
      await put(b.id, { activoId: activo['MNT-002'], estado: 'En Proceso' }).expect(200);
      await put(a.id, { activoId: activo['MNT-002'], estado: 'Completado' }).expect(200);
      expect(await estadoDelActivo(activo['MNT-002'])).toBe('En mantenimiento');
      await put(b.id, { activoId: activo['MNT-002'], estado: 'Cancelado' }).expect(200);
      expect(await estadoDelActivo(activo['MNT-002'])).toBe('Operativo');
      // The asset's search text follows its estado.
      const buscados = await t.http.get('/api/activos?filter={"q":"operativo"}').set(auth(jefe.token));
      expect(buscados.body.map((x: { id: number }) => x.id)).toContain(activo['MNT-002']);
    });

    it('gives the asset back its estado when the maintenance goes back to Pendiente or is deleted, a null estado included', async () => {
      const m = (await post({ activoId: activo['MNT-003'], estado: 'en proceso' }).expect(201)).body;
      expect(await estadoDelActivo(activo['MNT-003'])).toBe('En mantenimiento');
      await put(m.id, { activoId: activo['MNT-003'], estado: 'Pendiente' }).expect(200);
      expect(await estadoDelActivo(activo['MNT-003'])).toBe('En reparación');

      const n = (await post({ activoId: activo['MNT-004'], estado: 'En Proceso' }).expect(201)).body;
      expect(await estadoDelActivo(activo['MNT-004'])).toBe('En mantenimiento');
      await t.http.delete(`/api/mantenimiento/${n.id}`).set(auth(jefe.token)).expect(204);
      expect(await estadoDelActivo(activo['MNT-004'])).toBeNull();
    });

    it('moves En mantenimiento with the maintenance when its asset changes', async () => {
      const m = (await post({ activoId: activo['MNT-001'], estado: 'En Proceso' }).expect(201)).body;
      expect(await estadoDelActivo(activo['MNT-001'])).toBe('En mantenimiento');
      await put(m.id, { activoId: activo['MNT-003'], estado: 'En Proceso' }).expect(200);
      expect(await estadoDelActivo(activo['MNT-001'])).toBe('Operativo');
      expect(await estadoDelActivo(activo['MNT-003'])).toBe('En mantenimiento');
      await put(m.id, { activoId: activo['MNT-003'], estado: 'Completado' }).expect(200);
      expect(await estadoDelActivo(activo['MNT-003'])).toBe('En reparación');
    });

    it('leaves an estado someone set meanwhile', async () => {
      const m = (await post({ activoId: activo['MNT-002'], estado: 'En Proceso' }).expect(201)).body;
      await t.dataSource.query(`UPDATE activo SET estado = 'De baja' WHERE id = ${activo['MNT-002']}`);
      await put(m.id, { activoId: activo['MNT-002'], estado: 'Completado' }).expect(200);
      expect(await estadoDelActivo(activo['MNT-002'])).toBe('De baja');
      await t.dataSource.query(`UPDATE activo SET estado = 'Operativo' WHERE id = ${activo['MNT-002']}`);
    });

    it('is atomic: a failure while changing the asset saves nothing', async () => {
      const before = await todo();
      const spy = jest.spyOn(t.app.get(ActivoService), 'changeEstado').mockRejectedValueOnce(new Error('falla simulada'));
      try {
        const res = await post({ activoId: activo['MNT-001'], estado: 'En Proceso' });
        expect(res.status).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await todo()).toEqual(before);
    });
  });

  describe('lists and export', () => {
    it('lists newest scheduled date first in the simple-rest dialect with Content-Range, assets and users', async () => {
      await post({ activoId: activo['MNT-004'], fecha: '2030-01-15T15:00:00Z', descripcionServicio: 'Termografía del tablero' }).expect(201);
      await post({ activoId: activo['MNT-001'], fecha: '2024-01-15T15:00:00Z', descripcionServicio: 'Calibración anual' }).expect(201);
      const res = await t.http.get('/api/mantenimiento').set(auth(lector.token));
      expect(res.status).toBe(200);
      const [{ n }] = await t.dataSource.query(`SELECT COUNT(*) AS n FROM mantenimiento WHERE "companiaId" = 1`);
      expect(res.headers['content-range']).toBe(`mantenimiento 0-${Number(n) - 1}/${n}`);
      expect(res.body[0]).toMatchObject({ descripcionServicio: 'Termografía del tablero', activo: { codigo: 'MNT-004', descripcion: 'Tablero eléctrico' } });
      // Without a scheduled date, a maintenance sorts by when it was created.
      const clave = (m: { fecha: string | null; createdAt: string }) => new Date(m.fecha ?? m.createdAt).getTime();
      const claves = res.body.map(clave);
      expect(claves).toEqual([...claves].sort((x: number, y: number) => y - x));
      expect(res.body.at(-1)).toMatchObject({ descripcionServicio: 'Calibración anual' });
      expect(res.body.some((m: { mantenimientoUsuarios: unknown[] }) => m.mantenimientoUsuarios.length === 2)).toBe(true);
    });

    it('pages, filters and searches without accents in both dialects', async () => {
      const res = await t.http.get('/api/mantenimiento?page=1&size=10&search=TERMOGRAFIA').set(auth(jefe.token));
      expect(res.status).toBe(200);
      expect(res.body.data.map((m: { descripcionServicio: string }) => m.descripcionServicio)).toEqual(['Termografía del tablero']);
      expect(res.body.pagination).toMatchObject({ totalRecords: 1, totalPages: 1, pageSize: 10 });
      const porEstado = await t.http.get(`/api/mantenimiento?filter=${encodeURIComponent('{"estado":"Completado","activoId":' + activo['MNT-002'] + '}')}&range=[0,0]`).set(auth(jefe.token));
      expect(porEstado.status).toBe(200);
      expect(porEstado.headers['content-range']).toMatch(/^mantenimiento 0-0\/2$/);
      const ordenado = await t.http.get('/api/mantenimiento?sort=["codigo","ASC"]&range=[0,1]').set(auth(jefe.token));
      expect(ordenado.body.map((m: { codigo: string }) => m.codigo)).toEqual(['MNT-001', 'MNT-001']);
    });

    it('exports Mantenimientos.xlsx with Spanish headers, in the list order, with users and Lima times', async () => {
      const res = await download(t.http.get('/api/mantenimiento/export').set(auth(jefe.token)));
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="Mantenimientos\.xlsx"/);
      const sheet = await firstSheet(res.body as Buffer);
      expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
        'ID',
        'Código',
        'Descripción',
        'Descripción del Servicio',
        'Estado',
        'Fecha Programada',
        'Fecha de Notificación',
        'Usuarios',
        'Nro',
        'Opción',
      ]);
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      const lista = (await t.http.get('/api/mantenimiento').set(auth(jefe.token))).body as Array<{ id: number }>;
      expect(rows.map((r) => r[1])).toEqual(lista.map((m) => m.id));
      const termografia = rows.find((r) => r[4] === 'Termografía del tablero')!;
      expect(termografia.slice(2, 6)).toEqual(['MNT-004', 'Tablero eléctrico', 'Termografía del tablero', 'Pendiente']);
      // 15:00 UTC is 10:00 in Lima, written as the wall-clock time.
      expect((termografia[6] as Date).toISOString()).toBe('2030-01-15T10:00:00.000Z');
      expect(termografia[10]).toBe('I');
      const conUsuarios = rows.find((r) => typeof r[8] === 'string' && (r[8] as string).includes('Ana'))!;
      expect(conUsuarios[8]).toBe('Ana Quispe (Técnico), Tipo 3 Prueba');
    });

    it('exports every maintenance of a large company in the list order, through several database batches', async () => {
      const sur = await crearCompania(t, maestro, 'Distribuidora del Sur S.A.C.', '2060000002');
      const jefeSur = await crearUsuario(t, maestro, 3, sur.id, 'jefe@sur.pe');
      const activoSur = (await t.http.post('/api/activos').set(auth(jefeSur.token)).send({ codigo: 'SUR-001', descripcion: 'Bomba' }).expect(201)).body.id;
      // 1,203 maintenances: three to a day, a fifth without a date, so batches split equal keys.
      const filas = Array.from({ length: 1203 }, (_, i) => ({
        companiaId: sur.id,
        activoId: activoSur,
        codigo: 'SUR-001',
        estado: 'Pendiente',
        descripcionServicio: `Servicio ${i}`,
        fecha: i % 5 === 0 ? null : new Date(Date.UTC(2024, 0, 1 + Math.floor(i / 3))),
      }));
      for (let i = 0; i < filas.length; i += 200) await t.dataSource.getRepository(Mantenimiento).insert(filas.slice(i, i + 200));
      const res = await download(t.http.get('/api/mantenimiento/export').set(auth(jefeSur.token)));
      const exportados = ((await firstSheet(res.body as Buffer)).getSheetValues().slice(2) as unknown[][]).map((r) => r[1]);
      const lista = await t.http.get('/api/mantenimiento?range=[0,499]').set(auth(jefeSur.token));
      expect(exportados).toHaveLength(1203);
      expect(new Set(exportados).size).toBe(1203);
      expect(exportados.slice(0, 500)).toEqual(lista.body.map((m: { id: number }) => m.id));
      await t.dataSource.query(`DELETE FROM mantenimiento WHERE "companiaId" = ${sur.id}`);
    });
  });

  // Type 6's 403 on every write is src/mantenimiento/mantenimiento.controller.spec.ts's.
  describe('tenancy and permissions', () => {
    it('answers 404 for another company’s maintenance on every route and never lists it', async () => {
      const suyo = (await post({ activoId: activoAjeno }, otra.token).expect(201)).body;
      await asignar(suyo.id, usuarioAjeno, {}, otra.token).expect(201);
      for (const res of [
        await t.http.get(`/api/mantenimiento/${suyo.id}`).set(auth(jefe.token)),
        await put(suyo.id, { activoId: activo['MNT-001'] }),
        await t.http.delete(`/api/mantenimiento/${suyo.id}`).set(auth(jefe.token)),
        await t.http.get(`/api/mantenimiento/${suyo.id}/usuarios`).set(auth(jefe.token)),
        await asignar(suyo.id, usuario.T02),
        await t.http.delete(`/api/mantenimiento/${suyo.id}/usuarios/${usuarioAjeno}`).set(auth(jefe.token)),
        await t.http.get(`/api/mantenimiento/${suyo.id}/notificaciones`).set(auth(jefe.token)),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Mantenimiento no encontrado');
      }
      const mine = await t.http.get('/api/mantenimiento').set(auth(jefe.token));
      expect(mine.body.map((m: { id: number }) => m.id)).not.toContain(suyo.id);
      const theirs = await t.http.get('/api/Mantenimiento').set(auth(otra.token));
      expect(theirs.body.map((m: { id: number }) => m.id)).toEqual([suyo.id]);
    });

    it('keeps an asset with maintenance from being deleted', async () => {
      const res = await t.http.delete(`/api/activos/${activo['MNT-001']}`).set(auth(jefe.token));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Use la baja del activo: tiene mantenimientos registrados');
    });
  });
});
