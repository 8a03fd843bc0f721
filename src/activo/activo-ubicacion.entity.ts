import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { Activo } from './activo.entity';

/** One change of an asset's location (docs/especificacion-activos.md §3 "Entrada del historial de ubicación"); written, never edited. */
@Entity('activo_ubicacion')
@Index(['activoId', 'fechaCambio'])
// The latest entry of each moved asset (ActivoUbicacionesService.ultimaDireccionEscrita) by the company's and the assets' ids.
@Index(['companiaId', 'activoId'])
export class ActivoUbicacion extends RegistroDeCompania {
  // Foreign keys without relation properties: the API answers these rows as they are, and a relation would put the asset in their OpenAPI schema.
  @ForeignKey(() => Activo, { onDelete: 'CASCADE' })
  @Column({ type: Number })
  activoId: number;

  @DateTimeColumn()
  fechaCambio: Date;

  @Column({ type: Number, nullable: true })
  usuarioCambioId: number | null;

  @Column({ type: String, length: 200, nullable: true }) usuarioCambio: string | null;
  @Column({ type: String, length: 255, nullable: true }) motivo: string | null;
  @Column({ type: String, length: 400, nullable: true }) direccionAnterior: string | null;
  @Column({ type: String, length: 400, nullable: true }) direccionNueva: string | null;
  @Column({ type: String, length: 100, nullable: true }) edificioAnterior: string | null;
  @Column({ type: String, length: 100, nullable: true }) edificioNuevo: string | null;
  @Column({ type: String, length: 50, nullable: true }) pisoAnterior: string | null;
  @Column({ type: String, length: 50, nullable: true }) pisoNuevo: string | null;
  @Column({ type: String, length: 100, nullable: true }) areaAnterior: string | null;
  @Column({ type: String, length: 100, nullable: true }) areaNueva: string | null;
  @Column({ type: String, length: 100, nullable: true }) sedeAnterior: string | null;
  @Column({ type: String, length: 100, nullable: true }) sedeNueva: string | null;
  @Column({ type: String, length: 1000, nullable: true }) observaciones: string | null;
}
