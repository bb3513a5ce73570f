import { Migration } from '@mikro-orm/migrations';

/**
 * Order lines by their customer: a search through lines (db/list/association-scope.ts) now carries
 * the tenant into its subquery, and this index lets it read only the tenant's lines (a merchant's
 * line search at scale 1: 111–136 → 21 ms; BENCHMARKS.md, fourth session).
 */
export class Migration20261127000060_order_items_by_customer extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index order_items_customer_idx on order_items (customer_id, order_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index order_items_customer_idx;');
  }
}
