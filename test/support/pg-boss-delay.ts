/**
 * pg-boss 10's delay() require()s node:timers/promises on every call (pg-boss/src/tools.js). Its
 * stop() resolves while loops it started still poll with delay() (manager.js offWork waits for its
 * workers once a second), and one still polling after jest has torn a test file's modules down
 * throws there ("Cannot destructure property 'setTimeout'"), failing whichever file that jest worker
 * runs next. Each test file gets a delay() that took node:timers/promises when it loaded; it
 * behaves as pg-boss's own (resolves when aborted, rejects with `error` when given one).
 */
import { setTimeout as wait } from 'node:timers/promises';

type AbortableDelay = Promise<void> & { abort(): void };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const tools = require('pg-boss/src/tools') as { delay: (ms: number, error?: string) => AbortableDelay };

tools.delay = (ms: number, error?: string): AbortableDelay => {
  const controller = new AbortController();
  const promise = new Promise<void>((resolve, reject) => {
    wait(ms, null, { signal: controller.signal }).then(() => (error ? reject(new Error(error)) : resolve()), () => resolve());
  }) as AbortableDelay;
  promise.abort = () => {
    if (!controller.signal.aborted) controller.abort();
  };
  return promise;
};
