import { validateEnvironment } from '../../src/config/environment';
import { databaseOptions, ENTITY_FILES } from '../../src/database/database-options';
import { seedEmptyDatabase } from '../../src/usuario/first-run.service';
import { PortableDataSource } from '../../src/database/portable-data-source';
import { DEMO, freshDatabase, TEMPLATE_VARIABLE, TEST_COSTO_ARGON2, TestDatabase } from './test-app';
import { compileWorkerCode } from './worker-code';

// The security suites' tally shares these hooks (jest runs one global setup per project, once per file named).
const tallySetup = require('../security/tally-setup') as () => void;

/**
 * Before the API and security suites: the worker threads' code, compiled once (worker-code.ts), and one database
 * which each suite copies instead of migrating its own (global-teardown.ts drops it).
 */
export default async function globalSetup(): Promise<void> {
  tallySetup();
  compileWorkerCode();
  if (process.env[TEMPLATE_VARIABLE]) return;
  const template = await freshDatabase();
  await migrateAndSeed(template);
  process.env[TEMPLATE_VARIABLE] = template.env.DB_PATH ?? template.env.DB_NAME;
  (globalThis as { dropTestTemplate?: () => Promise<void> }).dropTestTemplate = template.drop;
}

/**
 * What the app's start-up writes to an empty database (DatabaseModule's migrations, then FirstRunService's seed with
 * the suites' admin, test-app.ts), on a bare DataSource: booting every module only to do this took most of the setup.
 */
async function migrateAndSeed(database: TestDatabase): Promise<void> {
  const env = validateEnvironment({ ...process.env, ...database.env });
  const dataSource = await new PortableDataSource({ ...databaseOptions(env), entities: ENTITY_FILES }).initialize();
  try {
    await dataSource.runMigrations({ transaction: dataSource.options.migrationsTransactionMode });
    await seedEmptyDatabase(dataSource, { email: DEMO.email, password: DEMO.password, costo: TEST_COSTO_ARGON2 });
  } finally {
    await dataSource.destroy();
  }
}
