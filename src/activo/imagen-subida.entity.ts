import { Column, Entity, Index } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';

/**
 * An asset image uploaded by a company, with its thumbnail: what counts against the
 * company's storage quota (the sum of `bytes`) and what the orphan sweep may delete
 * once no asset shows it. One row per upload, written before its files are stored.
 */
@Entity('imagen_subida')
@Index(['companiaId'])
@Index(['createdAt'])
export class ImagenSubida extends RegistroDeCompania {
  /** The path an asset's `imagen` holds: /uploads/activos/<uuid>.<ext>. */
  @Column({ type: String, length: 200, unique: true })
  ruta: string;

  /** Image plus thumbnail, in bytes. */
  @Column({ type: Number })
  bytes: number;

  /** The sweep run that is deleting it, and since when (a claim older than 10 minutes was abandoned). */
  @Column({ type: String, length: 100, nullable: true })
  reclamadoPor: string | null;

  @DateTimeColumn({ nullable: true })
  reclamadoEn: Date | null;
}
