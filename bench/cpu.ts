import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './database';

/** Clock ticks per second of /proc's CPU times. */
export const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

interface Stat {
  ppid: number;
  cpuMs: number;
}

/** ppid and user+system CPU of a process, from /proc/<pid>/stat (null once it is gone). */
function stat(pid: number): Stat | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS };
}

/** CPU milliseconds a process has used so far. */
export const cpuMs = (pid: number) => stat(pid)?.cpuMs ?? NaN;

/** CPU milliseconds of a process and its children together: a PostgreSQL server and its backends. */
export function treeCpuMs(root: number): number {
  let total = cpuMs(root);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s?.ppid === root) total += s.cpuMs;
  }
  return total;
}

/** The embedded PostgreSQL's postmaster, whose backends serve every contender; null on a DATABASE_URL server. */
export function postmasterPid(embedded: boolean): number | null {
  if (!embedded) return null;
  try {
    return Number(fs.readFileSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}
