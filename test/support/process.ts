import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

/** Compiles src/ into dist/ (global setup does it once, so tests can run `npm start`'s entry point). */
export function buildDist(): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root });
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
