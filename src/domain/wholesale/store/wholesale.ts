import type { Db } from '../../../db/store';
import { countWhere, findConnection, type ListArgs } from '../../../db/list/connection';
import { OrderWholesale, WholesaleItem } from '../entities';
import { WHOLESALE_ITEM_LIST } from '../list-specs';

/** The wholesale area's reads and writes: an order's wholesale details, and its lines' wholesale items. */

export const findOrderWholesale = ({ em }: Db, orderId: number) => em.findOne(OrderWholesale, { order_id: orderId });

/** A new or changed row of the area (wholesale details, a wholesale item), written with the rest of the mutation. */
export const keepWholesaleRow = ({ em }: Db, row: OrderWholesale | WholesaleItem) => void em.persist(row);

/** Removes the row at the next flush. */
export const removeWholesaleRow = ({ em }: Db, row: OrderWholesale | WholesaleItem) => void em.remove(row);

export const findWholesaleItem = ({ em }: Db, id: number) => em.findOne(WholesaleItem, { id });

export const wholesaleItemOfLine = ({ em }: Db, orderItemId: number) => em.findOne(WholesaleItem, { order_item_id: orderItemId });

export const wholesaleItemPage = ({ em }: Db, args: ListArgs) => findConnection(em, WholesaleItem, WHOLESALE_ITEM_LIST, args);

export const countWholesaleItemsWhere = ({ em }: Db, search?: string | null) => countWhere(em, WholesaleItem, WHOLESALE_ITEM_LIST, search);

/** Writes every change of this unit of work now. */
export const saveChanges = ({ em }: Db) => em.flush();
