import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { MES_PATTERN } from '../depreciacion/periodo';

/** Query strings carry text: blank means "not given", digits become numbers. */
const toOptionalInt = Transform(({ value }) => (value === '' ? undefined : /^\d{1,9}$/.test(String(value)) ? Number(value) : value));

const ANIO = 'anio debe ser un año de cuatro dígitos, desde 2010';
const MES = 'debe ser un mes con el formato AAAA-MM';

/** The year of book 7.1 (GET /api/reportes/formato-71/...). */
export class AnioDto {
  /** AAAA, from 2010 (the first year of the PLE books) to the current year. */
  @toOptionalInt
  @IsInt({ message: ANIO })
  @Min(2010, { message: ANIO })
  @Max(9999, { message: ANIO })
  anio: number;
}

/** The months of a depreciation report, both included (GET /api/reportes/depreciacion/...). */
export class PeriodoDto {
  /** First month, AAAA-MM. */
  @Matches(MES_PATTERN, { message: `desde ${MES}` })
  desde: string;

  /** Last month, AAAA-MM; not after the current month. */
  @Matches(MES_PATTERN, { message: `hasta ${MES}` })
  hasta: string;
}

/** The user of the assignment report (GET /api/reportes/asignacion...). */
export class AsignacionQueryDto {
  /** One user of the company; every user with assets when omitted. */
  @toOptionalInt
  @IsOptional()
  @IsInt({ message: 'usuarioId debe ser un número entero positivo' })
  @Min(1, { message: 'usuarioId debe ser un número entero positivo' })
  @Max(999_999_999, { message: 'usuarioId debe ser un número entero positivo' })
  usuarioId?: number;
}
