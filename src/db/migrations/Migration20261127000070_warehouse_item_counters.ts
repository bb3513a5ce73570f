import { Migration } from '@mikro-orm/migrations';

/**
 * Each item's sellable units per warehouse, kept beside the item's own counters: `stock_at_risk`
 * (domain/insights) counted them from every stock row, joined to locations, items and lots, on each
 * request (16–90 ms as staff at scale 1, one judgment per item and warehouse); it now counts these
 * rows (BENCHMARKS.md, fifth session).
 *
 * Written where items.sellable_quantity is, by the one statement that recomputes an item's counters
 * (items/store/counters.ts), under the item's row lock every writer of stock takes: a row per item
 * and warehouse with stock rows in a sellable role, its sellable units (less committed, lots that
 * may ship) and the item's low_inventory_threshold. The threshold is copied so the staff aggregate
 * reads one table; a trigger follows the item's changes of it (which lock the item row too). Like
 * the item counters, the rows follow lots coming inside their expiration_period when the expiry
 * sweep (inventory/expiry.ts) recomputes those items.
 *
 * No foreign key to warehouses: its check would take a key-share lock on the warehouse's row in every
 * allocation, one row shared by every writer of the warehouse.
 */
export class Migration20261127000070_warehouse_item_counters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table warehouse_item_counters (
        item_id int not null references items (id) on delete cascade,
        warehouse_id int not null,
        customer_id int not null,
        sellable int not null,
        low_inventory_threshold int,
        primary key (item_id, warehouse_id)
      );
      create index warehouse_item_counters_customer_idx on warehouse_item_counters (customer_id, warehouse_id);

      create function warehouse_item_threshold() returns trigger language plpgsql as $$
      begin
        update warehouse_item_counters set low_inventory_threshold = new.low_inventory_threshold where item_id = new.id;
        return null;
      end $$;
      create trigger warehouse_item_threshold after update of low_inventory_threshold on items for each row
        when (old.low_inventory_threshold is distinct from new.low_inventory_threshold)
        execute function warehouse_item_threshold();

      insert into warehouse_item_counters (item_id, warehouse_id, customer_id, sellable, low_inventory_threshold)
      select i.id, l.warehouse_id, i.customer_id, coalesce(sum(s.quantity - s.committed) filter (where lot.expires_on is null or lot.expires_on > current_date + coalesce(i.expiration_period, 0)), 0)::int, i.low_inventory_threshold
      from stock s join locations l on l.id = s.location_id join items i on i.id = s.item_id left join lots lot on lot.id = s.lot_id
      where l.role in ('pickable', 'backstock')
      group by i.id, l.warehouse_id;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop trigger warehouse_item_threshold on items;
      drop function warehouse_item_threshold;
      drop table warehouse_item_counters;
    `);
  }
}
