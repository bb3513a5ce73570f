import type { Db } from '../../../db/store';
import { OrderCustomsInfo } from '../entities';

/** The customs area's reads and writes: an order's customs info row (one per order, or none). */

export const findCustomsInfo = ({ em }: Db, orderId: number) => em.findOne(OrderCustomsInfo, { order_id: orderId });

/** A new or changed customs info row, written with the rest of the mutation. */
export const keepCustomsInfo = ({ em }: Db, row: OrderCustomsInfo) => void em.persist(row);
