import type { MikroORM } from '@mikro-orm/postgresql';
import { pgArray } from '../db/sql';

export interface QueueDepth {
  queue: string;
  /** Jobs that may start now: a backlog when it grows. */
  ready: number;
  /** Jobs waiting for a later start (a retry's backoff). */
  deferred: number;
}

/**
 * Jobs waiting in each queue, every instance's alike (they share the database). Counted as
 * pg-boss's getQueueSize counts (state before active), split by start_after, on the index pg-boss
 * fetches jobs with (name, start_after where state < 'active'): one statement for all queues.
 */
export async function queueDepths(orm: MikroORM, queues: readonly string[]): Promise<QueueDepth[]> {
  const rows = await orm.em.getConnection().execute<QueueDepth[]>(
    `select name as queue, count(*) filter (where start_after <= now())::int as ready, count(*) filter (where start_after > now())::int as deferred
     from pgboss.job where name = any(?::text[]) and state < 'active' group by name`,
    [pgArray(queues)],
  );
  return queues.map((queue) => rows.find((r) => r.queue === queue) ?? { queue, ready: 0, deferred: 0 });
}
