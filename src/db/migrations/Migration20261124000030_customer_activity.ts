import { Migration } from '@mikro-orm/migrations';

/**
 * A customer is active or deactivated (staff's `deactivate` / `activate` actions, as the original's
 * Customer shows `active`, `activated_at`, `deactivated_at`): a deactivated one gets no new resources.
 */
export class Migration20261124000030_customer_activity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table customers
        add column active boolean not null default true,
        add column activated_at timestamptz,
        add column deactivated_at timestamptz;
      update customers set activated_at = created_at;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('alter table customers drop column active, drop column activated_at, drop column deactivated_at;');
  }
}
