import type { Jobs } from '../../jobs/queue';
import { DestinationRefused, type Destinations } from '../../domain/webhooks/destination';
import { WEBHOOK_QUEUE, closeUnposted, lease, nextInLine, recordAttempt, type Connection, type Leased, type Outcome } from './store';
import { signatureHeaders } from '../../domain/webhooks/signing';
import { postTo } from './transport';

/** A delivery is given up (`failed`) after this many attempts. */
const MAX_ATTEMPTS = 10;
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

/** A delivery that can no longer go anywhere (its subscription was switched off or deleted) is closed unposted. */
async function abandon(connection: Connection, d: Leased, reason: string, jobs: Jobs | null): Promise<void> {
  await closeUnposted(connection, d.id, reason);
  await queueNext(connection, d, jobs);
}

/** Once a delivery is done (delivered or failed), the next pending one in its line may go. */
async function queueNext(connection: Connection, d: Leased, jobs: Jobs | null): Promise<void> {
  if (d.test || !jobs) return;
  const next = await nextInLine(connection, d.id);
  if (next) await jobs.send(WEBHOOK_QUEUE, { delivery_id: next.id });
}

/**
 * One attempt at a delivery, if it is due, unleased and first in its line: POST the
 * signed body, record the outcome, and on failure queue the next attempt (exponential backoff) or,
 * after MAX_ATTEMPTS, give up; once it is done, the next delivery to the endpoint is queued.
 * HTTP failures are recorded, not thrown; a database error is thrown so the job is retried.
 */
export async function deliverWebhook(connection: Connection, id: number, policy: RetryPolicy): Promise<void> {
  const d = await lease(connection, id, LEASE);
  if (!d) return;
  if (!d.live && !d.test) return abandon(connection, d, d.subscription_id != null ? 'the subscription is inactive or deleted' : 'the shop has no sync_url', policy.jobs);
  if (!d.secret) return abandon(connection, d, 'no signing secret', policy.jobs);
  const outcome = await post(d, d.secret, policy.destinations);
  const attempt = d.attempts + 1;
  const ok = outcome.error === null;
  const final = ok || d.test || attempt >= MAX_ATTEMPTS;
  const next = final ? null : new Date(Date.now() + policy.baseMs * 2 ** (attempt - 1));
  await recordAttempt(connection, d, outcome, ok ? 'delivered' : final ? 'failed' : 'pending', next);
  // The lease test compares next_attempt_at with the database's clock, as pg-boss does startAfter: the same instant.
  if (next) await policy.jobs?.send(WEBHOOK_QUEUE, { delivery_id: d.id }, next);
  else await queueNext(connection, d, policy.jobs);
}
