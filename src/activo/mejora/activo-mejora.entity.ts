import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, DecimalColumn } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';
import { Activo } from '../activo.entity';

/** An improvement (mejora) of an asset: its amount adds to the depreciable cost from the month after its date (PERU.md). */
@Entity('activo_mejora')
@Index(['companiaId', 'activoId', 'fecha'])
@Index(['companiaId', 'fecha'])
export class ActivoMejora extends RegistroDeCompania {
  @Column({ type: Number })
  activoId: number;

  @ManyToOne(() => Activo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activoId' })
  activo?: Activo;

  /** The day the improvement was completed, UTC midnight. */
  @DateTimeColumn() fecha: Date;

  @Column({ type: String, length: 500 })
  descripcion: string;

  /** S/, in the company's depreciable base. */
  @DecimalColumn(2) importe: number;

  /** The voucher or invoice that backs it. */
  @Column({ type: String, length: 100 })
  documento: string;

  @Column({ type: Number, nullable: true })
  usuarioId: number | null;
}
