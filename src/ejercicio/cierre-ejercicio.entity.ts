import { Column, Entity, Index } from 'typeorm';
import { LongTextColumn, text } from '../database/columns';
import { RegistroDeCompania } from '../database/registro-de-compania';

/** 'cerrando' while the close writes the year's copy in batches: the year is frozen already, its copy not yet read. */
export type EstadoCierre = 'cerrando' | 'cerrado';

/**
 * A closed fiscal year of a company: cost, dates, improvements and disposals dated in it or before are frozen,
 * and its Formato 7.1 is the copy taken at closing (lineas), so it is reproducible byte for byte.
 */
@Entity('cierre_ejercicio')
@Index(['companiaId', 'anio'], { unique: true })
export class CierreEjercicio extends RegistroDeCompania {
  @Column({ type: Number })
  anio: number;

  @Column({ type: String, length: 10, default: 'cerrado' })
  estado: EstadoCierre;

  @Column({ type: Number, nullable: true })
  usuarioId: number | null;
  @text(200) usuarioNombre: string | null;

  /** The book's warnings when it was closed (JSON). */
  @LongTextColumn() advertencias: string;
}

/** One line of a closed year's Formato 7.1, as computed when it was closed (JSON of the line). */
@Entity('cierre_ejercicio_linea')
@Index(['companiaId', 'anio', 'numero'], { unique: true })
export class CierreEjercicioLinea extends RegistroDeCompania {
  @Column({ type: Number })
  anio: number;

  @Column({ type: Number })
  numero: number;

  @LongTextColumn() datos: string;
}
