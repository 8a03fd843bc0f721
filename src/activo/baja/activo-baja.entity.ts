import { Column, Entity, Index } from 'typeorm';
import { DecimalColumn, text } from '../../database/columns';
import { EventoDeActivo } from '../evento-de-activo';

export const MOTIVOS_BAJA = ['venta', 'obsolescencia', 'siniestro', 'robo_perdida', 'donacion', 'destruccion', 'otro'] as const;
export type MotivoBaja = (typeof MOTIVOS_BAJA)[number];

/**
 * The disposal (baja) of an asset on `fecha`, the last month it depreciates: one per asset, written in the same transaction as the asset's estado, with
 * the figures it wrote off computed at that moment so the acta and the books read the same numbers.
 */
@Entity('activo_baja')
@Index(['companiaId', 'fecha'])
@Index(['activoId'], { unique: true })
export class ActivoBaja extends EventoDeActivo {
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
