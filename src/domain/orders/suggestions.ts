import type { RequestContext } from '../context';
import type { ListArgs } from '../../db/list/connection';
import { getOrder } from './service';
import { itemPage, itemPageInOrder, itemsOrderedWith } from './store/orders';

/** Suggestions ranked; more would be noise, and the ranking is paged in memory. */
const MAX_SUGGESTIONS = 100;

/**
 * Items of the customer's other orders that held any of this order's items, by how many such orders
 * held them: what is often bought together with what this order holds (an insert, an accessory, a
 * refill), which a merchant or a packer may add. The original answers packing rules here, which this
 * service does not have. Neither the order's own items nor archived ones are suggested. A page of
 * them, most often ordered together first; a caller's sort (or search) orders and
 * narrows them as on any item list.
 */
export async function suggestedItems(ctx: RequestContext, orderId: number, args: ListArgs) {
  const order = await getOrder(ctx, orderId);
  const ids = await itemsOrderedWith(ctx, order, MAX_SUGGESTIONS);
  const scope = { id: { $in: ids }, archived_at: null };
  return args.sort ? itemPage(ctx, args, scope) : itemPageInOrder(ctx, args, scope, ids);
}
