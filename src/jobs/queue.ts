import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * Background work through pg-boss: the queue lives in the same PostgreSQL (schema `pgboss`), so
 * any server instance may run a job, exactly one does, and a crashed one's jobs are retried.
 */
type JobHandler = (data: any) => Promise<void>;

/** A queue's handler, alone (one job at a time) or with how many jobs this instance runs at once. */
export interface JobHandlers {
  [queue: string]: JobHandler | { handle: JobHandler; concurrency: number };
}

export interface Jobs {
  /**
   * Queues a job; the sending instance's workers are woken at once (or, given startAfter, when it
   * falls due), the others poll. startAfter: not before then (a retry's backoff).
   */
  send(queue: string, data: object, startAfter?: Date): Promise<void>;
  /** Queues one job per entry in one statement. */
  sendMany(queue: string, data: object[]): Promise<void>;
  stop(): Promise<void>;
}

const QUEUE_OPTIONS = { retryLimit: 10, retryDelay: 1, retryBackoff: true, expireInMinutes: 15 } as const;
/** How long a job whose database went away waits for it to come back (well inside the job's expiry). */
const OUTAGE_PATIENCE_MS = 5 * 60_000;

/** pg-boss for a process that runs no jobs, its schema installed and `queues` made (making an existing queue is a no-op). */
async function openQueues(connectionString: string, queues: string[]): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 1, supervise: false, schedule: false });
  await boss.start();
  for (const queue of queues) await boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
  return boss;
}

/**
 * Installs pg-boss's schema and the given queues (idempotent): the test template does, so that no
 * test server spends its start-up installing them (a queue is a partition with its own indexes).
 */
export async function installJobSchema(connectionString: string, queues: string[]): Promise<void> {
  await (await openQueues(connectionString, queues)).stop({ graceful: false, wait: true });
}

/** Queues jobs from a process that runs none (the CLI): whichever server's worker is free runs them. */
export async function startJobSender(connectionString: string, queues: string[]): Promise<Pick<Jobs, 'sendMany' | 'stop'>> {
  // No server may have run yet to create them.
  const boss = await openQueues(connectionString, queues);
  return {
    async sendMany(queue, data) {
      if (data.length) await boss.insert(data.map((d) => ({ name: queue, data: d })));
    },
    stop: () => boss.stop({ graceful: false, wait: true }),
  };
}

export async function startJobs(connectionString: string, handlers: JobHandlers, logger: Logger): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 4, schedule: false });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string[]>();
  let stopping = false;
  /**
   * A job whose database went away waits for it and runs again, rather than failing: pg-boss
   * could not record the failure anyway, so the job would sit active until its expiry (15 min)
   * before being retried. Jobs are written to be run again (each step is one transaction).
   */
  const outlastOutages = async (queue: string, id: string, handle: JobHandler, data: unknown) => {
    const giveUp = Date.now() + OUTAGE_PATIENCE_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        return await handle(data);
      } catch (err) {
        if (!isDatabaseUnavailable(err) || stopping || Date.now() > giveUp) throw err;
        logger.warn({ err: (err as Error).message, queue, job: id, attempt }, 'job lost its database; running it again once it is back');
        await sleep(Math.min(500 * attempt, 5_000));
      }
    }
  };
  for (const [queue, handler] of Object.entries(handlers)) {
    const { handle, concurrency } = typeof handler === 'function' ? { handle: handler, concurrency: 1 } : handler;
    await boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
    // pg-boss 10 runs one job at a time per work() registration: concurrency is that many registrations.
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      ids.push(
        await boss.work<object>(queue, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
          try {
            await outlastOutages(queue, job.id, handle, job.data);
          } catch (err) {
            logger.error({ err, queue, job: job.id }, 'job failed; it will be retried');
            throw err;
          }
        }),
      );
    }
    workers.set(queue, ids);
  }
  const wake = (queue: string) => workers.get(queue)?.forEach((id) => boss.notifyWorker(id));
  // A job put off (a retry's backoff) wakes this instance's workers when it falls due: a poll would
  // take it up as much as a polling interval late, each attempt of a retried delivery adding that.
  const wakeAt = new Set<NodeJS.Timeout>();
  const wakeLater = (queue: string, at: Date) => {
    const timer = setTimeout(() => {
      wakeAt.delete(timer);
      wake(queue);
    }, Math.max(0, at.getTime() - Date.now()));
    timer.unref();
    wakeAt.add(timer);
  };
  return {
    async send(queue, data, startAfter) {
      await boss.send(queue, data, startAfter ? { startAfter } : {});
      if (startAfter && startAfter.getTime() > Date.now()) wakeLater(queue, startAfter);
      else wake(queue);
    },
    async sendMany(queue, data) {
      if (!data.length) return;
      await boss.insert(data.map((d) => ({ name: queue, data: d })));
      wake(queue);
    },
    stop: () => {
      stopping = true;
      wakeAt.forEach(clearTimeout);
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
