import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Connection } from '../events/webhooks/delivery';
import { KEY_TTL_HOURS } from '../idempotency/store';
import { POSITION_ORDER, SETTLED } from '../events/position';
import { DEFAULT_RETENTION, type RetentionOptions } from './options';

export type PrunedTable = 'events' | 'webhook_deliveries' | 'idempotency_keys' | 'order_bulk_resources';
export type PruneResult = Record<PrunedTable, number>;

/** One batch: a statement that prunes up to `batch` rows and records them in retention_state, returning how many went. */
type Step = (connection: Connection, o: RetentionOptions) => Promise<number>;

/** Counts what a batch removed in retention_state; a batch that removed nothing writes nothing (and returns no row). */
const record = (name: PrunedTable, through = 'null::bigint') => `
  update retention_state set rows_pruned = rows_pruned + (select count(*) from gone), last_pruned_at = now(),
    pruned_through = greatest(pruned_through, coalesce(${through}, pruned_through))
  where name = '${name}' and exists (select 1 from gone)
  returning (select count(*)::int from gone) as n`;

/** Finished deliveries past their horizon; their attempts go with them (on delete cascade). */
const deliveries: Step = async (connection, o) => {
  const [row] = await connection.execute<{ n: number }[]>(
    `with gone as (
       delete from webhook_deliveries where id in (
         select id from webhook_deliveries
         where status <> 'pending' and created_at < now() - ? * interval '1 millisecond'
         order by id limit ? for update skip locked
       ) returning id
     ) ${record('webhook_deliveries', '(select max(id) from gone)')}`,
    [o.deliveriesMs, o.batch],
  );
  return row?.n ?? 0;
};

/**
 * The oldest events past their horizon, as a prefix of the position order (events/position.ts), so
 * the last one's position, kept as `pruned_through` and `pruned_through_tx`, tells exactly which
 * after_id can no longer be served. The prefix is taken from settled events only, and stops at the
 * first event still inside its horizon or that a delivery still refers to (a pending retry, a
 * replay): that one goes once its deliveries have gone. The boundary only moves forward, whichever
 * instance's batch commits last.
 */
const events: Step = async (connection, o) => {
  const [row] = await connection.execute<{ n: number }[]>(
    `with head as (
       -- Each of the first events with whether it and every one before it may go.
       select tx_id, id, bool_and(prunable) over (order by tx_id, id) as prefix from (
         select tx_id, id,
           created_at < now() - ? * interval '1 millisecond' and not exists (select 1 from webhook_deliveries d where d.event_id = events.id) as prunable
         from events where ${SETTLED} order by ${POSITION_ORDER} limit ?
       ) first
     ), bound as (
       select tx_id, id from head where prefix order by tx_id desc, id desc limit 1
     ), gone as (
       delete from events where (tx_id, id) <= ((select tx_id from bound), (select id from bound)) returning id
     )
     update retention_state set rows_pruned = rows_pruned + (select count(*) from gone), last_pruned_at = now(),
       pruned_through = case when (b.tx_id, b.id) > (pruned_through_tx, pruned_through) then b.id else pruned_through end,
       pruned_through_tx = case when (b.tx_id, b.id) > (pruned_through_tx, pruned_through) then b.tx_id else pruned_through_tx end
     from bound b
     where name = 'events' and exists (select 1 from gone)
     returning (select count(*)::int from gone) as n`,
    [o.eventsMs, o.batch],
  );
  return row?.n ?? 0;
};

/** Keys past their 24 h: a retry with one runs the request again anyway (idempotency/store.ts). */
const idempotencyKeys: Step = async (connection, o) => {
  const [row] = await connection.execute<{ n: number }[]>(
    `with gone as (
       delete from idempotency_keys where id in (
         select id from idempotency_keys where created_at < now() - interval '${KEY_TTL_HOURS} hours'
         order by created_at limit ? for update skip locked
       ) returning id
     ) ${record('idempotency_keys')}`,
    [o.batch],
  );
  return row?.n ?? 0;
};

/**
 * One completed bulk job past its horizon at a time: its resources' inputs (the orders as posted,
 * kept only so a crashed job can resume) are dropped; positions, outcomes and order ids stay, so
 * progress and results still read the same.
 */
const bulkResources: Step = async (connection, o) => {
  const [row] = await connection.execute<{ n: number }[]>(
    `with job as (
       select id from order_bulk_jobs
       where status = 'completed' and resources_pruned_at is null and finished_at < now() - ? * interval '1 millisecond'
       order by finished_at limit 1 for update skip locked
     ), cleared as (
       update order_bulk_resources set input = null where job_id = (select id from job) and input is not null returning 1
     ), marked as (
       update order_bulk_jobs set resources_pruned_at = now() where id = (select id from job) returning id
     ), gone as (select 1 from cleared)
     ${record('order_bulk_resources')}`,
    [o.bulkMs],
  );
  return row?.n ?? 0;
};

/** In this order: deliveries before the events they refer to. */
const STEPS: [PrunedTable, Step][] = [
  ['webhook_deliveries', deliveries],
  ['events', events],
  ['idempotency_keys', idempotencyKeys],
  ['order_bulk_resources', bulkResources],
];

/**
 * Every instance prunes on a timer, off any request's path: each batch is one short statement
 * (its own transaction) that skips rows another instance is pruning, so writers never wait on it
 * for long and instances never on each other.
 */
export class Pruner {
  readonly options: RetentionOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PruneResult> | null = null;

  constructor(
    private readonly connection: Connection,
    private readonly logger: Logger,
    options: Partial<RetentionOptions> = {},
  ) {
    this.options = { ...DEFAULT_RETENTION, ...options };
  }

  start(): void {
    this.timer = setInterval(() => void this.run().catch((err) => {
      if (!isDatabaseUnavailable(err)) this.logger.error({ err }, 'pruning failed; the next run retries');
    }), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One run over every table (a run already under way is joined, not doubled). */
  run(): Promise<PruneResult> {
    this.running ??= this.pruneAll().finally(() => (this.running = null));
    return this.running;
  }

  private async pruneAll(): Promise<PruneResult> {
    const result = { events: 0, webhook_deliveries: 0, idempotency_keys: 0, order_bulk_resources: 0 };
    for (const [table, step] of STEPS) {
      for (let i = 0; i < this.options.maxBatches; i++) {
        const n = await step(this.connection, this.options);
        result[table] += n;
        // A bulk batch is one job (its size varies); the others are done when a batch comes back short.
        if (n === 0 || (table !== 'order_bulk_resources' && n < this.options.batch)) break;
      }
    }
    if (Object.values(result).some((n) => n > 0)) this.logger.info({ pruned: result }, 'retention: pruned');
    return result;
  }
}
