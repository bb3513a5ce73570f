import type { RequestContext } from '../context';
import { notFound } from '../../shared/errors';
import { lockForAllocation } from './allocation';
import { type LockedOrder, lockOrder } from './machine';
import { findOrder } from './store/orders';

/**
 * What stock a change of an order may go on to move, and so which item locks it takes before the
 * order's own row (lock order: machine.ts): none; its own items (a shipment consumes what it
 * holds); or its items and those of the customer's orders waiting for them (a cancel, a pause, a
 * reallocation or a line change frees stock that waiting orders may then take).
 */
export type StockReach = 'none' | 'own' | 'queue';

/** An order locked for a change, and the items (leaves and components) of its lines that were locked with it. */
export interface OrderForChange {
  order: LockedOrder;
  items: number[];
}

/**
 * Locks what a change of the order needs, items first (those of its lines, and `joining`: the items
 * of lines about to be added), then the order's row, and returns the order as it is once locked:
 * the change is decided on that, never on an earlier read.
 */
export async function lockOrderForChange(ctx: RequestContext, id: number, reach: StockReach, joining: number[] = []): Promise<OrderForChange> {
  let items: number[] = [];
  if (reach !== 'none') {
    // Whose order it is (another tenant's reads as missing), before any of its items are locked.
    const seen = await findOrder(ctx, id);
    if (!seen) throw notFound('Order', id);
    items = await lockForAllocation(ctx, reach === 'queue' ? [seen.customer_id] : [], { orderIds: [id], itemIds: joining });
  }
  return { order: await lockOrder(ctx, id), items };
}
