import type { RequestContext } from '../context';
import { bundleLeaves, bundlesAbove } from '../items/bundle-sql';
import { pgArray } from '../../db/sql';
import { refreshItemCounters } from '../items/counters';
import { holdsLocks, lockItemRows, lockItems } from '../items/locks';
import { SELLABLE_ROLES } from '../warehouses/entities';
import { SHIP_STRATEGIES } from '../items/fields';
import { shippable } from '../items/shippable';
import { type Allocation, type FreeStock, type Need, type Queued, cover, groupBy, queueOrder, reserve } from './allocation-choice';
import { Order } from './entities';
import type { SavedVia } from './history';
import { type LockedOrder, lockWaitingOrders, moveOrder, startOrder } from './machine';
import { INSUFFICIENT_INVENTORY, PROCESSING, type OrderTransition } from './statuses';
import { insufficientStock } from '../../shared/errors';

/**
 * Allocation: an order holds stock (stock.committed, one order_allocations row per stock row it
 * takes) for every unit of every line, or it holds nothing and waits in Insufficient Inventory.
 * Orders are served in queue order (batch_priority, then oldest), and a waiting order holds back
 * the free units it could use, so no newer order overtakes it (README, "Allocation policy").
 *
 * Concurrency: every writer of stock locks the items first, in id order (items/locks.ts lockItems), so
 * two allocations of the same units serialize and none oversells. A mutation that may go on to
 * allocate waiting orders (a cancel, a receipt, an adjustment, an order create, a reallocation)
 * takes every lock it may need up front, in one id-ordered statement (lockForAllocation): its
 * later lockItems calls only take locks it already holds, so two of them never deadlock.
 */

/**
 * The lines to allocate: those of orders already written, or those of new orders not yet written
 * (`writeOrders` plans allocation first and writes each order once, in its final state), under
 * provisional ids.
 */
type LineSource = { orderIds: number[] } | { lines: NewLine[] };

export interface NewLine {
  order_id: number;
  order_item_id: number;
  item_id: number;
  quantity: number;
}

/** What allocation reads, under the item locks: see `allocationFacts`. */
interface Facts {
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
async function allocationFacts(ctx: RequestContext, source: LineSource, customerIds: number[]): Promise<Facts> {
  const except = 'orderIds' in source ? source.orderIds : [];
  const waiting = `o.customer_id = any(?::int[]) and o.status = ${INSUFFICIENT_INVENTORY} and o.id <> all(?::int[])`;
  const [facts] = await ctx.em.execute<{ needs: Need[]; ahead: (Need & Omit<Queued, 'created_at'> & { created_at: string })[]; stock: FreeStock[]; warehouses: Facts['warehouses'] }[]>(
    `with recursive
     lines as (${
       'orderIds' in source
         ? 'select order_id, id as order_item_id, item_id, quantity from order_items where order_id = any(?::int[])'
         : 'select * from jsonb_to_recordset(?::jsonb) as x(order_id bigint, order_item_id bigint, item_id int, quantity int)'
     }),
     ${bundleLeaves(`select item_id from lines union select oi.item_id from order_items oi join orders o on o.id = oi.order_id where ${waiting}`)},
     needs as (
       select oi.order_id, oi.order_item_id, coalesce(l.item_id, oi.item_id) as item_id, (oi.quantity::numeric * coalesce(l.need, 1))::float8 as need
       from lines oi left join leaves l on l.root = oi.item_id
     ),
     ahead as (
       select oi.order_id, oi.order_id as id, oi.id as order_item_id, coalesce(l.item_id, oi.item_id) as item_id,
              (oi.quantity::numeric * coalesce(l.need, 1))::float8 as need, o.created_at, o.batch_priority
       from order_items oi join orders o on o.id = oi.order_id left join leaves l on l.root = oi.item_id
       where ${waiting} and coalesce(l.item_id, oi.item_id) in (select item_id from needs)
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
       where s.item_id in (select item_id from needs) and loc.role = any(?::text[]) and s.quantity > s.committed
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
      pgArray(customerIds), pgArray(except), pgArray(customerIds), pgArray(except), pgArray(SELLABLE_ROLES), pgArray(customerIds),
    ],
  );
  return { ...facts, ahead: facts.ahead.map((a) => ({ ...a, created_at: new Date(a.created_at) })) };
}

/** What allocation chose: the stock rows each line takes, and the leaf items whose counters move. */
interface Chosen {
  allocations: Allocation[];
  itemIds: number[];
  /** The shipping country of each warehouse the orders could be allocated from. */
  countries: Map<number, string | null>;
}

/**
 * Chooses stock for the orders in queue order (batch_priority first, then oldest), each from the
 * first of its customer's warehouses that can cover all of it; covered orders are settled in
 * Processing, the others in Insufficient Inventory. The queue also holds the customers' other
 * waiting orders for the same items: an order ahead that cannot be covered holds back the units it
 * could use, so a newer order never takes stock an older waiting one could use (README,
 * "Allocation policy"). Writes nothing itself.
 */
async function chooseStock<T extends Order>(ctx: RequestContext, orders: T[], source: LineSource, settle: Settle<T>): Promise<Chosen> {
  const sorted = [...orders].sort(queueOrder);
  const customerIds = [...new Set(sorted.map((o) => o.customer_id))];
  // Read under the item locks: no other writer can change these orders' claim on the items
  // meanwhile. Callers usually hold them already (lockForAllocation); otherwise they are taken and
  // the facts read again.
  let facts = await allocationFacts(ctx, source, customerIds);
  let itemIds = [...new Set(facts.needs.map((n) => n.item_id))];
  if (!holdsLocks(ctx, itemIds)) {
    await lockItems(ctx, itemIds);
    facts = await allocationFacts(ctx, source, customerIds);
    itemIds = [...new Set(facts.needs.map((n) => n.item_id))];
  }
  const { needs, stock: stockRows } = facts;
  const ahead = groupBy(facts.ahead, (n) => n.order_id, (n) => n);
  const stock = groupBy(stockRows, (r) => r.item_id, (r) => r);
  const needsByOrder = groupBy(needs, (n) => n.order_id, (n) => n);
  const free = new Map(stockRows.map((r) => [r.id, r.free]));
  const warehouses = groupBy(facts.warehouses, (r) => r.customer_id, (r) => r.warehouse_id);

  const allocations: Allocation[] = [];
  const queue: (T | (Need & Queued)[])[] = [...sorted, ...ahead.values()];
  const placeOf = (entry: T | (Need & Queued)[]) => (Array.isArray(entry) ? entry[0] : entry);
  queue.sort((a, b) => queueOrder(placeOf(a), placeOf(b)));
  for (const order of queue) {
    // Another waiting order: it is not allocated here, but what it could use stays for it.
    if (Array.isArray(order)) {
      reserve(order, stock, free);
      continue;
    }
    const orderNeeds = needsByOrder.get(order.id) ?? [];
    const candidates = warehouses.get(order.customer_id) ?? [];
    const covered = cover(order, orderNeeds, candidates, stock, free);
    if (covered && orderNeeds.length) {
      allocations.push(...covered.taken);
      order.warehouse_id = covered.warehouseId;
      order.workable_at ??= new Date();
      settle(order, PROCESSING, 'all lines allocated');
    } else {
      reserve(orderNeeds, stock, free);
      order.warehouse_id ??= candidates[0] ?? null;
      settle(order, INSUFFICIENT_INVENTORY, orderNeeds.length ? 'not enough sellable stock for every line' : 'the order has no lines');
    }
  }
  return { allocations, itemIds, countries: new Map(facts.warehouses.map((w) => [w.warehouse_id, w.country])) };
}

/** Where allocation settles an order it chose for (or could not cover): a move of the state machine, or a new order's start. */
type Settle<T extends Order> = (order: T, status: number, reason: string) => void;

/** Writes what chooseStock chose for written orders: the allocations, the counters, the orders' status. A fixed number of statements, whatever the count. */
async function allocateWritten<T extends Order>(ctx: RequestContext, orders: T[], settle: Settle<T>): Promise<void> {
  if (!orders.length) return;
  await ctx.em.flush();
  const { allocations, itemIds } = await chooseStock(ctx, orders, { orderIds: orders.map((o) => o.id) }, settle);
  await writeAllocations(ctx, allocations);
  await refreshItemCounters(ctx, itemIds);
  await ctx.em.flush();
}

/**
 * Allocates written orders, each locked and holding no allocation yet, and moves each where
 * allocation puts it (Processing, or Insufficient Inventory) as `cause`, with history. With
 * `mustCover`, an order that cannot be covered refuses the whole move (INSUFFICIENT_STOCK) instead.
 */
export const allocateOrders = (ctx: RequestContext, orders: LockedOrder[], cause: OrderTransition, via: SavedVia = 'api', options: { mustCover?: boolean } = {}) =>
  allocateWritten(ctx, orders, (order, status, reason) => {
    if (options.mustCover && status === INSUFFICIENT_INVENTORY) {
      throw insufficientStock(`order ${order.id} cannot be processed: there is not enough sellable stock for every line (receive stock first)`);
    }
    moveOrder(ctx, order, cause, status, reason, via);
  });

/** Allocates orders this transaction has just written (no one else sees them yet): each starts where allocation puts it. */
export const allocateNewOrders = (ctx: RequestContext, orders: Order[]) => allocateWritten(ctx, orders, (order, status) => startOrder(order, status));

/**
 * Allocation of new orders before they are written: each order (under its provisional id, lines
 * under theirs) is settled in the status allocation gives it, with its warehouse; the caller writes
 * the orders with the allocations chosen, then refreshes the counters of the items returned.
 */
export const planAllocation = (ctx: RequestContext, orders: Order[], lines: NewLine[]): Promise<Chosen> =>
  chooseStock(ctx, orders, { lines }, (order, status) => startOrder(order, status));

async function writeAllocations(ctx: RequestContext, allocations: Allocation[]): Promise<void> {
  if (!allocations.length) return;
  await ctx.em.execute(
    `with input as (
       select * from jsonb_to_recordset(?::jsonb) as x(customer_id int, order_id int, order_item_id int, item_id int, stock_id int, quantity int)
     ),
     held as (
       update stock set committed = stock.committed + a.quantity, updated_at = now()
       from (select stock_id, sum(quantity) as quantity from input group by stock_id) a
       where stock.id = a.stock_id
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

/**
 * Gives back the stock the orders hold (their allocations go) and returns what was held, per
 * stock row. Locks the items first; the caller refreshes counters once it is done with the stock.
 */
export async function releaseAllocations(ctx: RequestContext, orderIds: number[]): Promise<Released[]> {
  if (!orderIds.length) return [];
  const held = await ctx.em.execute<{ item_id: number }[]>('select distinct item_id from order_allocations where order_id = any(?::int[])', [pgArray(orderIds)]);
  if (!held.length) return [];
  await lockItems(ctx, held.map((h) => h.item_id));
  return ctx.em.execute<Released[]>(
    `with gone as (
       delete from order_allocations where order_id = any(?::int[])
       returning order_id, order_item_id, item_id, stock_id, quantity
     ),
     freed as (
       update stock set committed = stock.committed - g.quantity, updated_at = now()
       from (select stock_id, sum(quantity) as quantity from gone group by stock_id) g
       where stock.id = g.stock_id
     )
     select g.order_id, g.order_item_id, g.item_id, g.stock_id, s.location_id, s.lot_id, g.quantity::int as quantity
     from gone g join stock s on s.id = g.stock_id
     order by g.order_id, g.order_item_id, g.stock_id`,
    [pgArray(orderIds)],
  );
}

/**
 * Releases the order's stock and allocates it afresh, as `cause` (its lines changed; a lot it held
 * may no longer ship). Then the orders waiting for any of its items are tried again, as after a
 * cancel: what it held and no longer holds (a line got smaller or went, or the order now waits) is
 * offered to them, and so is what it held back while it waited (a waiting order that shrank).
 * `released` is stock the caller already released.
 */
export async function reallocate(ctx: RequestContext, order: LockedOrder, cause: OrderTransition, via: SavedVia = 'api', released: Released[] = []): Promise<void> {
  const own = await lockForAllocation(ctx, [order.customer_id], { orderIds: [order.id], itemIds: released.map((r) => r.item_id) });
  released = [...released, ...(await releaseAllocations(ctx, [order.id]))];
  await refreshItemCounters(ctx, [...new Set(released.map((r) => r.item_id))]);
  await allocateOrders(ctx, [order], cause, via);
  await allocateWaiting(ctx, order.customer_id, own);
}

/**
 * The ids of a customer's (bound second) orders waiting in Insufficient Inventory for an item that
 * `seed` selects (bound first), or for a bundle built from one at any depth; in queue order (batch_priority, then oldest).
 */
export const waitingOrders = (seed: string) => `with recursive ${bundlesAbove(seed)}
  select o.id from orders o
  where o.customer_id = ? and o.status = ${INSUFFICIENT_INVENTORY}
    and exists (select 1 from order_items oi where oi.order_id = o.id and oi.item_id in (select id from up))
  order by o.batch_priority desc, o.created_at, o.id`;

/**
 * Lock ordering. Locks, in one statement and in id order, everything a mutation that may allocate
 * waiting orders can go on to lock: the items `itemIds` and the lines of `orderIds` name, every
 * component below them and bundle above them, and every item (and its components, and the bundles
 * above those) of the customers' orders waiting in Insufficient Inventory for any of those. A
 * cancel locked its own items and then the waiting orders' items; two cancels (or a cancel and a
 * receipt) taking them in opposite orders deadlocked. A create passes no customers: it allocates
 * its own orders only, so the waiting orders' other items need no lock. Returns the leaf and
 * component items of the roots.
 */
export async function lockForAllocation(ctx: RequestContext, customerIds: number[], roots: { itemIds?: number[]; orderIds?: number[] }): Promise<number[]> {
  return (await lockAllocationRows(ctx, customerIds, roots)).filter((r) => r.own).map((r) => r.id);
}

/** The rows lockForAllocation locks, as they are once locked: whether each is one of the roots' own, and archived. */
function lockAllocationRows(ctx: RequestContext, customerIds: number[], roots: { itemIds?: number[]; orderIds?: number[] }) {
  return lockItemRows<{ id: number; own: boolean; archived: boolean }>(
    ctx,
    `with recursive
     roots(id) as (select unnest(?::int[]) union select item_id from order_items where order_id = any(?::int[])),
     own(id) as (select id from roots union select b.item_id from bundle_items b join own on b.parent_item_id = own.id),
     up(id) as (select id from own union select b.parent_item_id from bundle_items b join up on b.item_id = up.id),
     waiting(id) as (
       select oi.item_id from order_items oi join orders o on o.id = oi.order_id
       where o.customer_id = any(?::int[]) and o.status = ${INSUFFICIENT_INVENTORY}
         and exists (select 1 from order_items w where w.order_id = o.id and w.item_id in (select id from up))
       union select b.item_id from bundle_items b join waiting on b.parent_item_id = waiting.id
     ),
     above(id) as (
       select id from up union select id from waiting
       union select b.parent_item_id from bundle_items b join above on b.item_id = above.id
     )
     select i.id, i.id in (select id from own) as own, i.archived_at is not null as archived
     from items i where i.id in (select id from above) order by i.id for no key update`,
    [pgArray(roots.itemIds ?? []), pgArray(roots.orderIds ?? []), pgArray(customerIds)],
  );
}

/**
 * Locks the items of new orders' lines as lockForAllocation does (a create allocates its own orders
 * only) and returns those of `itemIds` that are archived as they stand once locked: an archive that
 * committed since the lines were checked is seen here, and one still running waits for the create.
 */
export async function lockNewLineItems(ctx: RequestContext, itemIds: number[]): Promise<number[]> {
  const rows = await lockAllocationRows(ctx, [], { itemIds });
  return rows.filter((r) => r.archived && itemIds.includes(r.id)).map((r) => r.id);
}

/**
 * Stock of these items became sellable (received, adjusted up, released by a cancel): the
 * customer's orders waiting for any of them, or for a bundle built from them, are tried again,
 * oldest first.
 */
export async function allocateWaiting(ctx: RequestContext, customerId: number, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  const rows = await ctx.em.execute<{ id: number }[]>(waitingOrders('select unnest(?::int[])'), [pgArray(itemIds), customerId]);
  // Locked after the items (lock order: machine.ts); one that stopped waiting meanwhile is left alone.
  await allocateOrders(ctx, await lockWaitingOrders(ctx, rows.map((r) => r.id)), 'stock_arrived', 'system');
}
