import { freshDatabase, startApp, TEMPLATE_VARIABLE } from './test-app';
import { compileWorkerCode } from './worker-code';

// The security suites' tally shares these hooks (jest runs one global setup per project, once per file named).
const tallySetup = require('../security/tally-setup') as () => void;

/**
 * Before the API and security suites: the worker threads' code, compiled once (worker-code.ts), and one database
 * migrated and seeded by the app's own start-up, which each suite copies instead of migrating its own
 * (global-teardown.ts drops it).
 */
export default async function globalSetup(): Promise<void> {
  tallySetup();
  compileWorkerCode();
  if (process.env[TEMPLATE_VARIABLE]) return;
  const environment = { ...process.env };
  const template = await freshDatabase();
  const app = await startApp({ ...template, drop: async () => undefined });
  await app.close();
  // The app's start-up set this process's variables; the suites set their own.
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  process.env[TEMPLATE_VARIABLE] = template.env.DB_PATH ?? template.env.DB_NAME;
  (globalThis as { dropTestTemplate?: () => Promise<void> }).dropTestTemplate = template.drop;
}
