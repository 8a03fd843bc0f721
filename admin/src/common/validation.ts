import { parseDecimal } from '@dominio/importe-texto';
import { text } from './payload';

// Field validators for react-admin inputs: each returns the translation key of its message, or nothing.
// They check what the spec words on the client; the API checks it all again.
type Validator = (value: unknown) => string | undefined;

/** Whitespace alone counts as empty. The input's label is marked required (react-admin reads isRequired). */
export const requiredText = (message: string): Validator =>
    Object.assign((value: unknown) => (text(value) ? undefined : message), { isRequired: true });

/** Empty, or exactly `length` digits (RUC 11, DNI 8, postal code 5). */
export const optionalDigits =
    (length: number, message: string): Validator =>
    (value) =>
        !text(value) || new RegExp(`^\\d{${length}}$`).test(text(value)) ? undefined : message;

/** Empty, or something@domain.tld. */
export const optionalEmail =
    (message: string): Validator =>
    (value) =>
        !text(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(value)) ? undefined : message;

/** Empty, or a number numberOrNull can send to the API ("1e3" is none). */
export const optionalNumber =
    (message: string): Validator =>
    (value) =>
        !text(value) || parseDecimal(text(value)) !== null ? undefined : message;

/** Empty, or a whole number from min to max (max: none when omitted). */
export const optionalInteger =
    (message: string, min: number, max = Infinity): Validator =>
    (value) => {
        if (!text(value)) return undefined;
        const number = parseDecimal(text(value));
        return number !== null && Number.isInteger(number) && number >= min && number <= max ? undefined : message;
    };
