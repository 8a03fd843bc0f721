import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Transporter } from 'nodemailer';
import { DataSource, EntityManager, In, LessThanOrEqual, Repository } from 'typeorm';
import { remitente, transporteSmtp } from '../../common/correo';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { MantenimientoUsuario } from '../mantenimiento-usuario.entity';
import { CERRADOS } from '../mantenimiento.entity';
import { Usuario } from '../../usuario/usuario.entity';
import { redactarAviso } from '../../dominio/aviso';
import { Notificacion } from './notificacion.entity';
import { MAX_INTENTOS, sentenciaDeReclamo } from './reclamo';
import { deCompania } from '../../common/tenancy';

/** Notice rows one statement inserts: about 16 parameters a row keeps it under SQL Server's 2100. */
const LOTE_AVISOS = 100;
/** A claim this old was left by an instance that stopped: its notices are retried. */
const RECLAMO_VENCIDO_MS = 10 * 60_000;
/** A run stops starting sends after this long and returns the rest, well before its claim could be taken as abandoned. */
const PLAZO_DE_ENVIO_MS = 5 * 60_000;
const ENVIOS_EN_PARALELO = 3;
const MINUTO_MS = 60_000;
export const SIN_SMTP = 'SMTP_URL no configurado: los avisos de mantenimiento se registran pero no se envían por correo';

/** What one run did. */
export interface ResumenDeAvisos {
  /** Notice rows created for notification dates that arrived. */
  creadas: number;
  /** Notices this run claimed and tried to send. */
  reclamadas: number;
  enviadas: number;
  fallidas: number;
}

/** A notice as GET /api/mantenimiento/{id}/notificaciones lists it. */
export type NotificacionRespuesta = Omit<Notificacion, 'companiaId' | 'reclamadoPor' | 'reclamadoEn' | 'mantenimiento' | 'usuario'> & {
  usuario: Pick<Usuario, 'id' | 'nombre' | 'apellido' | 'codigo'> | null;
};

type ConfigDeAvisos = Pick<EnvironmentConfig, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM'>;

/**
 * Maintenance notices (docs/arquitectura.md, "Comportamiento transversal"). Every minute each API instance runs runDue():
 * 1. it creates a notice row for each user assigned to a maintenance whose
 *    fechaNotificacion has arrived and who has none for that date yet (the unique key
 *    mantenimientoId + usuarioId + fechaNotificacion makes a re-run or a second
 *    instance harmless);
 * 2. it claims due rows with one atomic UPDATE (see reclamo.ts) and sends only the
 *    rows that carry its own claim, so a notice is sent once however many instances run;
 * 3. it marks each one enviada, or fallida with the reason and a retry after
 *    2^intentos minutes, up to MAX_INTENTOS attempts.
 * Without SMTP_URL the rows are created registrada (with their WhatsApp link) and no
 * e-mail is sent.
 *
 * The notices are part of the maintenance feature: this service reads the maintenance
 * and assignment rows (never writes them) in the one query that finds who is due,
 * because only a NOT EXISTS against its own table keeps that query small.
 */
@Injectable()
export class NotificacionService {
  private readonly logger = new Logger('AvisosDeMantenimiento');
  /** This API instance, in the claims it makes. */
  readonly instancia = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private corridas = 0;
  private sinCorreoAvisado = false;

  constructor(
    @InjectRepository(Notificacion) private readonly notificaciones: Repository<Notificacion>,
    @InjectRepository(MantenimientoUsuario) private readonly asignaciones: Repository<MantenimientoUsuario>,
    private readonly dataSource: DataSource,
    @Inject(environmentConfig.KEY) private readonly env: ConfigDeAvisos,
  ) {}

  /** The notices of one maintenance, newest notification date first; the caller has checked it is the company's. */
  async findByMantenimiento(companiaId: number, mantenimientoId: number): Promise<NotificacionRespuesta[]> {
    const filas = await this.notificaciones.find({
      where: deCompania(companiaId, { mantenimientoId }),
      relations: { usuario: true },
      order: { fechaNotificacion: 'DESC', id: 'ASC' },
    });
    return filas.map(({ companiaId: _c, reclamadoPor: _p, reclamadoEn: _e, mantenimiento: _m, usuario, ...campos }) => ({
      ...campos,
      usuario: usuario ? { id: usuario.id, nombre: usuario.nombre, apellido: usuario.apellido, codigo: usuario.codigo } : null,
    }));
  }

  /**
   * Drops the notices of a maintenance (of one of its users, when given) that have not
   * gone out: pendiente or fallida. Called in the maintenance's transaction when the user
   * is unassigned, the maintenance is closed or its notification date changes, so a retry
   * never reaches someone no longer assigned or carries an outdated date.
   */
  async discardPending(manager: EntityManager, mantenimientoId: number, usuarioId?: number): Promise<void> {
    await manager.delete(Notificacion, { mantenimientoId, ...(usuarioId ? { usuarioId } : {}), estado: In(['pendiente', 'fallida']) });
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'avisos-de-mantenimiento', waitForCompletion: true })
  async sendDueEveryMinute(): Promise<void> {
    // The test suites call runDue() themselves, with the clock they need.
    if (this.env.NODE_ENV === 'test') return;
    try {
      const resumen = await this.runDue();
      if (resumen.creadas || resumen.reclamadas) this.logger.log({ message: 'Avisos de mantenimiento procesados', ...resumen });
    } catch (error) {
      this.logger.error({ message: 'Falló la corrida de avisos de mantenimiento', cause: (error as Error).message });
    }
  }

  /** One run of the scheduler at `ahora`; safe to call from several instances at once. */
  async runDue(ahora = new Date()): Promise<ResumenDeAvisos> {
    const creadas = await this.crearAvisos(ahora);
    if (!this.env.SMTP_URL) {
      if (!this.sinCorreoAvisado) this.logger.warn(SIN_SMTP);
      this.sinCorreoAvisado = true;
      return { creadas, reclamadas: 0, enviadas: 0, fallidas: 0 };
    }
    await this.recuperarReclamosAbandonados(ahora);
    const reclamo = `${this.instancia}#${++this.corridas}`;
    const filas = await this.reclamar(reclamo, ahora);
    const enviadas = filas.length ? await this.enviar(filas, reclamo, ahora) : [];
    return { creadas, reclamadas: filas.length, enviadas: enviadas.filter(Boolean).length, fallidas: enviadas.filter((ok) => !ok).length };
  }

  private async crearAvisos(ahora: Date): Promise<number> {
    let creadas = 0;
    for (;;) {
      const vencidas = await this.asignacionesSinAviso(ahora);
      const nuevas = await this.insertarSinDuplicar(vencidas.map((asignacion) => this.avisoPara(asignacion, ahora)));
      creadas += nuevas;
      // A full batch that created nothing would come back the same: stop rather than loop.
      if (vencidas.length < LOTE_AVISOS || !nuevas) return creadas;
    }
  }

  /** Assignments of open maintenances whose notification date has come, of users still in its company, that have no notice for that date. */
  private asignacionesSinAviso(ahora: Date): Promise<MantenimientoUsuario[]> {
    const qb = this.asignaciones
      .createQueryBuilder('mu')
      .innerJoinAndSelect('mu.mantenimiento', 'm')
      // Only users who still belong to the maintenance's company are told about it.
      .innerJoinAndSelect('mu.usuario', 'u', 'u.companiaId = m.companiaId')
      .where('m.fechaNotificacion <= :ahora', { ahora })
      .andWhere('m.estado NOT IN (:...cerrados)', { cerrados: CERRADOS });
    const avisada = qb
      .subQuery()
      .select('1')
      .from(Notificacion, 'n')
      .where('n.mantenimientoId = mu.mantenimientoId AND n.usuarioId = mu.usuarioId AND n.fechaNotificacion = m.fechaNotificacion')
      .getQuery();
    // Many-to-one joins only: a plain LIMIT is exact.
    return qb.andWhere(`NOT EXISTS ${avisada}`).orderBy('m.fechaNotificacion', 'ASC').addOrderBy('mu.id', 'ASC').limit(LOTE_AVISOS).getMany();
  }

  private avisoPara({ mantenimiento, usuario, rol }: MantenimientoUsuario, ahora: Date): Partial<Notificacion> {
    const m = mantenimiento!;
    const u = usuario!;
    const aviso = redactarAviso({
      codigo: m.codigo,
      descripcion: m.descripcion,
      descripcionServicio: m.descripcionServicio,
      fecha: m.fecha,
      rol,
      destinatario: [u.nombre, u.apellido].filter(Boolean).join(' '),
      telefonos: [u.numeroTelefonico, m.nro],
    });
    return {
      ...aviso,
      companiaId: m.companiaId,
      mantenimientoId: m.id,
      usuarioId: u.id,
      fechaNotificacion: m.fechaNotificacion!,
      canal: 'email',
      destinatario: u.correoElectronico,
      estado: this.env.SMTP_URL ? 'pendiente' : 'registrada',
      intentos: 0,
      proximoIntento: ahora,
    };
  }

  /**
   * Inserts the rows in one statement. When the unique key refuses it (another
   * instance created some of them since they were looked up), inserts them one by
   * one, each only if it is still missing. Answers how many this call created.
   */
  private async insertarSinDuplicar(filas: Partial<Notificacion>[]): Promise<number> {
    if (!filas.length) return 0;
    try {
      await this.notificaciones.insert(filas);
      return filas.length;
    } catch {
      let creadas = 0;
      for (const fila of filas) if (await this.insertarSiFalta(fila)) creadas++;
      return creadas;
    }
  }

  /** Check, then insert; a unique-key violation in between means another instance created it: not an error. */
  private async insertarSiFalta(fila: Partial<Notificacion>): Promise<boolean> {
    const { mantenimientoId, usuarioId, fechaNotificacion } = fila;
    const existe = () => this.notificaciones.existsBy({ mantenimientoId, usuarioId, fechaNotificacion });
    if (await existe()) return false;
    try {
      await this.notificaciones.insert(fila);
      return true;
    } catch (error) {
      if (await existe()) return false;
      throw error;
    }
  }

  /** Notices left enviando by an instance that stopped are retried as failed attempts. */
  private async recuperarReclamosAbandonados(ahora: Date): Promise<void> {
    await this.notificaciones.update(
      { estado: 'enviando', reclamadoEn: LessThanOrEqual(new Date(ahora.getTime() - RECLAMO_VENCIDO_MS)) },
      { estado: 'fallida', proximoIntento: ahora, reclamadoPor: null, error: 'Envío interrumpido: la instancia que lo reclamó no terminó en 10 minutos' },
    );
  }

  /** Claims due notices with the one atomic UPDATE, then reads the rows that carry this run's claim. */
  private async reclamar(reclamo: string, ahora: Date): Promise<Notificacion[]> {
    const driver = this.dataSource.driver;
    const [sql, parametros] = driver.escapeQueryWithParameters(
      sentenciaDeReclamo(this.dataSource.options.type, (nombre) => driver.escape(nombre)),
      { reclamo, ahora, enviando: 'enviando', reclamables: ['pendiente', 'fallida'], maxIntentos: MAX_INTENTOS },
      {},
    );
    await this.dataSource.query(sql, parametros);
    return this.notificaciones.find({ where: { reclamadoPor: reclamo, estado: 'enviando' }, order: { id: 'ASC' } });
  }

  /** Sends the claimed notices over one pooled SMTP connection set; answers, per notice, whether it went out. */
  private async enviar(filas: Notificacion[], reclamo: string, ahora: Date): Promise<boolean[]> {
    const transporte = transporteSmtp(this.env.SMTP_URL!, { pool: true, maxConnections: ENVIOS_EN_PARALELO });
    const inicio = Date.now();
    const resultados: boolean[] = [];
    try {
      for (let i = 0; i < filas.length; i += ENVIOS_EN_PARALELO) {
        if (Date.now() - inicio > PLAZO_DE_ENVIO_MS) {
          await this.devolver(filas.slice(i), reclamo);
          break;
        }
        const tanda = filas.slice(i, i + ENVIOS_EN_PARALELO);
        resultados.push(...(await Promise.all(tanda.map((fila) => this.enviarUna(transporte, fila, reclamo, ahora)))));
      }
    } finally {
      transporte.close();
    }
    return resultados;
  }

  private async enviarUna(transporte: Transporter, fila: Notificacion, reclamo: string, ahora: Date): Promise<boolean> {
    const suya = { id: fila.id, reclamadoPor: reclamo, estado: 'enviando' as const };
    try {
      await transporte.sendMail({
        from: remitente(this.env.MAIL_FROM),
        to: fila.destinatario,
        subject: fila.asunto,
        text: fila.cuerpo,
      });
    } catch (error) {
      const motivo = String((error as Error)?.message ?? error).slice(0, 500);
      // intentos already counts this attempt: retries after 2, 4, 8 and 16 minutes.
      const proximoIntento = new Date(ahora.getTime() + 2 ** fila.intentos * MINUTO_MS);
      await this.notificaciones.update(suya, { estado: 'fallida', error: motivo, proximoIntento });
      this.logger.warn({ message: 'No se pudo enviar un aviso de mantenimiento', notificacionId: fila.id, intento: fila.intentos, error: motivo });
      return false;
    }
    await this.notificaciones.update(suya, { estado: 'enviada', enviadoEn: ahora, error: null });
    return true;
  }

  /** Claimed notices a run had no time for go back to pendiente, their attempt not counted. */
  private async devolver(filas: Notificacion[], reclamo: string): Promise<void> {
    const intentos = this.dataSource.driver.escape('intentos');
    await this.notificaciones.update(
      { id: In(filas.map((fila) => fila.id)), reclamadoPor: reclamo, estado: 'enviando' },
      { estado: 'pendiente', reclamadoPor: null, reclamadoEn: null, intentos: () => `${intentos} - 1` },
    );
  }
}
