import { ValidateBy } from 'class-validator';
import { limaDate } from '../common/lima-time';

const PRIMER_DIA = '1900-01-01';

/**
 * Why an acquisition date is refused, or null: the API stores dates as their UTC day, which is
 * compared with 01/01/1900 and with Lima's calendar day (the server's clock may run on UTC).
 * Shared by the asset body and the Excel import so both refuse the same dates with the same words.
 */
export function errorFechaAdquisicion(fecha: Date, ahora = new Date()): string | null {
  const dia = fecha.toISOString().slice(0, 10);
  if (dia < PRIMER_DIA) return 'La fecha de adquisición no puede ser anterior al 01/01/1900';
  if (dia > limaDate(ahora)) return 'La fecha de adquisición no puede ser posterior a hoy';
  return null;
}

/** class-validator's face of errorFechaAdquisicion(); values that are not dates are left to IsDate. */
export const FechaAdquisicionValida = () =>
  ValidateBy({
    name: 'fechaAdquisicionValida',
    validator: {
      validate: (value) => !(value instanceof Date) || Number.isNaN(value.getTime()) || errorFechaAdquisicion(value) === null,
      defaultMessage: (args) => errorFechaAdquisicion(args!.value as Date) ?? '',
    },
  });
