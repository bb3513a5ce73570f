// Jest sets NODE_ENV=test; the tests run GraphQL as the server does (see src/production-mode.ts).
process.env.NODE_ENV = 'production';
