import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { initOrm, migrate } from '../../src/db/orm';
import { ENTITIES } from '../../src/domain/entities';
import { installJobSchema } from '../../src/jobs/queue';
import { JOB_QUEUES } from '../../src/server';
import { TEMPLATE, withDatabase } from './database';

/**
 * Starts the embedded PostgreSQL (the zero-setup default, so CI exercises it) unless DATABASE_URL
 * names a server, and migrates a template database that each test file clones. dist/ and the GraphiQL
 * and dashboard bundles are built by the files that need them, once per run (./build.ts), which this
 * run's id marks.
 */
export default async function globalSetup(): Promise<void> {
  process.env.FORKLIFT_TEST_RUN = `${process.pid}-${Date.now()}`;
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
  if (!process.env.DATABASE_URL) {
    // The run's own cluster, thrown away after it: a commit is written to the operating system, which
    // keeps it when a process is killed, but not flushed to the disk, which only a machine's crash
    // needs. Every commit of the run waited for that flush (4–7 ms on this VM). A server named by
    // DATABASE_URL is someone's own, and left as it is.
    await admin.query('ALTER SYSTEM SET fsync = off');
    await admin.query('SELECT pg_reload_conf()');
  }
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const orm = await initOrm(withDatabase(serverUrl, TEMPLATE), ENTITIES);
  await migrate(orm);
  await orm.close();
  // The job queue's schema and the service's queues too, so no test server spends its start-up making them.
  await installJobSchema(withDatabase(serverUrl, TEMPLATE), JOB_QUEUES);
}

