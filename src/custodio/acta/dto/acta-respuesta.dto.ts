import type { Condicion, TipoActa } from '../../../dominio/custodia';

/** Un activo del acta, como se describió ese día. */
export class LineaDeActaDto {
  activoId: number;
  codigo: string;
  descripcion: string;
  marca: string | null;
  modelo: string | null;
  serie: string | null;
  condicion: Condicion;
  nota: string | null;
}

/** Un acta de entrega o devolución; firmadaEl null: pendiente de firma. */
export class ActaRespuestaDto {
  id: number;
  tipo: TipoActa;
  /** AE-2026-000123 o AD-2026-000045. */
  numero: string;
  fecha: Date;
  custodioId: number;
  custodioNombre: string;
  tipoDocumento: string;
  numeroDocumento: string;
  areaNombre: string | null;
  observaciones: string | null;
  usuarioNombre: string | null;
  firmadaEl: Date | null;
  /** dibujada (la firma en pantalla) o escaneada (el acta en papel firmada); null sin firma. */
  firma: 'dibujada' | 'escaneada' | null;
  correoEnviadoEl: Date | null;
  cantidadActivos: number;
  activos: LineaDeActaDto[];
  createdAt: Date;
}
