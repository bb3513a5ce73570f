import type { Db } from '../../../db/store';
import { bundleLeaves, bundlesAbove, componentsBelow } from '../../items/bundle-sql';
import { pgArray } from '../../../db/sql';
import { lockItemRows } from '../../items/locks';
import { SELLABLE_ROLES } from '../../warehouses/entities';
import { SHIP_STRATEGIES } from '../../items/fields';
import { shippable } from '../../items/shippable';
import type { Allocation, FreeStock, Need, Queued } from '../allocation-choice';
import { INSUFFICIENT_INVENTORY } from '../statuses';

/**
 * Allocation's statements (orders/allocation.ts decides; these read and write). Every statement
 * here names its orders' own customers (the orders being allocated, or a locked order's): it
 * reaches no further than those records' tenant, so none takes the caller's tenant predicate.
 */

/**
 * The lines to allocate: those of orders already written, or those of new orders not yet written
 * (`writeOrders` plans allocation first and writes each order once, in its final state), under
 * provisional ids.
 */
export type LineSource = { orderIds: number[] } | { lines: NewLine[] };

export interface NewLine {
  order_id: number;
  order_item_id: number;
  item_id: number;
  quantity: number;
}

/** What allocation reads, under the item locks: see `allocationFacts`. */
export interface Facts {
  needs: Need[];
  ahead: (Need & Queued)[];
  stock: FreeStock[];
  warehouses: { customer_id: number; warehouse_id: number; country: string | null }[];
}

/**
 * Everything allocating the orders reads, in one statement:
 * - `needs`: what each of their lines needs of each leaf item (a bundle line needs its components,
 *   at any depth). The product can pass int32 (a huge line of a bundle): float8 holds it exactly.
 * - `ahead`: what the customers' other waiting orders (Insufficient Inventory) need of those leaf
 *   items, with their place in the queue: the units they could use, which no order behind them may take.
 * - `stock`: free stock of those items in sellable roles, in the order the item's ship_strategy
 *   picks it: FEFO by expiry, FIFO by age, otherwise pickable shelves before backstock. Lots within
 *   the item's expiration_period days of expiry (or past it) are never offered.
 * - `warehouses`: the customers' active warehouses, each one's default (earliest onboarded) first,
 *   as customerWarehouse orders them.
 */
export async function allocationFacts(ctx: Db, source: LineSource, customerIds: number[]): Promise<Facts> {
  const except = 'orderIds' in source ? source.orderIds : [];
  const waiting = `o.customer_id = any(?::int[]) and o.status = ${INSUFFICIENT_INVENTORY} and o.id <> all(?::int[])`;
  const [facts] = await ctx.em.execute<{ needs: Need[]; ahead: (Need & Omit<Queued, 'created_at'> & { created_at: string })[]; stock: FreeStock[]; warehouses: Facts['warehouses'] }[]>(
    `with recursive
     lines as (${
       'orderIds' in source
         ? 'select order_id, id as order_item_id, item_id, quantity from order_items where order_id = any(?::int[])'
         : 'select * from jsonb_to_recordset(?::jsonb) as x(order_id bigint, order_item_id bigint, item_id int, quantity int)'
     }),
     waiting_lines as (
       select oi.order_id, oi.id, oi.item_id, oi.quantity, o.created_at, o.batch_priority
       from orders o cross join lateral (select id, order_id, item_id, quantity from order_items where order_id = o.id offset 0) oi
       where ${waiting}
     ),
     ${bundleLeaves('select item_id from lines union select item_id from waiting_lines')},
     needs as (
       select oi.order_id, oi.order_item_id, coalesce(l.item_id, oi.item_id) as item_id, (oi.quantity::numeric * coalesce(l.need, 1))::float8 as need
       from lines oi left join leaves l on l.root = oi.item_id
     ),
     ahead as (
       select oi.order_id, oi.order_id as id, oi.id as order_item_id, coalesce(l.item_id, oi.item_id) as item_id,
              (oi.quantity::numeric * coalesce(l.need, 1))::float8 as need, oi.created_at, oi.batch_priority
       from waiting_lines oi left join leaves l on l.root = oi.item_id
       where coalesce(l.item_id, oi.item_id) in (select item_id from needs)
     ),
     stock_free as (
       select s.id, s.item_id, loc.warehouse_id, (s.quantity - s.committed)::int as free,
         row_number() over (order by s.item_id,
           case when i.ship_strategy = ${SHIP_STRATEGIES.FEFO} then lot.expires_on end asc nulls last,
           case when i.ship_strategy in (${SHIP_STRATEGIES.FIFO}, ${SHIP_STRATEGIES.FEFO}) then coalesce(lot.created_at, s.created_at) end asc,
           case loc.role when 'pickable' then 0 else 1 end, loc.name, s.id) as rank
       from stock s
       join locations loc on loc.id = s.location_id
       join items i on i.id = s.item_id
       left join lots lot on lot.id = s.lot_id
       where s.item_id = any(array(select item_id from needs)) and loc.role = any(?::text[]) and s.quantity > s.committed
         and ${shippable('lot', 'i')}
     ),
     candidates as (
       select cw.customer_id, cw.warehouse_id, w.shipping_country_iso2 as country,
              row_number() over (order by cw.customer_id, cw.created_at, cw.warehouse_id) as rank
       from customer_warehouses cw join warehouses w on w.id = cw.warehouse_id and w.active
       where cw.customer_id = any(?::int[])
     )
     select
       (select coalesce(json_agg(n order by n.order_id, n.order_item_id), '[]') from needs n) as needs,
       (select coalesce(json_agg(a order by a.order_id, a.order_item_id), '[]') from ahead a) as ahead,
       (select coalesce(json_agg(json_build_object('id', f.id, 'item_id', f.item_id, 'warehouse_id', f.warehouse_id, 'free', f.free) order by f.rank), '[]') from stock_free f) as stock,
       (select coalesce(json_agg(json_build_object('customer_id', w.customer_id, 'warehouse_id', w.warehouse_id, 'country', w.country) order by w.rank), '[]') from candidates w) as warehouses`,
    [
      'orderIds' in source ? pgArray(source.orderIds) : JSON.stringify(source.lines),
      pgArray(customerIds), pgArray(except), pgArray(SELLABLE_ROLES), pgArray(customerIds),
    ],
  );
  return { ...facts, ahead: facts.ahead.map((a) => ({ ...a, created_at: new Date(a.created_at) })) };
}

/** Writes the allocations chosen: order_allocations rows, and stock.committed moved by them. */
export async function writeAllocations(ctx: Db, allocations: Allocation[]): Promise<void> {
  if (!allocations.length) return;
  await ctx.em.execute(
    `with input as (
       select * from jsonb_to_recordset(?::jsonb) as x(customer_id int, order_id int, order_item_id int, item_id int, stock_id int, quantity int)
     ),
     held as (
       update stock set committed = stock.committed + a.quantity, updated_at = now()
       from (select stock_id, sum(quantity) as quantity from input group by stock_id) a
       where stock.id = any(array(select stock_id from input)) and stock.id = a.stock_id
     )
     insert into order_allocations (customer_id, order_id, order_item_id, item_id, stock_id, quantity)
     select customer_id, order_id, order_item_id, item_id, stock_id, quantity from input`,
    [JSON.stringify(allocations)],
  );
}

export interface Released {
  order_id: number;
  order_item_id: number;
  item_id: number;
  stock_id: number;
  location_id: number;
  lot_id: number | null;
  quantity: number;
}

/** The items the orders hold stock of. */
export async function allocatedItems(ctx: Db, orderIds: number[]): Promise<number[]> {
  const held = await ctx.em.execute<{ item_id: number }[]>('select distinct item_id from order_allocations where order_id = any(?::int[])', [pgArray(orderIds)]);
  return held.map((h) => h.item_id);
}

/** Deletes the orders' allocations and gives their units back to stock.committed; returns what was held, per stock row. */
export const deleteAllocations = (ctx: Db, orderIds: number[]) =>
  ctx.em.execute<Released[]>(
    `with gone as (
       delete from order_allocations where order_id = any(?::int[])
       returning order_id, order_item_id, item_id, stock_id, quantity
     ),
     freed as (
       update stock set committed = stock.committed - g.quantity, updated_at = now()
       from (select stock_id, sum(quantity) as quantity from gone group by stock_id) g
       where stock.id = any(array(select stock_id from gone)) and stock.id = g.stock_id
     )
     select g.order_id, g.order_item_id, g.item_id, g.stock_id, s.location_id, s.lot_id, g.quantity::int as quantity
     from gone g join stock s on s.id = g.stock_id
     where s.id = any(array(select stock_id from gone))
     order by g.order_id, g.order_item_id, g.stock_id`,
    [pgArray(orderIds)],
  );

/**
 * The ids of a customer's (bound second) orders waiting in Insufficient Inventory for an item that
 * `seed` selects (bound first), or for a bundle built from one at any depth; in queue order (batch_priority, then oldest).
 */
export const waitingOrders = (seed: string) => `with recursive ${bundlesAbove(seed)}
  select o.id from orders o
  where o.customer_id = ? and o.status = ${INSUFFICIENT_INVENTORY}
    and exists (select 1 from order_items oi where oi.order_id = o.id and oi.item_id = any(array(select id from up)))
  order by o.batch_priority desc, o.created_at, o.id`;

/** The customer's orders waiting for any of these items (or a bundle built from them), in queue order. */
export async function waitingOrderIds(ctx: Db, customerId: number, itemIds: number[]): Promise<number[]> {
  const rows = await ctx.em.execute<{ id: number }[]>(waitingOrders('select unnest(?::int[])'), [pgArray(itemIds), customerId]);
  return rows.map((r) => r.id);
}

/**
 * The rows lockForAllocation locks, as they are once locked: whether each is one of the roots' own, and archived.
 * The waiting orders are found from orders (by customer and status, orders_waiting_idx) and their
 * lines by order, so no plan can start from order_items' item index instead (one did, reading all
 * 387,000 lines of the bench's data, while the statistics overstated bundle_items). On that data
 * with bundles, the statement ran 124 ms a call before the walks kept to their keys, 0.33 ms after.
 */
export function lockAllocationRows(ctx: Db, customerIds: number[], roots: { itemIds?: number[]; orderIds?: number[] }) {
  return lockItemRows<{ id: number; own: boolean; archived: boolean }>(
    ctx,
    `with recursive
     ${componentsBelow('select unnest(?::int[]) union all select item_id from order_items where order_id = any(?::int[])')},
     ${bundlesAbove('select unnest(array(select distinct id from own))')},
     waiting_orders as (
       select o.id from orders o
       where o.customer_id = any(?::int[]) and o.status = ${INSUFFICIENT_INVENTORY}
         and exists (select 1 from order_items w where w.order_id = o.id and w.item_id = any(array(select id from up)))
     ),
     ${componentsBelow('select item_id from order_items where order_id = any(array(select id from waiting_orders))', 'waiting')},
     ${bundlesAbove('select unnest(array(select distinct id from (select id from up union all select id from waiting) reached))', 'above')}
     select i.id, i.id = any(array(select id from own)) as own, i.archived_at is not null as archived
     from items i where i.id = any(array(select id from above)) order by i.id for no key update`,
    [pgArray(roots.itemIds ?? []), pgArray(roots.orderIds ?? []), pgArray(customerIds)],
  );
}

/** Whether the order holds any stock. */
export async function holdsStock(ctx: Db, orderId: number): Promise<boolean> {
  const [row] = await ctx.em.execute<{ held: boolean }[]>('select exists (select 1 from order_allocations where order_id = ?) as held', [orderId]);
  return row.held;
}

/** The lots the order holds that may no longer ship (inside their item's expiration_period, or expired). */
export const unshippableLots = (ctx: Db, orderId: number) =>
  ctx.em.execute<{ item_id: number; number: string; expires_on: string }[]>(
    `select distinct a.item_id, lot.number, lot.expires_on::text as expires_on
     from order_allocations a join stock s on s.id = a.stock_id join items i on i.id = a.item_id join lots lot on lot.id = s.lot_id
     where a.order_id = ? and not ${shippable('lot', 'i')}
     order by a.item_id, lot.number`,
    [orderId],
  );
