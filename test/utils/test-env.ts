// What every suite's server runs with, whether in the suite's process (test-app.ts) or on its own (browser/harness.ts).

/**
 * The database every suite starts from, migrated and seeded once per run by global-setup.ts: a SQLite file
 * or a PostgreSQL database, named here for the suites (jest's workers inherit the variable).
 */
export const TEMPLATE_VARIABLE = 'ACTIVOS_TEST_TEMPLATE';

/**
 * argon2id's lowest cost for the passwords the suites store (8 KiB, one pass): at the production cost each login and
 * each new user would take tens of milliseconds and 19 MiB. Production refuses it (environment.ts).
 */
export const TEST_ARGON2 = { ARGON2_MEMORY_KIB: '8', ARGON2_TIME_COST: '1' };
export const TEST_COSTO_ARGON2 = { memoriaKib: 8, iteraciones: 1 };
