import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from './columns';

/** What every business table has: its id, the company that owns the row and the timestamps (DESIGN.md §2). */
export abstract class RegistroDeCompania {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: Number })
  companiaId: number;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
