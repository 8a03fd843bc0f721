import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { MantenimientoUsuario } from '../mantenimiento-usuario.entity';
import { CERRADOS } from '../mantenimiento.entity';
import { Usuario } from '../../usuario/usuario.entity';
import { redactarAviso } from '../../dominio/aviso';
import { Notificacion } from './notificacion.entity';
import { EnvioDeAvisos } from './envio-de-avisos';
import { deCompania } from '../../common/tenancy';

/** Notice rows one statement inserts: about 16 parameters a row keeps it under SQL Server's 2100. */
const LOTE_AVISOS = 100;
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
 * 2. EnvioDeAvisos claims due rows with one atomic UPDATE (see reclamo.ts) and sends only the
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
  private sinCorreoAvisado = false;
  private readonly envio: EnvioDeAvisos<Notificacion>;

  constructor(
    @InjectRepository(Notificacion) private readonly notificaciones: Repository<Notificacion>,
    @InjectRepository(MantenimientoUsuario) private readonly asignaciones: Repository<MantenimientoUsuario>,
    dataSource: DataSource,
    @Inject(environmentConfig.KEY) private readonly env: ConfigDeAvisos,
  ) {
    this.envio = new EnvioDeAvisos(dataSource, Notificacion, 'notificacion', this.instancia, this.logger);
  }

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
    return { creadas, ...(await this.envio.enviarPendientes(this.env.SMTP_URL, this.env.MAIL_FROM, ahora)) };
  }

  private async crearAvisos(ahora: Date): Promise<number> {
    let creadas = 0;
    for (;;) {
      const vencidas = await this.asignacionesSinAviso(ahora);
      const nuevas = await this.envio.insertarSinDuplicar(
        vencidas.map((asignacion) => this.avisoPara(asignacion, ahora)),
        ({ mantenimientoId, usuarioId, fechaNotificacion }) => this.notificaciones.existsBy({ mantenimientoId, usuarioId, fechaNotificacion }),
      );
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
}
