import type { FieldError } from '../../shared/errors';
import { orderView } from '../orders/views';
import { ORDER_STATUSES, ORDER_TRANSITIONS, orderStatusName } from '../orders/statuses';
import type { Order } from '../orders/entities';

/**
 * The return rules of items and orders, as pure functions so they are tested without a database.
 * The service gathers what they need (the items, the order, its lines, what earlier returns took).
 */

/** The orders a return may be opened against: where the order state machine allows it. */
const RETURNABLE_ORDER_STATUSES: readonly number[] = ORDER_TRANSITIONS.return_opened.from;

const describe = (codes: readonly number[]) => codes.map((c) => `${ORDER_STATUSES[c as keyof typeof ORDER_STATUSES]} (${c})`).join(', ');

/**
 * An order takes returns once shipped, and until its return window closes: `return_time_limit`
 * days after it shipped (the order's `within_return_time_limit`). An order without a limit has no window.
 */
export function orderReturnError(order: Order, now = new Date()): FieldError | null {
  if (!RETURNABLE_ORDER_STATUSES.includes(order.status)) {
    return { field: 'order_id', message: `order ${order.id} is ${orderStatusName(order.status)} (${order.status}); returns are taken from ${describe(RETURNABLE_ORDER_STATUSES)}` };
  }
  const deadline = orderView.returnDeadline(order);
  if (deadline && now.getTime() > deadline.getTime()) {
    return { field: 'order_id', message: `the return window of order ${order.id} closed on ${deadline.toISOString()} (${order.return_time_limit} days after shipping)` };
  }
  return null;
}

/** What the line rules read of an item. */
export interface ReturnableItem {
  id: number;
  sku: string | null;
  is_bundle: boolean;
  returnable: boolean | null;
  return_price_restricted: boolean | null;
  return_sku_match: string | null;
}

/** What the line rules read of the order's lines of the line's item. */
interface SoldLine {
  id: number;
  quantity: number;
  price: number | null;
  /** Copied from the item when the order was made (or set on the line): false refuses returns of it. */
  returnable: boolean | null;
}

export interface LineCheck {
  item: ReturnableItem;
  quantity: number;
  price?: number | null;
  order_item_id?: number | null;
  /** The return's order, when it has one. */
  orderId: number | null;
  /** The order's lines of this item (empty without an order). */
  sold: SoldLine[];
  /** Units of this item already returned against the order, by earlier returns and earlier lines of this one. */
  alreadyReturned: number;
  /** Whether the customer has an item with the SKU the item's return_sku_match names. */
  skuMatchFound: boolean;
}

/**
 * The rules one line follows:
 * - a bundle is returned as its components, as it was shipped;
 * - an item with `returnable: false` is refused (null, unknown, is accepted), and so is a line of an
 *   order whose own `returnable` is false (the item's flag when it sold, or the merchant's for that sale);
 * - against an order: the item must be on it (on the named order line), and no more units come
 *   back than shipped, counting earlier returns;
 * - `return_price_restricted`: the item comes back only against the order that sold it, at the
 *   price paid there;
 * - `return_sku_match`: the SKU of the item good units are put back as; it must name an item.
 * Returns the errors and the price the line records.
 */
export function lineErrors(line: LineCheck, path: string): { errors: FieldError[]; price: number | null } {
  const errors: FieldError[] = [];
  const error = (field: string, message: string) => errors.push({ field: `${path}.${field}`, message });
  const { item } = line;
  let price = line.price ?? null;
  if (item.is_bundle) error('item_id', `item ${item.id} is a bundle: return its components`);
  if (item.returnable === false) error('item_id', `item ${item.id} (${item.sku}) is not returnable`);
  if (item.return_sku_match != null && !line.skuMatchFound) {
    error('item_id', `item ${item.id} is returned as SKU ${item.return_sku_match} (return_sku_match), which names no item of this customer`);
  }
  if (line.orderId == null) {
    if (item.return_price_restricted) error('item_id', `item ${item.id} is price-restricted: it is returned only against the order that sold it (give order_id)`);
    if (line.order_item_id != null) error('order_item_id', 'needs the return to name its order (order_id)');
    return { errors, price };
  }
  const lines = line.order_item_id != null ? line.sold.filter((s) => s.id === line.order_item_id) : line.sold;
  if (!lines.length) {
    if (line.order_item_id != null) error('order_item_id', `is not a line of item ${item.id} on order ${line.orderId}`);
    else error('item_id', `item ${item.id} is not on order ${line.orderId}`);
    return { errors, price };
  }
  if (item.returnable !== false && lines.every((s) => s.returnable === false)) {
    error(line.order_item_id != null ? 'order_item_id' : 'item_id', `item ${item.id} was sold not returnable on order ${line.orderId} (order line ${lines[0].id})`);
  }
  const shipped = line.sold.reduce((sum, s) => sum + s.quantity, 0);
  if (line.alreadyReturned + line.quantity > shipped) {
    error('quantity', `would bring the units of item ${item.id} returned from order ${line.orderId} to ${line.alreadyReturned + line.quantity}; it shipped ${shipped}`);
  }
  const paid = lines[0].price;
  if (item.return_price_restricted && price != null && paid != null && price !== paid) {
    error('price', `must be the price paid on order ${line.orderId} (${paid}): item ${item.id} is price-restricted`);
  }
  price ??= paid;
  return { errors, price };
}
