import type { RequestContext } from '../context';
import { ForkliftError, addressUnverified, badInput } from '../../shared/errors';
import { refreshItemCounters } from '../items/counters';
import { addressCountry, addressProblems } from './address-rules';
import { allocateOrders, allocateWaiting, releaseAllocations } from './allocation';
import type { SavedVia } from './history';
import { type StockReach, lockOrderForChange } from './locking';
import { type LockedOrder, moveOrder, requireMove } from './machine';
import { shipOrder, simulatedShipment } from './shipping';
import { CANCELLED, INSUFFICIENT_INVENTORY, ORDER_TRANSITIONS, PACKED, PAUSED, PRINTED, PROCESSING, describeStatuses, orderStatusName } from './statuses';
import type { OrderAction } from './service';
import type { Order } from './entities';
import { holdsStock } from './store/allocation';
import { linesOf, saveChanges } from './store/orders';

/** The moves a caller or the sandbox asks for by name; the others are the service's own (allocation, returns). */
const REQUESTED = {
  cancel: 'queue',
  pause: 'queue',
  unpause: 'own',
  reallocate: 'own',
  simulate_processing: 'own',
  simulate_batched: 'none',
  simulate_packed: 'none',
  simulate_shipped: 'own',
} as const satisfies Partial<Record<keyof typeof ORDER_TRANSITIONS, StockReach>>;
// What each locks before the order: a cancel or a pause frees stock for the orders waiting for its
// items; a release or a shipment moves only the order's own; batching and packing move none.

export type RequestedMove = keyof typeof REQUESTED;

/** The actions callers may perform, with the statuses each is allowed from (GET /orders/actions). */
export const ORDER_ACTIONS: OrderAction[] = Object.entries(ORDER_TRANSITIONS)
  .filter(([, t]) => t.action)
  .map(([name, t]) => ({ name, description: t.description, allowed_when: describeStatuses(t.from) }));

/**
 * Cancelling gives the order's stock back, and waiting orders of the same items get their chance at
 * it; a waiting order cancelled gives back the units it held back for itself (allocation policy).
 */
async function cancel(ctx: RequestContext, order: LockedOrder, items: number[], via: SavedVia): Promise<void> {
  const released = await releaseAllocations(ctx, [order.id]);
  // The cancellation is announced before the inventory it frees.
  moveOrder(ctx, order, 'cancel', CANCELLED, 'cancelled', via);
  await refreshItemCounters(ctx, [...new Set(released.map((r) => r.item_id))]);
  await saveChanges(ctx);
  await allocateWaiting(ctx, order.customer_id, items);
}

/** A waiting order that is paused leaves the queue: the orders behind it may take what it held back. */
async function pause(ctx: RequestContext, order: LockedOrder, items: number[], via: SavedVia): Promise<void> {
  const waiting = order.status === INSUFFICIENT_INVENTORY;
  moveOrder(ctx, order, 'pause', PAUSED, 'paused', via);
  await saveChanges(ctx);
  if (waiting) await allocateWaiting(ctx, order.customer_id, items);
}

/**
 * Into the warehouse's hands: an order holding its stock is Processing; one that does not is
 * allocated now, and waits if it cannot be covered, or (`mustCover`) is refused with INSUFFICIENT_STOCK.
 */
async function release(ctx: RequestContext, order: LockedOrder, cause: 'unpause' | 'reallocate' | 'simulate_processing', via: SavedVia, mustCover: boolean): Promise<void> {
  if (await holdsStock(ctx, order.id)) {
    moveOrder(ctx, order, cause, PROCESSING, 'released to the warehouse', via);
    return;
  }
  await allocateOrders(ctx, [order], cause, via, { mustCover });
}

/** Moves that take an order out of Processing onto the warehouse floor: its address must be verified first. */
const TO_FLOOR: readonly RequestedMove[] = ['simulate_batched', 'simulate_packed', 'simulate_shipped'];

/**
 * An order whose address fails verification (address-rules.ts) is held: it stays where it is,
 * keeping its stock, until the address is fixed or staff set skip_address_verification. The rules
 * are read again here, so an order stored before a rule changed is judged by today's rules.
 */
function requireVerifiedAddress(order: Order): void {
  if (order.address_verified || order.skip_address_verification) return;
  const problems = addressProblems(order);
  if (!problems.length) {
    order.address_verified = true;
    // Stored before the code was derived from shipping_country: it ships under the code that names.
    order.shipping_country_iso2 ||= addressCountry(order);
    return;
  }
  throw addressUnverified(
    `order ${order.id} is held: its address is not verified (${problems.join('; ')}); fix the address, or staff may set skip_address_verification`,
  );
}

/**
 * The sandbox's shipment: the order ships, or, when a lot it holds may no longer ship, it is
 * allocated afresh (committed: the warehouse found that out at the door) and the caller is told it
 * did not ship (CONFLICT, after the commit), never answered as if it had.
 */
async function ship(ctx: RequestContext, order: LockedOrder, via: SavedVia): Promise<void> {
  const shipped = await shipOrder(ctx, order, await simulatedShipment(ctx, order), via);
  if (shipped) return;
  const now = `${orderStatusName(order.status)} (${order.status})`;
  ctx.afterCommit(async () => {
    throw new ForkliftError('CONFLICT', `order ${order.id} was not shipped: a lot it held may no longer ship (inside its item's expiration_period), so it was allocated afresh and is now ${now}; see its history`);
  });
}

/**
 * Runs one move of the state machine (statuses.ts) that a caller or the sandbox asked for, with its
 * effects on stock. The order is locked (after the items the move may touch) and judged as it is
 * then: of two requests racing for one order, the second sees what the first did.
 */
export async function transition(ctx: RequestContext, id: number, name: RequestedMove, via: SavedVia = 'api'): Promise<Order> {
  const { order, items } = await lockOrderForChange(ctx, id, REQUESTED[name]);
  requireMove(order, name);
  if (TO_FLOOR.includes(name)) requireVerifiedAddress(order);
  switch (name) {
    case 'cancel':
      await cancel(ctx, order, items, via);
      break;
    case 'pause':
      await pause(ctx, order, items, via);
      break;
    case 'unpause': {
      const back = order.previous_status ?? PROCESSING;
      if (back === INSUFFICIENT_INVENTORY || back === PROCESSING) await release(ctx, order, 'unpause', via, false);
      else moveOrder(ctx, order, 'unpause', back, 'unpaused', via);
      break;
    }
    case 'reallocate':
      await release(ctx, order, 'reallocate', via, false);
      break;
    case 'simulate_processing':
      await release(ctx, order, 'simulate_processing', via, true);
      break;
    case 'simulate_batched':
      moveOrder(ctx, order, 'simulate_batched', PRINTED, 'batched for picking', via);
      break;
    case 'simulate_packed':
      for (const line of await linesOf(ctx, order.id)) line.packed = line.quantity;
      moveOrder(ctx, order, 'simulate_packed', PACKED, 'picked and packed', via);
      break;
    case 'simulate_shipped':
      await ship(ctx, order, via);
      break;
  }
  await saveChanges(ctx);
  return order;
}

/** PUT /orders/{id}/call/{action}: only the actions listed at /orders/actions. */
export async function callOrderAction(ctx: RequestContext, id: number, action: string): Promise<Order> {
  const known = ORDER_ACTIONS.map((a) => a.name);
  if (!known.includes(action)) throw badInput('action', `"${action}" is not an order action; one of ${known.join(', ')}`);
  return transition(ctx, id, action as RequestedMove);
}
