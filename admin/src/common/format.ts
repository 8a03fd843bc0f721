// Peruvian formats (es-PE): "S/ 1,234.56", "1,234.5", "21/11/2025", "21/11/2025 14:05".
const LOCALE = 'es-PE';

const money = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'PEN' });
const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
// A calendar date (acquisition, inventory) travels as UTC midnight: read in the browser's zone it would show
// the day before in Peru (UTC−5), so it is read in UTC, as it was written.
const date = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

type DateInput = Date | string | number | null | undefined;

const toDate = (value: DateInput): Date | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const parsed = value instanceof Date ? value : new Date(value);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
};

const toNumber = (value: number | string | null | undefined): number | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
};

export const formatMoney = (value: number | string | null | undefined): string => {
    const amount = toNumber(value);
    return amount === undefined ? '' : money.format(amount);
};

export const formatNumber = (value: number | string | null | undefined): string => {
    const amount = toNumber(value);
    return amount === undefined ? '' : number.format(amount);
};

/** A formatter of dates for one Intl format; `tidy` adjusts its text. */
const formatWith =
    (format: Intl.DateTimeFormat, tidy = (text: string) => text) =>
    (value: DateInput): string => {
        const parsed = toDate(value);
        return parsed ? tidy(format.format(parsed)) : '';
    };
// Intl puts a comma between date and time in es-PE; the spec shows dd/MM/yyyy HH:mm.
const withoutComma = (text: string) => text.replace(',', '');

/** "21/11/2025": a calendar date (a date-only field), never shifted by the time zone. */
export const formatDate = formatWith(date);

// Moments (a movement, a session, an audit record) read in Peru's time, whatever the browser's time zone.
const LIMA = 'America/Lima';
const limaDate = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: LIMA });
const limaDateTime = new Intl.DateTimeFormat(LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: LIMA,
});

/** "21/11/2025", the day in Lima. */
export const formatLimaDate = formatWith(limaDate);
/** "21/11/2025 14:05", Lima time. */
export const formatDateTime = formatWith(limaDateTime, withoutComma);
