const { availableParallelism } = require('node:os');

// One runner for every suite: `npm test` runs the four projects in turn.
// Files are compiled without type checking (that is `npm run typecheck`, which CI runs first), each on its own,
// except DTOs, entities and controllers: the @nestjs/swagger plugin reads their types, as in `nest build`.
const transform = {
  '\\.(dto|entity|controller)\\.ts$': '<rootDir>/test/utils/ts-jest-swagger.js',
  '^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true } }],
};

// The admin's alias for src/dominio (admin/vite.config.ts), for suites that load admin modules.
const moduleNameMapper = { '^@dominio/(.*)$': '<rootDir>/src/dominio/$1' };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      // The admin's pure modules (formats, reducers) too: they need no browser.
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/admin/src/**/*.spec.ts'],
      transform,
      moduleNameMapper,
      globalSetup: '<rootDir>/test/utils/worker-setup.ts',
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      transform,
      // The template database the suites copy (test-app.ts), and the security tally below: one pair of hooks.
      globalSetup: '<rootDir>/test/utils/global-setup.ts',
      globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
      slowTestThreshold: 15,
    },
    {
      displayName: 'security',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/security/**/*.test.ts'],
      transform,
      // Each file leaves its figures in a folder the teardown sums into the final tally (tally-setup.js).
      globalSetup: '<rootDir>/test/utils/global-setup.ts',
      globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform,
      moduleNameMapper,
      // The template database each suite's server starts from (harness.ts).
      globalSetup: '<rootDir>/test/utils/global-setup.ts',
      globalTeardown: '<rootDir>/test/utils/global-teardown.ts',
    },
  ],
  // One and a half suites per core (three on two cores): each waits now and then (a page settling, a session
  // expiring, a scheduler's minute), and the third fills those gaps: on two cores the whole run took 500 s of jest's
  // time against 533 s with two suites at a time.
  maxWorkers: Math.floor(availableParallelism() * 1.5) || 1,
  testSequencer: '<rootDir>/test/utils/test-sequencer.js',
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/test/utils/summary-reporter.js'],
};
