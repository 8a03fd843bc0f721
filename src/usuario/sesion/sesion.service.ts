import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, MoreThan, Not, Repository } from 'typeorm';
import { AuthUser } from '../../common/auth-user';
import { environmentConfig, EnvironmentConfig } from '../../config/environment.config';
import { filasPreparadas } from '../../database/consulta-preparada';
import { SesionRespuestaDto } from './dto/sesion.dto';
import { Sesion } from './sesion.entity';

export interface NuevaSesion {
  usuarioId: number;
  companiaId: number;
  /** Seconds the token lives: the session's absolute end. */
  duracionSegundos: number;
  ip?: string | null;
  userAgent?: string | null;
}

interface FilaSesion {
  usuarioId: number;
  ultimoUso: Date | string;
  expira: Date | string;
  revocada: Date | string | null;
  tipo: number;
  companiaId: number;
  nombre: string;
  apellido: string | null;
  correoElectronico: string;
  razonSocial: string | null;
}

const aFecha = (value: Date | string) => (value instanceof Date ? value : new Date(value.includes('T') || value.includes('Z') ? value : `${value.replace(' ', 'T')}Z`));

/** Owns the `sesion` table: opens, checks, renews and revokes the sessions that tokens name. */
@Injectable()
export class SesionService {
  private readonly inactividadMs: number;
  /** Last use is written at most this often, so a busy session does not write on every request. */
  private readonly renovarCadaMs: number;

  constructor(
    @InjectRepository(Sesion) private readonly sesiones: Repository<Sesion>,
    @Inject(environmentConfig.KEY) env: EnvironmentConfig,
  ) {
    this.inactividadMs = env.SESSION_IDLE_MINUTES * 60_000;
    this.renovarCadaMs = Math.min(60_000, this.inactividadMs / 10);
  }

  get inactividadMinutos(): number {
    return this.inactividadMs / 60_000;
  }

  async open(datos: NuevaSesion): Promise<Sesion> {
    const ahora = new Date();
    const sesion = this.sesiones.create({
      id: randomUUID(),
      usuarioId: datos.usuarioId,
      companiaId: datos.companiaId,
      creada: ahora,
      ultimoUso: ahora,
      expira: new Date(ahora.getTime() + datos.duracionSegundos * 1000),
      revocada: null,
      ip: datos.ip?.slice(0, 64) ?? null,
      userAgent: datos.userAgent?.slice(0, 500) ?? null,
    });
    await this.sesiones.insert(sesion);
    return sesion;
  }

  /**
   * The caller of a token, with the user's current type and company, or null when the
   * session is unknown, revoked, past its end or idle too long. One lookup by primary key.
   */
  async authenticate(id: string, usuarioId: number): Promise<AuthUser | null> {
    const [fila] = await filasPreparadas<FilaSesion>(this.sesiones.manager, this.consultaDeSesion(), [id]);
    if (!fila || fila.revocada || Number(fila.usuarioId) !== usuarioId) return null;
    const ahora = Date.now();
    const ultimoUso = aFecha(fila.ultimoUso).getTime();
    // Last use is written at most every renovarCadaMs: allow for that lag, so a session never ends early.
    if (ahora >= aFecha(fila.expira).getTime() || ahora - ultimoUso > this.inactividadMs + this.renovarCadaMs) return null;
    if (ahora - ultimoUso >= this.renovarCadaMs) await this.sesiones.update({ id }, { ultimoUso: new Date(ahora) });
    return {
      userId: usuarioId,
      tipo: Number(fila.tipo),
      companiaId: Number(fila.companiaId),
      nombre: [fila.nombre, fila.apellido].filter(Boolean).join(' ').trim(),
      email: fila.correoElectronico,
      companiaNombre: fila.razonSocial ?? '',
      sesionId: id,
    };
  }

  private consulta?: string;
  /**
   * The session with its user's current type, company and names, by primary key. Written once as SQL:
   * it runs on every request, and building it with the query builder each time cost more than running it. Prepared on
   * PostgreSQL (consultaPreparada): parsing it cost PostgreSQL three times what running it did.
   */
  private consultaDeSesion(): string {
    if (this.consulta) return this.consulta;
    const { driver } = this.sesiones.manager.connection;
    const e = (name: string) => driver.escape(name);
    const columnas = [
      ['s', 'usuarioId'],
      ['s', 'ultimoUso'],
      ['s', 'expira'],
      ['s', 'revocada'],
      ['u', 'tipo'],
      ['u', 'companiaId'],
      ['u', 'nombre'],
      ['u', 'apellido'],
      ['u', 'correoElectronico'],
      ['c', 'razonSocial'],
    ].map(([tabla, columna]) => `${tabla}.${e(columna)} AS ${e(columna)}`);
    this.consulta =
      `SELECT ${columnas.join(', ')} FROM ${e('sesion')} s ` +
      `INNER JOIN ${e('usuario')} u ON u.${e('id')} = s.${e('usuarioId')} ` +
      `LEFT JOIN ${e('compania')} c ON c.${e('id')} = u.${e('companiaId')} ` +
      `WHERE s.${e('id')} = ${driver.createParameter('id', 0)}`;
    return this.consulta;
  }

  async revoke(id: string): Promise<void> {
    await this.sesiones.update({ id, revocada: IsNull() }, { revocada: new Date() });
  }

  /** Ends every live session of the user, except `salvo` (the one that made a self-service change). */
  async revokeAll(usuarioId: number, salvo?: string): Promise<number> {
    const result = await this.sesiones.update(
      { usuarioId, revocada: IsNull(), ...(salvo ? { id: Not(salvo) } : {}) },
      { revocada: new Date() },
    );
    return result.affected ?? 0;
  }

  /** One session by id (the caller's own: the guard has just checked it is live). */
  findById(id: string): Promise<Sesion | null> {
    return this.sesiones.findOneBy({ id });
  }

  /** The user's live sessions, newest first. */
  async listActive(usuarioId: number, actual?: string): Promise<SesionRespuestaDto[]> {
    const ahora = new Date();
    const filas = await this.sesiones.find({
      where: { usuarioId, revocada: IsNull(), expira: MoreThan(ahora), ultimoUso: MoreThan(new Date(ahora.getTime() - this.inactividadMs - this.renovarCadaMs)) },
      order: { creada: 'DESC' },
    });
    return filas.map((s) => ({ id: s.id, creada: s.creada, ultimoUso: s.ultimoUso, expira: s.expira, ip: s.ip, userAgent: s.userAgent, actual: s.id === actual }));
  }

  /** Revokes one session of this user; false when it is not one of its live sessions. */
  async revokeForUsuario(usuarioId: number, id: string): Promise<boolean> {
    const result = await this.sesiones.update({ id, usuarioId, revocada: IsNull() }, { revocada: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Sessions past their end are kept a day for the record, then removed; safe on every replica. */
  @Cron(CronExpression.EVERY_HOUR)
  async purge(): Promise<void> {
    await this.sesiones.delete({ expira: LessThan(new Date(Date.now() - 24 * 3600_000)) });
  }
}
