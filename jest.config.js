/** Tests run against a real PostgreSQL: the embedded default, or DATABASE_URL when it is set. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  // Tests run GraphQL as production does (src/production-mode.ts).
  // pg-boss's delay() made safe to call after a test file's teardown (test/support/pg-boss-delay.ts).
  setupFiles: ['<rootDir>/test/support/production-mode.ts', '<rootDir>/test/support/pg-boss-delay.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  // Generous: a loaded 2-core machine (CI beside other work) runs the heavier tests several times slower.
  testTimeout: 60000,
  maxWorkers: 2,
};
