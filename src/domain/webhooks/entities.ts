import { EntitySchema } from '@mikro-orm/core';
import { bigIdProperty, idProperty, specProperties, tenantFilter, timestamps } from '../common/entity';
import { NOTIFICATION_EVENT_SPEC, NOTIFICATION_SUBSCRIPTION_SPEC, WEBHOOK_DELIVERY_ATTEMPT_SPEC, WEBHOOK_DELIVERY_SPEC } from './fields';

/** A kind of event a customer may subscribe to: the catalog the migrations seed, as domain/events/catalog.ts lists it. Shared, no tenant. */
export class NotificationEvent {
  id!: number;
  name!: string;
  humanized_name!: string;
  resource_type!: string;
  resource_message!: string;
  requires_subscription!: boolean;
  description!: string;
  created_at!: Date;
  updated_at!: Date;
}

export const NotificationEventSchema = new EntitySchema<NotificationEvent>({
  class: NotificationEvent,
  tableName: 'notification_events',
  properties: {
    id: idProperty,
    ...specProperties<NotificationEvent>(NOTIFICATION_EVENT_SPEC),
    ...timestamps<NotificationEvent>(),
  } as never,
});

/** A customer's webhook for one kind of event. Deleting discards it (discarded_at), as the original. */
export class NotificationSubscription {
  id!: number;
  customer_id!: number;
  notification_event_id!: number;
  user_id: number | null = null;
  notification_type = 'webhook';
  endpoint!: string;
  active = true;
  version = 2;
  /** The HMAC-SHA256 key deliveries are signed with (see subscriptions.ts for why it is not the client secret). */
  secret!: string;
  /** Failed attempts since the last success; at DEACTIVATE_AFTER the subscription is switched off. */
  consecutive_failures = 0;
  deactivated_at: Date | null = null;
  discarded_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const NotificationSubscriptionSchema = new EntitySchema<NotificationSubscription>({
  class: NotificationSubscription,
  tableName: 'notification_subscriptions',
  filters: tenantFilter(),
  properties: {
    id: idProperty,
    customer_id: { type: 'integer' },
    ...specProperties<NotificationSubscription>(NOTIFICATION_SUBSCRIPTION_SPEC),
    ...timestamps<NotificationSubscription>(),
  } as never,
});

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event (or test body) to one endpoint: a subscription's, or a connected shop's sync_url. */
export class WebhookDelivery {
  id!: number;
  customer_id!: number;
  event_id: number | null = null;
  subscription_id: number | null = null;
  shop_id: number | null = null;
  endpoint!: string;
  /** The event's resource: deliveries about one resource to one endpoint URL go out in order (delivery.ts). */
  resource_type: string | null = null;
  resource_id: number | null = null;
  status: DeliveryStatus = 'pending';
  attempts = 0;
  /** Set by the database (now()): the lease compares it with the database's clock. */
  next_attempt_at!: Date;
  locked_until: Date | null = null;
  last_status_code: number | null = null;
  last_error: string | null = null;
  delivered_at: Date | null = null;
  redelivery_of: number | null = null;
  test = false;
  body: unknown = null;
  created_at!: Date;
  updated_at!: Date;
}

const DELIVERY_COLUMNS = specProperties<WebhookDelivery>(WEBHOOK_DELIVERY_SPEC);

export const WebhookDeliverySchema = new EntitySchema<WebhookDelivery>({
  class: WebhookDelivery,
  tableName: 'webhook_deliveries',
  filters: tenantFilter(),
  properties: {
    id: bigIdProperty,
    customer_id: { type: 'integer' },
    ...DELIVERY_COLUMNS,
    // Stamped by the database, not the entity: the lease compares it with the database's clock.
    next_attempt_at: { ...DELIVERY_COLUMNS.next_attempt_at, defaultRaw: 'now()' },
    ...timestamps<WebhookDelivery>(),
  } as never,
});

/** One POST of a delivery: the answer's status code, or the error when there was none. Read through its delivery. */
export class WebhookDeliveryAttempt {
  id!: number;
  delivery_id!: number;
  attempt!: number;
  status_code: number | null = null;
  error: string | null = null;
  duration_ms!: number;
  created_at!: Date;
}

export const WebhookDeliveryAttemptSchema = new EntitySchema<WebhookDeliveryAttempt>({
  class: WebhookDeliveryAttempt,
  tableName: 'webhook_delivery_attempts',
  properties: {
    id: bigIdProperty,
    ...specProperties<WebhookDeliveryAttempt>(WEBHOOK_DELIVERY_ATTEMPT_SPEC),
    created_at: { type: 'Date' },
  } as never,
});
