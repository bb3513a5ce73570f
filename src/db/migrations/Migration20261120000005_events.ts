import { Migration } from '@mikro-orm/migrations';

/**
 * Events: the outbox every state change appends to in its own transaction, the notification
 * catalog and webhook subscriptions of the original API, and the webhook delivery log.
 *
 * The catalog rows are written out, not read from domain/events/catalog.ts: a migration is a frozen
 * snapshot, and a kind added to the catalog later comes with a migration of its own.
 */
export class Migration20261120000005_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      -- The outbox. Ids are taken under a transaction-level advisory lock held to commit
      -- (events/outbox.ts), so they become visible in id order and a reader tailing by id skips nothing.
      create table events (
        id bigserial primary key,
        kind varchar(64) not null,
        customer_id int not null references customers(id),
        shop_id int references shops(id),
        resource_type varchar(32) not null,
        resource_id int not null,
        payload jsonb not null,
        details jsonb,
        created_at timestamptz not null default now()
      );
      create index events_customer_idx on events(customer_id, id);
      create index events_resource_idx on events(resource_type, resource_id, id);

      create table notification_events (
        id serial primary key,
        name varchar(64) not null unique,
        humanized_name varchar(255) not null,
        resource_type varchar(32) not null,
        resource_message varchar(255) not null,
        requires_subscription boolean not null default true,
        description text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      insert into notification_events (name, humanized_name, resource_type, resource_message, description) values
        ('order.created', 'Order created', 'order', 'created', 'An order was created (singly, in bulk, or by the sandbox).'),
        ('order.updated', 'Order updated', 'order', 'updated', 'An order''s fields or lines were changed by a caller.'),
        ('order.status_changed', 'Order status changed', 'order', 'status changed', 'An order''s status changed, by a caller''s action, allocation, or the sandbox''s simulated processing; details carry from_status and to_status.'),
        ('order.shipped', 'Order shipped', 'order', 'shipped', 'An order was packed and shipped: its package, tracking number and ship cost are set.'),
        ('order.cancelled', 'Order cancelled', 'order', 'cancelled', 'An order was cancelled and the stock it held released.'),
        ('order.attention', 'Order attention', 'order', 'needs attention', 'An order was created or changed into a hold someone must lift before it can ship: its shipping address is not verified (it still says Processing). details carry reason (address_unverified) and address_message.'),
        ('item.created', 'Item created', 'item', 'created', 'An item (or bundle) was created.'),
        ('item.updated', 'Item updated', 'item', 'updated', 'An item''s own fields were changed by a caller.'),
        ('item.inventory_changed', 'Item inventory changed', 'item', 'inventory changed', 'An item''s on-hand, sellable or published quantity changed: receiving, adjustments, allocation, release or shipping.'),
        ('item.low_inventory', 'Item low inventory', 'item', 'low inventory', 'An item''s sellable quantity fell to or below its low_inventory_threshold.'),
        ('shipnotice.created', 'Shipnotice created', 'shipnotice', 'created', 'A ship notice was created.'),
        ('shipnotice.received', 'Shipnotice received', 'shipnotice', 'received', 'Stock on a ship notice was received (by the warehouse or the sandbox).'),
        ('consumer_return.created', 'Consumer return created', 'consumer_return', 'created', 'A consumer return was announced (by a caller or the sandbox).'),
        ('consumer_return.received', 'Consumer return received', 'consumer_return', 'received', 'Returned goods arrived and were put back into stock (good units sellable, damaged ones to the damaged role).');

      create table notification_subscriptions (
        id serial primary key,
        customer_id int not null references customers(id),
        notification_event_id int not null references notification_events(id),
        user_id int,
        notification_type varchar(32) not null default 'webhook',
        endpoint varchar(2048) not null,
        active boolean not null default true,
        version int not null default 2,
        -- The HMAC key deliveries are signed with (see events/webhooks): kept readable, as it must be to sign.
        secret varchar(255) not null,
        consecutive_failures int not null default 0,
        deactivated_at timestamptz,
        discarded_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index notification_subscriptions_event_idx on notification_subscriptions(customer_id, notification_event_id) where discarded_at is null;

      -- A connected shop's sync endpoint: fulfillment notifications and inventory updates go there.
      alter table shops add column sync_url varchar(2048), add column sync_secret varchar(255);

      -- One event to one endpoint (a subscription's, or a shop's sync): its state and the attempts made.
      create table webhook_deliveries (
        id bigserial primary key,
        customer_id int not null references customers(id),
        event_id bigint not null references events(id),
        subscription_id int references notification_subscriptions(id),
        shop_id int references shops(id),
        endpoint varchar(2048) not null,
        status varchar(16) not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
        attempts int not null default 0,
        next_attempt_at timestamptz not null default now(),
        -- A worker's lease while it posts: another instance does not take the delivery meanwhile.
        locked_until timestamptz,
        last_status_code int,
        last_error text,
        delivered_at timestamptz,
        redelivery_of bigint references webhook_deliveries(id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((subscription_id is null) <> (shop_id is null))
      );
      create index webhook_deliveries_due_idx on webhook_deliveries(next_attempt_at) where status = 'pending';
      create index webhook_deliveries_subscription_idx on webhook_deliveries(subscription_id, id);
      create index webhook_deliveries_event_idx on webhook_deliveries(event_id);

      create table webhook_delivery_attempts (
        id bigserial primary key,
        delivery_id bigint not null references webhook_deliveries(id),
        attempt int not null,
        status_code int,
        error text,
        duration_ms int not null,
        created_at timestamptz not null default now()
      );
      create index webhook_delivery_attempts_delivery_idx on webhook_delivery_attempts(delivery_id, attempt);
    `);
  }
}
