import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { BooleanoOpcional, TextoRequerido } from '../../common/dto-fields';
import { TrimToNull } from '../../common/transforms';
import { CLAVES_CATEGORIA_DEPRECIACION } from '../../dominio/tasas-sunat';
import { TIPOS_DE_CAMPO, type TipoDeCampo } from '../valores-de-campos';

export const MAX_OPCIONES = 50;

/** Body of PUT /api/campos-personalizados/{id}: all but the clave, which never changes (the assets keep their values under it). */
export class CampoPersonalizadoCambioDto {
  @TextoRequerido('La etiqueta es requerida', 'La etiqueta', 100) etiqueta: string;

  @IsIn(TIPOS_DE_CAMPO, { message: `El tipo debe ser uno de: ${TIPOS_DE_CAMPO.join(', ')}` })
  tipo: TipoDeCampo;

  /** The allowed values of a `lista` (required for it, ignored for the other types). */
  @IsOptional()
  @IsArray({ message: 'Las opciones deben ser una lista de textos' })
  @ArrayMaxSize(MAX_OPCIONES, { message: `Las opciones admiten hasta ${MAX_OPCIONES} valores` })
  @IsString({ each: true, message: 'Cada opción debe ser un texto' })
  @MaxLength(100, { each: true, message: 'Cada opción puede tener hasta 100 caracteres' })
  opciones?: string[];

  @BooleanoOpcional('Obligatorio') obligatorio?: boolean;

  /** Only for assets of this SUNAT depreciation category; null or absent: every asset. */
  @TrimToNull()
  @IsOptional()
  @IsIn(CLAVES_CATEGORIA_DEPRECIACION, { message: `La categoría debe ser una de: ${CLAVES_CATEGORIA_DEPRECIACION.join(', ')}` })
  categoria?: string | null;
}

/** Body of POST /api/campos-personalizados: a field and its clave. */
export class CampoPersonalizadoDto extends CampoPersonalizadoCambioDto {
  /** Lowercase letters, digits and _, starting with a letter: `poliza`, `nro_soat`. */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^[a-z][a-z0-9_]{0,39}$/, { message: 'La clave debe empezar con una letra minúscula y tener hasta 40 letras minúsculas, dígitos o _' })
  clave: string;
}

/** A company's field as the API answers it. */
export class CampoPersonalizadoRespuestaDto {
  id: number;
  clave: string;
  etiqueta: string;
  tipo: TipoDeCampo;
  opciones: string[];
  obligatorio: boolean;
  categoria: string | null;
  /** How many of the company's assets have a value for it. */
  activosConValor: number;
}
