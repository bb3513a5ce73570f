import { Migration } from '@mikro-orm/migrations';

/**
 * Each order's units (the sum of its lines' quantities) on the order row, kept by the triggers that
 * already tally lines (migration 20261127000030): `orders_summary` over a search read every line of
 * the orders found to sum their units (a staff search matching all 100,000 orders at scale 1: 230 of
 * its 520 ms; BENCHMARKS.md, fifth session); it now sums the column. The status-change trigger reads
 * it as well, instead of summing the order's lines on each change.
 *
 * Every writer of lines locks the order first (orders/service.ts lockOrderForChange), so the row
 * update adds no wait a line write did not already have. The entity maps the column read-only (a
 * lazy formula): no flush of an order writes it back.
 *
 * Also: the events trigger reads its transition table once for both tallies (hour and day), not once
 * per insert as migration 20261127000040 wrote it.
 */
export class Migration20261127000080_order_units extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table orders add column units bigint not null default 0;
      update orders o set units = l.units
      from (select order_id, sum(quantity) as units from order_items group by 1) l
      where l.order_id = o.id;

      create or replace function order_tallies_moved() returns trigger language plpgsql as $$
      begin
        insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units) values
          (old.customer_id, old.warehouse_id, old.shipping_method_id, old.status, not old.address_verified and not old.skip_address_verification,
           date_trunc('hour', old.created_at, 'UTC'), -1, -old.units),
          (new.customer_id, new.warehouse_id, new.shipping_method_id, new.status, not new.address_verified and not new.skip_address_verification,
           date_trunc('hour', new.created_at, 'UTC'), 1, new.units);
        return null;
      end $$;

      create or replace function order_tallies_lines() returns trigger language plpgsql as $$
      begin
        with lines as (
          select order_id, case when tg_op = 'INSERT' then sum(quantity) else -sum(quantity) end as units from changed group by 1
        ),
        tallied as (
          insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units)
          select o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification,
                 date_trunc('hour', o.created_at, 'UTC'), 0, sum(l.units)
          from lines l join orders o on o.id = l.order_id group by 1, 2, 3, 4, 5, 6
        )
        update orders o set units = o.units + l.units from lines l where o.id = l.order_id;
        return null;
      end $$;

      create or replace function order_tallies_line_changed() returns trigger language plpgsql as $$
      begin
        with moved as (
          select o.id, case when o.id = new.order_id then new.quantity else 0 end - case when o.id = old.order_id then old.quantity else 0 end as units,
                 o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification as unverified,
                 date_trunc('hour', o.created_at, 'UTC') as hour
          from orders o where o.id in (old.order_id, new.order_id)
        ),
        tallied as (
          insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units)
          select customer_id, warehouse_id, shipping_method_id, status, unverified, hour, 0, units from moved
        )
        update orders o set units = o.units + m.units from moved m where o.id = m.id;
        return null;
      end $$;

      create or replace function event_tallies_added() returns trigger language plpgsql as $$
      begin
        with counted as (
          select customer_id, kind, created_at from changed
          where kind in ('order.created', 'order.shipped', 'order.cancelled', 'consumer_return.received')
        ),
        hours as (
          insert into event_tallies (customer_id, kind, hour, events)
          select customer_id, kind, date_trunc('hour', created_at, 'UTC'), count(*) from counted group by 1, 2, 3
        )
        insert into event_day_tallies (customer_id, kind, day, events)
        select customer_id, kind, date_trunc('day', created_at, 'UTC'), count(*) from counted group by 1, 2, 3;
        return null;
      end $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function order_tallies_moved() returns trigger language plpgsql as $$
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
      create or replace function order_tallies_lines() returns trigger language plpgsql as $$
      begin
        insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units)
        select o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification,
               date_trunc('hour', o.created_at, 'UTC'), 0, case when tg_op = 'INSERT' then sum(l.quantity) else -sum(l.quantity) end
        from changed l join orders o on o.id = l.order_id group by 1, 2, 3, 4, 5, 6;
        return null;
      end $$;
      create or replace function order_tallies_line_changed() returns trigger language plpgsql as $$
      begin
        insert into order_tallies (customer_id, warehouse_id, shipping_method_id, status, unverified, hour, orders, units)
        select o.customer_id, o.warehouse_id, o.shipping_method_id, o.status, not o.address_verified and not o.skip_address_verification,
               date_trunc('hour', o.created_at, 'UTC'), 0, case when o.id = new.order_id then new.quantity else 0 end - case when o.id = old.order_id then old.quantity else 0 end
        from orders o where o.id in (old.order_id, new.order_id);
        return null;
      end $$;
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
      alter table orders drop column units;
    `);
  }
}
