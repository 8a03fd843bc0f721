import express from 'express';
import { ConfigError, trustProxySetting, validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('fills the defaults of DESIGN.md §8 for an empty environment', () => {
    expect(validateEnvironment({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DB_TYPE: 'sqlite',
      DB_PATH: 'data/activos.sqlite',
      JWT_EXPIRES_IN: '8h',
      UPLOAD_DIR: 'data/uploads',
      UPLOAD_QUOTA_MB: 2048,
    });
  });

  it('stores passwords at bcrypt cost 10 unless told otherwise, and never below 10 in production', () => {
    const strong = 'k'.repeat(20) + 'Z9x'.repeat(5);
    expect(validateEnvironment({}).BCRYPT_ROUNDS).toBe(10);
    expect(validateEnvironment({ BCRYPT_ROUNDS: '4' }).BCRYPT_ROUNDS).toBe(4);
    expect(() => validateEnvironment({ BCRYPT_ROUNDS: '3' })).toThrow('Configuración inválida: BCRYPT_ROUNDS=3 es demasiado pequeño (4 a 15; en producción, al menos 10)');
    const production = { NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: 'clave-segura' };
    expect(() => validateEnvironment({ ...production, BCRYPT_ROUNDS: '9' })).toThrow(
      'Configuración inválida: BCRYPT_ROUNDS debe ser al menos 10 en producción / BCRYPT_ROUNDS must be at least 10 in production',
    );
    expect(validateEnvironment({ ...production, BCRYPT_ROUNDS: '12' }).BCRYPT_ROUNDS).toBe(12);
  });

  it('turns numeric text into numbers', () => {
    expect(validateEnvironment({ PORT: '8080', DB_PORT: '5433' })).toMatchObject({ PORT: 8080, DB_PORT: 5433 });
  });

  it.each([
    [{ DB_TYPE: 'oracle' }, 'DB_TYPE'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ DB_PORT: '-1' }, 'DB_PORT'],
    [{ ADMIN_EMAIL: 'no-es-correo' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'corto' }, 'JWT_SECRET'],
    [{ JWT_EXPIRES_IN: 'siempre' }, 'JWT_EXPIRES_IN'],
    [{ SMTP_URL: 'http://correo' }, 'SMTP_URL'],
    [{ UPLOAD_QUOTA_MB: '0' }, 'UPLOAD_QUOTA_MB'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SWAGGER: 'yes' }, 'SWAGGER'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1; rm' }, 'TRUST_PROXY'],
    [{ APP_URL: 'activos.empresa.pe' }, 'APP_URL'],
    [{ APP_URL: 'ftp://activos.empresa.pe' }, 'APP_URL'],
    [{ APP_URL: 'https://activos.empresa.pe/?x=1' }, 'APP_URL'],
  ])('rejects %j with one line naming %s in Spanish and English', (env, name) => {
    let error: unknown;
    try {
      validateEnvironment(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(new RegExp(`^Configuración inválida: ${name}=.* / invalid ${name}: `));
  });

  it.each(['1', '2', 'loopback', '10.0.0.0/8', 'loopback, 172.16.0.0/12', '::1', 'fd00::/8'])('takes TRUST_PROXY=%s as Express reads it', (value) => {
    const setting = trustProxySetting(validateEnvironment({ TRUST_PROXY: value }).TRUST_PROXY!);
    expect(() => express().set('trust proxy', setting)).not.toThrow();
  });

  it.each([
    ['https://activos.empresa.pe', 'https://activos.empresa.pe'],
    ['http://192.168.1.20:3000/', 'http://192.168.1.20:3000'],
    ['https://empresa.pe/activos//', 'https://empresa.pe/activos'],
    ['', undefined],
  ])('takes APP_URL=%s without its trailing slash', (value, expected) => {
    expect(validateEnvironment({ APP_URL: value }).APP_URL).toBe(expected);
  });

  it('never echoes a secret value', () => {
    expect(() => validateEnvironment({ JWT_SECRET: 'abc' })).toThrow(/JWT_SECRET=\*\*\*/);
  });

  it('demands a strong JWT_SECRET and an ADMIN_PASSWORD in production', () => {
    const strong = 'k'.repeat(16) + 'Z'.repeat(16);
    expect(() => validateEnvironment({ NODE_ENV: 'production', ADMIN_PASSWORD: 'clave-segura' })).toThrow(/JWT_SECRET/);
    expect(() => validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40), ADMIN_PASSWORD: 'clave-segura' })).toThrow(/JWT_SECRET/);
    expect(() => validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong })).toThrow(/ADMIN_PASSWORD/);
    expect(() => validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: 'admin123' })).toThrow(
      /ADMIN_PASSWORD no puede ser la contraseña de demostración en producción/,
    );
    expect(validateEnvironment({ NODE_ENV: 'development', ADMIN_PASSWORD: 'admin123' }).ADMIN_PASSWORD).toBe('admin123');
    // In production the first Maestro's password follows the rules every other password follows.
    expect(() => validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: 'qwertyuiop' })).toThrow(
      /ADMIN_PASSWORD: La contraseña es demasiado común/,
    );
    expect(validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: 'clave-segura' }).NODE_ENV).toBe('production');
  });
});
