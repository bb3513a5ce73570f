import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { projectRoot } from '../src/shared/paths';

/** A process the bench started: its own process group, so stopping it stops whatever it spawned. */
export interface Running {
  child: ChildProcess;
  pid: number;
  /** The tail of what it printed (kept for failures and for counting logged errors). */
  output(): string;
  stop(): Promise<void>;
}

const KEEP_OUTPUT = 256 * 1024;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.once('error', reject);
  });
}

/** Spawns `command` from the project root with `env` over the bench's environment. */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > KEEP_OUTPUT) output = output.slice(-KEEP_OUTPUT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return {
    child,
    pid: child.pid!,
    output: () => output,
    stop: () => stopGroup(child),
  };
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * SIGTERM to the process group, as a terminal's Ctrl-C signals a foreground job (npm does not pass
 * a signal of its own on to its script), then waits for the whole group to be gone; SIGKILL to the
 * group if it is not within 15 s.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid!;
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  for (let waited = 0; groupAlive(pgid); waited += 50) {
    if (waited === 15_000) process.kill(-pgid, 'SIGKILL');
    if (waited === 30_000) throw new Error(`process group ${pgid} outlived SIGKILL`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A compiled script of dist/ run by this same node, with BENCH_NODE_ARGS before it (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles every server the bench starts; a profile is written
 * when the server exits on the bench's SIGTERM).
 */
export const startNode = (script: string, env: NodeJS.ProcessEnv) =>
  start(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(projectRoot, 'dist', script)], env);

/** Polls `url` until it answers 200; resolves with the milliseconds since `since`. Fails if the process dies first. */
export async function waitForHttp(url: string, running: Running, since: number, timeoutMs = 120_000): Promise<number> {
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`${url}: the process exited (${running.child.exitCode}) before answering:\n${running.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Resident set size of a process in MB (VmRSS), or its peak (VmHWM), from /proc. */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

/**
 * How long ago a process started, in milliseconds: /proc/uptime less the process's start time, both
 * on the boot clock (the wall clock of a restored VM snapshot may have jumped since boot).
 */
export function startedAgoMs(pid: number, ticksPerSecond: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const startTicks = Number(fields.slice(fields.lastIndexOf(')') + 2).split(' ')[19]);
  const uptimeSeconds = Number(fs.readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return (uptimeSeconds - startTicks / ticksPerSecond) * 1000;
}
