import { plainToInstance, Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validateSync,
  ValidationError,
} from 'class-validator';

import { problemaDeContrasena } from './politica-contrasena';

export const DB_TYPES = ['sqlite', 'postgres', 'mssql'] as const;
export type DbType = (typeof DB_TYPES)[number];

/** bcrypt's cost below which a stored password is too cheap to guess at for a production server. */
const MIN_PRODUCTION_BCRYPT_ROUNDS = 10;

/** The first Maestro user when ADMIN_EMAIL / ADMIN_PASSWORD are not set; production refuses this password. */
export const DEMO_ADMIN = { email: 'admin@demo.pe', password: 'admin123' };

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^\d+$/.test(String(value)) ? Number(value) : value;
const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^\d+(\.\d+)?$/.test(String(value)) ? Number(value) : value;
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
const PROXY_ADDRESS = String.raw`(?:loopback|linklocal|uniquelocal|[\da-f.:]+(?:/\d{1,3})?)`;
/** What Express's "trust proxy" takes: a hop count, or addresses, subnets and the names above. */
const TRUST_PROXY_FORMAT = new RegExp(String.raw`^(?:\d{1,2}|${PROXY_ADDRESS}(?:\s*,\s*${PROXY_ADDRESS})*)$`, 'i');

/** An http(s) origin, optionally with a path: no query, fragment or spaces. */
const APP_URL_FORMAT = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i;

/** The environment of DESIGN.md §8, checked once at start-up. */
export class Environment {
  @IsOptional() @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt) @IsInt() @Min(1) @Max(65535)
  PORT = 3000;

  @Transform(emptyToUndefined) @IsIn(DB_TYPES)
  DB_TYPE: DbType = 'sqlite';

  @Transform(emptyToUndefined) @IsString()
  DB_PATH = 'data/activos.sqlite';

  @Transform(emptyToUndefined) @IsString()
  DB_HOST = '127.0.0.1';

  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(65535)
  DB_PORT?: number;

  @Transform(emptyToUndefined) @IsOptional() @IsString()
  DB_USER?: string;

  @IsOptional() @IsString()
  DB_PASSWORD?: string;

  @Transform(emptyToUndefined) @IsString()
  DB_NAME = 'activos';

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(16)
  JWT_SECRET?: string;

  @Transform(emptyToUndefined) @Matches(/^\d+[smhd]?$/)
  JWT_EXPIRES_IN = '8h';

  /** Threads of the heavy-work pool (spreadsheets, PDFs); default: the cores, at least 2. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(64)
  HEAVY_WORK_THREADS?: number;

  /** Heavy jobs one company may run at once. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(64)
  HEAVY_WORK_PER_COMPANY?: number;

  /** Heavy jobs one user or API key may run at once. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(64)
  HEAVY_WORK_PER_USER?: number;

  /** Heavy jobs one company may have waiting; one more answers 429 with Retry-After. */
  @Transform(toInt) @IsOptional() @IsInt() @Min(0) @Max(10_000)
  HEAVY_WORK_QUEUE?: number;

  /** Minutes a session may go unused before it ends; decimals allowed (0.1 = 6 s, for tests). */
  @Transform(toNumber) @IsNumber() @Min(0.05) @Max(1440)
  SESSION_IDLE_MINUTES = 30;

  /**
   * bcrypt's cost for the passwords it stores (2^n rounds; a stored hash keeps its own). Each login and each new
   * password takes about 0.1 s of the server's CPU at 10; production refuses less. The test suites use 4.
   */
  @Transform(toInt) @IsInt() @Min(4) @Max(15)
  BCRYPT_ROUNDS = 10;

  @Transform(emptyToUndefined) @IsOptional() @IsEmail()
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(6) @MaxLength(72)
  ADMIN_PASSWORD?: string;

  @Transform(emptyToUndefined) @IsString()
  UPLOAD_DIR = 'data/uploads';

  /** Storage each company's uploaded images (with their thumbnails) may take, in MB; one more upload answers 413. */
  @Transform(toInt) @IsInt() @Min(1) @Max(1_048_576)
  UPLOAD_QUOTA_MB = 2048;

  @Transform(emptyToUndefined) @IsOptional() @Matches(/^smtps?:\/\/.+/)
  SMTP_URL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsEmail()
  MAIL_FROM?: string;

  /** Comma-separated origins; empty means same-origin only. */
  @IsOptional() @IsString()
  CORS_ORIGINS?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsIn(['on', 'off'])
  SWAGGER?: 'on' | 'off';

  /**
   * Proxies whose X-Forwarded-For is believed, so the client's address (login limit,
   * audit) is not the proxy's: a hop count (1 behind one nginx) or addresses and
   * subnets. Empty: none, so a client cannot forge its address.
   */
  @Transform(emptyToUndefined) @IsOptional() @Matches(TRUST_PROXY_FORMAT)
  TRUST_PROXY?: string;

  /**
   * The address people open the app at (https://activos.empresa.pe), printed in the labels' QR codes; without a
   * trailing slash. Empty: the address of the request that prints them.
   */
  @Transform(({ value }) => (value === '' ? undefined : typeof value === 'string' ? value.replace(/\/+$/, '') : value))
  @IsOptional()
  @Matches(APP_URL_FORMAT)
  APP_URL?: string;
}

/** TRUST_PROXY as Express's "trust proxy" setting: a hop count is a number there. */
export const trustProxySetting = (value: string): number | string => (/^\d+$/.test(value) ? Number(value) : value);

export class ConfigError extends Error {}

const ENGLISH_HINT: Record<string, string> = {
  isIn: 'must be one of the allowed values',
  isInt: 'must be an integer',
  isNumber: 'must be a number',
  min: 'is too small',
  max: 'is too large',
  isEmail: 'must be an e-mail address',
  minLength: 'is too short',
  maxLength: 'is too long',
  matches: 'has the wrong format',
  isString: 'must be text',
};

const SPANISH_HINT: Record<string, string> = {
  isIn: 'no es un valor permitido',
  isInt: 'debe ser un número entero',
  isNumber: 'debe ser un número',
  min: 'es demasiado pequeño',
  max: 'es demasiado grande',
  isEmail: 'debe ser un correo electrónico',
  minLength: 'es demasiado corto',
  maxLength: 'es demasiado largo',
  matches: 'no tiene el formato esperado',
  isString: 'debe ser texto',
};

const ALLOWED: Partial<Record<keyof Environment, string>> = {
  NODE_ENV: 'development | production | test',
  DB_TYPE: DB_TYPES.join(' | '),
  JWT_EXPIRES_IN: 'p. ej. 8h, 30m, 3600',
  SESSION_IDLE_MINUTES: 'minutos, p. ej. 30',
  BCRYPT_ROUNDS: '4 a 15; en producción, al menos 10',
  JWT_SECRET: 'mín. 16 caracteres',
  SMTP_URL: 'smtp://usuario:clave@host:puerto',
  SWAGGER: 'on | off',
  TRUST_PROXY: 'p. ej. 1, loopback, 10.0.0.0/8',
  APP_URL: 'p. ej. https://activos.empresa.pe',
};

function describe(error: ValidationError): string {
  const rule = Object.keys(error.constraints ?? {})[0] ?? 'isString';
  const name = error.property as keyof Environment;
  const allowed = ALLOWED[name] ? ` (${ALLOWED[name]})` : '';
  const shown = name.includes('PASSWORD') || name.includes('SECRET') ? '***' : JSON.stringify(error.value);
  return `Configuración inválida: ${name}=${shown} ${SPANISH_HINT[rule] ?? 'no es válido'}${allowed} / invalid ${name}: ${ENGLISH_HINT[rule] ?? 'is not valid'}`;
}

/** Validates `raw` (usually process.env); throws a one-line ConfigError naming the variable. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length) throw new ConfigError(describe(errors[0]));
  if (env.NODE_ENV === 'production') {
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32 || /^(.)\1*$/.test(env.JWT_SECRET)) {
      throw new ConfigError(
        'Configuración inválida: JWT_SECRET debe tener al menos 32 caracteres en producción / JWT_SECRET must be at least 32 characters in production',
      );
    }
    if (env.BCRYPT_ROUNDS < MIN_PRODUCTION_BCRYPT_ROUNDS) {
      throw new ConfigError(
        `Configuración inválida: BCRYPT_ROUNDS debe ser al menos ${MIN_PRODUCTION_BCRYPT_ROUNDS} en producción / BCRYPT_ROUNDS must be at least ${MIN_PRODUCTION_BCRYPT_ROUNDS} in production`,
      );
    }
    if (!env.ADMIN_PASSWORD) {
      throw new ConfigError(
        'Configuración inválida: ADMIN_PASSWORD es obligatorio en producción / ADMIN_PASSWORD is required in production',
      );
    }
    if (env.ADMIN_PASSWORD === DEMO_ADMIN.password) {
      throw new ConfigError(
        'Configuración inválida: ADMIN_PASSWORD no puede ser la contraseña de demostración en producción / ADMIN_PASSWORD must not be the demo password in production',
      );
    }
    const problema = problemaDeContrasena(env.ADMIN_PASSWORD, env.ADMIN_EMAIL ?? DEMO_ADMIN.email);
    if (problema) {
      throw new ConfigError(`Configuración inválida: ADMIN_PASSWORD: ${problema} / ADMIN_PASSWORD does not meet the password rules`);
    }
  }
  return env;
}
