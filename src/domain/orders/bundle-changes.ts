import type { RequestContext } from '../context';
import { conflict } from '../../shared/errors';
import { type BundleItemUpdateInput, deleteBundleItem, emptyBundleIn, getBundleItem, updateBundleItem } from '../bundles/service';
import type { BundleItem } from '../bundles/entities';
import { allocateWaiting, lockForAllocation } from './allocation';
import { waitingOrderIds } from './store/allocation';

/**
 * A bundle's components change what an order of it needs (bundles/service.ts writes them). A
 * component removed, or needed fewer times, can let the customer's orders waiting for the bundle
 * (or for a bundle holding it) be made now: they are tried again, as stock arriving tries them.
 * Their items are locked before anything is written (lock ordering: allocation.ts).
 */

export async function updateBundleComponent(ctx: RequestContext, id: number, input: BundleItemUpdateInput): Promise<BundleItem> {
  const link = await getBundleItem(ctx, id);
  await lockForAllocation(ctx, [link.customer_id], { itemIds: [link.parent_item_id] });
  const updated = await updateBundleItem(ctx, id, input);
  await allocateWaiting(ctx, link.customer_id, [link.parent_item_id]);
  return updated;
}

/**
 * Removes a component. Removing the last one leaves a bundle that can never be made (it holds no
 * stock of its own): refused while orders wait for it, which would wait forever; an order naming
 * such a bundle is refused at create for the same reason (orders/validation.ts).
 */
export async function removeBundleComponent(ctx: RequestContext, id: number): Promise<BundleItem> {
  const link = await getBundleItem(ctx, id);
  await lockForAllocation(ctx, [link.customer_id], { itemIds: [link.parent_item_id] });
  const waiting = await waitingOrderIds(ctx, link.customer_id, [link.parent_item_id]);
  const removed = await deleteBundleItem(ctx, id);
  const empty = waiting.length ? await emptyBundleIn(ctx, link.parent_item_id) : null;
  if (empty !== null) {
    const shown = waiting.slice(0, 10).join(', ') + (waiting.length > 10 ? ', …' : '');
    throw conflict('id', `cannot remove the last component of bundle ${empty}: ${waiting.length} order(s) wait for it (${shown}) and could never be made; add another component first, or cancel them`);
  }
  await allocateWaiting(ctx, link.customer_id, [link.parent_item_id]);
  return removed;
}
