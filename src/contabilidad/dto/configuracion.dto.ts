import { IsBoolean, IsNumber, Matches, Max, Min, ValidateIf } from 'class-validator';
import { FechaOpcional } from '../../common/dto-fields';
import { CUENTA_VALIDA } from '../cuentas-pcge';
import { PrimerDiaDelMes } from './primer-dia-del-mes';

const TASA = 'La tasa del impuesto diferido debe ser un porcentaje entre 0 y 100, con hasta 2 decimales';

/** PUT /api/contabilidad/configuracion: the cut-over date, the deferred-tax rate and the destination entries. */
export class ConfiguracionContableDto {
  /** First day of the month from which the product keeps the books (AAAA-MM-01); null: not set yet. */
  @FechaOpcional('Fecha de inicio')
  @PrimerDiaDelMes()
  fechaInicio?: Date | null;

  /** %, 29.50 for third-category income tax. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: TASA })
  @Min(0, { message: TASA })
  @Max(100, { message: TASA })
  tasaImpuestoDiferido: number;

  /** Whether the journal carries the destination entries (class 9 against 791). */
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'asientosDestino debe ser verdadero o falso' })
  asientosDestino: boolean;

  /** Class 9 account the destination entries debit, by cost centre; omitted or null: 94. */
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Matches(CUENTA_VALIDA, { message: 'Cuenta de destino: la cuenta debe tener de 2 a 8 dígitos, sin otros caracteres' })
  cuentaDestino?: string | null;

  /** The account they credit; omitted or null: 791. */
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Matches(CUENTA_VALIDA, { message: 'Cargas imputables: la cuenta debe tener de 2 a 8 dígitos, sin otros caracteres' })
  cuentaCargasImputables?: string | null;
}

/** GET and PUT /api/contabilidad/configuracion answer. */
export class ConfiguracionContableRespuestaDto {
  /** null until the company sets it. */
  fechaInicio: Date | null;
  tasaImpuestoDiferido: number;
  asientosDestino: boolean;
  cuentaDestino: string;
  cuentaCargasImputables: string;
}
