import type { MantenimientoRespuesta, UsuarioAsignado } from '../mantenimiento.service';
import type { NotificacionRespuesta } from '../notificacion/notificacion.service';

/** Un mantenimiento con su activo y sus usuarios asignados. */
export class MantenimientoRespuestaDto implements MantenimientoRespuesta {
  id: number;
  /** The asset's codigo and descripcion when the maintenance was last saved. */
  codigo: string | null;
  descripcion: string | null;
  estado: string;
  createdAt: Date;
  updatedAt: Date;
  /** When the service is scheduled (UTC). */
  fecha: Date | null;
  activoId: number;
  descripcionServicio: string | null;
  /** A phone number, for the WhatsApp link of users without their own. */
  nro: string | null;
  opcion: string | null;
  /** When the assigned users are notified (UTC). */
  fechaNotificacion: Date | null;
  activo: MantenimientoRespuestaActivoDto;
  mantenimientoUsuarios: MantenimientoRespuestaMantenimientoUsuarioDto[];
}

export class MantenimientoRespuestaMantenimientoUsuarioDto {
  usuarioId: number;
  rol: string | null;
  fechaAsignacion: Date;
  usuario: MantenimientoRespuestaMantenimientoUsuarioUsuarioDto;
}

export class MantenimientoRespuestaMantenimientoUsuarioUsuarioDto {
  id: number;
  codigo: string | null;
  nombre: string;
  apellido: string | null;
}

export class MantenimientoRespuestaActivoDto {
  id: number;
  codigo: string;
  descripcion: string;
}

/** Un usuario asignado a un mantenimiento. */
export class UsuarioDeMantenimientoDto implements UsuarioAsignado {
  id: number;
  codigo: string | null;
  nombre: string;
  apellido: string | null;
  rol: string | null;
  fechaAsignacion: Date;
}

/** Un aviso de un mantenimiento a uno de sus usuarios. */
export class NotificacionRespuestaDto implements NotificacionRespuesta {
  id: number;
  estado: 'pendiente' | 'enviando' | 'enviada' | 'fallida' | 'registrada';
  usuarioId: number;
  createdAt: Date;
  updatedAt: Date;
  /** The user's e-mail address. */
  destinatario: string;
  /** The maintenance's fechaNotificacion this notice is for (its "round"). */
  fechaNotificacion: Date;
  mantenimientoId: number;
  canal: string;
  whatsappLink: string | null;
  asunto: string;
  cuerpo: string;
  /** Attempts so far; each claim counts one. */
  intentos: number;
  /** When the notice may be claimed (again). */
  proximoIntento: Date;
  enviadoEn: Date | null;
  /** Why the last attempt failed. */
  error: string | null;
  usuario: NotificacionRespuestaUsuarioDto | null;
}

export class NotificacionRespuestaUsuarioDto {
  id: number;
  codigo: string | null;
  nombre: string;
  apellido: string | null;
}
