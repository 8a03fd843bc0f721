import { Column, Entity, Index } from 'typeorm';
import { normalizeSearch } from '../dominio/search-text';
import { BusquedaColumn, DateTimeColumn, LongTextColumn, text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** 'cerrando' while a close writes the books it keeps, in batches: readings, moves and another close are refused meanwhile. */
export const ESTADOS_INVENTARIO = ['abierto', 'cerrando', 'cerrado'] as const;
export type EstadoInventario = (typeof ESTADOS_INVENTARIO)[number];

/**
 * A physical count campaign of a company: the assets of its scope (alcance) are read where they stand while it is open;
 * closing it keeps the books as they were then (inventario_activo), so its reconciliation and its acta no longer change.
 */
@Entity('inventario')
@Index(['companiaId', 'fechaCorte'])
export class Inventario extends RegistroDeCompania {
  @Column({ type: String, length: 200 })
  nombre: string;

  /** The day the count is as of (UTC midnight): assets disposed of before it are out of the books. */
  @DateTimeColumn() fechaCorte: Date;

  /** The scope as JSON: { areaIds?, sedes?, direccionIds? }; empty, every asset in the books. */
  @LongTextColumn() alcance: string;

  @Column({ type: String, length: 10 })
  estado: EstadoInventario;

  @Column({ type: Number, nullable: true })
  creadoPorId: number | null;
  @Column({ type: String, length: 200 })
  creadoPor: string;

  @DateTimeColumn({ nullable: true }) cerradoEl: Date | null;
  @Column({ type: Number, nullable: true })
  cerradoPorId: number | null;
  @text(200) cerradoPor: string | null;

  /** The counts when it was closed (the reconciliation's summary, JSON); null while open. */
  @LongTextColumn({ nullable: true }) resumen: string | null;

  /** While 'cerrando', the id of the close under way (InventarioService.close); null otherwise. Never answered. */
  @text(36) cierreId: string | null;

  /** normalizeSearch(nombre), for `q`; never answered. */
  @BusquedaColumn((i: Inventario) => normalizeSearch(i.nombre), 200)
  busqueda?: string | null;
}
