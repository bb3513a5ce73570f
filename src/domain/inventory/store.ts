import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { byId } from '../../db/batch-loaders';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import type { Where } from '../../db/list/spec';
import { pgArray } from '../../db/sql';
import { SHIPNOTICE_COMPLETED } from '../common/inbound';
import { bundleLeaves } from '../items/bundle-sql';
import { shippable } from '../items/shippable';
import { MAX_UNITS } from '../items/units';
import { SELLABLE_ROLES } from '../warehouses/entities';
import { ItemTransaction, Lot, Stock, type TransactionReason } from './entities';
import { STOCK_LIST, TRANSACTION_LIST } from './list-specs';

/** Stock rows, lots and the ledger of item transactions: the only inventory code that touches the database. */

/** One change of one stock row, as the ledger (ledger.ts) writes it with its item transaction. */
export interface StockChange {
  customer_id: number;
  item_id: number;
  location_id: number;
  lot_id: number | null;
  change: number;
  reason: TransactionReason;
  description: string;
  shipnotice_id?: number | null;
  shipnotice_item_id?: number | null;
  order_id?: number | null;
  consumer_return_id?: number | null;
  /** The input field that asked for the change, named if it would take the item past MAX_UNITS. */
  field?: string;
}

/** The changes as the `input` relation both ledger statements start from, with their order (`ord`). */
const INPUT = `input as (
    select * from jsonb_to_recordset(?::jsonb) as x(
      ord int, customer_id int, item_id int, location_id int, lot_id int, change int, reason text, description text,
      shipnotice_id int, shipnotice_item_id int, order_id int, consumer_return_id int)
  )`;

const inputRows = (changes: StockChange[]) => JSON.stringify(changes.map((c, ord) => ({ ord, ...c })));

/**
 * Makes the stock rows the changes need, empty, where missing (a CHECK is evaluated on a proposed
 * insert before ON CONFLICT could turn it into an update), and reads each item's on-hand total in
 * the same statement (from the snapshot before the empty rows it adds).
 */
export const makeStockRows = (ctx: Db, changes: StockChange[]) =>
  ctx.em.execute<{ item_id: number; total: number }[]>(
    `with ${INPUT},
     made as (
       insert into stock (customer_id, item_id, location_id, lot_id, quantity)
       select distinct customer_id, item_id, location_id, lot_id, 0 from input
       on conflict (item_id, location_id, lot_id) do nothing
     )
     select item_id, sum(quantity)::float8 as total from stock where item_id = any(array(select item_id from input)) group by item_id`,
    [inputRows(changes)],
  );

/**
 * Moves the stock and writes one item transaction per change, in one statement, whose `quantity`
 * is the item's on-hand total across every role after it (the `before` totals read from the
 * snapshot the statement starts with). The stock rows exist (makeStockRows).
 */
export async function moveStock(ctx: Db, userId: number | null, changes: StockChange[]): Promise<void> {
  await ctx.em.execute(
    `with ${INPUT},
     -- A data-modifying CTE runs whether or not it is read.
     moved as (
       update stock set quantity = stock.quantity + a.change, updated_at = now()
       from (select item_id, location_id, lot_id, sum(change) as change from input group by 1, 2, 3) a
       where stock.item_id = any(array(select item_id from input))
         and stock.item_id = a.item_id and stock.location_id = a.location_id and stock.lot_id is not distinct from a.lot_id
     ),
     before as (
       select item_id, sum(quantity) as total from stock where item_id = any(array(select item_id from input)) group by item_id
     )
     insert into item_transactions (customer_id, item_id, reason, change, quantity, description, warehouse_id, location_id, lot_id,
                                    order_id, shipnotice_id, shipnotice_item_id, consumer_return_id, user_id)
     select i.customer_id, i.item_id, i.reason, i.change,
            coalesce(b.total, 0) + sum(i.change) over (partition by i.item_id order by i.ord),
            i.description, l.warehouse_id, i.location_id, i.lot_id, i.order_id, i.shipnotice_id, i.shipnotice_item_id, i.consumer_return_id, ?
     from input i join locations l on l.id = i.location_id left join before b on b.item_id = i.item_id
     order by i.ord`,
    [inputRows(changes), userId],
  );
}

/**
 * The units of one stock row that no order holds. Read in SQL, not as an entity: the ledger
 * changes the row behind the identity map's back.
 */
export async function uncommittedAt(ctx: Db, itemId: number, locationId: number, lotId: number | null): Promise<number> {
  const [row] = await ctx.em.execute<{ available: number }[]>(
    'select quantity - committed as available from stock where item_id = ? and location_id = ? and lot_id is not distinct from ?',
    [itemId, locationId, lotId],
  );
  return row?.available ?? 0;
}

export const lotOfItem = (ctx: Db, lotId: number, itemId: number) => ctx.em.findOne(Lot, { id: lotId, item_id: itemId });

export const stockPage = (ctx: Db, args: ListArgs, where: Where) => findConnection(ctx.em, Stock, STOCK_LIST, args, where);

export const transactionPage = (ctx: Db, args: ListArgs, where: Where) => findConnection(ctx.em, ItemTransaction, TRANSACTION_LIST, args, where);

export const countTransactionsWhere = (ctx: Db, search: string | null | undefined, where: Where) =>
  countWhere(ctx.em, ItemTransaction, TRANSACTION_LIST, search, where);

/** The item's whole history, oldest first. */
export const transactionsOfItem = (ctx: Db, itemId: number) => ctx.em.find(ItemTransaction, { item_id: itemId }, { orderBy: { id: 'asc' } });

/**
 * Items (with their customers) holding stock in a sellable role that may not ship any more (a lot
 * inside its item's expiration_period): the stored counters may still count it. Of every tenant.
 */
export const itemsWithUnshippableStock = (ctx: Db) =>
  ctx.em.execute<{ customer_id: number; item_id: number }[]>(
    `select distinct s.customer_id, s.item_id
     from stock s join locations l on l.id = s.location_id join items i on i.id = s.item_id join lots lot on lot.id = s.lot_id
     where s.quantity > 0 and l.role = any(?::text[]) and not ${shippable('lot', 'i')}
     order by s.customer_id, s.item_id`,
    [pgArray(SELLABLE_ROLES)],
  );

/** One item's quantities in one warehouse. */
export interface WarehouseQuantities {
  warehouse_id: number;
  quantity: number;
  projected_quantity: number;
  sellable_quantity: number;
}

/**
 * Per item and warehouse: on hand in sellable roles (every unit on the shelf), sellable (less what
 * orders hold, and only stock that may ship: items/shippable.ts) and projected
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
    where s.item_id = any(array(select item_id from needs)) and l.role = any(?::text[])
    group by 1, 2
  ),
  inbound as (
    select si.item_id, sn.warehouse_id, sum(greatest(si.quantity - si.quantity_good - si.quantity_damaged, 0)) as inbound
    from shipnotice_items si join shipnotices sn on sn.id = si.shipnotice_id
    where si.item_id = any(array(select item_id from needs)) and sn.status < ${SHIPNOTICE_COMPLETED}
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

/** Batch function for a DataLoader: each item's quantities per warehouse, in one statement. */
async function warehouseQuantities(em: EntityManager, itemIds: readonly number[]): Promise<WarehouseQuantities[][]> {
  const rows = await em.execute<({ item_id: number } & WarehouseQuantities)[]>(PER_WAREHOUSE, [pgArray(itemIds), pgArray(SELLABLE_ROLES)]);
  const grouped = new Map<number, WarehouseQuantities[]>(itemIds.map((id) => [id, []]));
  for (const { item_id, warehouse_id, quantity, projected_quantity, sellable_quantity } of rows) {
    grouped.get(item_id)?.push({ warehouse_id, quantity, projected_quantity, sellable_quantity });
  }
  return itemIds.map((id) => grouped.get(id)!);
}

/** The area's loaders (domain/loaders.ts assembles them). */
export function inventoryLoaders(em: EntityManager) {
  return {
    lotById: byId(em, Lot),
    warehouseQuantitiesByItemId: new DataLoader<number, WarehouseQuantities[]>((ids) => warehouseQuantities(em, ids)),
  };
}
