import { lockConsumerReturn } from './machine';
import type { RequestContext } from '../context';
import { ForkliftError, badInput, invalidInput, notFound, type FieldError } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import { eitherOf } from '../common/either';
import { owningCustomer } from '../customers/service';
import type { Item } from '../items/entities';
import { lineItemOf, newOriginator, type OriginatorAttributes } from '../items/service';
import { checkOriginatorAttributes } from '../items/validation';
import { ORIGINATOR_SPEC } from '../items/fields';
import { checkMetaFields, setMetaFields, type MetaFieldsInput } from '../meta/fields';
import type { Order } from '../orders/entities';
import { CONSUMER_RETURN_SPEC, type ConsumerReturnWritableColumn, RETURN_ITEM_SPEC } from './fields';
import { checkColumns } from '../common/columns';
import { customerWarehouse } from '../warehouses/service';
import { ConsumerReturn, ReturnItem, type ReturnReason } from './entities';
import {
  addConsumerReturn, addLines, addOriginator, consumerReturnCount, consumerReturnPage, findConsumerReturn, findOrder, linesOfReturn, lockOrderReturnedFrom,
  orderLines, removeConsumerReturn, returnedFromOrder, skusOfCustomer, writeChanges,
} from './store';
import { orderReturnError, lineErrors } from './rules';
import { returnOpened, returnWithdrawn } from './order-status';

export interface ReturnItemInput {
  item_id?: number | null;
  item_originator_id?: string | null;
  order_item_id?: number | null;
  quantity?: number | null;
  price?: number | null;
  reason?: ReturnReason | null;
  description?: string | null;
  extended_description?: string | null;
  return_action?: string | null;
  /** The line's record in the caller's system, as on a ship notice's lines: answered as return_item_originator_id. */
  originator_attributes?: OriginatorAttributes | null;
}

/** The return's own writable fields (create and update); null clears a field that may be empty. */
export type ConsumerReturnFields = { [K in ConsumerReturnWritableColumn]?: ConsumerReturn[K] | null };

export interface ConsumerReturnCreateInput extends ConsumerReturnFields {
  warehouse_id?: number | null;
  customer_id?: number | null;
  order_id?: number | null;
  exchange_order_id?: number | null;
  /** The lines (the response's name). */
  return_items?: ReturnItemInput[] | null;
  /** The lines (the original's request name). */
  shipnotice_items_attributes?: ReturnItemInput[] | null;
  originator_attributes?: OriginatorAttributes | null;
  meta_fields?: MetaFieldsInput | null;
}

/** Field rules the input types cannot say, collected so one answer names every problem. */
function checkReturnFields(ctx: RequestContext, input: ConsumerReturnFields, creating: boolean, errors: FieldError[]): void {
  errors.push(...checkColumns(CONSUMER_RETURN_SPEC, input, { creating, staff: ctx.caller.isStaff }));
}

/**
 * One of the customer's orders (a staff caller sees every tenant, so the customer is checked too), or
 * a field error, read by `find`. The order a return is made against is read locked (findLocked):
 * two returns against one order then count each other's units, and cannot together take back more
 * than it shipped, and the order's move to Pending Return is decided on its row.
 */
async function customerOrder<T extends Order = Order>(
  ctx: RequestContext, customerId: number, id: number, field: string, errors: FieldError[],
  find: (id: number) => Promise<T | null> = (id) => findOrder(ctx, id) as Promise<T | null>,
): Promise<T | null> {
  const order = await find(id);
  if (!order || order.customer_id !== customerId) {
    errors.push({ field, message: `names no order of this customer (${id})` });
    return null;
  }
  return order;
}

function linesOf(input: ConsumerReturnCreateInput): { lines: ReturnItemInput[]; path: string } {
  const { value, path } = eitherOf(input, 'return_items', 'shipnotice_items_attributes');
  return { lines: value ?? [], path };
}

/** The customer's SKUs among those given: return_sku_match must name one. */
const existingSkus = async (ctx: RequestContext, customerId: number, skus: string[]): Promise<Set<string>> =>
  skus.length ? skusOfCustomer(ctx, customerId, skus) : new Set();

/** A line ready to write, with the originator to record for it once it has an id. */
interface PreparedLine {
  line: ReturnItem;
  originator: OriginatorAttributes | null;
}

/**
 * Checks every line against its item and the order (rules.ts), writing nothing; returns the lines
 * ready to persist. Field errors of all lines are collected into one answer.
 */
async function prepareLines(ctx: RequestContext, customerId: number, order: Order | null, lines: ReturnItemInput[], path: string): Promise<PreparedLine[]> {
  const errors: FieldError[] = [];
  if (!lines.length) throw badInput(path, 'must list at least one returned item');
  const items: (Item | null)[] = [];
  for (const [i, line] of lines.entries()) {
    const at = `${path}.${i}`;
    // The line's item is checked where it is looked up (items/service.ts lineItemOf).
    const { item_id: _item, item_originator_id: _named, originator_attributes, ...columns } = line;
    errors.push(...checkColumns(RETURN_ITEM_SPEC, columns, { creating: true, prefix: `${at}.` }));
    if (originator_attributes) errors.push(...checkColumns(ORIGINATOR_SPEC, originator_attributes, { creating: true, prefix: `${at}.originator_attributes.` }));
    items.push(await lineItemOf(ctx, customerId, line, at, errors));
  }
  const sold = order ? await orderLines(ctx, order.id) : [];
  const returned = order ? await returnedFromOrder(ctx, order.id) : new Map<number, number>();
  const skus = await existingSkus(ctx, customerId, items.map((i) => i?.return_sku_match).filter((s): s is string => !!s));
  const prepared: PreparedLine[] = [];
  for (const [i, line] of lines.entries()) {
    const item = items[i];
    if (!item || line.quantity == null || line.quantity <= 0) continue;
    const checked = lineErrors({
      item,
      quantity: line.quantity,
      price: line.price,
      order_item_id: line.order_item_id,
      orderId: order?.id ?? null,
      sold: sold.filter((s) => s.item_id === item.id),
      alreadyReturned: returned.get(item.id) ?? 0,
      skuMatchFound: item.return_sku_match != null && skus.has(item.return_sku_match),
    }, `${path}.${i}`);
    errors.push(...checked.errors);
    returned.set(item.id, (returned.get(item.id) ?? 0) + line.quantity);
    const orderLine = sold.find((s) => s.id === line.order_item_id) ?? sold.find((s) => s.item_id === item.id);
    const returnItem = Object.assign(new ReturnItem(), {
      customer_id: customerId,
      item_id: item.id,
      order_item_id: orderLine?.id ?? null,
      quantity: line.quantity,
      price: checked.price,
      reason: line.reason ?? null,
      description: line.description ?? null,
      extended_description: line.extended_description ?? null,
      return_action: line.return_action ?? null,
    });
    prepared.push({ line: returnItem, originator: line.originator_attributes ?? null });
  }
  if (errors.length) throw invalidInput(errors);
  return prepared;
}

export async function getConsumerReturn(ctx: RequestContext, id: number): Promise<ConsumerReturn> {
  const found = await findConsumerReturn(ctx, id);
  if (!found) throw notFound('ConsumerReturn', id);
  return found;
}

export const listConsumerReturns = (ctx: RequestContext, args: ListArgs) => consumerReturnPage(ctx, args);

export const countConsumerReturns = (ctx: RequestContext, search?: string | null) => consumerReturnCount(ctx, search);

/**
 * Checks everything (customer, order and its return window, warehouse, fields, every line against
 * the return rules, meta fields) before writing anything. A return against an order moves the
 * order to Pending Return (75).
 */
export async function createConsumerReturn(ctx: RequestContext, input: ConsumerReturnCreateInput): Promise<ConsumerReturn> {
  const {
    return_items: _lines, shipnotice_items_attributes: _attrs, originator_attributes, meta_fields, customer_id, warehouse_id, order_id, exchange_order_id, ...fields
  } = input;
  const customerId = await owningCustomer(ctx, customer_id);
  const errors: FieldError[] = [];
  checkReturnFields(ctx, fields, true, errors);
  const order = order_id != null ? await customerOrder(ctx, customerId, order_id, 'order_id', errors, (id) => lockOrderReturnedFrom(ctx, id)) : null;
  if (order) {
    const closed = orderReturnError(order);
    if (closed) errors.push(closed);
  }
  if (exchange_order_id != null) await customerOrder(ctx, customerId, exchange_order_id, 'exchange_order_id', errors);
  if (originator_attributes) errors.push(...checkOriginatorAttributes([originator_attributes], 'originator_attributes'));
  if (errors.length) throw invalidInput(errors);
  const warehouseId = await customerWarehouse(ctx, customerId, warehouse_id ?? order?.return_warehouse_id ?? order?.warehouse_id);
  const meta = meta_fields ? await checkMetaFields(ctx, customerId, 'ConsumerReturn', meta_fields, 'meta_fields') : {};
  const { lines, path } = linesOf(input);
  const prepared = await prepareLines(ctx, customerId, order, lines, path);

  const created = Object.assign(new ConsumerReturn(), fields, {
    customer_id: customerId, warehouse_id: warehouseId, order_id: order?.id ?? null, exchange_order_id: exchange_order_id ?? null, meta_fields: meta,
  });
  await addConsumerReturn(ctx, created);
  addLines(ctx, created, prepared.map((p) => p.line));
  // A line's originator names it by id: the lines are written first.
  if (prepared.some((p) => p.originator)) await writeChanges(ctx);
  for (const { line, originator } of prepared) {
    if (originator) addOriginator(ctx, newOriginator(ctx, customerId, 'ReturnItem', line.id, originator));
  }
  if (originator_attributes) addOriginator(ctx, newOriginator(ctx, customerId, 'ConsumerReturn', created.id, originator_attributes));
  if (order) returnOpened(ctx, order, created);
  await writeChanges(ctx);
  ctx.events.emit('consumer_return.created', created);
  return created;
}

/** At most this many returns per bulk request. */
const BULK_LIMIT = 500;

export type BulkResource<T> = { input: T } | { error: string };

/** Each resource is created on its own: a refused one reports why and writes nothing, the others go ahead. */
export async function bulkCreateConsumerReturns(ctx: RequestContext, resources: BulkResource<ConsumerReturnCreateInput>[]): Promise<{ result: string }[]> {
  if (!resources.length) throw badInput('resources', 'must list at least one consumer return');
  if (resources.length > BULK_LIMIT) throw badInput('resources', `may list at most ${BULK_LIMIT} consumer returns`);
  const results: { result: string }[] = [];
  for (const [i, resource] of resources.entries()) {
    if ('error' in resource) {
      results.push({ result: `resources.${i} refused: ${resource.error}` });
      continue;
    }
    try {
      const created = await createConsumerReturn(ctx, resource.input);
      results.push({ result: `resources.${i} created consumer_return ${created.id}` });
    } catch (e) {
      if (!(e instanceof ForkliftError)) throw e;
      results.push({ result: `resources.${i} refused: ${e.message}` });
    }
  }
  return results;
}

export async function updateConsumerReturn(ctx: RequestContext, id: number, input: ConsumerReturnFields): Promise<ConsumerReturn> {
  const found = await lockConsumerReturn(ctx, id, 'update');
  const errors: FieldError[] = [];
  checkReturnFields(ctx, input, false, errors);
  if (errors.length) throw invalidInput(errors);
  Object.assign(found, Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)));
  await writeChanges(ctx);
  return found;
}

/** Withdraws a return that has not arrived; its order leaves Pending Return when no other return is open. */
export async function deleteConsumerReturn(ctx: RequestContext, id: number): Promise<ConsumerReturn> {
  const found = await lockConsumerReturn(ctx, id, 'delete');
  const lines = await linesOfReturn(ctx, id);
  await removeConsumerReturn(ctx, found, lines);
  await writeChanges(ctx);
  if (found.order_id != null) await returnWithdrawn(ctx, found.order_id);
  return found;
}

export const setConsumerReturnMetaFields = async (ctx: RequestContext, id: number, input: MetaFieldsInput) =>
  setMetaFields(ctx, await getConsumerReturn(ctx, id), 'ConsumerReturn', input);

/** The lines of a return read by getConsumerReturn, in id order (the sandbox copies them into a new return). */
export const consumerReturnLines = (ctx: RequestContext, found: ConsumerReturn): Promise<ReturnItem[]> => linesOfReturn(ctx, found.id);
