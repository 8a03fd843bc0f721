import type { MotivoBaja } from '../activo-baja.entity';
import type { BajaRespuesta } from '../baja-respuesta';

/** La baja de un activo, con las cifras que dio de baja y sus advertencias. */
export class BajaRespuestaDto implements BajaRespuesta {
  id: number;
  activoId: number;
  /** The day of the disposal (UTC midnight): its month is the last one depreciated. */
  fecha: Date;
  motivo: MotivoBaja;
  /** N° of the supporting document (sale invoice, technical report, police report…). */
  documento: string;
  /** Sale price without IGV, S/ (venta only). */
  valorVenta: number | null;
  observaciones: string | null;
  /** Obsolescence: the professional who signed the technical report. */
  profesional: string | null;
  colegiatura: string | null;
  /** Depreciable cost at the disposal (cost and improvements counted by then), S/. */
  costo: number;
  /** Accumulated depreciation to the disposal's month, S/. */
  depreciacionAcumulada: number;
  /** Net book value written off: costo − depreciacionAcumulada, S/. */
  valorNeto: number;
  /** Sale: valorVenta − valorNeto (gain when positive, loss when negative); null for other motives. */
  resultadoVenta: number | null;
  /** The IGV credit to repay (Ley del IGV art. 22), estimated; null when none is due. */
  reintegroIgv: number | null;
  /** The estado the asset had, given back when the disposal is reversed. */
  estadoAnterior: string | null;
  /** Who registered it. */
  usuarioNombre: string | null;
  createdAt: Date;
  /** Warnings in Spanish (the IGV repayment), derived on every read. */
  advertencias: string[];
}
