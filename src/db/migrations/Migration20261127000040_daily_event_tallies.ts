import { Migration } from '@mikro-orm/migrations';

/**
 * Order events tallied per day (UTC) as well as per hour, so a month of daily throughput sums about
 * thirty rows per customer and kind instead of some 720 (30 days as staff at scale 1: 12,223 hour rows,
 * 22 ms; BENCHMARKS.md, issue 31). Same shape and upkeep as event_tallies (migration 20261127000030):
 * the events trigger appends a delta row per day beside the one per hour, in the writing transaction,
 * and the compaction folds both. A read takes whole days from here, whole hours at a range's ends from
 * event_tallies, and partial hours from the events.
 */
export class Migration20261127000040_daily_event_tallies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table event_day_tallies (
        customer_id int not null,
        kind varchar(64) not null,
        day timestamptz not null,
        events int not null,
        compacted boolean not null default false
      );
      create unique index event_day_tallies_key_idx on event_day_tallies (customer_id, kind, day) where compacted;
      create index event_day_tallies_customer_idx on event_day_tallies (customer_id, day);
      create index event_day_tallies_day_idx on event_day_tallies (day);

      create or replace function event_tallies_added() returns trigger language plpgsql as $$
      begin
        insert into event_tallies (customer_id, kind, hour, events)
        select customer_id, kind, date_trunc('hour', created_at, 'UTC'), count(*)
        from changed where kind in ('order.created', 'order.shipped', 'order.cancelled', 'consumer_return.received')
        group by 1, 2, 3;
        insert into event_day_tallies (customer_id, kind, day, events)
        select customer_id, kind, date_trunc('day', created_at, 'UTC'), count(*)
        from changed where kind in ('order.created', 'order.shipped', 'order.cancelled', 'consumer_return.received')
        group by 1, 2, 3;
        return null;
      end $$;

      -- Counted from the hour tallies, not the events: retention may have pruned events they still count.
      -- The events table is locked first, as the trigger's writers lock it, so no delta lands in between.
      lock table events in share mode;
      insert into event_day_tallies (customer_id, kind, day, events, compacted)
      select customer_id, kind, date_trunc('day', hour, 'UTC'), sum(events), true
      from event_tallies group by 1, 2, 3;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function event_tallies_added() returns trigger language plpgsql as $$
      begin
        insert into event_tallies (customer_id, kind, hour, events)
        select customer_id, kind, date_trunc('hour', created_at, 'UTC'), count(*)
        from changed where kind in ('order.created', 'order.shipped', 'order.cancelled', 'consumer_return.received')
        group by 1, 2, 3;
        return null;
      end $$;
      drop table event_day_tallies;
    `);
  }
}
