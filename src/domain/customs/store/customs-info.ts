import type { RequestContext } from '../../context';
import { OrderCustomsInfo } from '../entities';

/** The customs area's reads and writes: an order's customs info row (one per order, or none). */

export const findCustomsInfo = (ctx: RequestContext, orderId: number) => ctx.em.findOne(OrderCustomsInfo, { order_id: orderId });

/** A new or changed customs info row, written with the rest of the mutation. */
export const keepCustomsInfo = (ctx: RequestContext, row: OrderCustomsInfo) => void ctx.em.persist(row);
