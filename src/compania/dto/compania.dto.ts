import { BASES_DEPRECIABLES, BaseDepreciable } from '../../dominio/depreciacion';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRuc } from '../../common/peru';
import { Trim, TrimToNull } from '../../common/transforms';

/** Body of POST and PUT /api/Compania. */
export class CompaniaDto {
  @Trim()
  @IsString({ message: 'La razón social es obligatoria' })
  @IsNotEmpty({ message: 'La razón social es obligatoria' })
  @MaxLength(200, { message: 'La razón social no puede exceder los 200 caracteres' })
  razonSocial: string;

  /** 11 digits with a valid SUNAT check digit; unique. */
  @Trim()
  @IsRuc()
  ruc: string;

  @TrimToNull()
  @IsOptional()
  @IsString({ message: 'El rubro debe ser texto' })
  @MaxLength(150, { message: 'El rubro no puede exceder los 150 caracteres' })
  rubro?: string | null;

  /** Users of types 1-2 must log in with a second factor (TOTP); left out, it stays as it is (false on creation). */
  @IsOptional()
  @IsBoolean({ message: 'requiere2fa debe ser verdadero o falso' })
  requiere2fa?: boolean;

  /** What the company's assets depreciate on: total (with IGV, the spec's rule) or precio (without IGV); left out, it stays as it is (total on creation). */
  @IsOptional()
  @IsIn(BASES_DEPRECIABLES, { message: 'La base depreciable debe ser total o precio' })
  baseDepreciable?: BaseDepreciable;
}
