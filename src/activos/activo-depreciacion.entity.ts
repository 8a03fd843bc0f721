import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, DecimalColumn, UpdatedAtColumn } from '../database/columns';

/** One month of an asset's stored straight-line depreciation schedule. */
@Entity('activo_depreciacion')
@Index(['activoId', 'numeroMes'], { unique: true })
@Index(['companiaId', 'periodo'])
export class ActivoDepreciacion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: Number })
  activoId: number;

  @Column({ type: Number })
  companiaId: number;

  @Column({ type: Number })
  numeroMes: number;

  /** YYYYMM */
  @Column({ type: Number })
  periodo: number;

  @DecimalColumn() depreciacionMensual: number;
  @DecimalColumn() depreciacionAcumulada: number;
  @DecimalColumn() saldoActual: number;

  @DateTimeColumn()
  fechaMes: Date;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
