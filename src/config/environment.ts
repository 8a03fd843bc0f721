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

import { CONTRASENA_MAX, problemaDeContrasena } from './politica-contrasena';

export const DB_TYPES = ['sqlite', 'postgres', 'mssql'] as const;
export type DbType = (typeof DB_TYPES)[number];

/** argon2id's cost below which a stored password is too cheap to guess at for a production server (OWASP's minimum). */
const MIN_PRODUCTION_ARGON2 = { ARGON2_MEMORY_KIB: 19_456, ARGON2_TIME_COST: 2 };

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

/** 32 bytes for AES-256: 64 hex digits or 44 characters of base64. */
const SECRETS_KEY_FORMAT = /^(?:[0-9a-f]{64}|[A-Za-z0-9+/]{43}=)$/i;

/** An http(s) base address without its trailing slash. */
const withoutTrailingSlash = ({ value }: { value: unknown }) => (value === '' ? undefined : typeof value === 'string' ? value.replace(/\/+$/, '') : value);

/** The environment of docs/arquitectura.md, "Configuración", checked once at start-up. */
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

  /** Connections of this process to PostgreSQL or SQL Server; default: twice the cores plus one (defaultPoolSize). */
  @Transform(toInt) @IsOptional() @IsInt() @Min(1) @Max(200)
  DB_POOL_SIZE?: number;

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(16)
  JWT_SECRET?: string;

  @Transform(emptyToUndefined) @Matches(/^\d+[smhd]?$/)
  JWT_EXPIRES_IN = '8h';

  /** Threads of the heavy-work pool (spreadsheets, PDFs); default: the cores, and more than HEAVY_WORK_PER_COMPANY. */
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

  /** Seconds a download may go without the client reading anything before its connection is closed. */
  @Transform(toInt) @IsInt() @Min(1) @Max(3600)
  DOWNLOAD_STALL_SECONDS = 60;

  /** Minutes a session may go unused before it ends; decimals allowed (0.1 = 6 s, for tests). */
  @Transform(toNumber) @IsNumber() @Min(0.05) @Max(1440)
  SESSION_IDLE_MINUTES = 30;

  /**
   * argon2id's memory (KiB) and passes for the passwords it stores; a login with a hash of another cost writes it
   * again at this one. At the defaults (19 MiB, 2 passes) a login takes about 0.1 s of one thread of libuv's pool,
   * off the event loop; production refuses less. The highest values keep a hash within its column (100 characters).
   * The test suites use the lowest.
   */
  @Transform(toInt) @IsInt() @Min(8) @Max(1_048_576)
  ARGON2_MEMORY_KIB = 19_456;

  @Transform(toInt) @IsInt() @Min(1) @Max(10)
  ARGON2_TIME_COST = 2;

  @Transform(emptyToUndefined) @IsOptional() @IsEmail()
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined) @IsOptional() @IsString() @MinLength(6) @MaxLength(CONTRASENA_MAX)
  ADMIN_PASSWORD?: string;

  @Transform(emptyToUndefined) @IsString()
  UPLOAD_DIR = 'data/uploads';

  /** Storage each company's uploaded images (with their thumbnails) may take, in MB; one more upload answers 413. */
  @Transform(toInt) @IsInt() @Min(1) @Max(1_048_576)
  UPLOAD_QUOTA_MB = 2048;

  /** Days the audit log keeps its rows; a daily job deletes older ones (two years by default). */
  @Transform(toInt) @IsInt() @Min(1) @Max(36_500)
  AUDIT_RETENTION_DAYS = 730;

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
  @Transform(withoutTrailingSlash)
  @IsOptional()
  @Matches(APP_URL_FORMAT)
  APP_URL?: string;

  /**
   * The key that encrypts the secrets stored in the database (docs/gre-sunat.md, "Secretos"). Required in production;
   * elsewhere, without it, one is generated on the first start beside the SQLite file.
   */
  @Transform(emptyToUndefined) @IsOptional() @Matches(SECRETS_KEY_FORMAT)
  SECRETS_KEY?: string;

  /** SUNAT's token service for the guía de remisión electrónica (the test double's /v1 in tests and demos). */
  @Transform(withoutTrailingSlash) @Matches(APP_URL_FORMAT)
  SUNAT_GRE_AUTH_URL = 'https://api-seguridad.sunat.gob.pe/v1';

  /** SUNAT's service that receives the guías and answers their tickets. */
  @Transform(withoutTrailingSlash) @Matches(APP_URL_FORMAT)
  SUNAT_GRE_API_URL = 'https://api-cpe.sunat.gob.pe/v1';
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
  ARGON2_MEMORY_KIB: `KiB, 8 a 1048576; en producción, al menos ${MIN_PRODUCTION_ARGON2.ARGON2_MEMORY_KIB}`,
  ARGON2_TIME_COST: `1 a 10; en producción, al menos ${MIN_PRODUCTION_ARGON2.ARGON2_TIME_COST}`,
  JWT_SECRET: 'mín. 16 caracteres',
  SMTP_URL: 'smtp://usuario:clave@host:puerto',
  SWAGGER: 'on | off',
  TRUST_PROXY: 'p. ej. 1, loopback, 10.0.0.0/8',
  APP_URL: 'p. ej. https://activos.empresa.pe',
  AUDIT_RETENTION_DAYS: 'días, de 1 a 36500; p. ej. 730',
  SECRETS_KEY: '32 bytes: 64 dígitos hexadecimales o 44 caracteres base64, p. ej. openssl rand -base64 32',
  SUNAT_GRE_AUTH_URL: 'p. ej. https://api-seguridad.sunat.gob.pe/v1',
  SUNAT_GRE_API_URL: 'p. ej. https://api-cpe.sunat.gob.pe/v1',
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
  if (env.HEAVY_WORK_THREADS !== undefined && env.HEAVY_WORK_THREADS <= (env.HEAVY_WORK_PER_COMPANY ?? 2)) {
    throw new ConfigError(
      'Configuración inválida: HEAVY_WORK_THREADS debe ser mayor que HEAVY_WORK_PER_COMPANY, para que una compañía nunca ocupe todos los hilos / HEAVY_WORK_THREADS must be greater than HEAVY_WORK_PER_COMPANY',
    );
  }
  if (env.NODE_ENV === 'production') {
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32 || /^(.)\1*$/.test(env.JWT_SECRET)) {
      throw new ConfigError(
        'Configuración inválida: JWT_SECRET debe tener al menos 32 caracteres en producción / JWT_SECRET must be at least 32 characters in production',
      );
    }
    for (const [name, min] of Object.entries(MIN_PRODUCTION_ARGON2) as Array<[keyof typeof MIN_PRODUCTION_ARGON2, number]>) {
      if (env[name] < min) {
        throw new ConfigError(`Configuración inválida: ${name} debe ser al menos ${min} en producción / ${name} must be at least ${min} in production`);
      }
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
    // Without it the links the API hands out (the labels' QR codes) would take the address from each request's Host.
    if (!env.APP_URL) {
      throw new ConfigError(
        'Configuración inválida: APP_URL es obligatoria en producción: la dirección con la que se abre el sistema, p. ej. https://activos.empresa.pe / APP_URL is required in production',
      );
    }
    // A key generated on one replica's disk would not decrypt what another replica stored, nor survive a new container.
    if (!env.SECRETS_KEY) {
      throw new ConfigError(
        'Configuración inválida: SECRETS_KEY es obligatoria en producción: la clave que cifra los secretos guardados (32 bytes, p. ej. openssl rand -base64 32) / SECRETS_KEY is required in production',
      );
    }
  }
  return env;
}
