import type { RequestContext } from '../context';
import type { Item } from '../items/entities';
import { applyStockAdjustment, checkStockAdjustment, type StockAdjustInput } from '../inventory/service';
import { allocateWaiting, lockForAllocation } from './allocation';

/**
 * stock_adjust: staff count stock in or out of a location (inventory/service.ts), and stock added
 * goes to the customer's orders waiting for it. Their items are locked with the adjusted one, in
 * one statement, before anything is written (lock ordering: allocation.ts).
 */
export async function adjustStock(ctx: RequestContext, input: StockAdjustInput): Promise<Item> {
  const adjustment = await checkStockAdjustment(ctx, input);
  const { item } = adjustment;
  const adds = input.change > 0;
  if (adds) await lockForAllocation(ctx, [item.customer_id], { itemIds: [item.id] });
  await applyStockAdjustment(ctx, adjustment);
  if (adds) await allocateWaiting(ctx, item.customer_id, [item.id]);
  return item;
}
