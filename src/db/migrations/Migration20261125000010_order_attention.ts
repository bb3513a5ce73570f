import { Migration } from '@mikro-orm/migrations';

/**
 * The order.attention notification kind (domain/events/catalog.ts): an order created or changed into an
 * address hold. Migration 5 seeds the catalog as it was then; a database migrated before this kind
 * existed gets it here, so webhook subscriptions may name it.
 */
export class Migration20261125000010_order_attention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into notification_events (name, humanized_name, resource_type, resource_message, description) values
        ('order.attention', 'Order attention', 'order', 'needs attention',
         'An order was created or changed into a hold someone must lift before it can ship: its shipping address is not verified (it still says Processing). details carry reason (address_unverified) and address_message.')
      on conflict (name) do nothing;
    `);
  }
}
