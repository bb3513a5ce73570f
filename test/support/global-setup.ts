import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { initOrm, migrate } from '../../src/db/orm';
import { ENTITIES } from '../../src/domain/entities';
import { installJobSchema } from '../../src/jobs/queue';
import { TEMPLATE, withDatabase } from './database';
import { buildDashboard, buildDist, buildGraphiQL } from './process';

/**
 * Builds dist/, starts the embedded PostgreSQL (the zero-setup default, so CI exercises it) unless
 * DATABASE_URL names a server, and migrates a template database that each test file clones.
 */
export default async function globalSetup(): Promise<void> {
  // Tests that run server processes (start-up, two instances) run the compiled entry point.
  buildDist();
  // The rest of `npm run build`: GraphiQL's and the dashboard's bundles (cached while web/ and the lock are unchanged).
  buildGraphiQL();
  buildDashboard();
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = path.resolve(__dirname, '../../.forklift-test');
    fs.rmSync(dataDir, { recursive: true, force: true });
    const db = await startEmbeddedPostgres(dataDir, 'postgres');
    (globalThis as { __embedded?: { stop(): Promise<void> } }).__embedded = db;
    serverUrl = db.url;
  }
  process.env.FORKLIFT_TEST_SERVER_URL = serverUrl;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const orm = await initOrm(withDatabase(serverUrl, TEMPLATE), ENTITIES);
  await migrate(orm);
  await orm.close();
  // The job queue's schema too, so no test server spends its start-up installing it.
  await installJobSchema(withDatabase(serverUrl, TEMPLATE));
}

