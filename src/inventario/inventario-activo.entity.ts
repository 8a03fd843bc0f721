import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';
import { Inventario } from './inventario.entity';

/**
 * The books of a closed campaign: each asset of its scope and each asset read outside it, as they stood when it was
 * closed. A closed campaign is reconciled against these rows, so later changes of the assets leave its acta as it was.
 * No foreign key to the asset: the copy outlives it.
 */
@Entity('inventario_activo')
@Index(['companiaId', 'inventarioId', 'codigo'])
@Index(['inventarioId', 'activoId'], { unique: true })
export class InventarioActivo extends RegistroDeCompania {
  @ForeignKey(() => Inventario, { onDelete: 'CASCADE' })
  @Column({ type: Number })
  inventarioId: number;

  @Column({ type: Number })
  activoId: number;

  @Column({ type: String, length: 50 })
  codigo: string;

  @Column({ type: String, length: 500 })
  descripcion: string;

  @Column({ type: Number, nullable: true })
  direccionId: number | null;
  @text(400) direccion: string | null;
  @text(100) edificio: string | null;
  @text(50) piso: string | null;
  @Column({ type: Number, nullable: true })
  areaId: number | null;
  @text(100) area: string | null;
  @text(100) sede: string | null;

  /** In the campaign's scope when it was closed (the others were read outside it). */
  @Column({ type: Boolean })
  enAlcance: boolean;

  @Column({ type: Boolean })
  dadoDeBaja: boolean;
}
