import { ValidateBy } from 'class-validator';
import { limaDate } from '../common/lima-time';

const PRIMER_DIA = '1900-01-01';

/**
 * Whether a stored date is after today: the API stores dates as their UTC day, which is compared with Lima's
 * calendar day (the server's clock may run on UTC).
 */
const posteriorAHoy = (fecha: Date, ahora = new Date()) => fecha.toISOString().slice(0, 10) > limaDate(ahora);

const esFecha = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/**
 * Why an acquisition date is refused, or null: from 01/01/1900 to today in Lima. Shared by the asset body and
 * the Excel import so both refuse the same dates with the same words.
 */
export function errorFechaAdquisicion(fecha: Date, ahora = new Date()): string | null {
  if (fecha.toISOString().slice(0, 10) < PRIMER_DIA) return 'La fecha de adquisición no puede ser anterior al 01/01/1900';
  if (posteriorAHoy(fecha, ahora)) return 'La fecha de adquisición no puede ser posterior a hoy';
  return null;
}

/** class-validator's face of errorFechaAdquisicion(); values that are not dates are left to IsDate. */
export const FechaAdquisicionValida = () =>
  ValidateBy({
    name: 'fechaAdquisicionValida',
    validator: {
      validate: (value) => !esFecha(value) || errorFechaAdquisicion(value) === null,
      defaultMessage: (args) => errorFechaAdquisicion(args!.value as Date) ?? '',
    },
  });

/** A date not after today in Lima (an improvement's), refused with `mensaje`; values that are not dates are left to IsDate. */
export const HastaHoy = (mensaje: string) =>
  ValidateBy({ name: 'hastaHoy', validator: { validate: (value) => !esFecha(value) || !posteriorAHoy(value), defaultMessage: () => mensaje } });

/**
 * First use (RLIR art. 22 d) defaults to the acquisition date and is never before it: the rule of the asset's
 * body and of each imported row.
 */
export function fechasDeUso(activo: { fechaAdquisicion?: Date | null; fechaInicioUso?: Date | null }): { fechaInicioUso: Date | null; error: string | null } {
  const adquisicion = activo.fechaAdquisicion ?? null;
  const inicio = activo.fechaInicioUso ?? null;
  if (inicio && !adquisicion) return { fechaInicioUso: inicio, error: 'Indique la fecha de adquisición del activo para registrar su fecha de inicio de uso' };
  if (inicio && adquisicion && inicio.getTime() < adquisicion.getTime()) {
    return { fechaInicioUso: inicio, error: 'La fecha de inicio de uso no puede ser anterior a la fecha de adquisición' };
  }
  return { fechaInicioUso: inicio ?? adquisicion, error: null };
}
