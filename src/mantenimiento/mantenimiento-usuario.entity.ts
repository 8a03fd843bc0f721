import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { Usuario } from '../usuario/usuario.entity';
import { Mantenimiento } from './mantenimiento.entity';

/** The roles a user may have in a maintenance (docs/especificacion-operaciones.md §6); none is "Sin rol específico". */
export const ROLES_MANTENIMIENTO = ['Responsable', 'Supervisor', 'Técnico', 'Asistente'] as const;

/** A user assigned to a maintenance; each user at most once. */
@Entity('mantenimiento_usuario')
@Index(['mantenimientoId', 'usuarioId'], { unique: true })
@Index(['companiaId'])
@Index(['usuarioId'])
export class MantenimientoUsuario extends RegistroDeCompania {
  @Column({ type: Number })
  mantenimientoId: number;

  @ManyToOne(() => Mantenimiento, (m) => m.mantenimientoUsuarios, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'mantenimientoId' })
  mantenimiento?: Mantenimiento;

  @Column({ type: Number })
  usuarioId: number;

  @ManyToOne(() => Usuario)
  @JoinColumn({ name: 'usuarioId' })
  usuario?: Usuario;

  @Column({ type: String, length: 20, nullable: true })
  rol: string | null;

  @DateTimeColumn() fechaAsignacion: Date;
}
