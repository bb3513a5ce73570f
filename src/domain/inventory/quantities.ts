import type { EntityManager } from '@mikro-orm/postgresql';
import { SELLABLE_ROLES, Warehouse } from '../warehouses/entities';
import { bundleLeaves } from './bundle-sql';
import { MAX_UNITS } from './units';
import { shippable } from './shippable';
import { pgArray } from '../../db/sql';
import { COMPLETED } from '../shipnotices/entities';

interface WarehouseQuantities {
  quantity: number;
  projected_quantity: number;
  sellable_quantity: number;
}

/** A warehouse as Item.warehouse_quantities lists it: the facility plus one item's quantities there. */
export type WarehouseView = Warehouse & Partial<WarehouseQuantities>;

/**
 * Per item and warehouse: on hand in sellable roles (every unit on the shelf), sellable (less what
 * orders hold, and only stock that may ship: shippable.ts) and projected
 * (sellable plus open inbound, which several large ship notices can take past the largest Int: it
 * counts up to MAX_UNITS). A bundle is flattened to its leaf items and can be made as often as
 * its scarcest leaf allows in that warehouse. Warehouses neither holding nor expecting the item are
 * left out.
 */
const PER_WAREHOUSE = `
  with recursive targets as (select id, is_bundle from items where id = any(?::int[])),
  ${bundleLeaves('select id from targets where is_bundle')},
  needs as (
    select id as root, id as item_id, 1 as need, false as bundle from targets where not is_bundle
    union all
    select root, item_id, need, true from leaves
  ),
  on_hand as (
    select s.item_id, l.warehouse_id, sum(s.quantity) as q, coalesce(sum(s.quantity - s.committed) filter (where ${shippable('lot', 'si')}), 0) as s
    from stock s join locations l on l.id = s.location_id join items si on si.id = s.item_id left join lots lot on lot.id = s.lot_id
    where s.item_id in (select item_id from needs) and l.role = any(?::text[])
    group by 1, 2
  ),
  inbound as (
    select si.item_id, sn.warehouse_id, sum(greatest(si.quantity - si.quantity_good - si.quantity_damaged, 0)) as inbound
    from shipnotice_items si join shipnotices sn on sn.id = si.shipnotice_id
    where si.item_id in (select item_id from needs) and sn.status < ${COMPLETED}
    group by 1, 2
  ),
  places as (select item_id, warehouse_id from on_hand union select item_id, warehouse_id from inbound),
  per_leaf as (
    select n.root, p.warehouse_id, n.need, n.bundle,
           coalesce(o.q, 0) as q, coalesce(o.s, 0) as s, coalesce(o.s, 0) + coalesce(i.inbound, 0) as p
    from needs n
    join (select distinct warehouse_id from places) p on true
    left join on_hand o on o.item_id = n.item_id and o.warehouse_id = p.warehouse_id
    left join inbound i on i.item_id = n.item_id and i.warehouse_id = p.warehouse_id
  )
  select root as item_id, warehouse_id,
         min(case when bundle then s / need else q end)::int as quantity,
         min(s / need)::int as sellable_quantity,
         least(min(p / need), ${MAX_UNITS})::int as projected_quantity
  from per_leaf
  group by root, warehouse_id
  having min(case when bundle then s / need else q end) > 0 or min(p / need) > 0
  order by root, warehouse_id`;

/** Batch function for a DataLoader: each item's warehouses with its quantities, in two statements. */
export async function warehouseQuantities(em: EntityManager, itemIds: readonly number[]): Promise<WarehouseView[][]> {
  const rows = await em.execute<({ item_id: number; warehouse_id: number } & WarehouseQuantities)[]>(PER_WAREHOUSE, [
    pgArray(itemIds),
    pgArray(SELLABLE_ROLES),
  ]);
  const ids = [...new Set(rows.map((r) => r.warehouse_id))];
  // Facilities are not tenant data: a customer sees every warehouse its own stock lies in.
  const warehouses = ids.length ? await em.find(Warehouse, { id: { $in: ids } }, { filters: false }) : [];
  const byId = new Map(warehouses.map((w) => [w.id, w]));
  const grouped = new Map<number, WarehouseView[]>(itemIds.map((id) => [id, []]));
  for (const { item_id, warehouse_id, quantity, projected_quantity, sellable_quantity } of rows) {
    grouped.get(item_id)?.push({ ...byId.get(warehouse_id)!, quantity, projected_quantity, sellable_quantity });
  }
  return itemIds.map((id) => grouped.get(id)!);
}
