import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn } from '../../database/columns';
import { Mantenimiento } from '../mantenimiento.entity';
import { Usuario } from '../../usuario/usuario.entity';
import { AvisoPorCorreo } from './envio-de-avisos';

/** One notice to one assigned user for one notification date of a maintenance. */
@Entity('notificacion')
@Index(['mantenimientoId', 'usuarioId', 'fechaNotificacion'], { unique: true })
@Index(['estado', 'proximoIntento'])
@Index(['reclamadoPor'])
@Index(['companiaId'])
export class Notificacion extends AvisoPorCorreo {
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

  @Column({ type: String, length: 2000, nullable: true })
  whatsappLink: string | null;
}
