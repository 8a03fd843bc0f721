import { Transform } from 'class-transformer';

/** Trims text; an optional field left blank becomes null so "" and "   " mean "not given". */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const TrimToNull = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
export const TrimLower = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
/** Blank text becomes null; any other text is kept exactly as sent (a password's spaces are part of it). */
export const BlankToNull = () => Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value));
