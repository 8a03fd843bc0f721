import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, LongTextColumn } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';
import type { TipoActa } from '../../dominio/custodia';
import type { Custodio } from '../custodio.entity';

/**
 * A hand-over (entrega) or return (devolucion) acta, numbered per company, kind and year (AE-2026-000001). It keeps the
 * custodian as they were named on the day, so a later edit of the custodian never changes a signed document. Once
 * signed (firmadaEl) it never changes.
 */
@Entity('acta_custodia')
@Index(['companiaId', 'numero'], { unique: true })
@Index(['companiaId', 'tipo', 'fecha'])
@Index(['companiaId', 'custodioId'])
export class ActaCustodia extends RegistroDeCompania {
  @Column({ type: String, length: 10 })
  tipo: TipoActa;

  @Column({ type: String, length: 20 })
  numero: string;

  @Column({ type: Number })
  custodioId: number;

  @ManyToOne('Custodio')
  @JoinColumn({ name: 'custodioId' })
  custodio?: Custodio;

  /** The acta's day, at UTC midnight. */
  @DateTimeColumn()
  fecha: Date;

  @Column({ type: String, length: 1000, nullable: true })
  observaciones: string | null;

  @Column({ type: String, length: 201 })
  custodioNombre: string;

  @Column({ type: String, length: 1 })
  tipoDocumento: string;

  @Column({ type: String, length: 15 })
  numeroDocumento: string;

  @Column({ type: String, length: 100, nullable: true })
  areaNombre: string | null;

  /** The company's text of responsibility on the day: a later change of it never changes an acta. */
  @Column({ type: String, length: 2000 })
  textoResponsabilidad: string;

  @Column({ type: String, length: 200, nullable: true })
  usuarioNombre: string | null;

  @DateTimeColumn({ nullable: true })
  firmadaEl: Date | null;

  /** The drawn signature, a data URL: read only to print the acta (ActaService.findActa's `conFirma`), never for a list. */
  @LongTextColumn({ nullable: true, select: false })
  firmaImagen: string | null;

  /** The storage key of the signed paper acta, scanned or photographed. */
  @Column({ type: String, length: 120, nullable: true })
  firmaArchivo: string | null;

  /** The scanned acta's bytes, counted in the company's upload quota. */
  @Column({ type: Number, default: 0 })
  firmaArchivoBytes: number;

  @DateTimeColumn({ nullable: true })
  correoEnviadoEl: Date | null;
}
