import { Schema } from './openapi';

/** The hostile values of the input attacks, by the kind of field they are sent to, each with a name for the tally. */

export const SQL = `' OR '1'='1'; DROP TABLE activo; --`;
/** Longer than any text column, short enough for a URL (Node refuses headers over 16 KB). */
export const LONG = 'A'.repeat(5000);
const INT_OVERFLOW = 2_147_483_648;

export type Payload = [name: string, value: unknown];

/** JSON values for a body property, by its documented type. */
export function bodyPayloads(property: Schema): Payload[] {
  const common: Payload[] = [
    ['SQL metacharacters', SQL],
    ['an operator object', { $gt: '' }],
  ];
  switch (property.type) {
    case 'number':
    case 'integer':
      return [...common, ['a 32-bit overflow', INT_OVERFLOW], ['a negative fraction', -1.5], ['1e20', 1e20], ['a list', [1, 2]]];
    case 'boolean':
      return [...common, ['a number', 2], ['a list', [true]]];
    case 'array':
      return [...common, ['a list of SQL', [SQL]], ['a list with an overflowing id', [INT_OVERFLOW]], ['10,000 items', Array.from({ length: 10_000 }, (_, i) => i + 1)]];
    default:
      return property.format === 'date-time'
        ? [...common, ['an impossible date', '2024-02-30'], ['a five-digit year', '99999-01-01'], ['a number', INT_OVERFLOW]]
        : [...common, ['an over-long string', LONG], ['a NUL character', 'a\u0000b'], ['a list', [SQL]], ['a number', INT_OVERFLOW]];
  }
}

/** Query-string values (already URL-encoded) for a parameter, by its documented type; `refuse`: only a 4xx will do. */
export function queryPayloads(name: string, type: string | undefined): Array<[attack: string, query: string, refuse?: boolean]> {
  const encoded = (value: string) => `${name}=${encodeURIComponent(value)}`;
  const common: Array<[string, string]> = [
    ['SQL metacharacters', encoded(SQL)],
    ['repeated', `${name}=1&${name}=2`],
    ['bracketed (an object to an extended parser)', `${name}[$gt]=`],
  ];
  return type === 'number' || type === 'boolean'
    ? [...common, ['a 32-bit overflow', encoded(String(INT_OVERFLOW))], ['twenty digits', encoded('9'.repeat(20))], ['NaN', encoded('NaN')], ['1e309', encoded('1e309')], ['negative', encoded('-1')]]
    : [...common, ['an over-long string', encoded(LONG), true], ['a NUL byte', `${name}=%00`]];
}

/** Values for a path placeholder that no record has. */
export const PATH_PAYLOADS: Array<[string, string]> = [
  // Not SQL itself: the body attacks store that text as a code, which a path may then name on purpose.
  ['SQL metacharacters', `0' OR '1'='1`],
  ['zero', '0'],
  ['negative', '-1'],
  ['a 32-bit overflow', String(INT_OVERFLOW)],
  ['twenty digits', '9'.repeat(20)],
  ['exponent', '1e3'],
  ['hexadecimal', '0x10'],
  ['a NUL byte', '\u0000'],
  ['a path traversal', '../../../etc/passwd'],
  ['__proto__', '__proto__'],
  ['an over-long string', LONG],
];

/** Query names that reach an object's prototype in a careless parser. */
export const PROTOTYPE_QUERIES = ['__proto__[tipo]=1', 'constructor[prototype][tipo]=1', '__proto__=1'];
