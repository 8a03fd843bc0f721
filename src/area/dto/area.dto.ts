import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_ID } from '../../dominio/number-bounds';
import { Trim } from '../../common/transforms';

/** Body of POST /api/Area and PUT /api/Area/{id} (the spec also sends `id` on PUT; the path wins). */
export class AreaDto {
  /** The caller's company when omitted; only a Maestro may name another. */
  @IsOptional()
  @IsInt({ message: 'companiaId debe ser un número entero' })
  @Min(1, { message: 'companiaId debe ser un número entero' })
  @Max(MAX_ID, { message: 'companiaId debe ser un número entero' })
  companiaId?: number;

  /** Unique within the company, ignoring case and accents. */
  @Trim()
  @IsString({ message: 'El nombre del área es requerido' })
  @IsNotEmpty({ message: 'El nombre del área es requerido' })
  @MaxLength(100, { message: 'El nombre del área no puede exceder los 100 caracteres' })
  nombre: string;
}
