import type { RequestContext } from '../context';
import { refreshItemCounters } from '../items/counters';
import { holdsLocks, lockItems } from '../items/locks';
import { type Allocation, type Need, type Queued, cover, groupBy, queueOrder, reserve } from './allocation-choice';
import type { Order } from './entities';
import type { SavedVia } from './history';
import { type LockedOrder, lockWaitingOrders, moveOrder, startOrder } from './machine';
import { INSUFFICIENT_INVENTORY, PROCESSING, type OrderTransition } from './statuses';
import { insufficientStock } from '../../shared/errors';
import {
  type LineSource, type NewLine, type Released, allocatedItems, allocationFacts, deleteAllocations, lockAllocationRows, waitingOrderIds, writeAllocations,
} from './store/allocation';
import { saveChanges } from './store/orders';

export type { NewLine, Released } from './store/allocation';
/** The SQL of the orders waiting for a seed's items (shipnotices/service.ts counts them in its own statement). */
export { waitingOrders } from './store/allocation';

/**
 * Allocation: an order holds stock (stock.committed, one order_allocations row per stock row it
 * takes) for every unit of every line, or it holds nothing and waits in Insufficient Inventory.
 * Orders are served in queue order (batch_priority, then oldest), and a waiting order holds back
 * the free units it could use, so no newer order overtakes it (README, "Allocation policy").
 *
 * Concurrency: every writer of stock locks the items first, in id order (ledger.lockItems), so
 * two allocations of the same units serialize and none oversells. A mutation that may go on to
 * allocate waiting orders (a cancel, a receipt, an adjustment, an order create, a reallocation)
 * takes every lock it may need up front, in one id-ordered statement (lockForAllocation): its
 * later lockItems calls only take locks it already holds, so two of them never deadlock.
 */

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
  await saveChanges(ctx);
  const { allocations, itemIds } = await chooseStock(ctx, orders, { orderIds: orders.map((o) => o.id) }, settle);
  await writeAllocations(ctx, allocations);
  await refreshItemCounters(ctx, itemIds);
  await saveChanges(ctx);
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

/**
 * Gives back the stock the orders hold (their allocations go) and returns what was held, per
 * stock row. Locks the items first; the caller refreshes counters once it is done with the stock.
 */
export async function releaseAllocations(ctx: RequestContext, orderIds: number[]): Promise<Released[]> {
  if (!orderIds.length) return [];
  const held = await allocatedItems(ctx, orderIds);
  if (!held.length) return [];
  await lockItems(ctx, held);
  return deleteAllocations(ctx, orderIds);
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
  const waiting = await waitingOrderIds(ctx, customerId, itemIds);
  // Locked after the items (lock order: machine.ts); one that stopped waiting meanwhile is left alone.
  await allocateOrders(ctx, await lockWaitingOrders(ctx, waiting), 'stock_arrived', 'system');
}
