import { ConfigError, validateEnvironment } from './environment';

describe('validateEnvironment', () => {
  it('fills the defaults of DESIGN.md §8 for an empty environment', () => {
    expect(validateEnvironment({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DB_TYPE: 'sqlite',
      DB_PATH: 'data/activos.sqlite',
      JWT_EXPIRES_IN: '8h',
      UPLOAD_DIR: 'data/uploads',
    });
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
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SWAGGER: 'yes' }, 'SWAGGER'],
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

  it('never echoes a secret value', () => {
    expect(() => validateEnvironment({ JWT_SECRET: 'abc' })).toThrow(/JWT_SECRET=\*\*\*/);
  });

  it('demands a strong JWT_SECRET and an ADMIN_PASSWORD in production', () => {
    const strong = 'k'.repeat(16) + 'Z'.repeat(16);
    expect(() => validateEnvironment({ NODE_ENV: 'production', ADMIN_PASSWORD: 'clave-segura' })).toThrow(/JWT_SECRET/);
    expect(() => validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(40), ADMIN_PASSWORD: 'clave-segura' })).toThrow(/JWT_SECRET/);
    expect(() => validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong })).toThrow(/ADMIN_PASSWORD/);
    expect(validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: strong, ADMIN_PASSWORD: 'clave-segura' }).NODE_ENV).toBe('production');
  });
});
