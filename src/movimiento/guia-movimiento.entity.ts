import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Activo } from '../activo/activo.entity';
import { DateTimeColumn, text } from '../database/columns';
import { Movimiento } from './movimiento.entity';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** A transport guide line of a movement (docs/especificacion-operaciones.md §3 "GuiaMovimiento"). */
@Entity('guia_movimiento')
@Index(['companiaId'])
@Index(['movimientoId'])
@Index(['activoId'])
export class GuiaMovimiento extends RegistroDeCompania {
  @Column({ type: Number })
  movimientoId: number;

  @ManyToOne(() => Movimiento, (m) => m.guiaMovimientos, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'movimientoId' })
  movimiento?: Movimiento;

  /** The asset the line carries, if any. */
  @Column({ type: Number, nullable: true })
  activoId: number | null;

  @ManyToOne(() => Activo)
  @JoinColumn({ name: 'activoId' })
  activo?: Activo | null;

  /** The guide number (11 digits), labelled so in the spec. */
  @text(11) ruc: string | null;
  @DateTimeColumn({ nullable: true }) fecha: Date | null;
  @text(100) destinatario: string | null;
  /** The sender's razón social. */
  @text(100) guiaRemitente: string | null;
  @text(255) puntoDePartida: string | null;
  @text(255) puntoDeLlegada: string | null;
  @text(50) codigo: string | null;

  @Column({ type: String, length: 3, default: 'UND' })
  unidad: string;

  @text(1000) descripcion: string | null;

  @Column({ type: Number, default: 1 })
  cantidad: number;
}
