import type { RequestContext } from '../context';
import { invalidTransition, notFound } from '../../shared/errors';
import type { Locked } from '../../db/row-lock';
import type { Order } from './entities';
import { lockOrderRow, lockOrderRows } from './store/orders';
import { recordEvent, type SavedVia } from './history';
import { CANCELLED, INITIAL_STATUSES, INSUFFICIENT_INVENTORY, ORDER_TRANSITIONS, describeStatuses, orderStatusName, type OrderTransition } from './statuses';

/**
 * The order state machine: the only code that writes an order's status. Its table is
 * ORDER_TRANSITIONS (statuses.ts); this applies it.
 *
 * A move is decided on the row itself. Only an order read under its row lock (`lockOrder`,
 * `lockWaitingOrders`: SELECT … FOR UPDATE, the entity read again) can be moved, and the type says
 * so: a `LockedOrder` comes only from a locked read (db/row-lock.ts). Two requests racing for one order therefore take turns,
 * and the second judges the status the first left: a cancel that loses to a ship is refused as a
 * cancel of a Shipped order is, with no second side effect.
 *
 * Lock order (no deadlocks): a mutation that will move stock locks its items first
 * (allocation.ts lockForAllocation), then the order rows; one that moves no stock locks only the
 * order. Nothing locks items while holding an order it locked first.
 */

/** An order whose row this transaction holds FOR UPDATE, read after the lock was taken. */
export type LockedOrder = Locked<Order>;

/** Locks the order's row to the end of the transaction and reads it as it is now (NOT_FOUND for none, or another tenant's). */
export async function lockOrder(ctx: RequestContext, id: number): Promise<LockedOrder> {
  const order = await lockOrderRow(ctx, id);
  if (!order) throw notFound('Order', id);
  return order;
}

/**
 * Locks these orders (in id order) and returns those still waiting in Insufficient Inventory once
 * locked: one moved meanwhile (cancelled, paused) is not allocated.
 */
export async function lockWaitingOrders(ctx: RequestContext, ids: number[]): Promise<LockedOrder[]> {
  if (!ids.length) return [];
  const rows = await lockOrderRows(ctx, ids);
  return rows.filter((o) => o.status === INSUFFICIENT_INVENTORY);
}

/** How a refusal names the move: `simulate_shipped` → "simulate shipped". */
const moveWords = (cause: OrderTransition) => cause.replaceAll('_', ' ');

/** Refuses (INVALID_TRANSITION, naming the status the order is in now) a move the table does not allow. */
export function requireMove(order: LockedOrder, cause: OrderTransition): void {
  if ((ORDER_TRANSITIONS[cause].from as readonly number[]).includes(order.status)) return;
  throw invalidTransition(
    `cannot ${moveWords(cause)} order ${order.id}: it is ${orderStatusName(order.status)} (${order.status}); allowed from ${describeStatuses(ORDER_TRANSITIONS[cause].from)}`,
  );
}

/**
 * Moves the order to `to` for `cause`: previous_status keeps the old code, the history says why,
 * and the change is announced (order.status_changed, and order.cancelled). Staying where it is
 * records nothing. A move the table lacks is refused, so a path that forgot its check cannot write
 * a status the machine does not know.
 */
export function moveOrder(ctx: RequestContext, order: LockedOrder, cause: OrderTransition, to: number, reason: string, via: SavedVia = 'api'): void {
  if (order.status === to) return;
  requireMove(order, cause);
  if (!(ORDER_TRANSITIONS[cause].to as readonly number[]).includes(to)) {
    throw invalidTransition(`cannot ${moveWords(cause)} order ${order.id} into ${orderStatusName(to)} (${to}); it leads to ${describeStatuses(ORDER_TRANSITIONS[cause].to)}`);
  }
  const from = order.status;
  order.previous_status = from;
  order.status = to;
  recordEvent(ctx, order, 'status_changed', `${orderStatusName(from)} (${from}) → ${orderStatusName(to)} (${to}): ${reason}`, via);
  const details = { from_status: from, to_status: to, from_status_name: orderStatusName(from), to_status_name: orderStatusName(to), reason, saved_via: via };
  ctx.events.emit('order.status_changed', order, details);
  if (to === CANCELLED) ctx.events.emit('order.cancelled', order, details);
}

/** A new order's first status (not yet written, so nothing to lock): recorded as given, or where allocation put it. */
export function startOrder(order: Order, status: number): void {
  if (!INITIAL_STATUSES.includes(status)) throw invalidTransition(`an order cannot start as ${orderStatusName(status)} (${status}); it starts as ${describeStatuses(INITIAL_STATUSES)}`);
  order.status = status;
}
