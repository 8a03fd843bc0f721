// What every suite's server runs with, whether in the suite's process (test-app.ts) or on its own (browser/harness.ts).

/**
 * The database every suite starts from, migrated and seeded once per run by global-setup.ts: a SQLite file
 * or a PostgreSQL database, named here for the suites (jest's workers inherit the variable).
 */
export const TEMPLATE_VARIABLE = 'ACTIVOS_TEST_TEMPLATE';

/**
 * bcrypt's lowest cost for the passwords the suites store: at the default 10 each login and each new user took about
 * 0.1 s of CPU, a fifth of the security suites' time. Production refuses it (environment.ts).
 */
export const TEST_BCRYPT_ROUNDS = 4;
