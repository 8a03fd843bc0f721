// Passwords, tokens, TOTP secrets and their QR/otpauth URLs, recovery codes, login challenges, API keys.
const SECRET_KEY = /contrasena|password|passwd|pwd|token|secret|authorization|hash|otpauth|^qr$|codigosRecuperacion|desafio|^clave$/i;
/** What a stored body, query or old values may take: a client's 90 KB body is not worth 90 KB of every row. */
export const MAX_AUDIT_TEXT = 4096;
/** Ends a stored text that was cut. */
export const TRUNCADO = '…[truncado]';

/** Deep copy with secrets replaced, for the audit trail; `hidden` names more keys a route wants hidden. */
export function redactSecrets(value: unknown, depth = 0, hidden: readonly string[] = []): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[...]';
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, hidden));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    copy[key] = SECRET_KEY.test(key) || hidden.includes(key) ? '***' : redactSecrets(item, depth + 1, hidden);
  }
  return copy;
}

/** The text cut to `max` characters, the mark included, when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - TRUNCADO.length)}${TRUNCADO}` : text;
}

/** JSON text of the redacted value, bounded so one huge body cannot bloat the log. */
export function auditJson(value: unknown, hidden?: readonly string[]): string | null {
  if (value === undefined || value === null) return null;
  return truncate(JSON.stringify(redactSecrets(value, 0, hidden)), MAX_AUDIT_TEXT);
}
