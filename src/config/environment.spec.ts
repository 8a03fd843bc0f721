import express from 'express';
import { ConfigError, trustProxySetting, validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('fills the defaults of docs/arquitectura.md, "Configuración" for an empty environment', () => {
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

  it('stores passwords with argon2id at 19 MiB and 2 passes unless told otherwise, and never cheaper in production', () => {
    const strong = 'k'.repeat(20) + 'Z9x'.repeat(5);
    expect(validateEnvironment({})).toMatchObject({ ARGON2_MEMORY_KIB: 19_456, ARGON2_TIME_COST: 2 });
    expect(validateEnvironment({ ARGON2_MEMORY_KIB: '8', ARGON2_TIME_COST: '1' })).toMatchObject({ ARGON2_MEMORY_KIB: 8, ARGON2_TIME_COST: 1 });
    expect(() => validateEnvironment({ ARGON2_MEMORY_KIB: '4' })).toThrow(
      'Configuración inválida: ARGON2_MEMORY_KIB=4 es demasiado pequeño (KiB, 8 a 1048576; en producción, al menos 19456)',
    );
    // A hash of more passes would not fit its column.
    expect(() => validateEnvironment({ ARGON2_TIME_COST: '11' })).toThrow('Configuración inválida: ARGON2_TIME_COST=11 es demasiado grande (1 a 10; en producción, al menos 2)');
    const production = { NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: 'clave-segura', APP_URL: 'https://activos.empresa.pe', SECRETS_KEY: 'a'.repeat(64) };
    expect(() => validateEnvironment({ ...production, ARGON2_MEMORY_KIB: '19455' })).toThrow(
      'Configuración inválida: ARGON2_MEMORY_KIB debe ser al menos 19456 en producción / ARGON2_MEMORY_KIB must be at least 19456 in production',
    );
    expect(() => validateEnvironment({ ...production, ARGON2_TIME_COST: '1' })).toThrow(
      'Configuración inválida: ARGON2_TIME_COST debe ser al menos 2 en producción / ARGON2_TIME_COST must be at least 2 in production',
    );
    expect(validateEnvironment({ ...production, ARGON2_MEMORY_KIB: '65536', ARGON2_TIME_COST: '3' })).toMatchObject({ ARGON2_MEMORY_KIB: 65_536, ARGON2_TIME_COST: 3 });
  });

  it('turns numeric text into numbers', () => {
    expect(validateEnvironment({ PORT: '8080', DB_PORT: '5433' })).toMatchObject({ PORT: 8080, DB_PORT: 5433 });
  });

  it('keeps the heavy-work pool larger than one company\'s share', () => {
    expect(validateEnvironment({ HEAVY_WORK_THREADS: '3' }).HEAVY_WORK_THREADS).toBe(3);
    expect(validateEnvironment({ HEAVY_WORK_THREADS: '2', HEAVY_WORK_PER_COMPANY: '1' }).HEAVY_WORK_THREADS).toBe(2);
    for (const env of [{ HEAVY_WORK_THREADS: '2' }, { HEAVY_WORK_THREADS: '4', HEAVY_WORK_PER_COMPANY: '4' }]) {
      expect(() => validateEnvironment(env)).toThrow(
        'Configuración inválida: HEAVY_WORK_THREADS debe ser mayor que HEAVY_WORK_PER_COMPANY, para que una compañía nunca ocupe todos los hilos',
      );
    }
    expect(validateEnvironment({}).DOWNLOAD_STALL_SECONDS).toBe(60);
  });

  it.each([
    [{ DB_TYPE: 'oracle' }, 'DB_TYPE'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ DB_PORT: '-1' }, 'DB_PORT'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE'],
    [{ ADMIN_EMAIL: 'no-es-correo' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'corto' }, 'JWT_SECRET'],
    [{ JWT_EXPIRES_IN: 'siempre' }, 'JWT_EXPIRES_IN'],
    [{ SMTP_URL: 'http://correo' }, 'SMTP_URL'],
    [{ UPLOAD_QUOTA_MB: '0' }, 'UPLOAD_QUOTA_MB'],
    [{ DOWNLOAD_STALL_SECONDS: '0' }, 'DOWNLOAD_STALL_SECONDS'],
    [{ AUDIT_RETENTION_DAYS: '0' }, 'AUDIT_RETENTION_DAYS'],
    [{ AUDIT_RETENTION_DAYS: 'dos años' }, 'AUDIT_RETENTION_DAYS'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SWAGGER: 'yes' }, 'SWAGGER'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1; rm' }, 'TRUST_PROXY'],
    [{ APP_URL: 'activos.empresa.pe' }, 'APP_URL'],
    [{ APP_URL: 'ftp://activos.empresa.pe' }, 'APP_URL'],
    [{ APP_URL: 'https://activos.empresa.pe/?x=1' }, 'APP_URL'],
    [{ SECRETS_KEY: 'corta' }, 'SECRETS_KEY'],
    [{ SECRETS_KEY: 'g'.repeat(64) }, 'SECRETS_KEY'],
    [{ SUNAT_GRE_AUTH_URL: 'api-seguridad.sunat.gob.pe' }, 'SUNAT_GRE_AUTH_URL'],
    [{ SUNAT_GRE_API_URL: 'ftp://api-cpe.sunat.gob.pe' }, 'SUNAT_GRE_API_URL'],
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

  it('keeps the audit log two years unless told otherwise, and says the range when the value is out of it', () => {
    expect(validateEnvironment({}).AUDIT_RETENTION_DAYS).toBe(730);
    expect(validateEnvironment({ AUDIT_RETENTION_DAYS: '90' }).AUDIT_RETENTION_DAYS).toBe(90);
    expect(() => validateEnvironment({ AUDIT_RETENTION_DAYS: '0' })).toThrow(
      'Configuración inválida: AUDIT_RETENTION_DAYS=0 es demasiado pequeño (días, de 1 a 36500; p. ej. 730) / invalid AUDIT_RETENTION_DAYS: is too small',
    );
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
    expect(() => validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: '12345678901' })).toThrow(
      /ADMIN_PASSWORD: La contraseña es demasiado fácil de adivinar/,
    );
    expect(validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: 'clave-segura', APP_URL: 'https://activos.empresa.pe', SECRETS_KEY: 'a'.repeat(64) }).NODE_ENV).toBe('production');
  });

  it('demands APP_URL in production, naming it: the links it prints never take the address from a request', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(16) + 'Z'.repeat(16), ADMIN_PASSWORD: 'clave-segura' };
    for (const APP_URL of [undefined, '']) {
      expect(() => validateEnvironment({ ...production, APP_URL })).toThrow(
        'Configuración inválida: APP_URL es obligatoria en producción: la dirección con la que se abre el sistema, p. ej. https://activos.empresa.pe / APP_URL is required in production',
      );
    }
    expect(validateEnvironment({ ...production, APP_URL: 'https://activos.empresa.pe/', SECRETS_KEY: 'a'.repeat(64) }).APP_URL).toBe('https://activos.empresa.pe');
    expect(validateEnvironment({ NODE_ENV: 'development' }).APP_URL).toBeUndefined();
  });

  it('demands SECRETS_KEY in production, naming it, and never echoes it', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(16) + 'Z'.repeat(16), ADMIN_PASSWORD: 'clave-segura', APP_URL: 'https://activos.empresa.pe' };
    expect(() => validateEnvironment(production)).toThrow(
      'Configuración inválida: SECRETS_KEY es obligatoria en producción: la clave que cifra los secretos guardados (32 bytes, p. ej. openssl rand -base64 32) / SECRETS_KEY is required in production',
    );
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(validateEnvironment({ ...production, SECRETS_KEY: base64 }).SECRETS_KEY).toBe(base64);
    expect(() => validateEnvironment({ SECRETS_KEY: 'x'.repeat(44) })).toThrow(/SECRETS_KEY=\*\*\*/);
  });

  it('points the guía electrónica at SUNAT unless told otherwise, without a trailing slash', () => {
    expect(validateEnvironment({})).toMatchObject({ SUNAT_GRE_AUTH_URL: 'https://api-seguridad.sunat.gob.pe/v1', SUNAT_GRE_API_URL: 'https://api-cpe.sunat.gob.pe/v1' });
    expect(validateEnvironment({ SUNAT_GRE_AUTH_URL: 'http://127.0.0.1:4000/v1/', SUNAT_GRE_API_URL: 'http://127.0.0.1:4000/v1' })).toMatchObject({
      SUNAT_GRE_AUTH_URL: 'http://127.0.0.1:4000/v1',
      SUNAT_GRE_API_URL: 'http://127.0.0.1:4000/v1',
    });
  });
});
