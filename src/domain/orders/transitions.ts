import type { RequestContext } from '../../context';
import { badInput, invalidTransition } from '../common/errors';
import { refreshItemCounters } from '../inventory/ledger';
import { addressProblems } from './address-rules';
import { allocateOrders, allocateWaiting, lockForAllocation, releaseAllocations } from './allocation';
import { setStatus, type SavedVia } from './history';
import { getOrder, type OrderAction } from './service';
import { shipOrder, simulatedShipment } from './shipping';
import { CANCELLED, INSUFFICIENT_INVENTORY, ORDER_TRANSITIONS, PACKED, PROCESSING, describeStatuses, orderStatusName, type OrderTransition } from './statuses';
import { type Order, OrderItem } from './entities';

/** The actions callers may perform, with the statuses each is allowed from (GET /orders/actions). */
export const ORDER_ACTIONS: OrderAction[] = Object.entries(ORDER_TRANSITIONS)
  .filter(([, t]) => t.action)
  .map(([name, t]) => ({ name, description: t.description, allowed_when: describeStatuses(t.from) }));

function requireFrom(order: Order, name: OrderTransition): void {
  const { from } = ORDER_TRANSITIONS[name];
  if (!(from as readonly number[]).includes(order.status)) {
    throw invalidTransition(
      `cannot ${name.replace('simulate_', 'simulate ')} order ${order.id}: it is ${orderStatusName(order.status)} (${order.status}); allowed from ${describeStatuses(from)}`,
    );
  }
}

async function holdsStock(ctx: RequestContext, order: Order): Promise<boolean> {
  const [row] = await ctx.em.execute<{ held: boolean }[]>('select exists (select 1 from order_allocations where order_id = ?) as held', [order.id]);
  return row.held;
}

/**
 * Cancelling gives the order's stock back, and waiting orders of the same items get their chance at
 * it; a waiting order cancelled gives back the units it held back for itself (allocation policy).
 */
async function cancel(ctx: RequestContext, order: Order, via: SavedVia): Promise<void> {
  const itemIds = await lockForAllocation(ctx, [order.customer_id], { orderIds: [order.id] });
  const released = await releaseAllocations(ctx, [order.id]);
  // The cancellation is announced before the inventory it frees.
  setStatus(ctx, order, CANCELLED, 'cancelled', via);
  await refreshItemCounters(ctx, [...new Set(released.map((r) => r.item_id))]);
  await ctx.em.flush();
  await allocateWaiting(ctx, order.customer_id, itemIds);
}

/** A waiting order that is paused leaves the queue: the orders behind it may take what it held back. */
async function pause(ctx: RequestContext, order: Order, via: SavedVia): Promise<void> {
  const waiting = order.status === INSUFFICIENT_INVENTORY;
  const itemIds = waiting ? await lockForAllocation(ctx, [order.customer_id], { orderIds: [order.id] }) : [];
  setStatus(ctx, order, ORDER_TRANSITIONS.pause.to, 'paused', via);
  await ctx.em.flush();
  await allocateWaiting(ctx, order.customer_id, itemIds);
}

/** Into the warehouse's hands: an order holding its stock is Processing; one that does not is allocated now. */
async function release(ctx: RequestContext, order: Order, via: SavedVia, required: boolean): Promise<void> {
  if (await holdsStock(ctx, order)) {
    setStatus(ctx, order, PROCESSING, 'released to the warehouse', via);
    return;
  }
  await allocateOrders(ctx, [order], via);
  if (required && order.status === INSUFFICIENT_INVENTORY) {
    throw invalidTransition(`order ${order.id} cannot be processed: there is not enough sellable stock for every line (receive stock first)`);
  }
}

/** Moves that take an order out of Processing onto the warehouse floor: its address must be verified first. */
const TO_FLOOR: readonly OrderTransition[] = ['simulate_batched', 'simulate_packed', 'simulate_shipped'];

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
    return;
  }
  throw invalidTransition(
    `order ${order.id} is held: its address is not verified (${problems.join('; ')}); fix the address, or staff may set skip_address_verification`,
  );
}

/** Runs one move of the state machine (statuses.ts) on the order, with its effects on stock. */
export async function transition(ctx: RequestContext, order: Order, name: OrderTransition, via: SavedVia = 'api'): Promise<Order> {
  requireFrom(order, name);
  if (TO_FLOOR.includes(name)) requireVerifiedAddress(order);
  switch (name) {
    case 'cancel':
      await cancel(ctx, order, via);
      break;
    case 'pause':
      await pause(ctx, order, via);
      break;
    case 'unpause': {
      const back = order.previous_status ?? PROCESSING;
      if (back === INSUFFICIENT_INVENTORY || back === PROCESSING) await release(ctx, order, via, false);
      else setStatus(ctx, order, back, 'unpaused', via);
      break;
    }
    case 'reallocate':
      await release(ctx, order, via, false);
      break;
    case 'simulate_processing':
      await release(ctx, order, via, true);
      break;
    case 'simulate_batched':
      setStatus(ctx, order, ORDER_TRANSITIONS.simulate_batched.to, 'batched for picking', via);
      break;
    case 'simulate_packed':
      for (const line of await ctx.em.find(OrderItem, { order_id: order.id })) line.packed = line.quantity;
      setStatus(ctx, order, PACKED, 'picked and packed', via);
      break;
    case 'simulate_shipped':
      await shipOrder(ctx, order, await simulatedShipment(ctx, order), via);
      break;
  }
  await ctx.em.flush();
  return order;
}

/** PUT /orders/{id}/call/{action}: only the actions listed at /orders/actions. */
export async function callOrderAction(ctx: RequestContext, id: number, action: string): Promise<Order> {
  const order = await getOrder(ctx, id);
  const known = ORDER_ACTIONS.map((a) => a.name);
  if (!known.includes(action)) throw badInput('action', `"${action}" is not an order action; one of ${known.join(', ')}`);
  return transition(ctx, order, action as OrderTransition);
}
