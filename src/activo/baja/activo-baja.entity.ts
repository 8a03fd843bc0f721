import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, DecimalColumn, text } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';
import { Activo } from '../activo.entity';

export const MOTIVOS_BAJA = ['venta', 'obsolescencia', 'siniestro', 'robo_perdida', 'donacion', 'destruccion', 'otro'] as const;
export type MotivoBaja = (typeof MOTIVOS_BAJA)[number];

/**
 * The disposal (baja) of an asset: one per asset, written in the same transaction as the asset's estado, with
 * the figures it wrote off computed at that moment so the acta and the books read the same numbers.
 */
@Entity('activo_baja')
@Index(['companiaId', 'fecha'])
@Index(['activoId'], { unique: true })
export class ActivoBaja extends RegistroDeCompania {
  @Column({ type: Number })
  activoId: number;

  @ManyToOne(() => Activo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activoId' })
  activo?: Activo;

  /** The day of the disposal, UTC midnight: its month is the last one depreciated. */
  @DateTimeColumn() fecha: Date;

  @Column({ type: String, length: 20 })
  motivo: MotivoBaja;

  /** The evidence the motive needs: sale invoice, technical report, police report, acta… */
  @Column({ type: String, length: 100 })
  documento: string;

  /** Sale price without IGV, S/ (venta only). */
  @DecimalColumn(2, { nullable: true }) valorVenta: number | null;

  @text(1000) observaciones: string | null;
  /** Obsolescence: the professional who signed the technical report and their registration (colegiatura). */
  @text(200) profesional: string | null;
  @text(50) colegiatura: string | null;

  /** Depreciable cost at the disposal (cost and improvements), S/. */
  @DecimalColumn(2) costo: number;
  /** Accumulated depreciation to the disposal's month, S/. */
  @DecimalColumn(2) depreciacionAcumulada: number;
  /** Net book value written off: costo − depreciacionAcumulada. */
  @DecimalColumn(2) valorNeto: number;
  /** Sale: valorVenta − valorNeto (gain when positive, loss when negative). */
  @DecimalColumn(2, { nullable: true }) resultadoVenta: number | null;
  /** The IGV credit to repay (Ley del IGV art. 22), estimated; null when none is due. */
  @DecimalColumn(2, { nullable: true }) reintegroIgv: number | null;

  /** The estado the asset had, given back when the disposal is reversed. */
  @text(50) estadoAnterior: string | null;

  @Column({ type: Number, nullable: true })
  usuarioId: number | null;
  @text(200) usuarioNombre: string | null;
}
