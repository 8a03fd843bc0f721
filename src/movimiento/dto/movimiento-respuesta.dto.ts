import type { ActivoDelMovimiento, MovimientoRespuesta } from '../movimiento.service';

/** Un movimiento con sus activos y sus guías. */
export class MovimientoRespuestaDto implements MovimientoRespuesta {
  id: number;
  companiaId: number;
  createdAt: Date;
  updatedAt: Date;
  /** The recipient's RUC. */
  ruc: string | null;
  fecha: Date;
  destinatario: string;
  detalle: string | null;
  puntoDePartida: string | null;
  puntoDeLlegada: string | null;
  /** The registered address of the departure point, if it names one. */
  partidaDireccionId: number | null;
  /** The registered address the assets arrived at, if the arrival point names one. */
  llegadaDireccionId: number | null;
  rucTransporte: string | null;
  nombreTransporte: string | null;
  nombreDelConductor: string | null;
  marcaPlacaTransporte: string | null;
  licencia: string | null;
  activoIds: number[];
  movimientoActivos: ActivoMovidoDto[];
  guiaMovimientos: MovimientoRespuestaGuiaMovimientoDto[];
  /** The first guide, as the spec's modal reads it; null without guides. */
  guiaMovimiento: MovimientoRespuestaGuiaMovimientoDto | null;
}

export class MovimientoRespuestaGuiaMovimientoDto {
  id: number;
  companiaId: number;
  codigo: string | null;
  descripcion: string | null;
  cantidad: number;
  createdAt: Date;
  updatedAt: Date;
  /** The guide number (11 digits), labelled so in the spec. */
  ruc: string | null;
  fecha: Date | null;
  destinatario: string | null;
  puntoDePartida: string | null;
  puntoDeLlegada: string | null;
  movimientoId: number;
  /** The asset the line carries, if any. */
  activoId: number | null;
  /** The sender's razón social. */
  guiaRemitente: string | null;
  unidad: string;
}

export class ActivoMovidoDto {
  activoId: number;
  activo: ActivoMovidoActivoDto;
}

export class ActivoMovidoActivoDto {
  id: number;
  codigo: string;
  descripcion: string;
}

/** Un activo de un movimiento (nombre es su descripción). */
export class ActivoDelMovimientoDto implements ActivoDelMovimiento {
  id: number;
  codigo: string;
  descripcion: string;
  nombre: string;
}

/** La respuesta de POST /api/Movimiento/insupd: el movimiento guardado y ok. */
export class MovimientoGuardadoDto extends MovimientoRespuestaDto {
  ok: true;
}
