import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDate, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { IMPORTE_NO_NUMERICO, leerImporte, problemaImporte } from '../dominio/importe-texto';
import { MAX_DECIMAL, MAX_ID } from '../dominio/number-bounds';
import { Trim, TrimToNull } from './transforms';

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** Numbers may arrive as the fixed-decimal strings of the money input; blank means "not given". */
const toNumber = Transform(({ value }) => {
  if (value === '' || value === null) return null;
  return typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value;
});

/** Required text, trimmed; blank counts as missing. `label` names the field in the length message. */
export const TextoRequerido = (requiredMessage: string, label: string, max: number) =>
  applyDecorators(
    Trim(),
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxLength(max, { message: `${label} no puede exceder los ${max} caracteres` }),
  );

/** Optional text, trimmed, blank stored as null. */
export const TextoOpcional = (label: string, max: number) =>
  applyDecorators(
    TrimToNull(),
    IsOptional(),
    IsString({ message: `${label} debe ser texto` }),
    MaxLength(max, { message: `${label} no puede exceder los ${max} caracteres` }),
  );

/** Optional number; the spec's message "Debe ser un número válido", prefixed with the field. Bounded by its column unless `max` says less. */
export const NumeroOpcional = (label: string, options: { min?: number; max?: number; entero?: boolean; message?: string } = {}) => {
  const message = options.message ?? `${label}: Debe ser un número válido`;
  return applyDecorators(
    toNumber,
    IsOptional(),
    options.entero ? IsInt({ message }) : IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 }, { message }),
    ...(options.min !== undefined ? [Min(options.min, { message })] : []),
    Max(options.max ?? (options.entero ? MAX_ID : MAX_DECIMAL), { message }),
  );
};

/** An amount's text read as a number (blank: null); what cannot be read is left for the validator to name. */
export const aImporte = (decimales = 2) =>
  Transform(({ value }) => {
    if (value === '' || value === null) return null;
    if (typeof value !== 'string') return value;
    const lectura = leerImporte(value, decimales);
    return lectura.ok ? lectura.value : value;
  });

/** Why a body value cannot be an amount of `decimales` decimals, or null: text is read as the panel reads it. */
export const problemaDeImporte = (value: unknown, decimales: number): string | null => {
  if (typeof value === 'number') return problemaImporte(value, decimales);
  if (typeof value === 'string') {
    const lectura = leerImporte(value, decimales);
    return lectura.ok ? null : lectura.message;
  }
  return IMPORTE_NO_NUMERICO;
};

/** Why a body value cannot be a required amount above zero, or null. */
const problemaDeImporteRequerido = (value: unknown, decimales: number): string | null => {
  if (value === null || value === undefined) return 'Es obligatorio';
  return problemaDeImporte(value, decimales) ?? ((value as number) > 0 ? null : 'Debe ser mayor que 0');
};

const importeValido = (label: string, decimales: number, problema: (value: unknown, decimales: number) => string | null) =>
  ValidateBy({
    name: 'importe',
    validator: {
      validate: (value: unknown) => problema(value, decimales) === null,
      defaultMessage: (args) => `${label}: ${problema(args?.value, decimales)}`,
    },
  });

/**
 * Optional amount (a price, an exchange rate): a finite number, not negative, with at most `decimales`
 * decimals; text such as "1,234.50" or "1234,50" is read, "1e3" or "-5" are refused with the reason.
 */
export const ImporteOpcional = (label: string, decimales = 2) =>
  applyDecorators(aImporte(decimales), IsOptional(), importeValido(label, decimales, problemaDeImporte));

/** Required amount above zero (an improvement's cost), read and checked as ImporteOpcional reads them. */
export const ImporteRequerido = (label: string, decimales = 2) => applyDecorators(aImporte(decimales), importeValido(label, decimales, problemaDeImporteRequerido));

/** Optional id of another record; blank or 0 means none. */
export const IdOpcional = (label: string) =>
  applyDecorators(
    Transform(({ value }) => (value === '' || value === 0 || value === '0' || value === null ? null : value)),
    toNumber,
    IsOptional(),
    IsInt({ message: `${label} debe ser un número entero` }),
    Min(1, { message: `${label} debe ser un número entero` }),
    Max(MAX_ID, { message: `${label} debe ser un número entero` }),
  );

/** ISO 8601 text read as a date; blank is null. */
const aFecha = Transform(({ value }) => {
  if (value === '' || value === null || value === undefined) return value === undefined ? undefined : null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
});

/** Optional date (ISO 8601 text); blank means none. */
export const FechaOpcional = (label: string) => applyDecorators(aFecha, IsOptional(), IsDate({ message: `${label}: Debe ser una fecha válida` }));

/** Required date (ISO 8601 text): one message when it is missing, another when it is no date. */
export const FechaRequerida = (label: string, requiredMessage: string) =>
  applyDecorators(
    aFecha,
    IsDate({ message: ({ value }) => (value === undefined || value === null ? requiredMessage : `${label}: Debe ser una fecha válida`) }),
  );

export const BooleanoOpcional = (label: string) =>
  applyDecorators(IsOptional(), IsBoolean({ message: `${label} debe ser verdadero o falso` }));
