import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { FechaOpcional, TextoOpcional } from '../../common/dto-fields';
import { MAX_ID } from '../../dominio/number-bounds';
import { normalizeSearch } from '../../dominio/search-text';
import { ROLES_MANTENIMIENTO } from '../mantenimiento-usuario.entity';
import { ESTADOS_MANTENIMIENTO, OPCIONES } from '../mantenimiento.entity';

const SELECCIONE_ACTIVO = 'Por favor seleccione un activo';

/** One of `valores`, matched regardless of case and accents ("en proceso", "TECNICO", "u"); blank means not given. */
const UnoDe = (valores: readonly string[], message: string) => {
  const canonicos = new Map(valores.map((valor) => [normalizeSearch(valor), valor]));
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? (value.trim() ? (canonicos.get(normalizeSearch(value)) ?? value) : null) : value)),
    IsOptional(),
    IsIn(valores, { message }),
  );
};

/**
 * Body of POST /api/mantenimiento and PUT /api/mantenimiento/{id} (the maintenance
 * dialog). codigo and descripcion are not read: they are copied from the asset.
 */
export class MantenimientoDto {
  /** An asset of the caller's company (an integer id, or its digits as text). */
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value))
  @IsInt({ message: SELECCIONE_ACTIVO })
  @Min(1, { message: SELECCIONE_ACTIVO })
  @Max(MAX_ID, { message: SELECCIONE_ACTIVO })
  activoId: number;

  @TextoOpcional('La descripción del servicio', 1000) descripcionServicio?: string | null;

  /** Pendiente, En Proceso, Completado or Cancelado; left out: Pendiente for a new one, unchanged on PUT. */
  @UnoDe(ESTADOS_MANTENIMIENTO, 'El estado debe ser Pendiente, En Proceso, Completado o Cancelado') estado?: string | null;

  /** A phone number (used for the WhatsApp link of assigned users without their own). */
  @TextoOpcional('El número telefónico', 20) nro?: string | null;

  /**
   * I (Insertar), U (Actualizar) or D (Eliminar), stored as sent; left out: I on POST, U on PUT.
   * D never deletes: removal is DELETE /api/mantenimiento/{id}.
   */
  @UnoDe(OPCIONES, 'La opción debe ser I, U o D') opcion?: string | null;

  /** Scheduled date-time (ISO 8601, stored UTC); empty is null. */
  @FechaOpcional('La fecha programada') fecha?: Date | null;

  /** When the assigned users are notified (ISO 8601, stored UTC); empty is null. */
  @FechaOpcional('La fecha de notificación') fechaNotificacion?: Date | null;
}

/** Body (or query) of POST /api/mantenimiento/{id}/usuarios/{usuarioId}. */
export class AsignacionDto {
  /** Responsable, Supervisor, Técnico or Asistente; empty is "Sin rol específico". */
  @UnoDe(ROLES_MANTENIMIENTO, 'El rol debe ser Responsable, Supervisor, Técnico o Asistente') rol?: string | null;
}
