import type { RequestContext } from '../../context';
import { countWhere, findConnection, type ListArgs } from '../../../db/list/connection';
import { OrderWholesale, WholesaleItem } from '../entities';
import { WHOLESALE_ITEM_LIST } from '../list-specs';

/** The wholesale area's reads and writes: an order's wholesale details, and its lines' wholesale items. */

export const findOrderWholesale = (ctx: RequestContext, orderId: number) => ctx.em.findOne(OrderWholesale, { order_id: orderId });

/** A new or changed row of the area (wholesale details, a wholesale item), written with the rest of the mutation. */
export const keepWholesaleRow = (ctx: RequestContext, row: OrderWholesale | WholesaleItem) => void ctx.em.persist(row);

/** Removes the row at the next flush. */
export const removeWholesaleRow = (ctx: RequestContext, row: OrderWholesale | WholesaleItem) => void ctx.em.remove(row);

export const findWholesaleItem = (ctx: RequestContext, id: number) => ctx.em.findOne(WholesaleItem, { id });

export const wholesaleItemOfLine = (ctx: RequestContext, orderItemId: number) => ctx.em.findOne(WholesaleItem, { order_item_id: orderItemId });

export const wholesaleItemPage = (ctx: RequestContext, args: ListArgs) => findConnection(ctx.em, WholesaleItem, WHOLESALE_ITEM_LIST, args);

export const countWholesaleItemsWhere = (ctx: RequestContext, search?: string | null) => countWhere(ctx.em, WholesaleItem, WHOLESALE_ITEM_LIST, search);

/** Writes every change of this unit of work now. */
export const saveChanges = (ctx: RequestContext) => ctx.em.flush();
