const tallyTeardown = require('../security/tally-teardown') as () => void;

/** Drops the template database of global-setup.ts and prints the security suites' tally. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { dropTestTemplate?: () => Promise<void> }).dropTestTemplate?.();
  tallyTeardown();
}
