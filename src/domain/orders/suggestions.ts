import type { RequestContext } from '../context';
import { findConnection, listQuery, pageConnection, type ListArgs } from '../../db/list/connection';
import { Item } from '../items/entities';
import { ITEM_LIST } from '../items/list-specs';
import { getOrder } from './service';

/** Suggestions ranked; more would be noise, and the ranking is paged in memory. */
const MAX_SUGGESTIONS = 100;

/**
 * Items of the customer's other orders that held any of this order's items, by how many such orders
 * held them: what is often bought together with what this order holds (an insert, an accessory, a
 * refill), which a merchant or a packer may add. The original answers packing rules here, which this
 * service does not have. Neither the order's own items nor archived ones are suggested.
 */
const TOGETHER = `
  select other.item_id, count(distinct other.order_id)::int as together
  from order_items mine
  join order_items same on same.item_id = mine.item_id and same.order_id <> mine.order_id
  join orders o on o.id = same.order_id and o.customer_id = ?
  join order_items other on other.order_id = same.order_id
  where mine.order_id = ?
    and other.item_id not in (select item_id from order_items where order_id = ?)
  group by other.item_id
  order by together desc, other.item_id
  limit ${MAX_SUGGESTIONS}`;

/**
 * A page of suggestions, most often ordered together first; a caller's sort (or search) orders and
 * narrows them as on any item list.
 */
export async function suggestedItems(ctx: RequestContext, orderId: number, args: ListArgs) {
  const order = await getOrder(ctx, orderId);
  const ranked = await ctx.em.execute<{ item_id: number }[]>(TOGETHER, [order.customer_id, order.id, order.id]);
  const ids = ranked.map((r) => r.item_id);
  const scope = { id: { $in: ids }, archived_at: null };
  if (args.sort) return findConnection(ctx.em, Item, ITEM_LIST, args, scope);
  const { where, window } = listQuery(ITEM_LIST, args, scope);
  const rank = new Map(ids.map((id, i) => [id, i]));
  const items = (await ctx.em.find(Item, where)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return pageConnection(items.slice(window.offset, window.offset + window.limit + 1), window, async () => items.length);
}
