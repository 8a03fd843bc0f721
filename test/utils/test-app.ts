import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { TEMPLATE_VARIABLE, TEST_ARGON2, TEST_COSTO_ARGON2 } from './test-env';

export { TEMPLATE_VARIABLE, TEST_COSTO_ARGON2 };

export const DEMO = { email: 'admin@demo.pe', password: 'admin123', ruc: '20512333797', razonSocial: 'Empresa Demo S.A.C.' };


export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  secret: string;
  login(email?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}


/**
 * A fresh database for one suite: a temporary SQLite file, or a new PostgreSQL database. Empty, or with
 * `fromTemplate` a copy of the run's migrated and seeded template when there is one.
 */
export async function freshDatabase({ fromTemplate = false } = {}): Promise<TestDatabase> {
  const type = process.env.DB_TYPE ?? 'sqlite';
  const template = fromTemplate ? process.env[TEMPLATE_VARIABLE] : undefined;
  if (type === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'activos-test-'));
    const path = join(dir, 'test.sqlite');
    if (template) copyFileSync(template, path);
    return { env: { DB_TYPE: 'sqlite', DB_PATH: path }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (type !== 'postgres') throw new Error(`DB_TYPE=${type}: the API suites run on sqlite or postgres`);
  const server = {
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USER ?? 'postgres',
    password: process.env.DB_PASSWORD,
  };
  const name = `activos_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ ...server, database: process.env.DB_ADMIN_DATABASE ?? 'postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    env: { DB_TYPE: 'postgres', DB_NAME: name, DB_HOST: server.host, DB_PORT: String(server.port), DB_USER: server.user },
    drop: async () => {
      const client = new Client({ ...server, database: process.env.DB_ADMIN_DATABASE ?? 'postgres' });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra controllers mounted beside the real ones, to probe cross-cutting behaviour. */
  controllers?: Type<unknown>[];
}

/** What the first-run seed reads (FirstRunService): a suite that sets any of them seeds its own database. */
const SEED_VARIABLES = ['ADMIN_EMAIL', 'ADMIN_PASSWORD'];

/** Starts the real app (every module, migrations, first-run data) on a fresh database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownSeed = SEED_VARIABLES.some((name) => name in (options.env ?? {}));
  return startApp(await freshDatabase({ fromTemplate: !ownSeed }), options);
}

/** The real app on `database`, which `close()` drops. */
export async function startApp(database: TestDatabase, options: TestAppOptions = {}): Promise<TestApp> {
  const uploads = mkdtempSync(join(tmpdir(), 'activos-uploads-'));
  const secret = randomBytes(32).toString('hex');
  Object.assign(process.env, {
    NODE_ENV: 'test',
    ...TEST_ARGON2,
    JWT_SECRET: secret,
    // A key of its own, so a suite on PostgreSQL does not write one into the project's data/ folder.
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: DEMO.email,
    ADMIN_PASSWORD: DEMO.password,
    UPLOAD_DIR: uploads,
    ...database.env,
    ...options.env,
  });
  const { AppModule } = await import('../../src/app.module');
  const { configureApp, NEST_APP_OPTIONS } = await import('../../src/app.setup');
  const { environmentConfig } = await import('../../src/config/environment.config');
  const moduleRef = await Test.createTestingModule({ imports: [AppModule], controllers: options.controllers ?? [] }).compile();
  // Quiet by default: the suites provoke errors on purpose. TEST_LOGS=1 shows them.
  const app = moduleRef.createNestApplication({ ...NEST_APP_OPTIONS, logger: process.env.TEST_LOGS ? ['error', 'warn'] : false });
  configureApp(app, app.get(environmentConfig.KEY));
  await app.init();
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    dataSource: app.get(DataSource),
    secret,
    async login(email = DEMO.email, password = DEMO.password) {
      const res = await request(app.getHttpServer()).post('/api/auth/login').send({ correoElectronico: email, contrasena: password });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
