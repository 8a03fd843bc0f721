import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** The login body; PascalCase (`CorreoElectronico`, `Contrasena`) is accepted too. */
export class LoginDto {
  /** The user's e-mail. */
  @IsString({ message: 'El correo electrónico es obligatorio' })
  @IsNotEmpty({ message: 'El correo electrónico es obligatorio' })
  @MaxLength(150, { message: 'El correo electrónico no puede exceder los 150 caracteres' })
  correoElectronico: string;

  @IsString({ message: 'La contraseña es obligatoria' })
  @IsNotEmpty({ message: 'La contraseña es obligatoria' })
  @MaxLength(200, { message: 'La contraseña no puede exceder los 200 caracteres' })
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
  /** 1 Maestro, 2 Administrador, 3 Compania Administrador, 4 Gerente, 5 Usuario, 6 Leer. */
  userType: number;
  companiaId: number;
  codigo: string | null;
  companiaNombre: string | null;
  companiaRuc: string | null;
}
