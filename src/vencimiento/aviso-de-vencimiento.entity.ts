import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { DocumentoDeActivo } from '../activo/documento/documento-de-activo.entity';
import { DateTimeColumn } from '../database/columns';
import { AvisoPorCorreo } from '../mantenimiento/notificacion/envio-de-avisos';

/**
 * One e-mail about one due date, to one address, at one of the thresholds (30, 7 or 1 days before). Its unique key
 * (document, due date, threshold, address) is what makes the notice go once: a re-run or a second instance finds it.
 */
@Entity('aviso_de_vencimiento')
@Index(['documentoId', 'vence', 'umbral', 'destinatario'], { unique: true })
@Index(['estado', 'proximoIntento'])
@Index(['reclamadoPor'])
@Index(['companiaId'])
export class AvisoDeVencimiento extends AvisoPorCorreo {
  @Column({ type: Number })
  documentoId: number;

  @ManyToOne('DocumentoDeActivo', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'documentoId' })
  documento?: DocumentoDeActivo;

  /** The due date it is about: a document whose date changed is told again. */
  @DateTimeColumn() vence: Date;

  /** Days before the due date: 30, 7 or 1. */
  @Column({ type: Number })
  umbral: number;
}
