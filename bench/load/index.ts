import { fork } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../src/paths';
import type { LoadResult, LoadSpec } from './spec';

/** Runs one load in a fresh load-generator process and returns what it measured. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const child = fork(path.join(projectRoot, 'dist/bench/load/worker.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { result?: LoadResult; error?: string }) => {
      child.kill();
      if (message.result) resolve(message.result);
      else reject(new Error(`load generator: ${message.error}`));
    });
    child.once('exit', (code) => reject(new Error(`load generator exited ${code} without a result`)));
    child.send(spec);
  });
}
