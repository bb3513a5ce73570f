import { Migration } from '@mikro-orm/migrations';

/**
 * Webhook deliveries wait only for earlier ones about the same resource to the same endpoint URL
 * (src/events/webhooks/delivery.ts), not for every earlier one of their subscription or shop: each
 * delivery carries its event's resource, and one index finds a delivery's predecessors in its line.
 * The per-target indexes that served the old rule go.
 */
export class Migration20261125000050_webhook_resource_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table webhook_deliveries add column resource_type varchar(32), add column resource_id int;
      update webhook_deliveries d set resource_type = e.resource_type, resource_id = e.resource_id from events e where e.id = d.event_id;

      drop index webhook_deliveries_pending_subscription_idx;
      drop index webhook_deliveries_pending_shop_idx;
      -- md5: endpoints run to 2048 characters, past what a btree entry holds.
      create index webhook_deliveries_pending_line_idx
        on webhook_deliveries(md5(endpoint), resource_type, resource_id, id) where status = 'pending' and not test;
    `);
  }
}
