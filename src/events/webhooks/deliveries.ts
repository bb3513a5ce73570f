import type { RequestContext } from '../../domain/context';
import { invalidTransition, notFound } from '../../shared/errors';
import { findConnection, type ListArgs } from '../../db/list/connection';
import { Shop } from '../../domain/customers/entities';
import { deliverWebhook } from './delivery';
import { type DeliveryStatus, NotificationEvent, NotificationSubscription, WebhookDelivery } from '../../domain/webhooks/entities';
import { NOTIFICATION_DELIVERY_LIST } from '../../domain/webhooks/list-specs';
import { WEBHOOK_QUEUE, latestEventOf } from './store';
import { getSubscription } from './subscriptions';

export interface DeliveryListArgs extends ListArgs {
  subscription_id?: number | null;
  shop_id?: number | null;
  status?: DeliveryStatus | null;
}

/** The delivery log (tenant-filtered): a named subscription or shop must be the caller's to see (404 otherwise). */
export async function listDeliveries(ctx: RequestContext, args: DeliveryListArgs) {
  const scope: Record<string, unknown> = {};
  if (args.subscription_id != null) scope.subscription_id = (await getSubscription(ctx, args.subscription_id)).id;
  if (args.shop_id != null) {
    if (!(await ctx.em.findOne(Shop, { id: args.shop_id }))) throw notFound('Shop', args.shop_id);
    scope.shop_id = args.shop_id;
  }
  if (args.status != null) scope.status = args.status;
  return findConnection(ctx.em, WebhookDelivery, NOTIFICATION_DELIVERY_LIST, args, scope);
}

/** Where a delivery would go now: its subscription's current endpoint, or its shop's sync_url. */
async function currentEndpoint(ctx: RequestContext, delivery: WebhookDelivery): Promise<string> {
  if (delivery.subscription_id != null) {
    const subscription = await ctx.em.findOne(NotificationSubscription, { id: delivery.subscription_id, discarded_at: null });
    if (!subscription) throw invalidTransition(`cannot redeliver: notification subscription ${delivery.subscription_id} was deleted`);
    if (!subscription.active) throw invalidTransition(`cannot redeliver: notification subscription ${subscription.id} is inactive; set it active first`);
    return subscription.endpoint;
  }
  const shop = await ctx.em.findOne(Shop, { id: delivery.shop_id! });
  if (!shop?.sync_url) throw invalidTransition(`cannot redeliver: shop ${delivery.shop_id} has no sync_url`);
  return shop.sync_url;
}

/** A new pending delivery of the same event (or test body), queued once the transaction has committed. */
export async function redeliver(ctx: RequestContext, id: number): Promise<WebhookDelivery> {
  const original = await ctx.em.findOne(WebhookDelivery, { id });
  if (!original) throw notFound('NotificationDelivery', id);
  const copy = ctx.em.create(WebhookDelivery, {
    customer_id: original.customer_id,
    event_id: original.event_id,
    subscription_id: original.subscription_id,
    shop_id: original.shop_id,
    endpoint: await currentEndpoint(ctx, original),
    resource_type: original.resource_type,
    resource_id: original.resource_id,
    test: original.test,
    body: original.body,
    redelivery_of: original.id,
  } as WebhookDelivery);
  await ctx.em.flush();
  const jobs = ctx.jobs;
  ctx.afterCommit(async () => void (await jobs?.send(WEBHOOK_QUEUE, { delivery_id: copy.id })));
  return copy;
}

/** The sample a test posts: the customer's latest event of the kind, else the resource's bare shape. */
async function sampleOf(ctx: RequestContext, subscription: NotificationSubscription, event: NotificationEvent) {
  const latest = await latestEventOf(ctx.em, subscription.customer_id, event.name);
  return { event_id: latest?.id ?? null, payload: latest?.payload ?? { id: 0, customer_id: subscription.customer_id } };
}

/**
 * GET /notification_subscriptions/{id}/test: a signed sample event, marked "test": true, posted
 * once and at once (after the log entry commits, so the answer comes after the attempt), whether
 * or not the subscription is active: that is how an endpoint is checked before reactivating.
 */
export async function testSubscription(ctx: RequestContext, id: number): Promise<NotificationSubscription> {
  const subscription = await getSubscription(ctx, id);
  const event = (await ctx.em.findOne(NotificationEvent, { id: subscription.notification_event_id }))!;
  const sample = await sampleOf(ctx, subscription, event);
  const delivery = ctx.em.create(WebhookDelivery, {
    customer_id: subscription.customer_id,
    event_id: sample.event_id,
    subscription_id: subscription.id,
    endpoint: subscription.endpoint,
    test: true,
    body: { event_name: event.name, [event.resource_type]: sample.payload, test: true },
  } as WebhookDelivery);
  await ctx.em.flush();
  const connection = ctx.em.getConnection();
  ctx.afterCommit(() => deliverWebhook(connection, delivery.id, { baseMs: 0, jobs: null, destinations: ctx.destinations }));
  return subscription;
}
