import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { Activo } from './activo.entity';

/**
 * An event of an asset's life kept in its own table (an improvement, a disposal): the asset it is of, gone with it,
 * and its date, a calendar day stored at UTC midnight.
 */
export abstract class EventoDeActivo extends RegistroDeCompania {
  @Column({ type: Number })
  activoId: number;

  @ManyToOne(() => Activo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activoId' })
  activo?: Activo;

  @DateTimeColumn() fecha: Date;
}
