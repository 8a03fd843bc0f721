import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DateTimeColumn, LongTextColumn, text } from '../../database/columns';
import { RegistroDeCompania } from '../../database/registro-de-compania';

/**
 * Where a guide stands with SUNAT (docs/gre-emision.md, «Estados»):
 * - `pendiente`: numbered and registered, not yet received by SUNAT;
 * - `enviado`: SUNAT gave a ticket; its answer is polled;
 * - `aceptado` / `observado`: accepted (with notes); the movement's assets and points no longer change;
 * - `rechazado`: SUNAT registered it and refused it: its number is spent, a new emission takes another;
 * - `error`: not registered (SUNAT's validation said no before taking it, or it never arrived): fixed and sent again
 *   with the same number.
 */
export const ESTADOS_GRE = ['pendiente', 'enviado', 'aceptado', 'observado', 'rechazado', 'error'] as const;
export type EstadoGre = (typeof ESTADOS_GRE)[number];

/** SUNAT took the guide: its movement is fixed (its assets, its points). */
export const ESTADOS_ACEPTADOS: readonly EstadoGre[] = ['aceptado', 'observado'];
/** The guide's number is still the movement's: a new emission has to wait or resend it. */
export const ESTADOS_VIGENTES: readonly EstadoGre[] = ['pendiente', 'enviado', 'aceptado', 'observado', 'error'];

/** One step of a guide's life with SUNAT, for the people who follow it: what was asked and what came back. */
export interface IntentoGre {
  fecha: string;
  accion: 'envio' | 'consulta';
  resultado: string;
}

/** The guide's steps (its `intentos` JSON) with one more. */
export function anotarIntento(intentos: string, accion: IntentoGre['accion'], resultado: string, fecha = new Date()): string {
  return JSON.stringify([...(JSON.parse(intentos) as IntentoGre[]), { fecha: fecha.toISOString(), accion, resultado }]);
}

/** An electronic transport guide (GRE Remitente) issued for a movement, with everything SUNAT answered. */
@Entity('guia_electronica')
@Index(['companiaId', 'serie', 'numero'], { unique: true })
@Index(['companiaId', 'movimientoId'])
@Index(['companiaId', 'fechaEmision'])
@Index(['estado', 'proximaConsulta'])
export class GuiaElectronica extends RegistroDeCompania {
  @Column({ type: Number })
  movimientoId: number;

  /** The migration's foreign key: a movement with guides is not deleted (MovimientoService.registrarBloqueo says why). */
  @ManyToOne('Movimiento')
  @JoinColumn({ name: 'movimientoId' })
  movimiento?: { id: number };

  @Column({ type: String, length: 4 })
  serie: string;

  @Column({ type: Number })
  numero: number;

  @Column({ type: String, length: 10 })
  estado: EstadoGre;

  /** The guide's issue moment; its day in Lima (cbc:IssueDate, 'YYYY-MM-DD') is what lists filter on. */
  @DateTimeColumn()
  emitidaEl: Date;

  @Column({ type: String, length: 10 })
  fechaEmision: string;

  @Column({ type: Number, nullable: true })
  emitidaPorId: number | null;

  @Column({ type: String, length: 200 })
  emitidaPor: string;

  /** The guide's data as validated and put into the XML (JSON): what the printed guide shows. */
  @LongTextColumn()
  datos: string;

  @LongTextColumn({ nullable: true })
  xmlFirmado: string | null;

  /** The zip sent to SUNAT (base64) and its SHA-256: every send of this number sends the same bytes. */
  @LongTextColumn({ nullable: true })
  zip: string | null;

  @text(64) zipSha256: string | null;
  @text(64) ticket: string | null;
  @DateTimeColumn({ nullable: true }) recibidaEl: Date | null;

  /** The CDR zip exactly as SUNAT sent it, in base64. */
  @LongTextColumn({ nullable: true })
  cdrZip: string | null;

  @text(10) cdrCodigo: string | null;
  @text(500) cdrDescripcion: string | null;
  /** SUNAT's notes (JSON array of "CODE - text"). */
  @LongTextColumn({ nullable: true })
  cdrObservaciones: string | null;

  /** The CDR's link to the guide at SUNAT: the printed guide's QR, verbatim. */
  @text(500) enlaceQr: string | null;

  /** SUNAT's error when it refused to register the guide (estado `error`). */
  @text(10) errorCodigo: string | null;
  @text(1000) errorMensaje: string | null;

  /** Every send and poll (JSON array of IntentoGre). */
  @LongTextColumn()
  intentos: string;

  /** When the scheduled job asks SUNAT again (an unfinished send or poll); null when nothing is due. */
  @DateTimeColumn({ nullable: true }) proximaConsulta: Date | null;

  /** Until when one server's run holds the guide, and which run (docs/gre-emision.md, «Seguimiento»). */
  @DateTimeColumn({ nullable: true }) reclamadaHasta: Date | null;
  @text(36) reclamo: string | null;
}
