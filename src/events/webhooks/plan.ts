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
