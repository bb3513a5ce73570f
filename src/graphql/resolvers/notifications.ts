import type { Resolvers } from '../generated';
import { updateShop } from '../../domain/customers/shops';
import { listDeliveries, redeliver, testSubscription } from '../../events/webhooks/deliveries';
import { getNotificationEvent, listNotificationEvents } from '../../events/webhooks/notification-events';
import {
  countSubscriptions, createSubscription, deleteSubscription, getSubscription, listSubscriptions, updateSubscription,
} from '../../events/webhooks/subscriptions';

export const notificationResolvers: Resolvers = {
  Query: {
    notification_events: (_, args, ctx) => listNotificationEvents(ctx, args),
    notification_event: (_, { id }, ctx) => getNotificationEvent(ctx, id),
    notification_subscriptions: (_, args, ctx) => listSubscriptions(ctx, args),
    notification_subscriptions_count: (_, { search }, ctx) => countSubscriptions(ctx, search),
    notification_subscription: (_, { id }, ctx) => getSubscription(ctx, id),
    notification_deliveries: (_, args, ctx) => listDeliveries(ctx, args),
  },
  Mutation: {
    notification_subscription_create: (_, { input }, ctx) => createSubscription(ctx, input),
    notification_subscription_update: (_, { id, input }, ctx) => updateSubscription(ctx, id, input),
    notification_subscription_delete: (_, { id }, ctx) => deleteSubscription(ctx, id),
    notification_subscription_test: (_, { id }, ctx) => testSubscription(ctx, id),
    notification_delivery_redeliver: (_, { id }, ctx) => redeliver(ctx, id),
    shop_update: (_, { id, input }, ctx) => updateShop(ctx, id, input),
  },
  NotificationSubscription: {
    event_name: async (s, _, ctx) => (await ctx.loaders.notificationEventById.load(s.notification_event_id))!.name,
  },
  NotificationDelivery: {
    // A test with no event behind it names its kind in its body.
    event_name: async (d, _, ctx) => (d.event_id != null ? (await ctx.loaders.eventKindById.load(d.event_id))! : (d.body as { event_name: string }).event_name),
    attempt_count: (d) => d.attempts,
    attempts: (d, _, ctx) => ctx.loaders.attemptsByDeliveryId.load(d.id),
  },
};
