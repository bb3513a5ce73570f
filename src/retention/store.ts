import type { Connection } from '../events/webhooks/store';
import { KEY_TTL_HOURS } from '../idempotency/store';
import { POSITION_ORDER, SETTLED } from '../events/position';
import type { RetentionOptions } from './options';

/**
 * The retention statements: the only code of src/retention that touches the database. Each prunes
 * one batch of one table as a single statement (its own transaction).
 */

export type PrunedTable = 'events' | 'webhook_deliveries' | 'idempotency_keys' | 'order_bulk_resources';

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
export const STEPS: [PrunedTable, Step][] = [
  ['webhook_deliveries', deliveries],
  ['events', events],
  ['idempotency_keys', idempotencyKeys],
  ['order_bulk_resources', bulkResources],
];

/**
 * The one statement /metrics reads retention from (stats.ts). Each oldest-row read walks an index
 * from its start (events_position_idx, the primary key, idempotency_keys_created_idx, order_bulk_jobs_prunable_idx), so it costs the same
 * however big the table is.
 */
export async function readRetentionAges(connection: Connection): Promise<Record<string, number | null>> {
  const [row] = await connection.execute<Record<string, number | null>[]>(
    `select
       (select extract(epoch from now() - created_at)::float8 from events order by ${POSITION_ORDER} limit 1) as events_age,
       (select extract(epoch from now() - created_at)::float8 from webhook_deliveries where status <> 'pending' order by id limit 1) as webhook_deliveries_age,
       (select extract(epoch from now() - min(created_at))::float8 from idempotency_keys) as idempotency_keys_age,
       (select extract(epoch from now() - min(finished_at))::float8 from order_bulk_jobs where status = 'completed' and resources_pruned_at is null) as order_bulk_resources_age,
       (select coalesce(json_object_agg(relname, n_live_tup), '{}') from pg_stat_user_tables
         where schemaname = current_schema() and relname in ('events', 'webhook_deliveries', 'webhook_delivery_attempts', 'idempotency_keys', 'order_bulk_resources')) as rows,
       (select json_object_agg(name, rows_pruned) from retention_state) as pruned`,
  );
  return row;
}
