import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Where the users are: a date-time is shown and typed in Lima time whatever the browser's zone. */
export const ZONA_LIMA = 'America/Lima';

export const FORMATO_FECHA = 'DD/MM/YYYY';
export const FORMATO_FECHA_HORA = 'DD/MM/YYYY HH:mm';
export const FORMATO_MES = 'MM/YYYY';

/** What a form keeps for a date that was typed whole but does not exist (31/02/2025): never sent. */
export const FECHA_INVALIDA = 'fecha-invalida';

const CALENDARIO = /^\d{4}-\d{2}-\d{2}/;

/**
 * A calendar date as the API has it ('2025-03-15', or a saved '2025-03-15T00:00:00.000Z') for the picker:
 * that day at local midnight (dayjs reads a date without time as local), whatever the browser's zone.
 */
export const desdeCalendario = (value: unknown): Dayjs | null =>
    typeof value === 'string' && CALENDARIO.test(value) ? dayjs(value.slice(0, 10)) : null;

/** An instant as the API has it (ISO 8601) for the picker, in Lima time. */
export const desdeInstante = (value: unknown): Dayjs | null => {
    if (typeof value !== 'string' || !value) return null;
    const instante = dayjs(value);
    return instante.isValid() ? instante.tz(ZONA_LIMA) : null;
};

/** A month as the API counts them ('2025-03') for the picker. */
export const desdeMes = (value: unknown): Dayjs | null =>
    typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? dayjs(`${value}-01`) : null;

/** The picker's value for the form: 'YYYY-MM', null when empty. */
export const aMes = (value: Dayjs | null): string | null =>
    value ? (value.isValid() ? value.format('YYYY-MM') : FECHA_INVALIDA) : null;

/** The picker's value for the form: 'YYYY-MM-DD', null when empty. */
export const aCalendario = (value: Dayjs | null): string | null =>
    value ? (value.isValid() ? value.format('YYYY-MM-DD') : FECHA_INVALIDA) : null;

/**
 * The picker's value for the form: the ISO 8601 instant to the minute the user sees, null when empty (typing
 * over a section takes the rest, seconds included, from the picker's reference date).
 */
export const aInstante = (value: Dayjs | null): string | null =>
    value ? (value.isValid() ? value.second(0).millisecond(0).toISOString() : FECHA_INVALIDA) : null;

/** The first instant of a calendar day ('2025-03-15') in Lima, as ISO 8601. */
export const inicioDelDiaEnLima = (fecha: string): string => dayjs.tz(fecha, ZONA_LIMA).toISOString();

/** The last millisecond of a calendar day in Lima, as ISO 8601. */
export const finDelDiaEnLima = (fecha: string): string => dayjs.tz(fecha, ZONA_LIMA).endOf('day').toISOString();

/** Today in Lima as a calendar date ('2025-03-15'), whatever the browser's zone. */
export const hoyEnLima = (): string => dayjs().tz(ZONA_LIMA).format('YYYY-MM-DD');

export type { Dayjs };
