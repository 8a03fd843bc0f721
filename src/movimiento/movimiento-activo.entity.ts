import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Activo } from '../activo/activo.entity';
import { Movimiento } from './movimiento.entity';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** An asset moved by a movement; each asset at most once per movement. */
@Entity('movimiento_activo')
@Index(['movimientoId', 'activoId'], { unique: true })
// A movement's asset ids in the order they were added, from the index alone (IndicesMovimientoActivo).
@Index(['movimientoId', 'id', 'activoId'])
@Index(['companiaId'])
@Index(['activoId'])
export class MovimientoActivo extends RegistroDeCompania {
  @Column({ type: Number })
  movimientoId: number;

  @ManyToOne(() => Movimiento, (m) => m.movimientoActivos, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'movimientoId' })
  movimiento?: Movimiento;

  @Column({ type: Number })
  activoId: number;

  @ManyToOne(() => Activo)
  @JoinColumn({ name: 'activoId' })
  activo?: Activo;
}
