import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, LongTextColumn, text } from '../../database/columns';
import { Mantenimiento } from '../mantenimiento.entity';
import { RegistroDeCompania } from '../../database/registro-de-compania';
import { Usuario } from '../../usuario/usuario.entity';

/**
 * Where a notice stands:
 * - pendiente: due, waiting to be claimed by an instance's scheduler
 * - enviando: claimed (reclamadoPor, reclamadoEn) and being sent
 * - enviada: delivered to the SMTP server (enviadoEn)
 * - fallida: the last attempt failed (error); retried at proximoIntento until MAX_INTENTOS
 * - registrada: recorded without e-mail because SMTP_URL is not configured
 */
export const ESTADOS_NOTIFICACION = ['pendiente', 'enviando', 'enviada', 'fallida', 'registrada'] as const;
export type EstadoNotificacion = (typeof ESTADOS_NOTIFICACION)[number];

/** One notice to one assigned user for one notification date of a maintenance. */
@Entity('notificacion')
@Index(['mantenimientoId', 'usuarioId', 'fechaNotificacion'], { unique: true })
@Index(['estado', 'proximoIntento'])
@Index(['reclamadoPor'])
@Index(['companiaId'])
export class Notificacion extends RegistroDeCompania {
  @Column({ type: Number })
  mantenimientoId: number;

  @ManyToOne(() => Mantenimiento, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mantenimientoId' })
  mantenimiento?: Mantenimiento;

  @Column({ type: Number })
  usuarioId: number;

  /** No foreign key: the notice stays a record of what was sent after the user is unassigned. */
  @ManyToOne(() => Usuario, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'usuarioId' })
  usuario?: Usuario | null;

  /** The maintenance's fechaNotificacion this notice is for (its "round"). */
  @DateTimeColumn() fechaNotificacion: Date;

  @Column({ type: String, length: 10, default: 'email' })
  canal: string;

  /** The user's e-mail address. */
  @Column({ type: String, length: 150 })
  destinatario: string;

  @Column({ type: String, length: 2000, nullable: true })
  whatsappLink: string | null;

  @Column({ type: String, length: 600 })
  asunto: string;

  @LongTextColumn() cuerpo: string;

  @Column({ type: String, length: 20, default: 'pendiente' })
  estado: EstadoNotificacion;

  /** Attempts so far; each claim counts one. */
  @Column({ type: Number, default: 0 })
  intentos: number;

  /** When the notice may be claimed (again). */
  @DateTimeColumn() proximoIntento: Date;

  /** The claim (instance id and run) that is sending it. */
  @text(100) reclamadoPor: string | null;
  @DateTimeColumn({ nullable: true }) reclamadoEn: Date | null;
  @DateTimeColumn({ nullable: true }) enviadoEn: Date | null;
  /** Why the last attempt failed. */
  @text(500) error: string | null;
}
