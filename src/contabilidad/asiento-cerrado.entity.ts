import { Column, Entity, Index } from 'typeorm';
import { LongTextColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';

/**
 * One entry of a closed year's journal, as computed when the year was closed (JSON of the entry in soles): a later
 * change of the accounts, the cost centres or the destination settings does not alter it (docs/contabilidad.md).
 */
@Entity('asiento_cerrado')
@Index(['companiaId', 'anio', 'mes', 'numero'], { unique: true })
export class AsientoCerrado extends RegistroDeCompania {
  @Column({ type: Number })
  anio: number;

  /** 1-12 */
  @Column({ type: Number })
  mes: number;

  @Column({ type: Number })
  numero: number;

  @LongTextColumn() datos: string;
}
