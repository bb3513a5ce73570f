/**
 * Two tiers. `unit`: pure rules, no server and no database, in test/unit (npm run test:unit, seconds).
 * `integration`: everything else, against a real PostgreSQL: the embedded default, or DATABASE_URL when
 * it is set. `npm test` runs both.
 */
const transform = { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] };
// Tests run GraphQL as production does (src/production-mode.ts).
const setupFiles = ['<rootDir>/test/support/production-mode.ts'];
// Pure-rule tests written before the unit tier, left where they are: they run as unit tests.
const pureElsewhere = ['address-rules', 'returns-rules', 'route-order'].map((name) => `<rootDir>/test/${name}.test.ts`);

module.exports = {
  // Generous: a loaded 2-core machine (CI beside other work) runs the heavier tests several times slower.
  testTimeout: 60000,
  // One more worker than the 2 cores: the browser, webhook and process tests spend much of their time
  // waiting (a page rendering in Chromium, a spawned server starting), and with two workers CI left
  // about a fifth of the CPU idle.
  maxWorkers: 3,
  testSequencer: '<rootDir>/test/support/sequencer.js',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['<rootDir>/test/unit/**/*.test.ts', ...pureElsewhere],
      transform,
      setupFiles,
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/unit/', ...pureElsewhere],
      transform,
      // pg-boss's delay() made safe to call after a test file's teardown (test/support/pg-boss-delay.ts).
      setupFiles: [...setupFiles, '<rootDir>/test/support/pg-boss-delay.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
