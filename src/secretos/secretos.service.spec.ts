import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARCHIVO_DE_CLAVE, SecretoIlegibleError, SecretosService } from './secretos.service';

describe('SecretosService', () => {
  let carpeta: string;
  beforeEach(() => (carpeta = mkdtempSync(join(tmpdir(), 'secretos-'))));
  afterEach(() => rmSync(carpeta, { recursive: true, force: true }));

  const conClave = (SECRETS_KEY: string) => new SecretosService({ SECRETS_KEY, DB_PATH: join(carpeta, 'activos.sqlite') });
  const sinClave = () => new SecretosService({ SECRETS_KEY: undefined, DB_PATH: join(carpeta, 'datos', 'activos.sqlite') });

  it('encrypts text and bytes as v1:iv:tag:ciphertext and reads them back, a new IV each time', () => {
    const secretos = conClave(randomBytes(32).toString('base64'));
    const guardado = secretos.cifrar('Clave SOL ñandú');
    expect(guardado).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(guardado).not.toContain('ñandú');
    expect(secretos.descifrarTexto(guardado)).toBe('Clave SOL ñandú');
    expect(secretos.cifrar('Clave SOL ñandú')).not.toBe(guardado);
    const bytes = randomBytes(300);
    expect(secretos.descifrar(secretos.cifrar(bytes))).toEqual(bytes);
  });

  it('takes the key as 64 hex digits too', () => {
    const clave = randomBytes(32);
    expect(conClave(clave.toString('base64')).descifrarTexto(conClave(clave.toString('hex')).cifrar('x'))).toBe('x');
  });

  it('refuses with a clear error what another key encrypted, or a value changed in the database', () => {
    const guardado = conClave(randomBytes(32).toString('base64')).cifrar('secreto');
    const otra = conClave(randomBytes(32).toString('base64'));
    expect(() => otra.descifrar(guardado)).toThrow(new SecretoIlegibleError('No se pudo descifrar un secreto guardado: SECRETS_KEY no es la clave con la que se cifró'));
    expect(() => otra.descifrar(guardado.replace(/^v1/, 'v9'))).toThrow('El secreto guardado no tiene el formato v1');
  });

  it('without SECRETS_KEY creates the key file once, beside the database, readable only by its owner, and reuses it', () => {
    const guardado = sinClave().cifrar('secreto');
    const archivo = join(carpeta, 'datos', ARCHIVO_DE_CLAVE);
    expect(statSync(archivo).mode & 0o777).toBe(0o600);
    const clave = readFileSync(archivo, 'utf8');
    expect(Buffer.from(clave, 'base64')).toHaveLength(32);
    // A restart reads what the previous start stored.
    expect(sinClave().descifrarTexto(guardado)).toBe('secreto');
    expect(readFileSync(archivo, 'utf8')).toBe(clave);
  });
});
