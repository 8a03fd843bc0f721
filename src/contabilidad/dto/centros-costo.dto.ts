import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { MAX_ID } from '../../dominio/number-bounds';
import { Trim } from '../../common/transforms';

/** What accounting systems take as a cost centre code: letters and digits, up to 10. */
export const CENTRO_COSTO_VALIDO = /^[A-Za-z0-9]{1,10}$/;
/** A destination account: class 9 of the PCGE, 2 to 8 digits like every account code. */
export const CUENTA_DESTINO_VALIDA = /^9\d{1,7}$/;

/** One area's cost centre. */
export class CentroCostoDto {
  @IsInt({ message: 'areaId debe ser un número entero' })
  @Min(1, { message: 'areaId debe ser un número entero' })
  @Max(MAX_ID, { message: 'areaId debe ser un número entero' })
  areaId: number;

  /** Null or empty clears it. */
  @Trim()
  @ValidateIf((_, value) => value !== null && value !== undefined && value !== '')
  @Matches(CENTRO_COSTO_VALIDO, { message: 'El centro de costo debe tener de 1 a 10 letras o dígitos, sin espacios ni otros caracteres' })
  centroCosto: string | null;

  /** The class 9 account its destination entries debit; omitted keeps it, null or empty clears it (the company's). */
  @Trim()
  @ValidateIf((_, value) => value !== null && value !== undefined && value !== '')
  @Matches(CUENTA_DESTINO_VALIDA, { message: 'La cuenta de destino del área debe tener de 2 a 8 dígitos y empezar con 9 (clase 9)' })
  cuentaDestino?: string | null;
}

/** PUT /api/contabilidad/centros-costo: the areas sent take their cost centre; the others keep theirs. */
export class CentrosCostoDto {
  @IsArray({ message: 'areas debe ser una lista de áreas con su centro de costo' })
  @ArrayMaxSize(1000, { message: 'areas admite hasta 1000 áreas' })
  @ValidateNested({ each: true })
  @Type(() => CentroCostoDto)
  areas: CentroCostoDto[];
}

/** One area of GET /api/contabilidad/centros-costo. */
export class CentroCostoRespuestaDto {
  id: number;
  nombre: string;
  /** Null when not set: its lines go without a cost centre. */
  centroCosto: string | null;
  /** Null when not set: its destination lines go to the company's account. */
  cuentaDestino: string | null;
}
