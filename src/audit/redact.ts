// Passwords, tokens, TOTP secrets and their QR/otpauth URLs, recovery codes, login challenges, API keys.
const SECRET_KEY = /contrasena|password|passwd|pwd|token|secret|authorization|hash|otpauth|^qr$|codigosRecuperacion|desafio|^clave$/i;
const MAX_JSON = 60_000;

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

/** JSON text of the redacted value, bounded so one huge body cannot bloat the log. */
export function auditJson(value: unknown, hidden?: readonly string[]): string | null {
  if (value === undefined || value === null) return null;
  const json = JSON.stringify(redactSecrets(value, 0, hidden));
  return json.length > MAX_JSON ? `${json.slice(0, MAX_JSON)}…` : json;
}
