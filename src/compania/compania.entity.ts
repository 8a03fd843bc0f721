import { BeforeInsert, BeforeUpdate, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { normalizeSearch } from '../common/search-text';
import { currentDbType, SQL_TYPES } from '../database/column-types';
import { CreatedAtColumn, UpdatedAtColumn } from '../database/columns';

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
  @Column({ type: Boolean, default: () => SQL_TYPES[currentDbType()].false })
  requiere2fa: boolean;

  /** normalizeSearch() of the searchable fields; never answered. */
  @Column({ type: String, length: 400, nullable: true, select: false })
  busqueda?: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @BeforeInsert()
  @BeforeUpdate()
  protected fillSearchText(): void {
    this.busqueda = normalizeSearch([this.razonSocial, this.ruc, this.rubro].join(' '));
  }
}
