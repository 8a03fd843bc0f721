import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, DecimalColumn, text } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';
import { Activo } from '../activo.entity';

export const TIPOS_DOCUMENTO = ['factura', 'guia', 'poliza', 'soat', 'revision_tecnica', 'tarjeta_propiedad', 'garantia', 'informe_tecnico', 'foto', 'otro'] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

/** Due dates told to the asset's custodian too: the vehicle's driver carries them. */
export const TIPOS_PARA_EL_CUSTODIO: readonly TipoDocumento[] = ['soat', 'revision_tecnica'];

/**
 * A document kept with an asset (invoice, policy, SOAT, warranty…), with its file in the storage under documentos/ when
 * one was uploaded; `vence` makes it a due date. The evidence of a disposal is one too (bajaId), written and removed with
 * the disposal, without a file: the disposal records the document's number.
 */
@Entity('documento_de_activo')
@Index(['companiaId', 'activoId'])
@Index(['companiaId', 'vence'])
@Index(['vence'])
export class DocumentoDeActivo extends RegistroDeCompania {
  @Column({ type: Number })
  activoId: number;

  @ManyToOne(() => Activo, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activoId' })
  activo?: Activo;

  @Column({ type: String, length: 20 })
  tipo: TipoDocumento;

  @text(100) numero: string | null;
  /** Day of issue, at UTC midnight. */
  @DateTimeColumn({ nullable: true }) fecha: Date | null;
  /** Day it expires, at UTC midnight: a due date. */
  @DateTimeColumn({ nullable: true }) vence: Date | null;
  @DecimalColumn(2, { nullable: true }) monto: number | null;
  @text(200) descripcion: string | null;

  /** The storage key (documentos/<uuid>.<ext>), null for a document without a file. */
  @text(120) archivo: string | null;
  /**
   * The thumbnail of an image (documentos/<uuid>.160.webp), under a key of its own: the storage serves its keys without
   * a session, so the file's key, which the download audits, is never derived from or shown with it.
   */
  @text(120) miniatura: string | null;
  /** The name the file was uploaded with, for its download. */
  @text(200) nombreArchivo: string | null;
  @text(100) mime: string | null;
  /** File plus thumbnail, in bytes: what it counts against the company's upload quota. */
  @Column({ type: Number, default: 0 })
  bytes: number;

  /** The disposal whose evidence this is. */
  @Column({ type: Number, nullable: true })
  bajaId: number | null;
}
