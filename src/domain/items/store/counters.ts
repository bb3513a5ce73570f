import type { Db } from '../../../db/store';
import { pgArray } from '../../../db/sql';
import { SHIPNOTICE_COMPLETED } from '../../common/inbound';
import { SELLABLE_ROLES } from '../../warehouses/entities';
import { Item } from '../entities';
import { MAX_UNITS } from '../units';
import { bundleLeaves, bundlesAbove } from '../bundle-sql';
import { shippable } from '../shippable';

/**
 * The stored counters of items (quantity, sellable_quantity, published_quantity): only written
 * here, from the stock rows, in SQL (the entity maps them read-only), and what an item's inventory
 * says about changes to the item itself.
 */

/**
 * Writes fresh counters (a `fresh(id, q, s, p, old_s)` relation) into items, bumping updated_at
 * only where they changed, and records items whose sellable stock fell to their low-inventory
 * threshold. Returns the rows that changed.
 */
const WRITE_COUNTERS = `
  updated as (
    update items set quantity = f.q, sellable_quantity = f.s, published_quantity = f.p, updated_at = now()
    from fresh f
    where items.id = f.id and (items.quantity, items.sellable_quantity, items.published_quantity) is distinct from (f.q, f.s, f.p)
    returning items.id, items.customer_id, items.quantity, items.sellable_quantity, items.published_quantity, items.low_inventory_threshold, items.is_bundle, f.old_s
  ),
  crossed as (
    insert into low_inventory_crossings (customer_id, item_id, quantity, threshold)
    select customer_id, id, sellable_quantity, low_inventory_threshold from updated
    where low_inventory_threshold is not null and old_s > low_inventory_threshold and sellable_quantity <= low_inventory_threshold
    returning item_id, threshold
  )
  select u.id, u.customer_id, u.quantity, u.sellable_quantity, u.published_quantity, u.old_s, c.threshold
  from updated u left join crossed c on c.item_id = u.id
  order by u.is_bundle, u.id`;

/** Whether a warehouse_item_counters row is low (at or under its threshold, above 0) and out, as 0 or 1. */
const STOCK_STATE = '(sellable > 0 and sellable <= coalesce(low_inventory_threshold, -1))::int as low, (sellable <= 0)::int as out';

/**
 * The items' sellable units per warehouse (`at_warehouse`) into warehouse_item_counters (migration
 * 20261127000070): a row per item and warehouse with stock rows in a sellable role, written only
 * where it changed, and gone once the item has no such rows there; and into warehouse_stock_tallies
 * (migration 20261127000090) the change in items stocked, low and out per customer and warehouse
 * between the rows replaced (read in the statement's snapshot, before its writes) and those written.
 * Data-modifying parts of the counters' statement: they run with it, under the same item locks.
 */
const WRITE_WAREHOUSE_COUNTERS = `
  warehouse_fresh as (
    select a.item_id, a.warehouse_id, i.customer_id, a.sellable::int as sellable, i.low_inventory_threshold
    from at_warehouse a join items i on i.id = a.item_id
  ),
  warehouse_prior as (
    select c.item_id, c.warehouse_id, c.customer_id, c.sellable, c.low_inventory_threshold
    from warehouse_item_counters c where c.item_id = any(array(select id from targets))
  ),
  warehouse_written as (
    insert into warehouse_item_counters as c (item_id, warehouse_id, customer_id, sellable, low_inventory_threshold)
    select item_id, warehouse_id, customer_id, sellable, low_inventory_threshold from warehouse_fresh
    on conflict (item_id, warehouse_id) do update set sellable = excluded.sellable, low_inventory_threshold = excluded.low_inventory_threshold
    where (c.sellable, c.low_inventory_threshold) is distinct from (excluded.sellable, excluded.low_inventory_threshold)
  ),
  warehouse_emptied as (
    delete from warehouse_item_counters c
    where c.item_id = any(array(select id from targets))
      and not exists (select 1 from at_warehouse a where a.item_id = c.item_id and a.warehouse_id = c.warehouse_id)
  ),
  warehouse_tallied as (
    insert into warehouse_stock_tallies (customer_id, warehouse_id, items_stocked, items_low, items_out)
    select customer_id, warehouse_id, sum(n), sum(n * low), sum(n * out)
    from (
      select customer_id, warehouse_id, 1 as n, ${STOCK_STATE} from warehouse_fresh
      union all
      select customer_id, warehouse_id, -1, ${STOCK_STATE} from warehouse_prior
    ) d
    group by 1, 2
    having sum(n) <> 0 or sum(n * low) <> 0 or sum(n * out) <> 0
  ),`;

/**
 * Fresh counters of the items and of every bundle above them, as `fresh(id, q, s, p, old_s)`.
 * Plain items: on hand and sellable in sellable roles, of stock that may ship (shippable.ts: lots
 * inside the item's expiration_period count in neither); published adds open inbound when the item
 * asks for it, counted up to MAX_UNITS (ship notices announce up to that much each). Bundles: each is
 * flattened to its leaf items with the total needed per bundle, and can be made as often as its
 * scarcest leaf allows, reading the leaves' fresh counters where this statement recomputes them.
 */
const FRESH_COUNTERS = `
  with recursive ${bundlesAbove('select unnest(?::int[])')},
  bundles as (select id from items where id = any(array(select id from up)) and is_bundle),
  ${bundleLeaves('select id from bundles')},
  targets as (select id from items where id = any(?::int[]) and not is_bundle),
  at_warehouse as (
    select s.item_id, l.warehouse_id,
           coalesce(sum(s.quantity) filter (where ${shippable('lot', 'si')}), 0) as quantity,
           coalesce(sum(s.quantity - s.committed) filter (where ${shippable('lot', 'si')}), 0) as sellable
    from stock s join locations l on l.id = s.location_id join items si on si.id = s.item_id left join lots lot on lot.id = s.lot_id
    where s.item_id = any(array(select id from targets)) and l.role = any(?::text[])
    group by s.item_id, l.warehouse_id
  ),
  on_hand as (select item_id, sum(quantity) as quantity, sum(sellable) as sellable from at_warehouse group by item_id),
  inbound as (
    select si.item_id, sum(greatest(si.quantity - si.quantity_good - si.quantity_damaged, 0)) as inbound
    from shipnotice_items si join shipnotices sn on sn.id = si.shipnotice_id
    where si.item_id = any(array(select id from targets)) and sn.status < ${SHIPNOTICE_COMPLETED} and si.include_in_published
    group by si.item_id
  ),
  plain as (
    select i.id, coalesce(o.quantity, 0)::int as q, coalesce(o.sellable, 0)::int as s,
           least(coalesce(o.sellable, 0) + case when i.include_inbound_in_published then coalesce(n.inbound, 0) else 0 end, ${MAX_UNITS})::int as p,
           i.sellable_quantity as old_s
    from items i left join on_hand o on o.item_id = i.id left join inbound n on n.item_id = i.id
    where i.id = any(array(select id from targets))
  ),
  leaf as (
    select i.id, coalesce(p.s, i.sellable_quantity) as s, coalesce(p.p, i.published_quantity) as p
    from items i left join plain p on p.id = i.id where i.id = any(array(select item_id from leaves))
  ),
  fresh as (
    select * from plain
    union all
    select b.id,
           coalesce(min(greatest(f.s, 0) / l.need), 0)::int as q,
           coalesce(min(greatest(f.s, 0) / l.need), 0)::int as s,
           coalesce(min(greatest(f.p, 0) / l.need), 0)::int as p,
           bi.sellable_quantity as old_s
    from bundles b join items bi on bi.id = b.id
    left join leaves l on l.root = b.id left join leaf f on f.id = l.item_id
    group by b.id, bi.sellable_quantity
  ),
  ${WRITE_WAREHOUSE_COUNTERS}`;

export interface CounterRow {
  id: number;
  customer_id: number;
  quantity: number;
  sellable_quantity: number;
  published_quantity: number;
  old_s: number;
  /** Set when sellable stock just fell to the item's low-inventory threshold. */
  threshold: number | null;
}

/**
 * Recomputes quantity, sellable and published counters of the items and of every bundle that
 * contains them, and brings any copies already loaded in this EntityManager up to date. Returns
 * the items whose counters moved, components before bundles.
 */
export async function writeFreshCounters(ctx: Db, itemIds: number[]): Promise<CounterRow[]> {
  const { em } = ctx;
  const rows = await em.execute<CounterRow[]>(`${FRESH_COUNTERS}${WRITE_COUNTERS}`, [pgArray(itemIds), pgArray(itemIds), pgArray(SELLABLE_ROLES)]);
  for (const row of rows) {
    const loaded = em.getUnitOfWork().getById<Item>(Item.name, row.id);
    if (!loaded) continue;
    // Counters are read-only in the entity (see items/entities.ts): no flush writes them back.
    Object.assign(loaded, { quantity: row.quantity, sellable_quantity: row.sellable_quantity, published_quantity: row.published_quantity });
  }
  return rows;
}

export interface InventoryFacts {
  /** Units on the item's own stock rows, in any role. */
  on_hand: number;
  /** How many components the item has (it is a bundle with contents). */
  components: number;
  /** Whether the item has any stock history, announced lines or bundle links. */
  has_history: boolean;
}

/** What an item's inventory already says about it, in one statement: what a change to the item itself must respect. */
export async function inventoryFacts(ctx: Db, itemId: number): Promise<InventoryFacts> {
  const [facts] = await ctx.em.execute<InventoryFacts[]>(
    `select (select coalesce(sum(quantity), 0) from stock where item_id = ?)::int as on_hand,
            (select count(*) from bundle_items where parent_item_id = ?)::int as components,
            exists (select 1 from item_transactions where item_id = ?)
              or exists (select 1 from shipnotice_items where item_id = ?)
              or exists (select 1 from bundle_items where item_id = ? or parent_item_id = ?) as has_history`,
    [itemId, itemId, itemId, itemId, itemId, itemId],
  );
  return facts;
}
