import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTRASENA_MAX } from '../../config/politica-contrasena';
import { TipoUsuario } from '../../usuario/usuario.entity';

/** Any password a person may have: the longest a new one may be. */
const CONTRASENA_EXCEDE = `La contraseña no puede exceder los ${CONTRASENA_MAX} caracteres`;
const ENLACE_NO_VALIDO = 'El enlace para configurar la verificación no es válido';

/** The login body; PascalCase (`CorreoElectronico`, `Contrasena`) is accepted too. */
export class LoginDto {
  /** The user's e-mail. */
  @IsString({ message: 'El correo electrónico es obligatorio' })
  @IsNotEmpty({ message: 'El correo electrónico es obligatorio' })
  @MaxLength(150, { message: 'El correo electrónico no puede exceder los 150 caracteres' })
  correoElectronico: string;

  @IsString({ message: 'La contraseña es obligatoria' })
  @IsNotEmpty({ message: 'La contraseña es obligatoria' })
  @MaxLength(CONTRASENA_MAX, { message: CONTRASENA_EXCEDE })
  contrasena: string;

  /** Sent by the spec's client; not needed to log in. */
  @IsOptional()
  @IsString()
  @MaxLength(50)
  codigo?: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  detalle?: string;
}

/** What a successful login answers; the admin keeps every field in local storage. */
export class LoginResponseDto {
  /** Bearer token (JWT, HS256). */
  token: string;
  userId: number;
  /** Nombre y apellido. */
  userName: string;
  /** 1 Maestro, 2 Administrador, 3 Compañía Administrador, 4 Gerente, 5 Usuario, 6 Leer. */
  userType: number;
  companiaId: number;
  codigo: string | null;
  companiaNombre: string | null;
  companiaRuc: string | null;
  /**
   * Only when the password given is the demo one (admin123), and then true: the panel asks for a new one before
   * anything else. Any other login answers the spec's eight fields alone.
   */
  debeCambiarContrasena?: true;
}

/** What the first step of a login answers when the user must give a second factor. */
export class DesafioDto {
  /** Always true here. */
  requiere2fa: boolean;
  /** Sent back with the code to POST /api/auth/2fa; valid for five minutes. */
  desafio: string;
}

/**
 * What the first step answers when the company requires the second factor and this user has none yet: no session
 * and no secret; a one-time link to set it up goes to the user's e-mail instead.
 */
export class InscripcionPorCorreoDto {
  /** Always true here. */
  requiere2fa: boolean;
  /** Always true here: the enrolment is finished from the e-mailed link (POST /api/auth/2fa/enlace). */
  inscripcionPorCorreo: boolean;
  /** What happened, in Spanish, for the person: the link was sent, was sent a few minutes ago, or cannot be sent. */
  mensaje: string;
}

/** A TOTP secret to add to an authenticator app. */
export class InscripcionDto {
  /** Base32, for typing it in by hand. */
  secreto: string;
  otpauthUrl: string;
  /** PNG data URL of otpauthUrl. */
  qr: string;
}

/** Body of POST /api/auth/2fa. */
export class CompletarDosFactoresDto {
  @IsString({ message: 'La verificación expiró. Inicie sesión nuevamente.' })
  @IsNotEmpty({ message: 'La verificación expiró. Inicie sesión nuevamente.' })
  @MaxLength(2000, { message: 'La verificación expiró. Inicie sesión nuevamente.' })
  desafio: string;

  /** The 6-digit code of the authenticator app, or a recovery code (xxxx-xxxx). */
  @IsString({ message: 'El código de verificación es obligatorio' })
  @IsNotEmpty({ message: 'El código de verificación es obligatorio' })
  @MaxLength(20, { message: 'Código de verificación incorrecto' })
  codigo: string;
}

/** POST /api/auth/2fa answers the login's fields, and the recovery codes when it completed an enrolment. */
export class LoginDosFactoresResponseDto extends LoginResponseDto {
  /** Shown once: each lets the person in once without the app. */
  codigosRecuperacion?: string[];
}

/** Body of POST /api/auth/2fa/activar. */
export class CodigoDto {
  @IsString({ message: 'El código de verificación es obligatorio' })
  @IsNotEmpty({ message: 'El código de verificación es obligatorio' })
  @MaxLength(20, { message: 'Código de verificación incorrecto' })
  codigo: string;
}

export class CodigosRecuperacionDto {
  codigosRecuperacion: string[];
}

/** Body of POST /api/auth/2fa/desactivar: the password and a current code, both. */
export class DesactivarDosFactoresDto {
  @IsString({ message: 'La contraseña actual es obligatoria' })
  @IsNotEmpty({ message: 'La contraseña actual es obligatoria' })
  @MaxLength(CONTRASENA_MAX, { message: 'La contraseña actual no es correcta' })
  contrasena: string;

  /** The 6-digit code of the authenticator app, or an unused recovery code (which is spent). */
  @IsString({ message: 'El código de verificación es obligatorio' })
  @IsNotEmpty({ message: 'El código de verificación es obligatorio' })
  @MaxLength(20, { message: 'Código de verificación incorrecto' })
  codigo: string;
}

/** Body of POST /api/auth/2fa/enlace: the token after '#' in the e-mailed link. */
export class TokenEnlaceDto {
  @IsString({ message: ENLACE_NO_VALIDO })
  @IsNotEmpty({ message: ENLACE_NO_VALIDO })
  @MaxLength(100, { message: ENLACE_NO_VALIDO })
  token: string;
}

/** Body of POST /api/auth/2fa/enlace/activar. */
export class ActivarPorEnlaceDto extends TokenEnlaceDto {
  /** The first 6-digit code of the authenticator app, once the QR is scanned. */
  @IsString({ message: 'El código de verificación es obligatorio' })
  @IsNotEmpty({ message: 'El código de verificación es obligatorio' })
  @MaxLength(20, { message: 'Código de verificación incorrecto' })
  codigo: string;
}

/** What the enrolment page shows: whose it is and the secret to scan (the same one each time the link is opened). */
export class InscripcionPorEnlaceDto {
  nombre: string;
  correoElectronico: string;
  inscripcion: InscripcionDto;
}

/** Body of PUT /api/auth/password. The new password follows the same rules as any other. */
export class CambiarContrasenaDto {
  @IsString({ message: 'La contraseña actual es obligatoria' })
  @IsNotEmpty({ message: 'La contraseña actual es obligatoria' })
  @MaxLength(CONTRASENA_MAX, { message: 'La contraseña actual no es correcta' })
  contrasenaActual: string;

  /** 10 to 256 characters, at least 5 distinct, not common nor easy to guess, not containing the e-mail's local part. */
  @IsString({ message: 'La nueva contraseña es obligatoria' })
  @IsNotEmpty({ message: 'La nueva contraseña es obligatoria' })
  @MaxLength(CONTRASENA_MAX, { message: CONTRASENA_EXCEDE })
  contrasenaNueva: string;
}

export class SesionVigenteDto {
  id: string;
  creada: Date;
  expira: Date;
  /** SESSION_IDLE_MINUTES: unused this long, the session ends. */
  inactividadMinutos: number;
}

/** GET /api/auth/me: the caller as the server knows it now. */
export class SesionActualDto {
  userId: number | null;
  tipo: TipoUsuario;
  companiaId: number;
  nombre: string;
  email: string | null;
  companiaNombre: string;
  sesionId?: string;
  sesion: SesionVigenteDto | null;
  /** Two-factor login is on for this user. */
  dosFactores: boolean;
}
