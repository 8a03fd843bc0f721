import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BaseDepreciable } from '../dominio/depreciacion';
import type { CalculoIgv } from '../dominio/importes';
import { normalizeSearch } from '../dominio/search-text';
import { BusquedaColumn, CreatedAtColumn, UpdatedAtColumn } from '../database/columns';

@Entity('compania')
export class Compania {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: String, length: 200 })
  razonSocial: string;

  /** RUC: 11 digits, unique. */
  @Column({ type: String, length: 11, unique: true })
  ruc: string;

  @Column({ type: String, length: 150, nullable: true })
  rubro: string | null;

  /** Users of types 1-2 must log in with a second factor (TOTP). */
  @Column({ type: Boolean, default: false })
  requiere2fa: boolean;

  /** What its assets depreciate on: `total` with IGV (the spec's rule) or `precio` without it (IGV taken as crédito fiscal). */
  @Column({ type: String, length: 10, default: 'total' })
  baseDepreciable: BaseDepreciable;

  /** How an asset's amount with IGV splits into price and IGV (CalculoIgv): the spec's rule for the companies that predate the choice. */
  @Column({ type: String, length: 14, default: 'especificacion' })
  calculoIgv: CalculoIgv;

  /** normalizeSearch() of the searchable fields; never answered. */
  @BusquedaColumn((c: Compania) => normalizeSearch([c.razonSocial, c.ruc, c.rubro].join(' ')), 400)
  busqueda?: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
