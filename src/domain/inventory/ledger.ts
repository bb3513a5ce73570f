import type { RequestContext } from '../context';
import { badInput } from '../../shared/errors';
import { MAX_UNITS } from '../items/units';
import { makeStockRows, moveStock, type StockChange } from './store';

/**
 * The only writer of stock. Every change goes through `changeStock`, which moves the stock rows and
 * writes the matching item transactions, then the writer calls items/counters.ts
 * `refreshItemCounters`, which recomputes the stored counters on items (and the bundles above them)
 * from the stock rows. Callers lock the items first (items/locks.ts `lockItems`) and do all of it
 * inside the mutation's transaction, so the ledger always sums to the stock and the counters never
 * drift.
 */

export type { StockChange } from './store';

/**
 * Refuses changes that would take an item's total past MAX_UNITS (a database error otherwise),
 * naming the field of the change that crosses it. Checks the total before plus every unit added,
 * so no stock row and no running ledger quantity can cross it either.
 */
function requireRoom(changes: StockChange[], totals: { item_id: number; total: number }[]): void {
  const running = new Map(totals.map((t) => [t.item_id, Number(t.total)]));
  for (const c of changes) {
    if (c.change <= 0) continue;
    const total = (running.get(c.item_id) ?? 0) + c.change;
    running.set(c.item_id, total);
    if (total > MAX_UNITS) throw badInput(c.field ?? 'quantity', `would bring item ${c.item_id} to ${total} units; one item holds at most ${MAX_UNITS}`);
  }
}

/**
 * Applies the changes to stock rows and writes one item transaction per change, whose `quantity`
 * is the item's on-hand total across every role after it. Two statements (store.ts): missing stock
 * rows are made empty first, reading the items' totals, which must leave room for what is added;
 * then one statement moves the stock and writes the ledger. A change that would take stock below
 * zero fails the stock CHECK and rolls the mutation back.
 */
export async function changeStock(ctx: Pick<RequestContext, 'em'>, userId: number | null, changes: StockChange[]): Promise<void> {
  if (!changes.length) return;
  requireRoom(changes, await makeStockRows(ctx, changes));
  await moveStock(ctx, userId, changes);
}
