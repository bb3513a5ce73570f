import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The migrated database each test file clones (see global-setup.ts). */
// FORKLIFT_TEST_TEMPLATE lets several checkouts share one DATABASE_URL server without dropping each other's template.
export const TEMPLATE = process.env.FORKLIFT_TEST_TEMPLATE ?? 'forklift_test_template';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: process.env.FORKLIFT_TEST_SERVER_URL! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template, on the test server; drop() removes it. */
export async function cloneTemplate(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `forklift_test_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
  return {
    url: withDatabase(process.env.FORKLIFT_TEST_SERVER_URL!, database),
    drop: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

/** A new empty database (nothing migrated) on the test server; drop() removes it. */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `forklift_empty_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  return {
    url: withDatabase(process.env.FORKLIFT_TEST_SERVER_URL!, database),
    drop: () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}
