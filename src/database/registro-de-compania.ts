import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from './columns';

/**
 * What every business table has: its id, the company that owns the row and the timestamps (docs/arquitectura.md, "Datos").
 * Each entity declares its own index led by companiaId (alone or with the columns its lists read),
 * which registro-de-compania.spec.ts checks.
 */
export abstract class RegistroDeCompania {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: Number })
  companiaId: number;

  // Declares the migrations' foreign key (no cascade: a company with rows cannot be deleted); never loaded unless asked
  // for. Named, not imported: the company entity is a module's, and this layer knows none. An entity that reads the
  // company's fields narrows the type (`declare compania?: Compania`).
  @ManyToOne('Compania')
  @JoinColumn({ name: 'companiaId' })
  compania?: { id: number };

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
