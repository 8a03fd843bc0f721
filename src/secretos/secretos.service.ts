import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { environmentConfig, type EnvironmentConfig } from '../config/environment.config';

/** The stored format's version: a key or cipher change gets a new one, and the old rows stay readable by theirs. */
const VERSION = 'v1';
const ALGORITMO = 'aes-256-gcm';
const IV_BYTES = 12;
/** The generated key's file, beside the SQLite database (docs/gre-sunat.md, "Secretos"). */
export const ARCHIVO_DE_CLAVE = 'secretos.key';

export class SecretoIlegibleError extends Error {}

/** SECRETS_KEY as its 32 bytes: 64 hex digits or base64 (environment.ts checks the format). */
export const claveDeTexto = (texto: string): Buffer => Buffer.from(texto.trim(), /^[0-9a-f]{64}$/i.test(texto.trim()) ? 'hex' : 'base64');

/**
 * The key of a server without SECRETS_KEY (never production, which refuses to start without it): read from the data
 * folder, or written there once with mode 0600. `wx` makes the first writer win when two processes start together.
 */
export function claveDelArchivo(carpeta: string): Buffer {
  const archivo = join(carpeta, ARCHIVO_DE_CLAVE);
  mkdirSync(carpeta, { recursive: true });
  try {
    writeFileSync(archivo, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return claveDeTexto(readFileSync(archivo, 'utf8'));
}

/**
 * Encrypts the secrets the database keeps (SUNAT credentials, a certificate's private key) with AES-256-GCM:
 * `v1:<iv>:<tag>:<ciphertext>`, each part base64. A value read with another key fails its tag: SecretoIlegibleError.
 */
@Injectable()
export class SecretosService {
  private readonly clave: Buffer;

  constructor(@Inject(environmentConfig.KEY) env: Pick<EnvironmentConfig, 'SECRETS_KEY' | 'DB_PATH'>) {
    this.clave = env.SECRETS_KEY ? claveDeTexto(env.SECRETS_KEY) : claveDelArchivo(dirname(env.DB_PATH));
  }

  cifrar(valor: string | Buffer): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITMO, this.clave, iv);
    const cifrado = Buffer.concat([cipher.update(typeof valor === 'string' ? Buffer.from(valor, 'utf8') : valor), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), cifrado.toString('base64')].join(':');
  }

  descifrar(guardado: string): Buffer {
    const [version, iv, tag, cifrado, ...resto] = guardado.split(':');
    if (version !== VERSION || cifrado === undefined || resto.length) throw new SecretoIlegibleError(`El secreto guardado no tiene el formato ${VERSION}`);
    const decipher = createDecipheriv(ALGORITMO, this.clave, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(cifrado, 'base64')), decipher.final()]);
    } catch {
      throw new SecretoIlegibleError('No se pudo descifrar un secreto guardado: SECRETS_KEY no es la clave con la que se cifró');
    }
  }

  descifrarTexto(guardado: string): string {
    return this.descifrar(guardado).toString('utf8');
  }
}
