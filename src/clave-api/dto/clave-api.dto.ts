import { Type } from 'class-transformer';
import { IsDate, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms';
import { PERMISOS_CLAVE, PermisoClave } from '../clave-api.entity';

/** Body of POST /api/ClaveApi. */
export class CrearClaveApiDto {
  /** Names the system that uses the key; the audit log shows it as the actor. */
  @Trim()
  @IsString({ message: 'El nombre es obligatorio' })
  @IsNotEmpty({ message: 'El nombre es obligatorio' })
  @MaxLength(100, { message: 'El nombre no puede exceder los 100 caracteres' })
  nombre: string;

  /** lectura: reads like a type 6 user; escritura: reads and writes business data like a type 5 user. */
  @IsIn(PERMISOS_CLAVE, { message: 'El permiso debe ser lectura o escritura' })
  permiso: PermisoClave;

  /** Optional end of validity (ISO 8601), in the future. */
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'La fecha de vencimiento no es válida' })
  expiraEl?: Date | null;
}

/** A key as the list shows it: never the secret. */
export class ClaveApiRespuestaDto {
  id: number;
  companiaId: number;
  nombre: string;
  permiso: PermisoClave;
  /** The key's first characters, to recognise it. */
  prefijo: string;
  creadaEl: Date;
  expiraEl: Date | null;
  revocadaEl: Date | null;
  ultimoUsoEl: Date | null;
  creadoPor: string | null;
  /** Neither revoked nor past its end. */
  activa: boolean;
}

/** The answer of POST /api/ClaveApi: the only time the key itself is shown. */
export class ClaveApiCreadaDto {
  id: number;
  nombre: string;
  permiso: PermisoClave;
  prefijo: string;
  /** Send it as `X-API-Key`. Stored only as a hash: it cannot be shown again. */
  clave: string;
  creadaEl: Date;
  expiraEl: Date | null;
}
