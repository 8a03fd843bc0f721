import { Transform } from 'class-transformer';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { TextoOpcional, TextoRequerido } from '../../common/dto-fields';
import { DEPARTAMENTOS, departamentoCanonico } from '../../common/peru-departamentos';
import { TrimToNull } from '../../common/transforms';

/** Body of POST and PUT /api/Direccion. */
export class DireccionDto {
  @TextoRequerido('La calle es requerida', 'La calle', 255) calle: string;
  @TextoRequerido('La ciudad es requerida', 'La ciudad', 100) ciudad: string;
  @TextoRequerido('El distrito es requerido', 'El distrito', 100) distrito: string;
  @TextoRequerido('La provincia es requerida', 'La provincia', 100) provincia: string;

  /** One of Peru's 25 departments, with or without accents; stored with its canonical name. */
  @Transform(({ value }) => departamentoCanonico(value) ?? value)
  @IsIn(DEPARTAMENTOS, { message: 'El departamento es requerido y debe ser uno de los 25 departamentos del Perú' })
  departamento: string;

  /** 5 digits when given. */
  @TrimToNull()
  @IsOptional()
  @Matches(/^\d{5}$/, { message: 'El codigo postal debe tener 5 digitos' })
  codigoPostal?: string | null;

  @TextoOpcional('La urbanización', 150) urbanizacion?: string | null;
  @TextoOpcional('La sede', 100) sede?: string | null;
}
