// One runner for every suite: `npm test` runs the four projects in turn.
const tsJest = (extra = {}) => ({
  '^.+\\.ts$': [
    'ts-jest',
    {
      tsconfig: 'tsconfig.json',
      astTransformers: { before: ['<rootDir>/test/utils/swagger-transformer.js'] },
      ...extra,
    },
  ],
});

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: tsJest(),
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      transform: tsJest(),
      slowTestThreshold: 15,
    },
    {
      displayName: 'security',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/security/**/*.test.ts'],
      transform: tsJest(),
      // Each file leaves its figures in a folder the teardown sums into the final tally.
      globalSetup: '<rootDir>/test/security/tally-setup.js',
      globalTeardown: '<rootDir>/test/security/tally-teardown.js',
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform: tsJest(),
    },
  ],
  testTimeout: 60000,
  reporters: ['default', '<rootDir>/test/utils/summary-reporter.js'],
};
