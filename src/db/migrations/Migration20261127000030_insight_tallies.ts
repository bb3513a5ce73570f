import { Migration } from '@mikro-orm/migrations';

/**
 * Tallies for the dashboard's aggregates (domain/insights): orders counted by what orders_summary
 * groups and counts them by, and the order events order_throughput counts, each per hour (UTC) of
 * created_at, so a staff summary over 100,000 orders sums a few hundred rows instead of reading
 * every order and line (36 ms → well under the issue's few milliseconds; BENCHMARKS.md, issue 31).
 *
 * Insert-only deltas, never a counter row updated in place: every write appends +n/−n rows in its
 * own transaction, so a tally commits with the write it counts and concurrent writers never wait on
 * one another (a shared counter row would serialize them, the way the outbox lock did until issue 30).
 * Reads sum the rows; the compaction sweep (insights/tallies.ts) folds the deltas into one compacted
 * row per key. The tables have no foreign keys on purpose: a key check would lock the customer's row
 * (FOR KEY SHARE) in every write, a shared row again.
 *
 * Triggers write the deltas, so every path that writes orders, lines or events is counted, set-based
 * ones included (bulk creates, the sandbox and bench seeds, a test's UPDATE): inserts and deletes
 * per statement from their transition tables (one grouped insert for 10,000 rows), updates per row,
 * and only when a counted column changes (the WHEN clause is checked without calling the function).
 * A line's units are counted under its order's keys as the order is when the line is written: every
 * writer of lines locks the order first (orders/service.ts lockOrderForChange), as every status change
 * does (orders/machine.ts), so a line and a status change of one order never cross. Order throughput
 * counts the four kinds insights/store.ts THROUGHPUT_KINDS names; the event tallies are not
 * decremented when retention prunes events, so the chart reaches back further than the outbox.
 *
 * Existing rows are counted as compacted tallies, in this migration's transaction, after the
 * triggers exist: the triggers' lock on the tables keeps writers out until both are in place.
 */
export class Migration20261127000030_insight_tallies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table order_tallies (
        customer_id int not null,
        warehouse_id int,
        shipping_method_id int,
        status int not null,
        -- Neither address_verified nor skip_address_verification: held for its address while in a status that may be.
        unverified boolean not null,
        hour timestamptz not null,
        orders int not null,
        units bigint not null,
        compacted boolean not null default false
      );
      -- The compaction's upsert target: one compacted row per key (nulls are keys too).
      create unique index order_tallies_key_idx on order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour) nulls not distinct where compacted;
      create index order_tallies_customer_idx on order_tallies (customer_id, hour);
      -- Compacted keys left at zero (every order moved on): found without a scan, and deleted.
      create index order_tallies_empty_idx on order_tallies (customer_id) where compacted and orders = 0 and units = 0;

      create table event_tallies (
        customer_id int not null,
        kind varchar(64) not null,
        hour timestamptz not null,
        events int not null,
        compacted boolean not null default false
      );
      create unique index event_tallies_key_idx on event_tallies (customer_id, kind, hour) where compacted;
      create index event_tallies_customer_idx on event_tallies (customer_id, hour);
      create index event_tallies_hour_idx on event_tallies (hour);

      -- The partial hours at a range's ends are counted from the rows themselves.
      create index orders_created_idx on orders (created_at);
      create index events_created_idx on events (created_at);

      create function order_tallies_added() returns trigger language plpgsql as $$
      begin
        insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units)
        select customer_id, warehouse_id, shipping_method_id, status, not address_verified and not skip_address_verification,
               date_trunc('hour', created_at, 'UTC'), case when tg_op = 'INSERT' then count(*) else -count(*) end, 0
        from changed group by 1, 2, 3, 4, 5, 6;
        return null;
      end $$;
      create trigger order_tallies_inserted after insert on orders referencing new table as changed
        for each statement execute function order_tallies_added();
      -- An order's lines go before it (order_items references orders): their units are gone already.
      create trigger order_tallies_deleted after delete on orders referencing old table as changed
        for each statement execute function order_tallies_added();

      -- The order leaves its old keys and joins its new ones, with its lines' units.
      create function order_tallies_moved() returns trigger language plpgsql as $$
      declare
        units bigint := (select coalesce(sum(quantity), 0) from order_items where order_id = new.id);
      begin
        insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units) values
          (old.customer_id, old.warehouse_id, old.shipping_method_id, old.status, not old.address_verified and not old.skip_address_verification,
           date_trunc('hour', old.created_at, 'UTC'), -1, -units),
          (new.customer_id, new.warehouse_id, new.shipping_method_id, new.status, not new.address_verified and not new.skip_address_verification,
           date_trunc('hour', new.created_at, 'UTC'), 1, units);
        return null;
      end $$;
      create trigger order_tallies_updated after update on orders for each row
        when ((old.customer_id, old.warehouse_id, old.shipping_method_id, old.status, old.address_verified or old.skip_address_verification, old.created_at)
              is distinct from (new.customer_id, new.warehouse_id, new.shipping_method_id, new.status, new.address_verified or new.skip_address_verification, new.created_at))
        execute function order_tallies_moved();

      create function order_tallies_lines() returns trigger language plpgsql as $$
      begin
        insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units)
        select o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification,
               date_trunc('hour', o.created_at, 'UTC'), 0, case when tg_op = 'INSERT' then sum(l.quantity) else -sum(l.quantity) end
        from changed l join orders o on o.id = l.order_id group by 1, 2, 3, 4, 5, 6;
        return null;
      end $$;
      create trigger order_tallies_lines_inserted after insert on order_items referencing new table as changed
        for each statement execute function order_tallies_lines();
      create trigger order_tallies_lines_deleted after delete on order_items referencing old table as changed
        for each statement execute function order_tallies_lines();

      create function order_tallies_line_changed() returns trigger language plpgsql as $$
      begin
        insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units)
        select o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification,
               date_trunc('hour', o.created_at, 'UTC'), 0, case when o.id = new.order_id then new.quantity else 0 end - case when o.id = old.order_id then old.quantity else 0 end
        from orders o where o.id in (old.order_id, new.order_id);
        return null;
      end $$;
      create trigger order_tallies_line_updated after update on order_items for each row
        when ((old.order_id, old.quantity) is distinct from (new.order_id, new.quantity))
        execute function order_tallies_line_changed();

      create function event_tallies_added() returns trigger language plpgsql as $$
      begin
        insert into event_tallies (customer_id, kind, hour, events)
        select customer_id, kind, date_trunc('hour', created_at, 'UTC'), count(*)
        from changed where kind in ('order.created', 'order.shipped', 'order.cancelled', 'consumer_return.received')
        group by 1, 2, 3;
        return null;
      end $$;
      create trigger event_tallies_inserted after insert on events referencing new table as changed
        for each statement execute function event_tallies_added();

      insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units, compacted)
      select o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification,
             date_trunc('hour', o.created_at, 'UTC'), count(*), coalesce(sum(l.units), 0), true
      from orders o left join (select order_id, sum(quantity) as units from order_items group by 1) l on l.order_id = o.id
      group by 1, 2, 3, 4, 5, 6;
      insert into event_tallies (customer_id, kind, hour, events, compacted)
      select customer_id, kind, date_trunc('hour', created_at, 'UTC'), count(*), true
      from events where kind in ('order.created', 'order.shipped', 'order.cancelled', 'consumer_return.received')
      group by 1, 2, 3;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger event_tallies_inserted on events;
      drop trigger order_tallies_line_updated on order_items;
      drop trigger order_tallies_lines_deleted on order_items;
      drop trigger order_tallies_lines_inserted on order_items;
      drop trigger order_tallies_updated on orders;
      drop trigger order_tallies_deleted on orders;
      drop trigger order_tallies_inserted on orders;
      drop function event_tallies_added, order_tallies_line_changed, order_tallies_lines, order_tallies_moved, order_tallies_added;
      drop index events_created_idx;
      drop index orders_created_idx;
      drop table event_tallies;
      drop table order_tallies;
    `);
  }
}
