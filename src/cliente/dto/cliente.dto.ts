import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BooleanoOpcional, IdOpcional, TextoOpcional, TextoRequerido } from '../../common/dto-fields';
import { DNI, DNI_MESSAGE, IsRuc } from '../../common/peru';
import { Trim, TrimLower, TrimToNull } from '../../common/transforms';

/** Body of POST and PUT /api/Cliente; at least one of ruc, dni or ce is required. */
export class ClienteDto {
  @TextoRequerido('El nombre es requerido', 'El nombre', 100) nombre: string;
  /**
   * Required for a person; a company, a client with RUC, has its whole name (razón social) in `nombre` and may leave
   * it empty (stored as '').
   */
  @Trim()
  @ValidateIf((cliente: ClienteDto) => !cliente.ruc || Boolean(cliente.apellido))
  @IsString({ message: 'El apellido es requerido para una persona (sin RUC)' })
  @IsNotEmpty({ message: 'El apellido es requerido para una persona (sin RUC)' })
  @MaxLength(100, { message: 'El apellido no puede exceder los 100 caracteres' })
  apellido?: string;

  /** 11 digits with a valid SUNAT check digit; unique within the company. */
  @TrimToNull()
  @IsOptional()
  @IsRuc()
  ruc?: string | null;

  /** 8 digits; unique within the company. */
  @TrimToNull()
  @IsOptional()
  @Matches(DNI, { message: DNI_MESSAGE })
  dni?: string | null;

  /** Carné de extranjería. */
  @TrimToNull()
  @IsOptional()
  @Matches(/^[A-Za-z0-9]{6,20}$/, { message: 'El CE debe tener entre 6 y 20 letras o dígitos' })
  ce?: string | null;

  @TrimLower()
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @IsEmail({}, { message: 'Formato de correo electrónico inválido' })
  correoElectronico?: string | null;

  @TrimToNull()
  @IsOptional()
  @Matches(/^\+?[\d\s()-]{6,20}$/, { message: 'El teléfono no es válido' })
  telefono?: string | null;

  @TextoOpcional('El ingeniero responsable', 150) ingenieroResponsable?: string | null;
  @TextoOpcional('El representante legal', 150) representanteLegal?: string | null;
  @TextoOpcional('El usuario', 100) usuario?: string | null;
  @BooleanoOpcional('tieneContrato') tieneContrato?: boolean;

  /** An address of the caller's company; null when empty. */
  @IdOpcional('La dirección') direccionId?: number | null;
}
