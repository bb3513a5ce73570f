import { Migration } from '@mikro-orm/migrations';

/**
 * Retention (src/retention/): what the pruner has removed so far, per table, so a reader can tell
 * "pruned" from "never existed" (an events after_id below the events' pruned_through is refused);
 * delivery attempts go with their delivery and a redelivery outlives its original; a finished bulk
 * job records when its resources' inputs were dropped.
 */
export class Migration20261124000001_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table retention_state (
        name varchar(64) primary key,
        pruned_through bigint not null default 0,
        rows_pruned bigint not null default 0,
        last_pruned_at timestamptz
      );
      insert into retention_state (name) values ('events'), ('webhook_deliveries'), ('idempotency_keys'), ('order_bulk_resources');

      alter table webhook_delivery_attempts drop constraint webhook_delivery_attempts_delivery_id_fkey,
        add constraint webhook_delivery_attempts_delivery_id_fkey foreign key (delivery_id) references webhook_deliveries(id) on delete cascade;
      alter table webhook_deliveries drop constraint webhook_deliveries_redelivery_of_fkey,
        add constraint webhook_deliveries_redelivery_of_fkey foreign key (redelivery_of) references webhook_deliveries(id) on delete set null;

      alter table order_bulk_jobs add column resources_pruned_at timestamptz;
      create index order_bulk_jobs_prunable_idx on order_bulk_jobs(finished_at) where status = 'completed' and resources_pruned_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index order_bulk_jobs_prunable_idx;
      alter table order_bulk_jobs drop column resources_pruned_at;
      alter table webhook_deliveries drop constraint webhook_deliveries_redelivery_of_fkey,
        add constraint webhook_deliveries_redelivery_of_fkey foreign key (redelivery_of) references webhook_deliveries(id);
      alter table webhook_delivery_attempts drop constraint webhook_delivery_attempts_delivery_id_fkey,
        add constraint webhook_delivery_attempts_delivery_id_fkey foreign key (delivery_id) references webhook_deliveries(id);
      drop table retention_state;
    `);
  }
}
