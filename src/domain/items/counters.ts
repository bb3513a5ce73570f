import type { RequestContext } from '../context';
import { writeFreshCounters } from './store/counters';

/**
 * Recomputes quantity, sellable and published counters of the items and of every bundle that
 * contains them (store/counters.ts), and announces item.inventory_changed for each item whose
 * counters moved (item.low_inventory for a crossing). Every writer of stock calls it, under the
 * item locks (locks.ts), in the transaction of its change: the counters never drift.
 */
export async function refreshItemCounters(ctx: Pick<RequestContext, 'em' | 'events'>, itemIds: number[]): Promise<void> {
  if (!itemIds.length) return;
  for (const row of await writeFreshCounters(ctx, itemIds)) {
    const details = { quantity: row.quantity, sellable_quantity: row.sellable_quantity, published_quantity: row.published_quantity, previous_sellable_quantity: row.old_s };
    ctx.events.emit('item.inventory_changed', row, details);
    if (row.threshold != null) ctx.events.emit('item.low_inventory', row, { ...details, low_inventory_threshold: row.threshold });
  }
}
