import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { Activo } from '../activo/activo.entity';
import type { EstadoFisico } from '../dominio/inventario';
import { DateTimeColumn, text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { Inventario } from './inventario.entity';

/** The characters of an unreadable reading's text that are kept. */
export const TEXTO_LEIDO_MAX = 500;

/**
 * One asset read in a campaign, where it was read: one per asset (a re-read updates it), per code read for a code
 * the books do not have (a surplus, activoId null), or per text read that names no code (an unreadable reading: a label
 * of another address, a URL that is not a label's). The address and area are kept by name too, as they were read.
 */
@Entity('inventario_lectura')
// A campaign's readings in id order, page by page, from the index.
@Index(['companiaId', 'inventarioId', 'id'])
// An asset with readings is not deleted (ReferenciasDeActivo).
@Index(['companiaId', 'activoId'])
@Index(['inventarioId', 'activoId'], { unique: true, where: '"activoId" IS NOT NULL' })
@Index(['inventarioId', 'codigo'], { unique: true, where: '"activoId" IS NULL AND "textoLeido" IS NULL' })
@Index(['inventarioId', 'textoLeido'], { unique: true, where: '"textoLeido" IS NOT NULL' })
export class InventarioLectura extends RegistroDeCompania {
  // Foreign keys without relation properties: the rows are answered through their own DTO.
  @ForeignKey(() => Inventario, { onDelete: 'CASCADE' })
  @Column({ type: Number })
  inventarioId: number;

  @ForeignKey(() => Activo)
  @Column({ type: Number, nullable: true })
  activoId: number | null;

  /** The asset's code, or the code read when the books have none; empty on an unreadable reading. */
  @Column({ type: String, length: 50 })
  codigo: string;

  /** What an unreadable reading read (its first TEXTO_LEIDO_MAX characters); null on every other. */
  @text(TEXTO_LEIDO_MAX) textoLeido: string | null;

  @Column({ type: Number, nullable: true })
  direccionId: number | null;
  @text(400) direccion: string | null;
  @text(100) edificio: string | null;
  @text(50) piso: string | null;
  @Column({ type: Number, nullable: true })
  areaId: number | null;
  @text(100) area: string | null;
  @text(100) sede: string | null;

  @text(10) estadoFisico: EstadoFisico | null;
  @text(500) observacion: string | null;

  /** When the phone read it (readings without network arrive later). */
  @DateTimeColumn() leidoEl: Date;

  @Column({ type: Number, nullable: true })
  usuarioId: number | null;
  /** Who counted: the person's name, or the API key's. */
  @Column({ type: String, length: 200 })
  usuario: string;
}
