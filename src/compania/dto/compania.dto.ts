import { BASES_DEPRECIABLES, BaseDepreciable } from '../../dominio/depreciacion';
import { CALCULOS_IGV, CalculoIgv } from '../../dominio/importes';
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

  /**
   * How the company's assets split an amount with IGV: incluido (IGV = amount × 18/118), adicional (IGV = amount × 18 %
   * on top) or especificacion (the spec's rule). Left out, it stays as it is (incluido on creation); it changes only
   * while the company has no assets.
   */
  @IsOptional()
  @IsIn(CALCULOS_IGV, { message: 'El cálculo del IGV debe ser incluido, adicional o especificacion' })
  calculoIgv?: CalculoIgv;
}
