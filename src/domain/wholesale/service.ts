import type { RequestContext } from '../context';
import { invalidInput, notFound, type FieldError } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import type { Order, OrderItem } from '../orders/entities';
import { getOrder, getOrderItem, lookUpOrderItem, requireFieldsUpdateable } from '../orders/service';
import { lockOrder } from '../orders/machine';
import { checkWholesaleItemAttributes, writeWholesaleItem, type WholesaleItemAttributes } from './attributes';
import { type OrderWholesale, WholesaleItem } from './entities';
import {
  countWholesaleItemsWhere, findOrderWholesale, findWholesaleItem, removeWholesaleRow, saveChanges, wholesaleItemOfLine, wholesaleItemPage,
} from './store/wholesale';

export interface WholesaleItemInput extends WholesaleItemAttributes {
  /** Moves the wholesale item to another line (PUT /wholesale_items/{id}); on a line's own route, that line. */
  order_item_id?: number | null;
}

/** GET /orders/{id}/wholesale: an order without wholesale details has none to show. */
export async function getOrderWholesale(ctx: RequestContext, orderId: number): Promise<OrderWholesale> {
  await getOrder(ctx, orderId);
  const wholesale = await findOrderWholesale(ctx, orderId);
  if (!wholesale) throw notFound(`Wholesale of order ${orderId}`);
  return wholesale;
}

export async function getWholesaleItem(ctx: RequestContext, id: number): Promise<WholesaleItem> {
  const row = await findWholesaleItem(ctx, id);
  if (!row) throw notFound('WholesaleItem', id);
  return row;
}

export const listWholesaleItems = (ctx: RequestContext, args: ListArgs) => wholesaleItemPage(ctx, args);

export const countWholesaleItems = (ctx: RequestContext, search?: string | null) => countWholesaleItemsWhere(ctx, search);

export async function getOrderItemWholesaleItem(ctx: RequestContext, orderItemId: number): Promise<WholesaleItem> {
  await getOrderItem(ctx, orderItemId);
  const row = await wholesaleItemOfLine(ctx, orderItemId);
  if (!row) throw notFound(`Wholesale item of order item ${orderItemId}`);
  return row;
}

/** Wholesale details change with the order's own fields: until it ships or closes, and not on a permissions_limited order. */
async function requireWritable(ctx: RequestContext, line: OrderItem, what: string): Promise<Order> {
  // Judged on the order's locked row: a change racing a shipment or a cancel sees where it left the order.
  const order = await lockOrder(ctx, line.order_id);
  requireFieldsUpdateable(order, what);
  return order;
}

function checkFields(input: WholesaleItemInput): void {
  const { order_item_id: _line, ...fields } = input;
  const errors: FieldError[] = [];
  checkWholesaleItemAttributes(fields, '', errors);
  if (input.order_item_id === null) errors.push({ field: 'order_item_id', message: 'must not be null' });
  if (errors.length) throw invalidInput(errors);
}

/** The line a wholesale item moves to: one of the same customer's, holding no wholesale item of its own. */
async function moveTarget(ctx: RequestContext, row: WholesaleItem, orderItemId: number): Promise<OrderItem> {
  const target = await lookUpOrderItem(ctx, orderItemId);
  if (!target || target.customer_id !== row.customer_id) throw invalidInput([{ field: 'order_item_id', message: `names no order item of this customer (${orderItemId})` }]);
  const taken = await wholesaleItemOfLine(ctx, orderItemId);
  if (taken) throw invalidInput([{ field: 'order_item_id', message: `order item ${orderItemId} already has wholesale item ${taken.id}` }]);
  return target;
}

const fieldsOf = (input: WholesaleItemInput) => Object.fromEntries(Object.entries(input).filter(([k, v]) => k !== 'order_item_id' && v !== undefined));

/** PUT /order_items/{id}/wholesale_item: changes the line's wholesale item, or gives it one. */
export async function setOrderItemWholesaleItem(ctx: RequestContext, orderItemId: number, input: WholesaleItemInput): Promise<WholesaleItem> {
  const line = await getOrderItem(ctx, orderItemId);
  checkFields(input);
  if (input.order_item_id != null && input.order_item_id !== orderItemId) {
    throw invalidInput([{ field: 'order_item_id', message: `must be this order item (${orderItemId}); move a wholesale item with PUT /wholesale_items/{id}` }]);
  }
  await requireWritable(ctx, line, 'change the wholesale item');
  const row = await wholesaleItemOfLine(ctx, orderItemId);
  if (!row) {
    const created = writeWholesaleItem(ctx, line, fieldsOf(input));
    await saveChanges(ctx);
    return created;
  }
  Object.assign(row, fieldsOf(input));
  await saveChanges(ctx);
  return row;
}

/** PUT /wholesale_items/{id}: changes the given fields (null clears one); order_item_id moves it to another line. */
export async function updateWholesaleItem(ctx: RequestContext, id: number, input: WholesaleItemInput): Promise<WholesaleItem> {
  const row = await getWholesaleItem(ctx, id);
  checkFields(input);
  await requireWritable(ctx, await getOrderItem(ctx, row.order_item_id), 'change the wholesale item');
  if (input.order_item_id != null && input.order_item_id !== row.order_item_id) {
    const target = await moveTarget(ctx, row, input.order_item_id);
    await requireWritable(ctx, target, `move the wholesale item to order item ${target.id}`);
    row.order_item_id = target.id;
  }
  Object.assign(row, fieldsOf(input));
  await saveChanges(ctx);
  return row;
}

export async function deleteWholesaleItem(ctx: RequestContext, id: number): Promise<WholesaleItem> {
  const row = await getWholesaleItem(ctx, id);
  await requireWritable(ctx, await getOrderItem(ctx, row.order_item_id), 'delete the wholesale item');
  const removed = Object.assign(new WholesaleItem(), row);
  removeWholesaleRow(ctx, row);
  await saveChanges(ctx);
  return removed;
}
