import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_ACTIONS, AuditAction } from '../audit-log.entity';

export const AUDIT_SORT_FIELDS = ['Timestamp', 'TableName', 'Action'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

export const AUDIT_PAGE_SIZE = { default: 50, max: 100 } as const;

/** Query strings carry text: blank means "not given", digits become numbers. */
const toOptionalInt = Transform(({ value }) => (value === '' ? undefined : /^\d{1,9}$/.test(String(value)) ? Number(value) : value));
const blankToUndefined = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));
/** The spec's client spells the sort fields in PascalCase; any casing is accepted. */
const toSortField = Transform(({ value }) =>
  typeof value === 'string' ? (AUDIT_SORT_FIELDS.find((field) => field.toLowerCase() === value.trim().toLowerCase()) ?? value) : value,
);
const toBoolean = Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

const FECHA = 'debe ser una fecha ISO 8601 (AAAA-MM-DD o fecha y hora)';

/** Date range of the audit queries; a bare date covers that whole day (UTC). */
export class RangoAuditoriaDto {
  @blankToUndefined
  @IsOptional()
  @IsISO8601({ strict: true }, { message: `startDate ${FECHA}` })
  startDate?: string;

  @blankToUndefined
  @IsOptional()
  @IsISO8601({ strict: true }, { message: `endDate ${FECHA}` })
  endDate?: string;

  /** Only the rows of this company; every company when omitted. */
  @toOptionalInt
  @IsOptional()
  @IsInt({ message: 'companiaId debe ser un número entero positivo' })
  @Min(1, { message: 'companiaId debe ser un número entero positivo' })
  companiaId?: number;
}

/** Query of GET /api/Audit. */
export class ConsultaAuditoriaDto extends RangoAuditoriaDto {
  @toOptionalInt
  @IsOptional()
  @IsInt({ message: 'userId debe ser un número entero positivo' })
  @Min(1, { message: 'userId debe ser un número entero positivo' })
  userId?: number;

  @blankToUndefined
  @IsOptional()
  @IsString({ message: 'tableName debe ser texto' })
  @MaxLength(100, { message: 'tableName no puede exceder los 100 caracteres' })
  tableName?: string;

  @blankToUndefined
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action debe ser una de: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  /** Case-insensitive text within the description. */
  @blankToUndefined
  @IsOptional()
  @IsString({ message: 'searchTerm debe ser texto' })
  @MaxLength(200, { message: 'searchTerm no puede exceder los 200 caracteres' })
  searchTerm?: string;

  @toOptionalInt
  @IsOptional()
  @IsInt({ message: 'page debe ser un entero positivo' })
  @Min(1, { message: 'page debe ser un entero positivo' })
  page?: number;

  /** 25, 50 (default) or 100 in the screen; larger values are capped at 100. */
  @toOptionalInt
  @IsOptional()
  @IsInt({ message: 'pageSize debe ser un entero positivo' })
  @Min(1, { message: 'pageSize debe ser un entero positivo' })
  pageSize?: number;

  @blankToUndefined
  @toSortField
  @IsOptional()
  @IsIn(AUDIT_SORT_FIELDS, { message: `sortBy debe ser uno de: ${AUDIT_SORT_FIELDS.join(', ')}` })
  sortBy?: AuditSortField;

  /** Default true: newest first. */
  @blankToUndefined
  @toBoolean
  @IsOptional()
  @IsBoolean({ message: 'sortDescending debe ser true o false' })
  sortDescending?: boolean;
}

/** Query of DELETE /api/Audit/clean. */
export class LimpiezaAuditoriaDto {
  /** Rows newer than this many days are kept; the screen sends 90. */
  @Transform(({ value }) => (/^-?\d{1,9}$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: 'daysToKeep debe ser un número entero de días mayor o igual a 1' })
  @Min(1, { message: 'daysToKeep debe ser un número entero de días mayor o igual a 1' })
  @Max(36_500, { message: 'daysToKeep no puede ser mayor a 36500 días' })
  daysToKeep: number;
}
