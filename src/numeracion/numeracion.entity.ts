import { Column, Entity, Index } from 'typeorm';
import { RegistroDeCompania } from '../database/registro-de-compania';

/**
 * The last number handed out in one of a company's document series: a series of its electronic transport guides
 * (`T001`), the hand-over actas of a year. Each series counts on its own.
 */
@Entity('numeracion')
@Index(['companiaId', 'serie'], { unique: true })
export class Numeracion extends RegistroDeCompania {
  @Column({ type: String, length: 30 })
  serie: string;

  @Column({ type: Number, default: 0 })
  ultimo: number;
}
