import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../domain/context';
import { withTransaction } from '../../db/unit-of-work';
import type { Jobs } from '../../jobs/queue';
import { badInput } from '../../shared/errors';
import { Customer } from '../../domain/customers/entities';
import { NotificationSubscription } from '../../domain/webhooks/entities';
import { WEBHOOK_QUEUE, eventIdBatch, planDeliveries } from './store';

export interface ReplayFilter {
  /** Event ids from (inclusive). */
  from?: number;
  /** Event ids to (inclusive). */
  to?: number;
  customerId?: number;
  /** Only to this subscription (and to no shop). */
  subscriptionId?: number;
}

export interface ReplayResult {
  events: number;
  deliveries: number;
}

/** Events planned per transaction: a long replay commits (and is queued) as it goes. */
const BATCH = 1000;

const NO_TENANT = { filters: false } as const;

async function checkFilter(em: EntityManager, filter: ReplayFilter): Promise<void> {
  if (filter.customerId != null && !(await em.findOne(Customer, { id: filter.customerId }, NO_TENANT))) {
    throw badInput('--customer', `names no customer (${filter.customerId})`);
  }
  if (filter.subscriptionId != null) {
    const subscription = await em.findOne(NotificationSubscription, { id: filter.subscriptionId, discarded_at: null }, NO_TENANT);
    if (!subscription) throw badInput('--subscription', `names no notification subscription (${filter.subscriptionId})`);
    if (filter.customerId != null && subscription.customer_id !== filter.customerId) {
      throw badInput('--subscription', `(${subscription.id}) belongs to customer ${subscription.customer_id}, not ${filter.customerId}`);
    }
    // An inactive subscription's deliveries would be closed unposted (delivery.ts abandon).
    if (!subscription.active) throw badInput('--subscription', `(${subscription.id}) is inactive; set it active first`);
  }
}

/**
 * Delivers past events again, to the subscriptions and shops of now (plan.ts): new pending
 * deliveries in id order, BATCH events per unit of work, each batch queued once committed. A range
 * of ids is a set of events, not a stretch of a stream (events/position.ts): id order is each
 * resource's own order, which is all a webhook line keeps (delivery.ts), as its events are written
 * one after the other under its row's lock.
 * Receivers get the same X-Service-Event-Id again, which is how they tell a replay from news.
 * `ctx` is an operator's (no tenant); `jobs` the queue the deliveries go to.
 */
export async function replayEvents(ctx: RequestContext, jobs: Pick<Jobs, 'sendMany'>, filter: ReplayFilter): Promise<ReplayResult> {
  const { em } = ctx;
  await checkFilter(em, filter);
  const customerId = filter.customerId ?? null;
  const result: ReplayResult = { events: 0, deliveries: 0 };
  let from = filter.from ?? 1;
  for (;;) {
    // The next BATCH matching events (by the primary key, or events_customer_idx with a customer).
    const batch = await eventIdBatch(em, from, filter.to ?? Number.MAX_SAFE_INTEGER, customerId, BATCH);
    if (!batch.count) return result;
    const lastId = batch.last!;
    const ids = await withTransaction(ctx, async (tx) => {
      const planned = await planDeliveries(tx.em, tx.sandbox, { firstId: from, lastId, customerId, subscriptionId: filter.subscriptionId });
      tx.afterCommit(() => jobs.sendMany(WEBHOOK_QUEUE, planned.map((id) => ({ delivery_id: id }))));
      return planned;
    });
    result.events += batch.count;
    result.deliveries += ids.length;
    from = lastId + 1;
  }
}
