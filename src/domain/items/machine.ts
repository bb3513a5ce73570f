import type { RequestContext } from '../context';
import { invalidTransition, notFound } from '../../shared/errors';
import type { Locked } from '../../db/row-lock';
import type { Item } from './entities';
import { lockItems } from './locks';
import { reread } from './store/rows';
import { ARCHIVED, ITEM_TRANSITIONS, type ItemTransition, itemMoveRefusal } from './transitions';

/**
 * The item state machine (archived or not): the only code that sets or clears archived_at. Its
 * table is ITEM_TRANSITIONS; a move is judged on the item's row locked as every stock writer locks
 * items (FOR NO KEY UPDATE, locks.ts lockItems) and read again, so two archives cannot both win, and
 * an order create, which locks its items the same way and checks them again under the lock, either
 * sees the item archived or is written before it is.
 */

/** An item whose row this transaction holds locked, read after the lock was taken. */
type LockedItem = Locked<Item>;

export async function lockItem(ctx: RequestContext, id: number): Promise<LockedItem> {
  const seen = await ctx.loaders.itemById.load(id);
  if (!seen) throw notFound('Item', id);
  await lockItems(ctx, [id]);
  // Held by lockItems (FOR NO KEY UPDATE, as every stock writer holds items), so read again it is a locked read.
  return (await reread(ctx, seen)) as LockedItem;
}

/** Applies the move, or refuses it (INVALID_TRANSITION) from the state the item is in now. */
export function moveItem(item: LockedItem, action: ItemTransition): void {
  const refusal = itemMoveRefusal(item, action);
  if (refusal) throw invalidTransition(`item ${item.id} ${refusal}`);
  item.archived_at = ITEM_TRANSITIONS[action].to === ARCHIVED ? new Date() : null;
}
