import { createHmac } from 'node:crypto';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Builds a JWT by hand, to forge the tokens an attacker would send. */
export function forgeToken(payload: Record<string, unknown>, options: { secret?: string; alg?: string } = {}): string {
  const alg = options.alg ?? 'HS256';
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  const hash = alg === 'HS512' ? 'sha512' : alg === 'HS384' ? 'sha384' : 'sha256';
  return `${head}.${createHmac(hash, options.secret ?? 'not-the-secret').update(head).digest('base64url')}`;
}

export const maestroClaims = (overrides: Record<string, unknown> = {}) => ({
  sub: 1,
  tipo: 1,
  companiaId: 1,
  nombre: 'Administrador',
  email: 'admin@demo.pe',
  companiaNombre: 'Empresa Demo S.A.C.',
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 3600,
  ...overrides,
});
