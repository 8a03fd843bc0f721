// Passwords, tokens, TOTP secrets and their QR/otpauth URLs, recovery codes, login challenges, API keys.
const SECRET_KEY = /contrasena|password|passwd|pwd|token|secret|authorization|hash|otpauth|^qr$|codigosRecuperacion|desafio|^clave$/i;
/** What a stored body, query or old values may take: a client's 90 KB body is not worth 90 KB of every row. */
export const MAX_AUDIT_TEXT = 4096;
/** Ends a stored text that was cut. */
export const TRUNCADO = '…[truncado]';

/** The text cut to `max` characters, the mark included, when it is longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - TRUNCADO.length)}${TRUNCADO}` : text;
}

/**
 * JSON text of the value with its secrets replaced (and the keys `hidden` names), for the audit trail: dates as ISO
 * text, buffers as their size, undefined fields left out, nesting past 8 levels as "[...]". It is written only until
 * it passes MAX_AUDIT_TEXT and then cut with the mark: a 10,000-row import's answer costs its first 4 KB, not a copy
 * of all of it and its text.
 */
export function auditJson(value: unknown, hidden: readonly string[] = []): string | null {
  if (value === undefined || value === null) return null;
  const partes: string[] = [];
  let largo = 0;
  /** Adds text; false once the bound is passed, and nothing more is written. */
  const escribir = (texto: string): boolean => {
    partes.push(texto);
    largo += texto.length;
    return largo <= MAX_AUDIT_TEXT;
  };
  const valor = (item: unknown, depth: number): boolean => {
    if (item === null || item === undefined || typeof item === 'function' || typeof item === 'symbol') return escribir('null');
    if (typeof item === 'string') return escribir(JSON.stringify(item.length > MAX_AUDIT_TEXT ? item.slice(0, MAX_AUDIT_TEXT) : item));
    if (typeof item === 'number') return escribir(Number.isFinite(item) ? String(item) : 'null');
    if (typeof item === 'boolean') return escribir(String(item));
    // A bigint, which JSON.stringify would refuse with an error: its digits.
    if (typeof item !== 'object') return escribir(`"${String(item)}"`);
    if (depth > 8) return escribir('"[...]"');
    if (item instanceof Date) return escribir(Number.isNaN(item.getTime()) ? 'null' : `"${item.toISOString()}"`);
    if (Buffer.isBuffer(item)) return escribir(`"[${item.length} bytes]"`);
    if (Array.isArray(item)) {
      if (!escribir('[')) return false;
      for (let i = 0; i < item.length; i++) if ((i > 0 && !escribir(',')) || !valor(item[i], depth + 1)) return false;
      return escribir(']');
    }
    if (!escribir('{')) return false;
    let primero = true;
    // Keys, not entries: no pair allocated per field of every audited record.
    for (const key of Object.keys(item)) {
      const field = (item as Record<string, unknown>)[key];
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      if (!escribir(`${primero ? '' : ','}${JSON.stringify(key)}:`)) return false;
      primero = false;
      if (!(SECRET_KEY.test(key) || hidden.includes(key) ? escribir('"***"') : valor(field, depth + 1))) return false;
    }
    return escribir('}');
  };
  valor(value, 0);
  return truncate(partes.join(''), MAX_AUDIT_TEXT);
}
