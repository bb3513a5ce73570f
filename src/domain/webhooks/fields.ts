import { columnSpec, serviceColumnSpec } from '../common/columns';

/**
 * The columns of webhooks, said once (common/columns.ts): the entities map them and
 * test/schema-consistency.test.ts holds the GraphQL types and the migrations to them. Only a
 * subscription is written by its customer; the catalog is seeded, and deliveries and their attempts
 * are the service's record of what it sent.
 */

export const NOTIFICATION_EVENT_SPEC = serviceColumnSpec({
  name: { kind: 'string', length: 64, nullable: false },
  humanized_name: { kind: 'string', nullable: false },
  resource_type: { kind: 'string', length: 32, nullable: false },
  resource_message: { kind: 'string', nullable: false },
  // No default: the catalog's seed names it for every event.
  requires_subscription: { kind: 'boolean', default: undefined },
  description: { kind: 'text', nullable: false },
});

/** What a subscription's create and update take (events/webhooks/subscriptions.ts checks their values: an event of the catalog, an http(s) URL, version 1 or 2, a key Standard Webhooks takes). */
export const NOTIFICATION_SUBSCRIPTION_SPEC = columnSpec({
  notification_event_id: { kind: 'integer', nullable: false },
  user_id: 'integer',
  notification_type: { kind: 'string', length: 32, nullable: false, default: 'webhook' },
  endpoint: { kind: 'string', length: 2048, nullable: false },
  active: { kind: 'boolean', default: true },
  version: { kind: 'integer', nullable: false, default: 2 },
  secret: { kind: 'string', nullable: false },
  consecutive_failures: { kind: 'integer', nullable: false, default: 0, create: false, update: false },
  deactivated_at: { kind: 'datetime', create: false, update: false },
  discarded_at: { kind: 'datetime', create: false, update: false },
});

export const WEBHOOK_DELIVERY_SPEC = serviceColumnSpec({
  event_id: 'bigint',
  subscription_id: 'integer',
  shop_id: 'integer',
  endpoint: { kind: 'string', length: 2048, nullable: false },
  resource_type: { kind: 'string', length: 32 },
  resource_id: 'integer',
  status: { kind: 'string', length: 16, nullable: false, default: 'pending' },
  attempts: { kind: 'integer', nullable: false, default: 0 },
  next_attempt_at: { kind: 'datetime', nullable: false },
  locked_until: 'datetime',
  last_status_code: 'integer',
  last_error: 'text',
  delivered_at: 'datetime',
  redelivery_of: 'bigint',
  test: 'boolean',
  body: 'json',
});

export const WEBHOOK_DELIVERY_ATTEMPT_SPEC = serviceColumnSpec({
  delivery_id: { kind: 'bigint', nullable: false },
  attempt: { kind: 'integer', nullable: false },
  status_code: 'integer',
  error: 'text',
  duration_ms: { kind: 'integer', nullable: false },
});
