import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { RegistroDeCompania } from '../../database/registro-de-compania';
import type { Condicion } from '../../dominio/custodia';
import type { ActaCustodia } from './acta-custodia.entity';

/** An asset an acta hands over or takes back, as it was described on the day, with the condition it was in. */
@Entity('acta_custodia_activo')
@Index(['companiaId', 'actaId'])
@Index(['companiaId', 'activoId'])
export class ActaCustodiaActivo extends RegistroDeCompania {
  @Column({ type: Number })
  actaId: number;

  @ManyToOne('ActaCustodia')
  @JoinColumn({ name: 'actaId' })
  acta?: ActaCustodia;

  @Column({ type: Number })
  activoId: number;

  @ManyToOne('Activo')
  @JoinColumn({ name: 'activoId' })
  activo?: { id: number };

  @Column({ type: String, length: 50 })
  codigo: string;

  @Column({ type: String, length: 500 })
  descripcion: string;

  @Column({ type: String, length: 100, nullable: true })
  marca: string | null;

  @Column({ type: String, length: 100, nullable: true })
  modelo: string | null;

  @Column({ type: String, length: 100, nullable: true })
  serie: string | null;

  @Column({ type: String, length: 10 })
  condicion: Condicion;

  @Column({ type: String, length: 500, nullable: true })
  nota: string | null;
}
