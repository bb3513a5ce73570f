import type { Logger } from 'pino';

export interface Periodic {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `everyMs` on this instance, never two runs at once; a failed run is logged and
 * the next one tries again. For idempotent sweeps that every instance may run. A frequent sweep
 * reports each run at `debug`, so the log is not one line every few seconds.
 */
export function every(name: string, everyMs: number, work: () => Promise<unknown>, logger: Logger, doneLevel: 'info' | 'debug' = 'info'): Periodic {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    const started = Date.now();
    running = work()
      .then((result) => logger[doneLevel]({ sweep: name, result, ms: Date.now() - started }, 'sweep done'))
      .catch((err) => logger.error({ err, sweep: name }, 'sweep failed'))
      .finally(() => void (running = null));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
