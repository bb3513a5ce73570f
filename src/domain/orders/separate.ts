import type { RequestContext } from '../context';
import { badInput, invalidTransition } from '../../shared/errors';
import { allocateNewOrders, reallocate, releaseAllocations } from './allocation';
import { startOrder } from './machine';
import { Order, type OrderItem } from './entities';
import { ORDER_SPEC, type OrderWritableField } from './fields';
import { recordEvent } from './history';
import { announceHold } from './attention';
import { deriveFlags, deleteOrderItem, lockLine, requireItemsUpdateable, type OrderAction } from './service';
import { ALLOCATING, ITEMS_UPDATEABLE, describeStatuses } from './statuses';
import { addOrder, countLines, saveChanges } from './store/orders';

/**
 * The original's "Separate an order item into a new order": the line moves, as it is (its id,
 * originator, meta fields and wholesale fields), into a new order of the same customer and shop that
 * carries the order's own fields (addresses, shipping, billing, customs, meta fields). A merchant
 * ships the rest of an order while one line waits for stock, or sends one line on its own. Both
 * orders hold stock again by the allocation policy: the new one joins the queue as a new order.
 * The order's originator and wholesale details stay with the order they were sent for.
 */
export async function separateOrderItem(ctx: RequestContext, id: number): Promise<OrderItem> {
  const { line, order } = await lockLine(ctx, id);
  requireItemsUpdateable(order, 'separate a line');
  if ((await countLines(ctx, order.id)) === 1) {
    throw invalidTransition(`cannot separate line ${id}: it is the only line of order ${order.id}, which would be left with none`);
  }
  // lockLine took every lock the release and both allocations below may take (lock ordering: allocation.ts).
  const allocating = ALLOCATING.includes(order.status);
  const freed = allocating ? await releaseAllocations(ctx, [order.id]) : [];
  const fields = Object.fromEntries((Object.keys(ORDER_SPEC) as OrderWritableField[]).map((f) => [f, order[f]]));
  const separated = Object.assign(new Order(), fields, {
    customer_id: order.customer_id,
    shop_id: order.shop_id,
    warehouse_id: order.warehouse_id,
    shop_warehouse_ids: [...order.shop_warehouse_ids],
    address_verified: order.address_verified,
    return_address_verified: order.return_address_verified,
    meta_fields: { ...order.meta_fields },
  });
  // An allocating order's line starts over as a new order; one on hold or a quote stays so.
  startOrder(separated, order.status);
  await addOrder(ctx, separated);
  line.order_id = separated.id;
  ctx.events.emit('order.created', separated);
  announceHold(ctx, separated);
  recordEvent(ctx, separated, 'created', `Order created by separating line ${line.id} (${line.quantity} × item ${line.item_id}) from order ${order.id}`);
  recordEvent(ctx, order, 'items_changed', `Line ${line.id} separated into order ${separated.id}`);
  await saveChanges(ctx);
  if (allocating) {
    await allocateNewOrders(ctx, [separated]);
    await reallocate(ctx, order, 'lines_changed', 'api', freed);
  }
  await deriveFlags(ctx, separated);
  await saveChanges(ctx);
  return line;
}

/** What PUT /order_items/{id}/call/{action} performs (GET /order_items/actions lists them). */
const LINE_ACTIONS = {
  delete: {
    description: 'Remove the line (as DELETE /order_items/{id}); the order is allocated again. The last line of an order cannot be removed.',
    perform: deleteOrderItem,
  },
  separate: {
    description: 'Move the line into a new order with the same addresses and shipping (as PUT /order_items/{id}/separate); both orders are allocated again.',
    perform: separateOrderItem,
  },
} as const;

export const ORDER_ITEM_ACTIONS: OrderAction[] = Object.entries(LINE_ACTIONS).map(([name, a]) => ({
  name, description: a.description, allowed_when: `its order is ${describeStatuses(ITEMS_UPDATEABLE)} and has another line`,
}));

/** An action not allowed in the order's state is an invalid transition (405 on the REST action route). */
export async function callOrderItemAction(ctx: RequestContext, id: number, action: string): Promise<OrderItem> {
  const known = Object.keys(LINE_ACTIONS);
  if (!(action in LINE_ACTIONS)) throw badInput('action', `"${action}" is not an order item action; one of ${known.join(', ')}`);
  return LINE_ACTIONS[action as keyof typeof LINE_ACTIONS].perform(ctx, id);
}
