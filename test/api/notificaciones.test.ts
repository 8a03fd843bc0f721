import { Logger } from '@nestjs/common';
import { DataSource, DataSourceOptions } from 'typeorm';
import { PortableDataSource } from '../../src/database/portable-data-source';
import { MantenimientoUsuario } from '../../src/mantenimiento/mantenimiento-usuario.entity';
import { Notificacion } from '../../src/mantenimiento/notificacion/notificacion.entity';
import { NotificacionService, SIN_SMTP } from '../../src/mantenimiento/notificacion/notificacion.service';
import { auth, crearCompania, crearUsuario, UsuarioPrueba } from '../utils/fixtures';
import { ServidorSmtp } from '../utils/servidor-smtp';
import { createTestApp, TestApp } from '../utils/test-app';

const MINUTO = 60_000;
const REMITENTE = 'avisos@demo.pe';

describe('maintenance notices (scheduler)', () => {
  const smtp = new ServidorSmtp();
  let t: TestApp;
  let maestro: string;
  let jefe: UsuarioPrueba;
  let avisos: NotificacionService;
  const usuario: Record<string, number> = {};

  const notificaciones = () => t.dataSource.getRepository(Notificacion);
  const delMantenimiento = async (id: number) => (await notificaciones().find({ where: { mantenimientoId: id }, order: { id: 'ASC' } }))!;

  async function crearPersona(nombre: string, apellido: string, correo: string, telefono: string | null = null): Promise<number> {
    const body = { tipo: 5, companiaId: 1, nombre, apellido, codigo: nombre.slice(0, 3).toUpperCase(), correoElectronico: correo, numeroTelefonico: telefono, contrasena: 'Clave-Prueba-123' };
    return (await t.http.post('/api/Usuario').set(auth(maestro)).send(body).expect(201)).body.id;
  }

  /** A maintenance of a new asset `codigo`, with users assigned as { usuarioId: rol }. */
  async function programar(codigo: string, campos: Record<string, unknown>, asignados: Array<[number, string | null]> = []): Promise<number> {
    const activoId = (await t.http.post('/api/activos').set(auth(jefe.token)).send({ codigo, descripcion: 'Compresora de aire' }).expect(201)).body.id;
    const id = (await t.http.post('/api/mantenimiento').set(auth(jefe.token)).send({ activoId, ...campos }).expect(201)).body.id;
    for (const [usuarioId, rol] of asignados) await t.http.post(`/api/mantenimiento/${id}/usuarios/${usuarioId}`).set(auth(jefe.token)).send({ rol }).expect(201);
    return id;
  }

  beforeAll(async () => {
    await smtp.iniciar();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: REMITENTE } });
    avisos = t.app.get(NotificacionService);
    maestro = await t.login();
    jefe = await crearUsuario(t, maestro, 3, 1, 'jefe@demo.pe');
    usuario.ana = await crearPersona('Ana', 'Quispe', 'ana@demo.pe', '987 654 321');
    usuario.luis = await crearPersona('Luis', 'Mamani', 'luis@demo.pe');
    usuario.rosa = await crearPersona('Rosa', 'Huamán', 'rosa@demo.pe', '+51 955 111 222');
  });
  afterAll(async () => {
    await t.close();
    await smtp.cerrar();
  });

  describe('a due notice', () => {
    const T = new Date('2025-05-20T13:00:00Z');
    let id: number;

    beforeAll(async () => {
      id = await programar(
        'AV-001',
        { descripcionServicio: 'Cambio de filtros', fecha: '2025-05-21T14:30:00Z', fechaNotificacion: T.toISOString(), nro: '+51 912 345 678' },
        [
          [usuario.ana, 'Técnico'],
          [usuario.luis, null],
        ],
      );
    });

    it('is not created before its date', async () => {
      expect(await avisos.runDue(new Date(T.getTime() - MINUTO))).toEqual({ creadas: 0, reclamadas: 0, enviadas: 0, fallidas: 0 });
      expect(await delMantenimiento(id)).toEqual([]);
      expect(smtp.correos).toEqual([]);
    });

    it('is e-mailed once to each assigned user, with the asset, service, Lima date and role', async () => {
      expect(await avisos.runDue(new Date(T.getTime() + 30_000))).toEqual({ creadas: 2, reclamadas: 2, enviadas: 2, fallidas: 0 });
      const correos = smtp.de('AV-001').sort((a, b) => a.para.localeCompare(b.para));
      expect(correos.map((c) => [c.para, c.asunto])).toEqual([
        ['ana@demo.pe', 'Mantenimiento programado: AV-001 - Compresora de aire'],
        ['luis@demo.pe', 'Mantenimiento programado: AV-001 - Compresora de aire'],
      ]);
      expect(correos[0].de).toBe(`Activos Fijos <${REMITENTE}>`);
      expect(correos[0].texto).toContain('Hola Ana Quispe,');
      expect(correos[0].texto).toContain(
        'Activo: AV-001 - Compresora de aire\nServicio: Cambio de filtros\nFecha programada: 21/05/2025 09:30 (hora de Lima)\nRol: Técnico',
      );
      expect(correos[1].texto).toContain('Rol: Sin rol específico');

      await avisos.runDue(new Date(T.getTime() + 5 * MINUTO));
      await avisos.runDue(new Date(T.getTime() + 24 * 60 * MINUTO));
      expect(smtp.de('AV-001')).toHaveLength(2);
    });

    it('is listed with its WhatsApp link and state', async () => {
      const res = await t.http.get(`/api/mantenimiento/${id}/notificaciones`).set(auth(jefe.token));
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
      const [ana, luis] = res.body;
      expect(ana).toMatchObject({
        mantenimientoId: id,
        usuarioId: usuario.ana,
        usuario: { id: usuario.ana, nombre: 'Ana', apellido: 'Quispe', codigo: 'ANA' },
        canal: 'email',
        destinatario: 'ana@demo.pe',
        asunto: 'Mantenimiento programado: AV-001 - Compresora de aire',
        estado: 'enviada',
        intentos: 1,
        error: null,
        fechaNotificacion: T.toISOString(),
        enviadoEn: new Date(T.getTime() + 30_000).toISOString(),
      });
      expect(ana).not.toHaveProperty('reclamadoPor');
      const enlace = new URL(ana.whatsappLink);
      expect(`${enlace.origin}${enlace.pathname}`).toBe('https://wa.me/51987654321');
      expect(enlace.searchParams.get('text')).toBe(
        'Mantenimiento programado: AV-001 - Compresora de aire. Servicio: Cambio de filtros. Fecha: 21/05/2025 09:30 (hora de Lima). Rol: Técnico.',
      );
      // Luis has no phone: the maintenance's number is used.
      expect(luis.whatsappLink).toMatch(/^https:\/\/wa\.me\/51912345678\?text=.*Rol%3A%20Sin%20rol%20espec%C3%ADfico\.$/);
    });

    it('reaches a user assigned after the round once, and a new notification date is a new round', async () => {
      await t.http.post(`/api/mantenimiento/${id}/usuarios/${usuario.rosa}`).set(auth(jefe.token)).send({ rol: 'Supervisor' }).expect(201);
      expect(await avisos.runDue(new Date(T.getTime() + 25 * 60 * MINUTO))).toMatchObject({ creadas: 1, enviadas: 1 });
      expect(smtp.de('AV-001').map((c) => c.para)).toContain('rosa@demo.pe');
      expect(smtp.de('AV-001')).toHaveLength(3);

      const T2 = new Date('2025-06-01T13:00:00Z');
      const activoId = (await t.http.get(`/api/mantenimiento/${id}`).set(auth(jefe.token))).body.activoId;
      await t.http.put(`/api/mantenimiento/${id}`).set(auth(jefe.token)).send({ activoId, fecha: '2025-06-02T14:00:00Z', fechaNotificacion: T2.toISOString() }).expect(200);
      expect(await avisos.runDue(new Date(T2.getTime() - MINUTO))).toMatchObject({ creadas: 0 });
      expect(await avisos.runDue(T2)).toMatchObject({ creadas: 3, enviadas: 3 });
      expect(smtp.de('AV-001')).toHaveLength(6);
      expect(smtp.de('AV-001').at(-1)!.texto).toContain('Fecha programada: 02/06/2025 09:00 (hora de Lima)');
      expect((await delMantenimiento(id)).map((n) => n.fechaNotificacion.toISOString()).sort()).toEqual([
        ...Array(3).fill(T.toISOString()),
        ...Array(3).fill(T2.toISOString()),
      ]);
    });

    it('is not created for a completed or cancelled maintenance', async () => {
      const fechaNotificacion = '2025-06-05T13:00:00Z';
      const completado = await programar('AV-002', { estado: 'Completado', fechaNotificacion }, [[usuario.ana, null]]);
      const cancelado = await programar('AV-003', { estado: 'Cancelado', fechaNotificacion }, [[usuario.luis, null]]);
      expect(await avisos.runDue(new Date('2025-06-06T00:00:00Z'))).toMatchObject({ creadas: 0, reclamadas: 0 });
      expect([...(await delMantenimiento(completado)), ...(await delMantenimiento(cancelado))]).toEqual([]);
    });
  });

  describe('a failing SMTP server', () => {
    it('is retried after 2 and 4 minutes, each failure recorded, until it accepts', async () => {
      const T = new Date('2025-07-01T13:00:00Z');
      const id = await programar('AV-010', { fechaNotificacion: T.toISOString() }, [[usuario.ana, 'Responsable']]);
      smtp.rechazar.add('ana@demo.pe');
      const intentos = () => smtp.intentos.filter((para) => para === 'ana@demo.pe').length;
      const antes = intentos();

      expect(await avisos.runDue(T)).toMatchObject({ creadas: 1, reclamadas: 1, enviadas: 0, fallidas: 1 });
      let [aviso] = await delMantenimiento(id);
      expect(aviso).toMatchObject({ estado: 'fallida', intentos: 1, enviadoEn: null });
      expect(aviso.error).toMatch(/451 Buzon temporalmente no disponible/);
      expect(aviso.proximoIntento.toISOString()).toBe(new Date(T.getTime() + 2 * MINUTO).toISOString());
      expect((await t.http.get(`/api/mantenimiento/${id}/notificaciones`).set(auth(jefe.token))).body[0]).toMatchObject({ estado: 'fallida', intentos: 1 });

      expect(await avisos.runDue(new Date(T.getTime() + MINUTO))).toMatchObject({ reclamadas: 0 });
      expect(intentos() - antes).toBe(1);

      expect(await avisos.runDue(new Date(T.getTime() + 2 * MINUTO))).toMatchObject({ reclamadas: 1, fallidas: 1 });
      [aviso] = await delMantenimiento(id);
      expect(aviso).toMatchObject({ estado: 'fallida', intentos: 2 });
      expect(aviso.proximoIntento.toISOString()).toBe(new Date(T.getTime() + 6 * MINUTO).toISOString());

      smtp.rechazar.delete('ana@demo.pe');
      expect(await avisos.runDue(new Date(T.getTime() + 5 * MINUTO))).toMatchObject({ reclamadas: 0 });
      expect(await avisos.runDue(new Date(T.getTime() + 6 * MINUTO))).toMatchObject({ reclamadas: 1, enviadas: 1 });
      [aviso] = await delMantenimiento(id);
      expect(aviso).toMatchObject({ estado: 'enviada', intentos: 3, error: null });
      expect(intentos() - antes).toBe(3);
      expect(smtp.de('AV-010')).toHaveLength(1);
    });

    it('stays fallida after 5 attempts', async () => {
      const T = new Date('2025-08-01T13:00:00Z');
      const id = await programar('AV-011', { fechaNotificacion: T.toISOString() }, [[usuario.luis, null]]);
      smtp.rechazar.add('luis@demo.pe');
      const intentos = () => smtp.intentos.filter((para) => para === 'luis@demo.pe').length;
      const antes = intentos();
      try {
        for (let dia = 0; dia < 8; dia++) await avisos.runDue(new Date(T.getTime() + dia * 24 * 60 * MINUTO));
      } finally {
        smtp.rechazar.delete('luis@demo.pe');
      }
      expect(intentos() - antes).toBe(5);
      const [aviso] = await delMantenimiento(id);
      expect(aviso).toMatchObject({ estado: 'fallida', intentos: 5 });
      expect(await avisos.runDue(new Date(T.getTime() + 30 * 24 * 60 * MINUTO))).toMatchObject({ reclamadas: 0 });
      expect(smtp.de('AV-011')).toEqual([]);
    });
  });

  it('drops unsent notices when the user is unassigned, the maintenance is cancelled or its notification date changes', async () => {
    const T = new Date('2025-08-20T13:00:00Z');
    const cancelado = await programar('AV-012', { fechaNotificacion: T.toISOString() }, [
      [usuario.ana, null],
      [usuario.luis, null],
    ]);
    const reprogramado = await programar('AV-013', { fechaNotificacion: T.toISOString() }, [[usuario.ana, null]]);
    const activoDe = async (id: number) => (await t.http.get(`/api/mantenimiento/${id}`).set(auth(jefe.token))).body.activoId;
    smtp.rechazar.add('ana@demo.pe');
    smtp.rechazar.add('luis@demo.pe');
    try {
      expect(await avisos.runDue(T)).toMatchObject({ creadas: 3, fallidas: 3 });
      await t.http.delete(`/api/mantenimiento/${cancelado}/usuarios/${usuario.luis}`).set(auth(jefe.token)).expect(204);
      expect((await delMantenimiento(cancelado)).map((n) => n.usuarioId)).toEqual([usuario.ana]);
      await t.http
        .put(`/api/mantenimiento/${cancelado}`)
        .set(auth(jefe.token))
        .send({ activoId: await activoDe(cancelado), estado: 'Cancelado', fechaNotificacion: T.toISOString() })
        .expect(200);
      expect(await delMantenimiento(cancelado)).toEqual([]);
      const T2 = new Date(T.getTime() + 3 * 24 * 60 * MINUTO);
      await t.http
        .put(`/api/mantenimiento/${reprogramado}`)
        .set(auth(jefe.token))
        .send({ activoId: await activoDe(reprogramado), fechaNotificacion: T2.toISOString() })
        .expect(200);
      expect(await delMantenimiento(reprogramado)).toEqual([]);
    } finally {
      smtp.rechazar.clear();
    }
    expect(await avisos.runDue(new Date(T.getTime() + 60 * MINUTO))).toMatchObject({ creadas: 0, reclamadas: 0 });
    expect(await avisos.runDue(new Date(T.getTime() + 3 * 24 * 60 * MINUTO))).toMatchObject({ creadas: 1, enviadas: 1 });
    expect(smtp.de('AV-012')).toEqual([]);
    expect(smtp.de('AV-013').map((c) => c.para)).toEqual(['ana@demo.pe']);
  });

  it('tells only the users who still belong to the maintenance’s company; one moved through the API leaves its assignments there', async () => {
    const minera = await crearCompania(t, maestro, 'Minera del Sur S.A.C.', '2060000077');
    const T = new Date('2025-09-10T13:00:00Z');
    const sofia = await crearPersona('Sofía', 'Vega', 'sofia@demo.pe');
    const pablo = await crearPersona('Pablo', 'Ríos', 'pablo@demo.pe');
    const id = await programar('AV-015', { fechaNotificacion: T.toISOString() }, [
      [usuario.ana, null],
      [sofia, null],
      [pablo, null],
    ]);
    // Moved behind the API's back (a script, a restore): the scheduler itself still checks the company.
    await t.dataSource.query(`UPDATE usuario SET "companiaId" = ${minera.id} WHERE id = ${sofia}`);
    const { id: _id, createdAt: _c, updatedAt: _u, companiaNombre: _n, ...campos } = (await t.http.get(`/api/Usuario/${pablo}`).set(auth(maestro))).body;
    await t.http.put(`/api/Usuario/${pablo}`).set(auth(maestro)).send({ ...campos, companiaId: minera.id }).expect(200);

    const asignados = (await t.http.get(`/api/mantenimiento/${id}/usuarios`).set(auth(jefe.token))).body.map((u: { id: number }) => u.id);
    expect(asignados.sort()).toEqual([usuario.ana, sofia].sort());
    const [fila] = await t.dataSource.query(
      `SELECT description, "companiaId" FROM audit_log WHERE "tableName" = 'usuario' AND action = 'UPDATE' AND "recordId" = '${pablo}' ORDER BY id DESC`,
    );
    expect(fila.description).toBe(`Actualización de usuario #${pablo}; desasignado de los mantenimientos #${id} de la compañía #1`);
    expect(await avisos.runDue(T)).toMatchObject({ creadas: 1, enviadas: 1 });
    expect(smtp.de('AV-015').map((c) => c.para)).toEqual(['ana@demo.pe']);
  });

  it('retries a notice whose claim was abandoned more than 10 minutes ago, and leaves a recent claim alone', async () => {
    const T = new Date('2025-09-01T13:00:00Z');
    const id = await programar('AV-020', { fechaNotificacion: T.toISOString() }, [[usuario.rosa, null]]);
    smtp.rechazar.add('rosa@demo.pe');
    await avisos.runDue(T);
    smtp.rechazar.delete('rosa@demo.pe');
    // As an instance that stopped while sending leaves it.
    const [{ id: avisoId }] = await delMantenimiento(id);
    await notificaciones().update({ id: avisoId }, { estado: 'enviando', reclamadoPor: 'instancia-caida#1', reclamadoEn: new Date(T.getTime() + 3 * MINUTO) });

    expect(await avisos.runDue(new Date(T.getTime() + 12 * MINUTO))).toMatchObject({ reclamadas: 0 });
    expect(await delMantenimiento(id)).toMatchObject([{ estado: 'enviando', reclamadoPor: 'instancia-caida#1' }]);
    expect(await avisos.runDue(new Date(T.getTime() + 13 * MINUTO))).toMatchObject({ reclamadas: 1, enviadas: 1 });
    expect(await delMantenimiento(id)).toMatchObject([{ estado: 'enviada', intentos: 2, error: null }]);
    expect(smtp.de('AV-020')).toHaveLength(1);
  });

  it('without SMTP_URL records the notices with their WhatsApp link, sends nothing and says so once', async () => {
    const T = new Date('2025-10-01T13:00:00Z');
    const id = await programar('AV-030', { fechaNotificacion: T.toISOString() }, [[usuario.ana, 'Asistente']]);
    const avisosSinCorreo = new NotificacionService(notificaciones(), t.dataSource.getRepository(MantenimientoUsuario), t.dataSource, { NODE_ENV: 'test', SMTP_URL: undefined, MAIL_FROM: undefined });
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      expect(await avisosSinCorreo.runDue(T)).toEqual({ creadas: 1, reclamadas: 0, enviadas: 0, fallidas: 0 });
      await avisosSinCorreo.runDue(new Date(T.getTime() + MINUTO));
      expect(warn.mock.calls.filter(([mensaje]) => mensaje === SIN_SMTP)).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
    expect(SIN_SMTP).toBe('SMTP_URL no configurado: los avisos de mantenimiento se registran pero no se envían por correo');
    const [aviso] = await delMantenimiento(id);
    expect(aviso).toMatchObject({ estado: 'registrada', intentos: 0, destinatario: 'ana@demo.pe', enviadoEn: null });
    expect(aviso.whatsappLink).toMatch(/^https:\/\/wa\.me\/51987654321\?text=.*Rol%3A%20Asistente\.$/);
    // A recorded notice is not e-mailed later, even by an instance with SMTP.
    await avisos.runDue(new Date(T.getTime() + 2 * MINUTO));
    expect(smtp.de('AV-030')).toEqual([]);
  });

  const enPostgres = (process.env.DB_TYPE ?? 'sqlite') === 'postgres';
  (enPostgres ? describe : describe.skip)(
    'two instances racing on one PostgreSQL database (PostgreSQL only: SQLite runs one write at a time, so there is no race; .ci/run runs this suite on PostgreSQL)',
    () => {
      let segunda: DataSource;
      beforeAll(async () => {
        // A second API instance: its own connection pool and instance id on the same database.
        segunda = await new PortableDataSource({ ...t.dataSource.options, migrationsRun: false } as DataSourceOptions).initialize();
      });
      afterAll(() => segunda.destroy());

      it('send each notice exactly once', async () => {
        const T = new Date('2025-11-01T13:00:00Z');
        const personas: number[] = [];
        for (let i = 1; i <= 6; i++) personas.push(await crearPersona(`Persona${i}`, 'Carrera', `carrera${i}@demo.pe`));
        // 12 maintenances × 6 users = 72 notices, more than one claim (50) holds.
        for (let i = 1; i <= 12; i++) {
          await programar(`CAR-${String(i).padStart(2, '0')}`, { fechaNotificacion: T.toISOString() }, personas.map((p) => [p, 'Técnico']));
        }
        const otra = new NotificacionService(segunda.getRepository(Notificacion), segunda.getRepository(MantenimientoUsuario), segunda, { NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_FROM: REMITENTE });
        expect(otra.instancia).not.toBe(avisos.instancia);
        smtp.demora = 15;
        const resumenes = await Promise.all([avisos.runDue(T), otra.runDue(T), avisos.runDue(T), otra.runDue(T), otra.runDue(T), avisos.runDue(T)]);
        resumenes.push(...(await Promise.all([avisos.runDue(T), otra.runDue(T)])));
        smtp.demora = 0;

        const recibidos = new Map<string, number>();
        for (const correo of smtp.correos.filter((c) => c.asunto.includes('CAR-'))) {
          const clave = `${correo.para} ${correo.asunto}`;
          recibidos.set(clave, (recibidos.get(clave) ?? 0) + 1);
        }
        expect(recibidos.size).toBe(72);
        expect([...recibidos.values()].every((n) => n === 1)).toBe(true);
        expect(resumenes.reduce((total, r) => total + r.creadas, 0)).toBe(72);
        expect(resumenes.reduce((total, r) => total + r.enviadas, 0)).toBe(72);
        const filas: Array<{ estado: string; intentos: number; n: string }> = await t.dataSource.query(
          `SELECT n.estado, n.intentos, COUNT(*) AS n FROM notificacion n JOIN mantenimiento m ON m.id = n."mantenimientoId" WHERE m.codigo LIKE 'CAR-%' GROUP BY n.estado, n.intentos`,
        );
        expect(filas.map((f) => ({ ...f, n: Number(f.n) }))).toEqual([{ estado: 'enviada', intentos: 1, n: 72 }]);
      });
    },
  );
});
