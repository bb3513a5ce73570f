import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { projectRoot } from '../src/shared/paths';

/** The embedded server's data lives here across runs, so re-runs and the cold start find it seeded. */
export const DATA_DIR = path.join(projectRoot, '.forklift-bench');
/** `npm start` on DATA_DIR opens this database: the cold start must find the seeded data in it. */
const EMBEDDED_DATABASE = 'forklift';
/** On a DATABASE_URL server the bench keeps to its own database, away from whatever else lives there. */
const SERVER_DATABASE = 'forklift_bench';

export interface BenchDatabase {
  url: string;
  /** The same server's maintenance database, to drop and create `url`'s. */
  adminUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** DATABASE_URL's server when set, otherwise the embedded PostgreSQL under DATA_DIR (the zero-setup default). */
export async function openDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const db = { url: withDatabase(serverUrl, SERVER_DATABASE), adminUrl: withDatabase(serverUrl, 'postgres'), embedded: false, stop: async () => undefined };
    if (!(await databaseExists(db))) await createDatabase(db);
    return db;
  }
  const embedded = await startEmbeddedPostgres(DATA_DIR, EMBEDDED_DATABASE);
  return { url: embedded.url, adminUrl: withDatabase(embedded.url, 'postgres'), embedded: true, stop: embedded.stop };
}

const admin = <T>(db: BenchDatabase, fn: (client: Client) => Promise<T>) => withClient(db.adminUrl, fn);

const databaseName = (db: BenchDatabase) => new URL(db.url).pathname.slice(1);

async function databaseExists(db: BenchDatabase): Promise<boolean> {
  return admin(db, async (c) => Boolean((await c.query('select 1 from pg_database where datname = $1', [databaseName(db)])).rowCount));
}

async function createDatabase(db: BenchDatabase): Promise<void> {
  await admin(db, (c) => c.query(`create database "${databaseName(db)}"`));
}

/** A dataset of another scale is thrown away whole: cheaper and surer than deleting it row by row. */
export async function recreateDatabase(db: BenchDatabase): Promise<void> {
  await admin(db, (c) => c.query(`drop database if exists "${databaseName(db)}" with (force)`));
  await createDatabase(db);
}

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Brings the database to rest before a scenario, as pgbench vacuums before each run: VACUUM (ANALYZE)
 * of everything, then a CHECKPOINT. Without it a scenario pays for the one before it: after the seed
 * (100,000 orders at scale 1), autovacuum ran through the writes that followed and the database's CPU
 * per create, which counts every backend of the server, read 11 ms against 4.8 ms in the gateway
 * scenario's identical creates later; the checkpoint keeps the next scenario's first writes from
 * paying full-page images for pages the last one dirtied. Returns the seconds it took.
 */
export async function settle(sql: Client): Promise<number> {
  const started = performance.now();
  await sql.query('vacuum (analyze)');
  // A DATABASE_URL server may not let the bench's role checkpoint (pg_checkpoint): then only the vacuum.
  await sql.query('checkpoint').catch((err: { code?: string }) => {
    if (err.code !== '42501') throw err;
  });
  return (performance.now() - started) / 1000;
}
