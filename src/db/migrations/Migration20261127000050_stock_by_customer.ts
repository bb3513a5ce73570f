import { Migration } from '@mikro-orm/migrations';

/**
 * Stock by its customer: `stock_at_risk` for a merchant reads its own stock rows (domain/insights),
 * which no index found, so each request scanned every tenant's (2,000 of 20,000 rows at scale 1: with
 * this index and the items' own tenant condition, 48 → 8 ms; BENCHMARKS.md, fourth session).
 */
export class Migration20261127000050_stock_by_customer extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index stock_customer_idx on stock (customer_id, item_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index stock_customer_idx;');
  }
}
