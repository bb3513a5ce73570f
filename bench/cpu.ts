import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './database';

/** Clock ticks per second of /proc's CPU times. */
export const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

interface Stat {
  ppid: number;
  cpuMs: number;
  /** CPU of its children that have exited and been waited for. */
  reapedMs: number;
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
  const ms = (i: number) => (Number(fields[i]) * 1000) / TICKS;
  return { ppid: Number(fields[1]), cpuMs: ms(11) + ms(12), reapedMs: ms(13) + ms(14) };
}

/** CPU milliseconds a process has used so far. */
export const cpuMs = (pid: number) => stat(pid)?.cpuMs ?? NaN;

function childrenOf(root: number): Map<number, number> {
  const children = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s?.ppid === root) children.set(Number(entry), s.cpuMs);
  }
  return children;
}

/**
 * CPU milliseconds of a process and its children together: a PostgreSQL server and its backends.
 * A backend that exits (a pool closing an idle connection) still counts: its CPU moves to the
 * postmaster's reaped-children time. Read again if a backend came or went while reading, which
 * would count it twice or not at all.
 */
export function treeCpuMs(root: number): number {
  for (;;) {
    const children = childrenOf(root);
    const own = stat(root);
    if (!own) return NaN;
    const again = childrenOf(root);
    if (again.size === children.size && [...again.keys()].every((pid) => children.has(pid))) {
      return own.cpuMs + own.reapedMs + [...children.values()].reduce((sum, ms) => sum + ms, 0);
    }
  }
}

/**
 * The embedded PostgreSQL's running postmaster, whose backends serve every contender; null on a
 * DATABASE_URL server, or when none runs (a pid file left by a killed server names a dead process).
 */
export function postmasterPid(embedded: boolean): number | null {
  if (!embedded) return null;
  try {
    const pid = Number(fs.readFileSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid && stat(pid) ? pid : null;
  } catch {
    return null;
  }
}
