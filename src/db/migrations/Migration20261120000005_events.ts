import { Migration } from '@mikro-orm/migrations';
import { EVENT_KINDS } from '../../events/catalog';

const humanize = (name: string) => name.replace(/[._]/g, ' ').replace(/^./, (c) => c.toUpperCase());
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Events: the outbox every state change appends to in its own transaction, the notification
 * catalog and webhook subscriptions of the original API, and the webhook delivery log.
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
      ${EVENT_KINDS.map((k) => `(${[k.name, humanize(k.name), k.resource_type, k.resource_message, k.description].map(literal).join(', ')})`).join(',\n      ')};

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
