import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook management on top of migration 5's tables: test deliveries, which carry their own body
 * (a sample event marked "test") and may have no outbox event behind them, and the net under the
 * service's duplicate check for two racing subscription creates, and the indexes that keep each
 * endpoint's deliveries in order cheap.
 */
export class Migration20261120000006_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table webhook_deliveries
        alter column event_id drop not null,
        add column test boolean not null default false,
        -- The exact body a test delivery posts; other deliveries build theirs from the event.
        add column body jsonb,
        add constraint webhook_deliveries_event_or_body check (event_id is not null or body is not null);

      -- Deliveries to one endpoint go out in order: a delivery waits for earlier pending ones of its target.
      create index webhook_deliveries_pending_subscription_idx on webhook_deliveries(subscription_id, id) where status = 'pending' and not test;
      create index webhook_deliveries_pending_shop_idx on webhook_deliveries(shop_id, id) where status = 'pending' and not test;

      -- One live subscription per customer, event and endpoint (md5: endpoints run to 2048 characters).
      create unique index notification_subscriptions_live_uniq
        on notification_subscriptions(customer_id, notification_event_id, md5(endpoint)) where discarded_at is null;
    `);
  }
}
