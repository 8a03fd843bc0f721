import { parseDecimal } from '@dominio/importe-texto';

// Form values on their way to the API: text trimmed, an empty optional field sent as null (so an edit can clear it).
export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export const optionalText = (value: unknown): string | null => text(value) || null;

/** A typed number ("12.5", 12.5, "1,234.50", "1234,50") for the API, or null when empty or unreadable. */
export const numberOrNull = (value: unknown): number | null => parseDecimal(text(value));

/** A picked id (a number or its text) for the API, or null. */
export const idOrNull = (value: unknown): number | null => {
    const id = Number(value);
    return value !== '' && value !== null && Number.isInteger(id) && id > 0 ? id : null;
};
