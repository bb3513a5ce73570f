import { Migration } from '@mikro-orm/migrations';

/**
 * Event positions (src/events/position.ts): each event records the transaction that wrote it, and
 * readers order by (tx_id, id), taking only events no running transaction can still precede, so
 * writers no longer take turns under an advisory lock to make ids follow commit order. The events
 * already written all take this migration's transaction id; among them id order stands, as they were
 * written in commit order. The customer and resource indexes serve the filtered reads in position
 * order. The pruner records the position of the last event it removed: pruned_through_tx beside
 * pruned_through (events only); events pruned before this kept an id prefix, so (0, pruned_through)
 * is their boundary.
 */
export class Migration20261127000010_event_positions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table events add column tx_id xid8 not null default pg_current_xact_id();
      create index events_position_idx on events(tx_id, id);
      drop index events_customer_idx;
      create index events_customer_idx on events(customer_id, tx_id, id);
      drop index events_resource_idx;
      create index events_resource_idx on events(resource_type, resource_id, tx_id, id);
      alter table retention_state add column pruned_through_tx xid8 not null default '0';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table retention_state drop column pruned_through_tx;
      drop index events_resource_idx;
      drop index events_customer_idx;
      alter table events drop column tx_id;
      create index events_customer_idx on events(customer_id, id);
      create index events_resource_idx on events(resource_type, resource_id, id);
    `);
  }
}
