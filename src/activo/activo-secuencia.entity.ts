import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Compania } from '../compania/compania.entity';
import { CreatedAtColumn, UpdatedAtColumn } from '../database/columns';

/** The last generated asset code number of a company. */
@Entity('activo_secuencia')
export class ActivoSecuencia {
  @PrimaryColumn({ type: Number })
  companiaId: number;

  /** A counter is no data of its own: it goes with its company. */
  @ManyToOne(() => Compania, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'companiaId' })
  compania?: Compania;

  @Column({ type: Number, default: 0 })
  ultimo: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
