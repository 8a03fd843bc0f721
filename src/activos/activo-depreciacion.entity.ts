import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Compania } from '../compania/compania.entity';
import { CreatedAtColumn, DateTimeColumn, DecimalColumn, UpdatedAtColumn } from '../database/columns';
import { Activo } from './activo.entity';

/** One month of an asset's stored straight-line depreciation schedule. */
@Entity('activo_depreciacion')
@Index(['activoId', 'numeroMes'], { unique: true })
@Index(['companiaId', 'periodo'])
export class ActivoDepreciacion {
  @PrimaryGeneratedColumn()
  id: number;

  // Foreign keys without relation properties, as in ActivoUbicacion: the schedule is only read by key.
  @ForeignKey(() => Activo, { onDelete: 'CASCADE' })
  @Column({ type: Number })
  activoId: number;

  @ForeignKey(() => Compania)
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
