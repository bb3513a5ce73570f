import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENT_KINDS } from '../../domain/events/catalog';
import { pgArray } from '../../db/sql';

/** The pg-boss queue webhook deliveries run on: one job per delivery attempt. */
export const WEBHOOK_QUEUE = 'webhook-deliver';

const SHOP_SYNC_KINDS = EVENT_KINDS.filter((k) => k.shop_sync).map((k) => k.name);

/** Which events to plan deliveries for, and (a replay's choice) to which subscription only. */
export interface DeliveryPlan {
  firstId: number;
  lastId: number;
  customerId?: number | null;
  /** Only this subscription's deliveries (and no shop's). */
  subscriptionId?: number | null;
}

/**
 * The deliveries of the events in `ev(id, kind, customer_id, shop_id, resource_type, resource_id)`, a relation
 * the statement defines before these two CTEs: `subscribed` and `synced`, each returning the new
 * deliveries' ids. Their parameters, in order, are `deliveryParams`.
 */
export const DELIVERY_CTES = `subscribed as (
    insert into webhook_deliveries (customer_id, event_id, subscription_id, endpoint, resource_type, resource_id)
    select e.customer_id, e.id, s.id, s.endpoint, e.resource_type, e.resource_id
    from ev e
    join notification_events ne on ne.name = e.kind
    join notification_subscriptions s on s.notification_event_id = ne.id and s.customer_id = e.customer_id
    where s.active and s.discarded_at is null and (?::int is null or s.id = ?)
    order by e.id, s.id
    returning id
  ),
  synced as (
    insert into webhook_deliveries (customer_id, event_id, shop_id, endpoint, resource_type, resource_id)
    select e.customer_id, e.id, sh.id, sh.sync_url, e.resource_type, e.resource_id
    from ev e
    join shops sh on sh.customer_id = e.customer_id
    where e.kind = any(?::text[]) and sh.sync_url is not null and (sh.sync_enabled or not ?)
      and (sh.id = e.shop_id or e.resource_type = 'item') and ?::int is null
    order by e.id, sh.id
    returning id
  )`;

export const deliveryParams = (sandbox: boolean, subscriptionId: number | null = null) => [subscriptionId, subscriptionId, pgArray(SHOP_SYNC_KINDS), sandbox, subscriptionId];

/**
 * The deliveries the events [firstId, lastId] call for, written in the caller's transaction: one per
 * active webhook subscription of the event's customer to its kind, and one per connected shop for
 * fulfillment and inventory kinds. A shop gets an order's events if the order came from it, and every
 * item's inventory updates. The sandbox syncs a shop only once its sync_enabled setting is on (spec:
 * off by default, in case a production shop is connected). Past events (a replay, `forklift
 * replay-events`) go to the subscriptions and shops of now; the outbox plans just-written events
 * with the same CTEs in its insert. Returns the new deliveries' ids for the queue.
 */
export async function planDeliveries(em: EntityManager, sandbox: boolean, plan: DeliveryPlan): Promise<number[]> {
  const customerId = plan.customerId ?? null;
  const rows = await em.execute<{ id: string }[]>(
    `with ev as (
       select id, kind, customer_id, shop_id, resource_type, resource_id from events
       where id between ? and ? and (?::int is null or customer_id = ?)
     ),
     ${DELIVERY_CTES}
     select id from subscribed union all select id from synced`,
    [plan.firstId, plan.lastId, customerId, customerId, ...deliveryParams(sandbox, plan.subscriptionId ?? null)],
  );
  return rows.map((r) => Number(r.id));
}

/** A connection outside any request (the delivery worker's). */
export type Connection = ReturnType<EntityManager['getConnection']>;

/**
 * Failed attempts in a row, across deliveries, after which a delivery given up switches its
 * subscription off. Only a delivery given up does: deliveries of different resources go out side by
 * side, so a few minutes' outage under load can fail 100 attempts, but none is given up before its
 * whole retry schedule has failed.
 */
const DEACTIVATE_AFTER = 100;
export interface Leased {
  id: number;
  event_id: number | null;
  subscription_id: number | null;
  shop_id: number | null;
  endpoint: string;
  attempts: number;
  test: boolean;
  body: unknown;
  kind: string | null;
  resource_type: string | null;
  payload: unknown;
  secret: string | null;
  /** The subscription is still active and not deleted (or the shop still has a sync_url). */
  live: boolean;
}

export interface Outcome {
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

/**
 * Deliveries `a` and `b` are in one line: about the same resource, to the same endpoint URL, whichever
 * subscriptions (or shop syncs) they come from. A line goes out in order; lines go side by side.
 * The md5 matches the line index (migration webhook_resource_order). A test delivery has no line.
 */
const sameLine = (a: string, b: string) =>
  `md5(${a}.endpoint) = md5(${b}.endpoint) and ${a}.endpoint = ${b}.endpoint and ${a}.resource_type = ${b}.resource_type and ${a}.resource_id = ${b}.resource_id`;

/** An earlier delivery in the same line that is still pending: this one waits for it. */
const EARLIER_PENDING = `exists (
  select 1 from webhook_deliveries p
  where p.status = 'pending' and not p.test and p.id < d.id and ${sameLine('p', 'd')})`;

/**
 * Takes the delivery for this instance if it is due, nobody holds it and no earlier delivery in its
 * line is still pending: the one statement that makes a duplicated job (a sweep, a redelivered
 * pg-boss job) post nothing twice, and each endpoint receive each resource's events in order (a
 * delivery in retry holds back the later ones about its resource, and only those; its completion
 * queues the next, see queueNext).
 */
export async function lease(connection: Connection, id: number, hold: string): Promise<Leased | undefined> {
  const [row] = await connection.execute<Leased[]>(
    `with leased as (
       update webhook_deliveries d set locked_until = now() + interval '${hold}'
       where d.id = ? and d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
         and (d.test or not ${EARLIER_PENDING})
       returning d.id, d.event_id, d.subscription_id, d.shop_id, d.endpoint, d.attempts, d.test, d.body
     )
     select l.id::float8 as id, l.event_id::float8 as event_id, l.subscription_id, l.shop_id, l.endpoint, l.attempts, l.test, l.body,
       e.kind, e.resource_type, e.payload, coalesce(s.secret, sh.sync_secret) as secret,
       case when l.subscription_id is not null then s.active and s.discarded_at is null else sh.sync_url is not null end as live
     from leased l
     left join events e on e.id = l.event_id
     left join notification_subscriptions s on s.id = l.subscription_id
     left join shops sh on sh.id = l.shop_id`,
    [id],
  );
  return row;
}

/**
 * The attempt, the delivery's new state and the subscription's failure count, in one statement
 * (so atomically): a success resets the count, a failure adds one, and a delivery given up with the
 * count at DEACTIVATE_AFTER or more switches the subscription off. A test delivery leaves the count
 * alone: it probes the endpoint.
 */
export async function recordAttempt(connection: Connection, d: Leased, outcome: Outcome, status: string, next: Date | null): Promise<void> {
  const ok = status === 'delivered';
  const givenUp = status === 'failed';
  const counts = d.subscription_id != null && !d.test;
  await connection.execute(
    `with attempt as (
       insert into webhook_delivery_attempts (delivery_id, attempt, status_code, error, duration_ms) values (?, ?, ?, ?, ?)
     ), delivery as (
       update webhook_deliveries set attempts = ?, status = ?, last_status_code = ?, last_error = ?, locked_until = null,
         delivered_at = case when ? then now() end, next_attempt_at = coalesce(?::timestamptz, next_attempt_at), updated_at = now()
       where id = ?
     )
     update notification_subscriptions set
       consecutive_failures = case when ? then 0 else consecutive_failures + 1 end,
       active = active and not (? and consecutive_failures + 1 >= ?),
       deactivated_at = case when active and ? and consecutive_failures + 1 >= ? then now() else deactivated_at end
     where id = ? and ?`,
    [
      d.id, d.attempts + 1, outcome.status_code, outcome.error, outcome.duration_ms,
      d.attempts + 1, status, outcome.status_code, outcome.error, ok, next, d.id,
      ok, givenUp, DEACTIVATE_AFTER, givenUp, DEACTIVATE_AFTER, d.subscription_id ?? 0, counts,
    ],
  );
}

/** Closes a delivery that can no longer go anywhere, unposted. */
export async function closeUnposted(connection: Connection, id: number, reason: string): Promise<void> {
  await connection.execute(
    `update webhook_deliveries set status = 'failed', last_error = ?, locked_until = null, updated_at = now() where id = ?`,
    [reason, id],
  );
}

/** The next pending delivery in the line of delivery `id`, which is done. */
export async function nextInLine(connection: Connection, id: number): Promise<{ id: number } | undefined> {
  const [next] = await connection.execute<{ id: number }[]>(
    `select p.id::float8 as id from webhook_deliveries d join webhook_deliveries p on ${sameLine('p', 'd')}
     where d.id = ? and p.status = 'pending' and not p.test and p.id > d.id
     order by p.id limit 1`,
    [id],
  );
  return next;
}

/**
 * Pending deliveries overdue by `graceMs` (their job lost), unleased and first in their line, marked
 * re-queued: moving next_attempt_at to now makes the next sweeps leave them alone for another grace
 * period instead of piling duplicate jobs onto a backlog.
 */
export const requeueOverdue = (connection: Connection, graceMs: number, batch: number) =>
  connection.execute<{ id: number }[]>(
    `update webhook_deliveries set next_attempt_at = now() where id in (
       select id from webhook_deliveries d
       where status = 'pending' and next_attempt_at < now() - ? * interval '1 millisecond' and (locked_until is null or locked_until < now())
         -- One waiting behind an earlier delivery in its line is queued when that one is done.
         and (d.test or not ${EARLIER_PENDING})
       order by next_attempt_at limit ? for update skip locked
     ) returning id::float8 as id`,
    [graceMs, batch],
  );

/** The customer's latest event of `kind` (a test delivery's sample), if any. */
export async function latestEventOf(em: EntityManager, customerId: number, kind: string): Promise<{ id: number; payload: unknown } | undefined> {
  const [latest] = await em.execute<{ id: number; payload: unknown }[]>(
    'select id::float8 as id, payload from events where customer_id = ? and kind = ? order by events.id desc limit 1',
    [customerId, kind],
  );
  return latest;
}

/** The next `limit` event ids in [from, to] (of one customer, or all): how many, and the last. By the primary key, or events_customer_idx with a customer. */
export async function eventIdBatch(em: EntityManager, from: number, to: number, customerId: number | null, limit: number) {
  const [batch] = await em.execute<{ last: number | null; count: number }[]>(
    `select max(id)::float8 as last, count(*)::int as count from (
       select id from events where id >= ? and id <= ? and (?::int is null or customer_id = ?) order by id limit ?
     ) b`,
    [from, to, customerId, customerId, limit],
  );
  return batch;
}
