import { fork } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../src/shared/paths';
import { cpuMs, treeCpuMs } from '../cpu';
import type { LoadResult, LoadSpec, Watched } from './spec';

type Message = { measuring?: true; result?: LoadResult; error?: string };

/**
 * Runs one load in a fresh load-generator process and returns what it measured, with the CPU the
 * watched servers and database spent per request while it measured. `onMeasuring` is called as
 * the measured seconds begin (after the warm-up).
 */
export function runLoad(spec: LoadSpec, watched?: Watched, onMeasuring?: () => void): Promise<LoadResult> {
  const child = fork(path.join(projectRoot, 'dist/bench/load/worker.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const sample = () => (watched ? { server: watched.servers.reduce((sum, pid) => sum + cpuMs(pid), 0), database: watched.database ? treeCpuMs(watched.database) : null, generator: cpuMs(child.pid!) } : null);
  let before: ReturnType<typeof sample> = null;
  return new Promise((resolve, reject) => {
    child.on('message', (message: Message) => {
      if (message.measuring) {
        before = sample();
        return void onMeasuring?.();
      }
      child.kill();
      if (!message.result) return reject(new Error(`load generator: ${message.error}`));
      const after = sample();
      const result = message.result;
      if (before && after && result.requests) {
        result.cpu = {
          serverMsPerRequest: (after.server - before.server) / result.requests,
          databaseMsPerRequest: after.database !== null && before.database !== null ? (after.database - before.database) / result.requests : null,
          generatorMsPerRequest: (after.generator - before.generator) / result.requests,
        };
      }
      resolve(result);
    });
    child.once('exit', (code) => reject(new Error(`load generator exited ${code} without a result`)));
    child.send(spec);
  });
}
