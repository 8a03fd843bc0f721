import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';

/**
 * Who holds an asset now: written by its hand-over acta, removed by its return. The unique index on the asset is what
 * keeps one holder per asset when two hand-overs of it run at once: the second insert fails, whatever it read before.
 */
@Entity('custodia')
@Index(['companiaId', 'activoId'], { unique: true })
@Index(['companiaId', 'custodioId'])
export class Custodia extends RegistroDeCompania {
  @Column({ type: Number })
  activoId: number;

  @ManyToOne('Activo')
  @JoinColumn({ name: 'activoId' })
  activo?: { id: number };

  @Column({ type: Number })
  custodioId: number;

  @ManyToOne('Custodio')
  @JoinColumn({ name: 'custodioId' })
  custodio?: { id: number; nombres: string; apellidos: string };

  /** The hand-over acta that gave it. */
  @Column({ type: Number })
  actaId: number;

  @ManyToOne('ActaCustodia')
  @JoinColumn({ name: 'actaId' })
  acta?: { id: number };

  @DateTimeColumn()
  desde: Date;
}
