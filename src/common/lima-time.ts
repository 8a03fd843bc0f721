/** Peru keeps UTC−5 all year (no daylight saving): Lima's calendar is a fixed offset from UTC. */
export const LIMA_OFFSET_HOURS = -5;
const LIMA_OFFSET_MS = LIMA_OFFSET_HOURS * 3_600_000;

const limaIso = (date: Date) => new Date(date.getTime() + LIMA_OFFSET_MS).toISOString();

/** 'yyyy-MM-dd' in Lima. */
export const limaDate = (date = new Date()) => limaIso(date).slice(0, 10);

/** 'yyyyMMdd_HHmmss' in Lima. */
export const limaStamp = (date = new Date()) => limaIso(date).slice(0, 19).replace(/[-:]/g, '').replace('T', '_');

const LIMA_ZONE = 'America/Lima';
const limaDateText = new Intl.DateTimeFormat('es-PE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: LIMA_ZONE });
const limaDateTimeText = new Intl.DateTimeFormat('es-PE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: LIMA_ZONE,
});

/** 'dd/MM/yyyy' of a moment, in Lima, as documents print it (es-PE's short style has a 2-digit year). */
export const formatLimaDate = (date: Date) => limaDateText.format(date);

/**
 * 'dd/MM/yyyy' of a calendar day, which the API stores at UTC midnight (an acquisition, a disposal): read in UTC,
 * since in Lima that instant is still the day before.
 */
export const formatDia = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

/** The calendar day of a date, at UTC midnight, as the API stores days. */
export const diaDe = (fecha: Date) => new Date(Date.UTC(fecha.getUTCFullYear(), fecha.getUTCMonth(), fecha.getUTCDate()));

/** 'dd/MM/yyyy HH:mm' of a moment, in Lima. */
export const formatLimaDateTime = (date: Date) => limaDateTimeText.format(date).replace(',', '');
