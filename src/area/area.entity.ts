import { BeforeInsert, BeforeUpdate, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Compania } from '../compania/compania.entity';
import { normalizeSearch } from '../common/search-text';
import { CreatedAtColumn, UpdatedAtColumn } from '../database/columns';

/** An area of a company; its name is unique within the company. */
@Entity('area')
@Index(['companiaId', 'busqueda'], { unique: true })
export class Area {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: Number })
  companiaId: number;

  @ManyToOne(() => Compania)
  @JoinColumn({ name: 'companiaId' })
  compania?: Compania;

  @Column({ type: String, length: 100 })
  nombre: string;

  /** normalizeSearch(nombre): search and the case- and accent-insensitive uniqueness check. */
  @Column({ type: String, length: 100, select: false })
  busqueda?: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  @BeforeInsert()
  @BeforeUpdate()
  protected fillSearchText(): void {
    this.busqueda = normalizeSearch(this.nombre);
  }
}
