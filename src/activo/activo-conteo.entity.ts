import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Compania } from '../compania/compania.entity';

/**
 * How many assets a company has in service and disposed of. Written only by the database's triggers on `activo`
 * (migration ConteoDeActivos), on every insert, delete, disposal and move, whatever writes them; read as the total of
 * the asset list without filters (conteo-de-activos.ts, docs/rendimiento.md).
 */
@Entity('activo_conteo')
export class ActivoConteo {
  @PrimaryColumn({ type: Number })
  companiaId: number;

  /** A counter is no data of its own: it goes with its company. */
  @ManyToOne(() => Compania, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'companiaId' })
  compania?: Compania;

  @Column({ type: Number, default: 0 })
  vigentes: number;

  @Column({ type: Number, default: 0 })
  deBaja: number;
}
