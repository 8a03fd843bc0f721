import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ContrasenaSegura } from '../../config/politica-contrasena';
import { MAX_ID } from '../../dominio/number-bounds';
import { BlankToNull, Trim, TrimLower, TrimToNull } from '../../common/transforms';

/** The fields of POST and PUT /api/Usuario other than the password. */
class UsuarioCamposDto {
  /** 1 Maestro, 2 Administrador, 3 Compañía Administrador, 4 Gerente, 5 Usuario, 6 Leer. */
  @IsInt({ message: 'El tipo de usuario debe ser un número del 1 al 6' })
  @Min(1, { message: 'El tipo de usuario debe ser un número del 1 al 6' })
  @Max(6, { message: 'El tipo de usuario debe ser un número del 1 al 6' })
  tipo: number;

  @IsInt({ message: 'La empresa es obligatoria' })
  @Min(1, { message: 'La empresa es obligatoria' })
  @Max(MAX_ID, { message: 'La empresa es obligatoria' })
  companiaId: number;

  @Trim()
  @IsString({ message: 'El nombre es obligatorio' })
  @IsNotEmpty({ message: 'El nombre es obligatorio' })
  @MaxLength(100, { message: 'El nombre no puede exceder los 100 caracteres' })
  nombre: string;

  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'El apellido debe ser texto' })
  @MaxLength(100, { message: 'El apellido no puede exceder los 100 caracteres' })
  apellido?: string | null;

  /** Unique among all users. */
  @TrimLower()
  @IsEmail({}, { message: 'El correo electrónico no es válido' })
  @MaxLength(150, { message: 'El correo electrónico no puede exceder los 150 caracteres' })
  correoElectronico: string;

  @TrimToNull()
  @IsOptional()
  @Matches(/^\+?[\d\s()-]{6,20}$/, { message: 'El número telefónico no es válido' })
  numeroTelefonico?: string | null;

  @Trim()
  @IsString({ message: 'El código es obligatorio' })
  @IsNotEmpty({ message: 'El código es obligatorio' })
  @MaxLength(50, { message: 'El código no puede exceder los 50 caracteres' })
  codigo: string;

  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'El detalle debe ser texto' })
  @MaxLength(255, { message: 'El detalle no puede exceder los 255 caracteres' })
  detalle?: string | null;
}

/** Body of POST /api/Usuario. */
export class CrearUsuarioDto extends UsuarioCamposDto {
  /**
   * Write-only; stored as an argon2id hash and never answered. 10 to 256 characters, at least 5 of them distinct,
   * not a common password nor one the strength estimator scores 0–1, not containing the e-mail's local part.
   */
  @IsString({ message: 'La contraseña es obligatoria' })
  @ContrasenaSegura()
  contrasena: string;
}

/** Body of PUT /api/Usuario/{id}: `contrasena` omitted or blank keeps the current password. */
export class ActualizarUsuarioDto extends UsuarioCamposDto {
  /** The same rules as on creation; changing it ends the user's sessions. */
  @BlankToNull()
  @IsOptional()
  @IsString({ message: 'La contraseña debe ser texto' })
  @ContrasenaSegura()
  contrasena?: string | null;
}

/** A user as every answer shows it: never the password hash. */
export class UsuarioRespuestaDto {
  id: number;
  tipo: number;
  companiaId: number;
  companiaNombre: string | null;
  nombre: string;
  apellido: string | null;
  correoElectronico: string;
  numeroTelefonico: string | null;
  codigo: string | null;
  detalle: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** POST /api/Usuario/{id}/dos-factores/restablecer: the new enrolment link, shown to the administrator this once. */
export class RestablecimientoDosFactoresDto {
  /** Opens the page where the person scans a new QR; valid once, until `expira`. */
  enlace: string;
  expira: Date;
  /** Whether it was e-mailed to the person; if not, hand it over by another safe way. */
  correoEnviado: boolean;
}
