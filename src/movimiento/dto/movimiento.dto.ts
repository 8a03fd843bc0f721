import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import { FechaOpcional, IdOpcional, NumeroOpcional, TextoOpcional, TextoRequerido } from '../../common/dto-fields';
import { MAX_ID } from '../../dominio/number-bounds';
import { IsRuc } from '../../common/peru';
import { TrimToNull } from '../../common/transforms';
import { UNIDADES } from '../../dominio/campos-movimiento';

/** Assets one movement may move; with 3 columns a row, their insert stays under SQL Server's 2100 bound parameters. */
export const MAX_ACTIVOS = 500;
/** Guide lines of one movement (about 14 columns a row). */
export const MAX_GUIAS = 100;

/** An asset reference as clients send it: 7, "7", { id: 7 }, { activoId: 7 } or { activo: { id: 7 } }. */
export function idDe(item: unknown): unknown {
  if (typeof item === 'object' && item !== null) {
    const ref = item as { activoId?: unknown; id?: unknown; activo?: unknown };
    return idDe(ref.activoId ?? ref.id ?? ref.activo);
  }
  return typeof item === 'string' && /^\d{1,9}$/.test(item.trim()) ? Number(item) : item;
}

/** An optional list of asset references, read as ids. */
const ActivosOpcionales = () =>
  applyDecorators(
    Transform(({ value }) => (Array.isArray(value) ? value.map(idDe) : value)),
    IsOptional(),
    IsArray({ message: 'Los activos deben enviarse como una lista' }),
    ArrayMaxSize(MAX_ACTIVOS, { message: `Un movimiento admite como máximo ${MAX_ACTIVOS} activos` }),
    IsInt({ each: true, message: 'Cada activo debe indicarse por su id' }),
    Min(1, { each: true, message: 'Cada activo debe indicarse por su id' }),
    Max(MAX_ID, { each: true, message: 'Cada activo debe indicarse por su id' }),
  );

/** An optional list of guide lines. */
const GuiasOpcionales = () =>
  applyDecorators(
    IsOptional(),
    IsArray({ message: 'Las guías de movimiento deben enviarse como una lista' }),
    ArrayMaxSize(MAX_GUIAS, { message: `Un movimiento admite como máximo ${MAX_GUIAS} guías` }),
    ValidateNested({ each: true, message: 'Cada guía de movimiento debe ser un objeto' }),
    Type(() => GuiaMovimientoDto),
  );

/**
 * One transport guide line (docs/especificacion-operaciones.md §3 "GuiaMovimiento"). Every field is optional
 * here; the generation page's required fields are checked by faltantesGeneracion().
 */
export class GuiaMovimientoDto {
  /** The guide number: 11 digits. */
  @TrimToNull()
  @IsOptional()
  @Matches(/^\d{11}$/, { message: 'El número de guía debe tener 11 dígitos' })
  ruc?: string | null;

  @FechaOpcional('La fecha de la guía') fecha?: Date | null;
  @TextoOpcional('El destinatario de la guía', 100) destinatario?: string | null;
  /** The sender's razón social. */
  @TextoOpcional('La razón social', 100) guiaRemitente?: string | null;
  @TextoOpcional('El punto de partida de la guía', 255) puntoDePartida?: string | null;
  @TextoOpcional('El punto de llegada de la guía', 255) puntoDeLlegada?: string | null;

  /** An asset of the caller's company; its code and description fill empty codigo and descripcion. */
  @IdOpcional('El activo de la guía') activoId?: number | null;

  /** The same asset as `{ id }` or an id, as the generation page's guide modal picks it. */
  @IdOpcional('El activo de la guía')
  @Transform(({ value }) => idDe(value))
  activo?: number | null;

  @TextoOpcional('El código', 50) codigo?: string | null;

  /** UND (default), CAJ, BOL, KG, LT, MT, M2 or M3. */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @IsOptional()
  @IsIn(UNIDADES, { message: `La unidad debe ser una de: ${UNIDADES.join(', ')}` })
  unidad?: string | null;

  /** Empty: the description of the guide's asset, or of every asset of the movement joined by ", ". */
  @TextoOpcional('La descripción de la guía', 1000) descripcion?: string | null;

  /** At least 1; 1 when empty. */
  @NumeroOpcional('La cantidad', { entero: true, min: 1, message: 'La cantidad debe ser mayor a 0' }) cantidad?: number | null;
}

/** The header of a movement (docs/especificacion-operaciones.md §3 "Movimiento"); each body declares destinatario itself. */
export class MovimientoCabeceraDto {
  /** When the assets move (ISO 8601); now when empty. */
  @FechaOpcional('La fecha') fecha?: Date | null;
  @TextoOpcional('El detalle', 500) detalle?: string | null;
  @TextoOpcional('El punto de partida', 255) puntoDePartida?: string | null;

  /** The recipient's RUC: 11 digits with a valid SUNAT check digit. */
  @TrimToNull()
  @IsOptional()
  @IsRuc('El RUC debe tener exactamente 11 dígitos')
  ruc?: string | null;

  @TextoOpcional('El punto de llegada', 255) puntoDeLlegada?: string | null;

  /** A registered address of the company (its own or a client's) as the departure point; its text fills an empty puntoDePartida. */
  @IdOpcional('La dirección de partida') partidaDireccionId?: number | null;

  /** The registered address the assets arrive at and take as theirs; its text fills an empty puntoDeLlegada. */
  @IdOpcional('La dirección de llegada') llegadaDireccionId?: number | null;

  @TextoOpcional('El RUC del transportista', 20) rucTransporte?: string | null;
  @TextoOpcional('El nombre del transportista', 100) nombreTransporte?: string | null;
  @TextoOpcional('El nombre del conductor', 100) nombreDelConductor?: string | null;
  @TextoOpcional('La marca y placa del vehículo', 100) marcaPlacaTransporte?: string | null;
  @TextoOpcional('La licencia', 50) licencia?: string | null;
}

/**
 * Body of POST /api/Movimiento and PUT /api/Movimiento/{id} (the movement modal):
 * the header, at least one asset (activoIds or movimientoActivos) and optional guides.
 */
export class MovimientoDto extends MovimientoCabeceraDto {
  @TextoRequerido('El Destinatario es requerido', 'El destinatario', 100) destinatario: string;

  /** Ids of the company's assets to move, each saved once. */
  @ActivosOpcionales() activoIds?: number[];

  /** The same as activoIds, as answers show them: `[{ activoId }]`. */
  @ActivosOpcionales() movimientoActivos?: number[];

  /** The modal's guide; ignored when none of its fields is filled. */
  @IsOptional()
  @ValidateNested({ message: 'La guía de movimiento debe ser un objeto' })
  @Type(() => GuiaMovimientoDto)
  guiaMovimiento?: GuiaMovimientoDto | null;

  /** More guides. With guiaMovimiento, they replace the movement's guides; when both are left out, PUT keeps them. */
  @GuiasOpcionales() guiaMovimientos?: GuiaMovimientoDto[];
}

/**
 * Body of POST /api/Movimiento/insupd (the generation page): every header field,
 * at least one asset and one complete guide; id > 0 updates that movement.
 */
export class MovimientoGeneracionDto extends MovimientoCabeceraDto {
  /** > 0 updates that movement (its assets and guides are replaced); empty or 0 creates one. */
  @IdOpcional('El id del movimiento') id?: number | null;

  @TextoOpcional('El destinatario', 100) destinatario?: string | null;

  /** The assets to move: `[{ id }]` or ids. */
  @ActivosOpcionales() activos?: number[];

  /** The same as activos. */
  @ActivosOpcionales() activoIds?: number[];

  @GuiasOpcionales() guiaMovimientos?: GuiaMovimientoDto[];
}
