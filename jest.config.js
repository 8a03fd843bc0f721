// One runner for every suite: `npm test` runs the three projects in turn.
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
