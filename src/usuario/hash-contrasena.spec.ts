import { hashSync } from 'bcryptjs';
import { getMetadataArgsStorage } from 'typeorm';
import { hashContrasena, LONGITUD_MAXIMA_HASH, necesitaRehash, verificarContrasena } from './hash-contrasena';
import { Usuario } from './usuario.entity';

const BARATO = { memoriaKib: 64, iteraciones: 1 };

describe('password hashes', () => {
  it('stores argon2id, and checks every byte of a password longer than bcrypt could', async () => {
    const larga = `${'Llueve-sobre-Cusco-'.repeat(5)}fin`;
    expect(Buffer.byteLength(larga)).toBeGreaterThan(72);
    const hash = await hashContrasena(larga, BARATO);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=64,p=1,t=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verificarContrasena(larga, hash)).toBe(true);
    expect(await verificarContrasena(larga.slice(0, 72), hash)).toBe(false);
    expect(await verificarContrasena(`${larga}x`, hash)).toBe(false);
  });

  it('keeps checking the bcrypt hashes stored before, never past the 72 bytes bcrypt read', async () => {
    const clave = 'Clave-de-antes-2024';
    const hash = hashSync(clave, 4);
    expect(await verificarContrasena(clave, hash)).toBe(true);
    expect(await verificarContrasena('otra-clave-2024', hash)).toBe(false);
    const tope = 'x'.repeat(60) + 'Z9y8W7v6U5t4';
    expect(Buffer.byteLength(tope)).toBe(72);
    const deTope = hashSync(tope, 4);
    expect(await verificarContrasena(tope, deTope)).toBe(true);
    // bcrypt alone would take these: the same 72 bytes and anything after them.
    expect(await verificarContrasena(`${tope}-lo-que-sea`, deTope)).toBe(false);
  });

  it('asks for a new hash of bcrypt and of another argon2 cost, not of the configured one', async () => {
    const hash = await hashContrasena('Clave-de-prueba-77', BARATO);
    expect(necesitaRehash(hash, BARATO)).toBe(false);
    expect(necesitaRehash(hash, { memoriaKib: 128, iteraciones: 1 })).toBe(true);
    expect(necesitaRehash(hashSync('Clave-de-prueba-77', 4), BARATO)).toBe(true);
  });

  it('matches nothing with a hash it cannot read', async () => {
    for (const hash of ['', 'texto', '$argon2id$roto', '$2b$04$corto']) expect(await verificarContrasena('Clave-de-prueba-77', hash)).toBe(false);
  });

  it('fits the users\' column at the highest cost the configuration allows (1 GiB, 10 passes)', async () => {
    const columna = getMetadataArgsStorage().columns.find((c) => c.target === Usuario && c.propertyName === 'contrasena')!;
    expect(columna.options.length).toBe(LONGITUD_MAXIMA_HASH);
    // Computing it would take a gibibyte: its parameters are the only part whose length depends on the cost.
    const barato = await hashContrasena('Clave-de-prueba-77', BARATO);
    expect(barato.replace('m=64,', 'm=1048576,').replace(',t=1$', ',t=10$').length).toBeLessThanOrEqual(LONGITUD_MAXIMA_HASH);
  });
});
