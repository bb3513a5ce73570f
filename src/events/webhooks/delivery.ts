import type { EntityManager } from '@mikro-orm/postgresql';
import type { Jobs } from '../../jobs/queue';
import { DestinationRefused, type Destinations } from '../../domain/webhooks/destination';
import { WEBHOOK_QUEUE } from './plan';
import { signatureHeaders } from '../../domain/webhooks/signing';
import { postTo } from './transport';

export type Connection = ReturnType<EntityManager['getConnection']>;

/** A delivery is given up (`failed`) after this many attempts. */
const MAX_ATTEMPTS = 10;
/**
 * Failed attempts in a row, across deliveries, after which a delivery given up switches its
 * subscription off. Only a delivery given up does: deliveries of different resources go out side by
 * side, so a few minutes' outage under load can fail 100 attempts, but none is given up before its
 * whole retry schedule has failed.
 */
const DEACTIVATE_AFTER = 100;
/** An endpoint has this long to answer; a 2xx within it counts as delivered. */
const TIMEOUT_MS = 10_000;
/** Outlives the POST it covers (TIMEOUT_MS), so no other instance takes the delivery meanwhile. */
const LEASE = '30 seconds';
const USER_AGENT = 'Forklift-Webhooks/1';

export interface RetryPolicy {
  /** The first retry's delay; each further one doubles it. */
  baseMs: number;
  /** Where a retry is queued; null only for a test delivery, which is never retried. */
  jobs: Jobs | null;
  /** Where deliveries may go (checked again at each attempt: DNS can change). */
  destinations: Destinations;
}

interface Leased {
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

interface Outcome {
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
export const EARLIER_PENDING = `exists (
  select 1 from webhook_deliveries p
  where p.status = 'pending' and not p.test and p.id < d.id and ${sameLine('p', 'd')})`;

/**
 * Takes the delivery for this instance if it is due, nobody holds it and no earlier delivery in its
 * line is still pending: the one statement that makes a duplicated job (a sweep, a redelivered
 * pg-boss job) post nothing twice, and each endpoint receive each resource's events in order (a
 * delivery in retry holds back the later ones about its resource, and only those; its completion
 * queues the next, see queueNext).
 */
async function lease(connection: Connection, id: number): Promise<Leased | undefined> {
  const [row] = await connection.execute<Leased[]>(
    `with leased as (
       update webhook_deliveries d set locked_until = now() + interval '${LEASE}'
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
 * What a receiver de-duplicates on: the event's id (the same on every retry, redelivery and
 * replay), or for a test delivery its own, so a test never shadows the real event it samples.
 */
const messageId = (d: Pick<Leased, 'id' | 'event_id' | 'test'>) => (d.test || d.event_id == null ? `test-${d.id}` : String(d.event_id));

/** What went wrong when there was no HTTP answer: refused, unresolvable, timed out. */
function describe(e: unknown): string {
  const err = e as Error & { code?: string; cause?: { name?: string; code?: string; message?: string } };
  if (err instanceof DestinationRefused) return `refused: the endpoint ${err.message}`;
  if (err.name === 'TimeoutError' || err.cause?.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  return err.code ?? err.cause?.code ?? err.cause?.message ?? err.message;
}

async function post(d: Leased, secret: string, destinations: Destinations): Promise<Outcome> {
  const raw = JSON.stringify(d.body ?? { event_name: d.kind, [d.resource_type!]: d.payload });
  const id = messageId(d);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await postTo(d.endpoint, raw, {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Service-Event-Id': id,
      'X-Service-Delivery-Id': String(d.id),
      ...signatureHeaders(secret, id, timestamp, raw),
    }, destinations, TIMEOUT_MS);
    // Only the status counts; a redirect (3xx) is a failed attempt, never followed.
    const ok = res.status >= 200 && res.status < 300;
    return { status_code: res.status, error: ok ? null : `HTTP ${res.status}`, duration_ms: took() };
  } catch (e) {
    return { status_code: null, error: describe(e), duration_ms: took() };
  }
}

/**
 * The attempt, the delivery's new state and the subscription's failure count, in one statement
 * (so atomically): a success resets the count, a failure adds one, and a delivery given up with the
 * count at DEACTIVATE_AFTER or more switches the subscription off. A test delivery leaves the count
 * alone: it probes the endpoint.
 */
async function record(connection: Connection, d: Leased, outcome: Outcome, status: string, next: Date | null): Promise<void> {
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

/** A delivery that can no longer go anywhere (its subscription was switched off or deleted) is closed unposted. */
async function abandon(connection: Connection, d: Leased, reason: string, jobs: Jobs | null): Promise<void> {
  await connection.execute(
    `update webhook_deliveries set status = 'failed', last_error = ?, locked_until = null, updated_at = now() where id = ?`,
    [reason, d.id],
  );
  await queueNext(connection, d, jobs);
}

/** Once a delivery is done (delivered or failed), the next pending one in its line may go. */
async function queueNext(connection: Connection, d: Leased, jobs: Jobs | null): Promise<void> {
  if (d.test || !jobs) return;
  const [next] = await connection.execute<{ id: number }[]>(
    `select p.id::float8 as id from webhook_deliveries d join webhook_deliveries p on ${sameLine('p', 'd')}
     where d.id = ? and p.status = 'pending' and not p.test and p.id > d.id
     order by p.id limit 1`,
    [d.id],
  );
  if (next) await jobs.send(WEBHOOK_QUEUE, { delivery_id: next.id });
}

/**
 * One attempt at a delivery, if it is due, unleased and first in its line: POST the
 * signed body, record the outcome, and on failure queue the next attempt (exponential backoff) or,
 * after MAX_ATTEMPTS, give up; once it is done, the next delivery to the endpoint is queued.
 * HTTP failures are recorded, not thrown; a database error is thrown so the job is retried.
 */
export async function deliverWebhook(connection: Connection, id: number, policy: RetryPolicy): Promise<void> {
  const d = await lease(connection, id);
  if (!d) return;
  if (!d.live && !d.test) return abandon(connection, d, d.subscription_id != null ? 'the subscription is inactive or deleted' : 'the shop has no sync_url', policy.jobs);
  if (!d.secret) return abandon(connection, d, 'no signing secret', policy.jobs);
  const outcome = await post(d, d.secret, policy.destinations);
  const attempt = d.attempts + 1;
  const ok = outcome.error === null;
  const final = ok || d.test || attempt >= MAX_ATTEMPTS;
  const next = final ? null : new Date(Date.now() + policy.baseMs * 2 ** (attempt - 1));
  await record(connection, d, outcome, ok ? 'delivered' : final ? 'failed' : 'pending', next);
  // The lease test compares next_attempt_at with the database's clock, as pg-boss does startAfter: the same instant.
  if (next) await policy.jobs?.send(WEBHOOK_QUEUE, { delivery_id: d.id }, next);
  else await queueNext(connection, d, policy.jobs);
}
