import * as argon2 from 'argon2';
import * as bcrypt from 'bcryptjs';

/** argon2id's cost (ARGON2_MEMORY_KIB, ARGON2_TIME_COST); one lane, so one password takes one thread of libuv's pool. */
export interface CostoArgon2 {
  memoriaKib: number;
  iteraciones: number;
}

/** What the stored hashes of the users' table must hold at the highest cost the configuration allows (environment.ts). */
export const LONGITUD_MAXIMA_HASH = 100;
/** bcrypt reads only the first 72 bytes of a password: the hashes stored before argon2id say nothing of the rest. */
const BCRYPT_MAX_BYTES = 72;

const opciones = (costo: CostoArgon2): argon2.HashOptions => ({ type: argon2.argon2id, memoryCost: costo.memoriaKib, timeCost: costo.iteraciones, parallelism: 1 });

const esBcrypt = (hash: string) => /^\$2[aby]\$/.test(hash);

/** The stored form of a new password: argon2id, every byte of it, computed off the event loop. */
export function hashContrasena(contrasena: string, costo: CostoArgon2): Promise<string> {
  return argon2.hash(contrasena, opciones(costo));
}

/**
 * Whether `contrasena` is the one `hash` was made of: argon2id, or bcrypt for the hashes stored before it. A bcrypt
 * hash never accepts a password over 72 bytes, which it would compare by its first 72 alone: no password was stored
 * that long (the rule of new passwords stopped there), so only a right prefix with something added would match.
 */
export async function verificarContrasena(contrasena: string, hash: string): Promise<boolean> {
  if (esBcrypt(hash)) return (await bcrypt.compare(contrasena, hash)) && Buffer.byteLength(contrasena, 'utf8') <= BCRYPT_MAX_BYTES;
  if (!hash.startsWith('$argon2')) return false;
  try {
    return await argon2.verify(hash, contrasena);
  } catch {
    // A hash argon2 cannot read matches nothing.
    return false;
  }
}

/** A hash to write again at the next right password: bcrypt, or argon2id at another cost than the configured one. */
export function necesitaRehash(hash: string, costo: CostoArgon2): boolean {
  if (!hash.startsWith('$argon2id$')) return true;
  try {
    return argon2.needsRehash(hash, opciones(costo));
  } catch {
    return true;
  }
}
