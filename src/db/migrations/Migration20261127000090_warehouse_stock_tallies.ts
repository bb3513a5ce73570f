import { Migration } from '@mikro-orm/migrations';

/**
 * Items stocked, low and out per customer and warehouse, as tallies: `stock_at_risk` counted them
 * from warehouse_item_counters (migration 20261127000070), a row per item and warehouse, so a staff
 * read grew with the items (3 ms at 20,000, 11 ms at 98,000; BENCHMARKS.md, fifth session). It now
 * sums a row per customer and warehouse.
 *
 * The same upkeep as the other tallies (migration 20261127000030): insert-only deltas, folded by the
 * compaction sweep, so concurrent writers never wait on a shared counter row. The statement that writes
 * an item's per-warehouse counters (items/store/counters.ts) appends what changed between the rows it
 * replaces and the ones it writes; the threshold trigger appends what a new threshold changes. Both run
 * under the item's row lock, so the rows they compare are not moving under them.
 */
export class Migration20261127000090_warehouse_stock_tallies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table warehouse_stock_tallies (
        customer_id int not null,
        warehouse_id int not null,
        items_stocked int not null,
        items_low int not null,
        items_out int not null,
        compacted boolean not null default false
      );
      create unique index warehouse_stock_tallies_key_idx on warehouse_stock_tallies (customer_id, warehouse_id) where compacted;
      create index warehouse_stock_tallies_customer_idx on warehouse_stock_tallies (customer_id, warehouse_id);

      create or replace function warehouse_item_threshold() returns trigger language plpgsql as $$
      begin
        with changed as (
          update warehouse_item_counters set low_inventory_threshold = new.low_inventory_threshold where item_id = new.id
          returning customer_id, warehouse_id, sellable
        )
        insert into warehouse_stock_tallies (customer_id, warehouse_id, items_stocked, items_low, items_out)
        select customer_id, warehouse_id, 0, low, 0 from (
          select customer_id, warehouse_id,
                 count(*) filter (where sellable > 0 and sellable <= new.low_inventory_threshold)
                 - count(*) filter (where sellable > 0 and sellable <= old.low_inventory_threshold) as low
          from changed group by 1, 2
        ) d where low <> 0;
        return null;
      end $$;

      lock table warehouse_item_counters in share mode;
      insert into warehouse_stock_tallies (customer_id, warehouse_id, items_stocked, items_low, items_out, compacted)
      select customer_id, warehouse_id, count(*),
             count(*) filter (where sellable > 0 and sellable <= low_inventory_threshold), count(*) filter (where sellable <= 0), true
      from warehouse_item_counters group by 1, 2;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function warehouse_item_threshold() returns trigger language plpgsql as $$
      begin
        update warehouse_item_counters set low_inventory_threshold = new.low_inventory_threshold where item_id = new.id;
        return null;
      end $$;
      drop table warehouse_stock_tallies;
    `);
  }
}
