import type { RequestContext } from '../context';
import { badInput, collectErrors, conflict, invalidInput, invalidTransition, notEditable, notFound, type FieldError } from '../../shared/errors';
import { calendarDate } from '../common/dates';
import { eitherOf } from '../common/either';
import type { ListArgs } from '../../db/list/connection';
import type { SelectionTree } from '../../db/prefetch';
import type { JsonPage } from '../../db/json-rows';
import { orderRelations } from './page-relations';
import { owningCustomer } from '../customers/service';
import { NOT_ONBOARDED, customerWarehouse } from '../warehouses/service';
import { savedSearchScope } from '../searches/service';
import { itemIdByOriginatorId, lineItemOf, newOriginator, type OriginatorAttributes } from '../items/service';
import { checkOriginatorAttributes } from '../items/validation';
import { ORIGINATOR_SPEC } from '../items/fields';
import { checkColumns } from '../common/columns';
import { checkMetaFields, setMetaFields, type MetaFieldsInput } from '../meta/fields';
import type { Item } from '../items/entities';
import { lockNewLineItems, planAllocation, reallocate, releaseAllocations } from './allocation';
import { type LockedOrder, lockOrder, startOrder } from './machine';
import { lockOrderForChange } from './locking';
import { insertOrders } from './store/insert';
import { refreshItemCounters } from '../items/counters';
import { Order, OrderItem, type Package } from './entities';
import { ORDER_ITEM_SPEC, type OrderItemWritableField, type OrderWritableField } from './fields';
import { historyEntry, recordEvent } from './history';
import { ALLOCATING, CREATE_STATUSES, FIELDS_UPDATEABLE, ITEMS_UPDATEABLE, describeStatuses, orderStatusName } from './statuses';
import { SHIPPING_COUNTRY, checkLineBundle, checkLinePackage, checkOrderFields, checkOrderItemFields, loadLineItems } from './validation';
import { addressProblems } from './address-rules';
import { announceHold, holdReason } from './attention';
import { settleCountryCode } from '../common/countries';
import { type OrderDetails, type PreparedDetails, detailsFor, orderExtensions } from './extensions';
import {
  addLine, addOriginator, countLines, countOrderEventsWhere, countOrderItemsWhere, countOrdersWhere, findOrder, findOrderItem, findPackage, orderEventPage, orderItemPage,
  orderPage, removeLine, rereadLine, saveChanges,
} from './store/orders';

type OrderItemFields = { [K in OrderItemWritableField]?: OrderItem[K] | null };

export interface OrderItemCreateInput extends OrderItemFields {
  item_originator_id?: string | null;
  originator_id?: string | null;
  order_id?: number | null;
  customer_id?: number | null;
  created_at?: Date | null;
  updated_at?: Date | null;
  originator_attributes?: OriginatorAttributes | null;
  meta_fields?: MetaFieldsInput | null;
  /** Taken by the wholesale area (extensions.ts LineDetails). */
  wholesale_item_attributes?: unknown;
}

type OrderFields = { [K in OrderWritableField]?: Order[K] | Date | null };

export interface OrderCreateInput extends OrderFields {
  customer_id?: number | null;
  status?: number | null;
  shop_warehouse_ids?: number[] | null;
  tracking?: string[] | null;
  tracking_links?: string[] | null;
  order_items?: OrderItemCreateInput[] | null;
  order_items_attributes?: OrderItemCreateInput[] | null;
  originator_attributes?: OriginatorAttributes | null;
  meta_fields?: MetaFieldsInput | null;
  /** Taken by the wholesale and customs areas (extensions.ts OrderDetails). */
  wholesale_attributes?: unknown;
  customs_info_attributes?: unknown;
}

export interface OrderAction {
  name: string;
  description: string;
  allowed_when: string;
}

/** A line ready to write: everything about it has been checked. */
interface PreparedLine {
  line: OrderItem;
  /** Where the line was given (`order_items.0`), to name its fields. */
  path: string;
  originator: OriginatorAttributes | null;
  /** The line's wholesale_item_attributes, checked (extensions.ts). */
  wholesale: unknown;
}


/** Item-derived defaults of a line: what the spec says a line inherits from its item when unset. */
function lineDefaults(item: Item): Partial<OrderItem> {
  return {
    sku: item.sku,
    description: item.description ?? item.title,
    price: item.price,
    currency: item.currency,
    is_bundle: item.is_bundle,
    hazmat: item.hazmat,
    goh: item.goh,
    returnable: item.returnable,
    request_serial_number: item.request_serial_number ?? false,
    case_quantity: item.case_quantity,
    carton_quantity: item.carton_quantity,
    wholesale_cost: item.wholesale_cost,
  };
}

const definedOnly = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;

/**
 * Checks one line against the order's customer (and its order, once that exists: null for a new
 * one) and makes it, writing nothing. Problems go to `errors`.
 */
async function prepareLine(
  ctx: RequestContext, customerId: number, orderId: number | null, input: OrderItemCreateInput, path: string, errors: FieldError[],
): Promise<PreparedLine | null> {
  const { item_originator_id, originator_id, originator_attributes, meta_fields, wholesale_item_attributes, order_id: _order, customer_id: _customer, ...fields } = input;
  const before = errors.length;
  errors.push(...checkOrderItemFields(fields, `${path}.`, true));
  errors.push(...(await checkLinePackage(ctx, orderId, fields.package_id, `${path}.package_id`)));
  // The item is only read (the line's defaults): a plain row, not a managed entity every flush compares.
  const item = await lineItemOf(ctx, customerId, { item_id: fields.item_id, item_originator_id }, path, errors, ctx.loaders.renderedItemById);
  if (item?.packaging) errors.push({ field: `${path}.item_id`, message: `item ${item.id} is packaging, which is not ordered` });
  if (item) errors.push(...(await checkLineBundle(ctx, item, `${path}.${fields.item_id != null ? 'item_id' : 'item_originator_id'}`)));
  if (originator_attributes) errors.push(...checkOriginatorAttributes([originator_attributes], `${path}.originator_attributes`));
  // originator_id is the short form of originator_attributes.original_id: the same column.
  errors.push(...checkColumns({ originator_id: ORIGINATOR_SPEC.original_id }, { originator_id }, { creating: true, prefix: `${path}.` }));
  if (wholesale_item_attributes) lineDetails().check(wholesale_item_attributes, `${path}.wholesale_item_attributes`, errors);
  const meta = meta_fields ? await collectErrors(errors, () => checkMetaFields(ctx, customerId, 'OrderItem', meta_fields, `${path}.meta_fields`)) : {};
  if (errors.length > before || !item) return null;
  const line = Object.assign(new OrderItem(), lineDefaults(item), definedOnly(fields), {
    customer_id: customerId,
    item_id: item.id,
    meta_fields: meta ?? {},
  });
  const originator = originator_attributes ?? (originator_id != null ? { original_id: originator_id } : null);
  return { line, path, originator, wholesale: wholesale_item_attributes ?? null };
}

/** What the wholesale area keeps beside a line (extensions.ts). */
const lineDetails = () => detailsFor(orderExtensions().line, 'wholesale_item_attributes');

/** Details an area above orders keeps beside one (extensions.ts), checked, under the body field that gave them. */
interface Detail {
  field: OrderDetails['field'];
  prepared: PreparedDetails;
}

/**
 * The body's details for the areas that keep them (extensions.ts), each checked against the order's
 * fields as sent; an order create passes no orderId. Problems go to `errors`.
 */
async function prepareDetails(
  ctx: RequestContext, orderId: number | null, body: Partial<Record<OrderDetails['field'], unknown>>, fields: Record<string, unknown>, errors: FieldError[],
): Promise<Detail[]> {
  const details: Detail[] = [];
  for (const [field, input] of Object.entries(body) as [OrderDetails['field'], unknown][]) {
    if (input === undefined) continue;
    const prepared = await detailsFor(orderExtensions().order, field).prepare(ctx, orderId, input, fields, field, errors);
    if (prepared) details.push({ field, prepared });
  }
  return details;
}

/** The order columns the details set (customs numbers the order keeps itself). */
const detailColumns = (details: Detail[]) => Object.assign({}, ...details.map((d) => d.prepared.orderColumns ?? {})) as Record<string, unknown>;

function linesOf(input: OrderCreateInput): { lines: OrderItemCreateInput[]; path: string } {
  const { value, path } = eitherOf(input, 'order_items', 'order_items_attributes');
  return { lines: value ?? [], path };
}

/**
 * Flags the service derives from the order's shipping method and destination. `countries`: the
 * shipping country of warehouses already read (allocation reads its candidates'), else loaded.
 */
export async function deriveFlags(ctx: RequestContext, order: Order, countries?: ReadonlyMap<number, string | null>): Promise<void> {
  const method = order.shipping_method_id ? await ctx.loaders.shippingMethodById.load(order.shipping_method_id) : null;
  order.expedited = method?.expedited ?? false;
  const id = order.warehouse_id;
  const origin = id == null ? null : countries?.has(id) ? countries.get(id)! : ((await ctx.loaders.warehouseById.load(id))?.shipping_country_iso2 ?? null);
  const destination = order.shipping_country_iso2?.toUpperCase();
  order.customs_required = !!destination && !!origin && destination !== origin.toUpperCase();
}

export interface PreparedOrder {
  order: Order;
  lines: PreparedLine[];
  originator: OriginatorAttributes | null;
  /** Wholesale details and customs info, checked (extensions.ts). */
  details: Detail[];
  /** 30 or 35: recorded, not allocated. */
  recordOnly: boolean;
}

/**
 * Checks everything about a new order (customer, fields, every line, meta fields) and builds it,
 * writing nothing: a refused order leaves no trace. Every problem is named in one answer.
 */
export async function prepareOrder(ctx: RequestContext, input: OrderCreateInput): Promise<PreparedOrder> {
  const {
    order_items: _lines, order_items_attributes: _attrs, originator_attributes, meta_fields, wholesale_attributes, customs_info_attributes, customer_id, status, shop_warehouse_ids, tracking, tracking_links,
    ...orderFields
  } = input;
  const customerId = await owningCustomer(ctx, customer_id);
  const errors = await checkOrderFields(ctx, { ...orderFields, status }, { creating: true });
  const country = settleCountryCode(orderFields, null, SHIPPING_COUNTRY);
  errors.push(...country.errors);
  if (originator_attributes) errors.push(...checkOriginatorAttributes([originator_attributes], 'originator_attributes'));
  for (const [field, list] of Object.entries({ tracking, tracking_links })) {
    list?.forEach((v, i) => v.length > 2000 && errors.push({ field: `${field}.${i}`, message: 'is longer than 2000 characters' }));
  }
  const meta = meta_fields ? await collectErrors(errors, () => checkMetaFields(ctx, customerId, 'Order', meta_fields, 'meta_fields')) : {};
  const details = await prepareDetails(ctx, null, { wholesale_attributes, customs_info_attributes }, orderFields, errors);
  const fields = { ...orderFields, ...country.changes, ...detailColumns(details) };
  const { lines, path } = linesOf(input);
  if (!lines.length) errors.push({ field: path, message: 'must hold at least one line: an order with nothing to ship could never be fulfilled' });
  await loadLineItems(ctx, lines.flatMap((l) => (typeof l.item_id === 'number' ? [l.item_id] : [])));
  const prepared: PreparedLine[] = [];
  for (const [i, line] of lines.entries()) {
    const ready = await prepareLine(ctx, customerId, null, line, `${path}.${i}`, errors);
    if (ready) prepared.push(ready);
  }
  if (errors.length) throw invalidInput(errors);
  const order = Object.assign(new Order(), definedOnly(fields), {
    customer_id: customerId,
    shop_id: ctx.shopId,
    approximate_delivery_date: fields.approximate_delivery_date ? calendarDate(fields.approximate_delivery_date) : null,
    shop_warehouse_ids: shop_warehouse_ids ?? [],
    tracking: tracking ?? [],
    tracking_links: tracking_links ?? [],
    meta_fields: meta ?? {},
  });
  order.address_verified = !addressProblems(order).length;
  const recordOnly = status != null && CREATE_STATUSES.includes(status as 30);
  if (recordOnly) startOrder(order, status!);
  return { order, lines: prepared, originator: originator_attributes ?? null, details, recordOnly };
}

/** The lines of a prepared order whose item was archived after they were checked, as field errors. */
const archivedLines = (p: PreparedOrder, archived: number[]): FieldError[] =>
  p.lines.flatMap(({ line, path }) => (archived.includes(line.item_id) ? [{ field: `${path}.item_id`, message: `item ${line.item_id} is archived` }] : []));

/**
 * Writes prepared orders with their lines, originators and history, each once and in its final
 * state: allocation is planned first (orders not record-only, oldest first), then one statement
 * writes the orders, lines, allocations and history (insert.ts). A fixed number of statements,
 * whatever the count, plus the inserts of originators and wholesale or customs details where given.
 */
export async function writeOrders(ctx: RequestContext, given: PreparedOrder[]): Promise<(Order | FieldError[])[]> {
  // Every lock allocation may take, before anything is written (lock ordering: allocation.ts). A
  // create allocates its own orders only: no waiting order's items are locked for it. Recorded orders
  // lock theirs too: an order for an item archived since its lines were checked is refused.
  const archived = await lockNewLineItems(ctx, [...new Set(given.flatMap((p) => p.lines.map((l) => l.line.item_id)))]);
  const refusals = new Map(given.map((p) => [p, archivedLines(p, archived)] as const).filter(([, errors]) => errors.length));
  const prepared = given.filter((p) => !refusals.has(p));
  const allocating = prepared.filter((p) => !p.recordOnly);
  // Each new order is the newest in its customer's queue, in the order given: until it is written
  // it goes by a provisional id above every real one (the queue compares ids on equal times), and
  // its lines by their position.
  const now = new Date();
  prepared.forEach(({ order }, i) => Object.assign(order, { id: Number.MAX_SAFE_INTEGER - prepared.length + i, created_at: now, updated_at: now }));
  prepared.flatMap((p) => p.lines).forEach(({ line }, i) => (line.id = i));
  const { allocations, itemIds, countries } = await planAllocation(
    ctx,
    allocating.map((p) => p.order),
    allocating.flatMap(({ order, lines }) => lines.map(({ line }) => ({ order_id: order.id, order_item_id: line.id, item_id: line.item_id, quantity: line.quantity }))),
  );
  if (allocating.some((p) => p.order.warehouse_id == null)) throw badInput('warehouse_id', NOT_ONBOARDED);
  // A recorded order starts at its customer's default warehouse; allocation picked the others'.
  const defaults = new Map<number, number>();
  for (const { order } of prepared.filter((p) => p.recordOnly)) {
    if (!defaults.has(order.customer_id)) defaults.set(order.customer_id, await customerWarehouse(ctx, order.customer_id, null));
    order.warehouse_id = defaults.get(order.customer_id)!;
  }
  for (const { order } of prepared) await deriveFlags(ctx, order, countries);
  await insertOrders(
    ctx,
    prepared.map(({ order, lines }) => ({
      order,
      lines: lines.map((l) => l.line),
      history: [historyEntry(ctx, order, 'created', `Order created with ${lines.length} line(s): ${orderStatusName(order.status)} (${order.status})`)],
    })),
    allocations,
  );
  for (const { order, lines, originator, details } of prepared) {
    if (originator) addOriginator(ctx, newOriginator(ctx, order.customer_id, 'Order', order.id, originator));
    for (const { prepared: detail } of details) await detail.write(ctx, order, true);
    for (const { line, originator: lineOriginator, wholesale: lineWholesale } of lines) {
      if (lineOriginator) addOriginator(ctx, newOriginator(ctx, order.customer_id, 'OrderItem', line.id, lineOriginator));
      if (lineWholesale) lineDetails().write(ctx, line, lineWholesale);
    }
  }
  await saveChanges(ctx);
  // Announced before the inventory changes it causes.
  for (const { order } of prepared) {
    ctx.events.emit('order.created', order);
    announceHold(ctx, order);
  }
  await refreshItemCounters(ctx, itemIds);
  return given.map((p) => refusals.get(p) ?? p.order);
}

export async function createOrder(ctx: RequestContext, input: OrderCreateInput): Promise<Order> {
  const [written] = await writeOrders(ctx, [await prepareOrder(ctx, input)]);
  if (Array.isArray(written)) throw invalidInput(written);
  return written;
}

/**
 * The order; read as a page of one (orderAnswer) when `selected` names relations a page brings: one
 * statement, so one snapshot, where the entity's loaders send one each.
 */
export async function getOrder(ctx: RequestContext, id: number, selected?: SelectionTree): Promise<Order> {
  const order = (selected && (await orderAnswer(ctx, id, selected))) || (await findOrder(ctx, id));
  if (!order) throw notFound('Order', id);
  return order;
}

export interface OrderListArgs extends ListArgs {
  /** Only the orders a saved search holds. */
  saved_search_id?: number | null;
}

/**
 * A page of orders is only rendered: plain rows (db/plain-rows.ts) of the columns `selected` (the
 * fields asked for) needs, and its lines, items and packages in the same statement when selected.
 */
export const listOrders = async (ctx: RequestContext, args: OrderListArgs, selected: SelectionTree = new Map(), json?: JsonPage | null) =>
  orderPage(ctx, args, await savedSearchScope(ctx, args.saved_search_id), selected, json);

/**
 * The order as a page of orders reads it, when `selected` names relations a page brings (one
 * statement, where the managed entity's loaders send one per relation): `order(id)`, and the answer of
 * a mutation, read again once its transaction has committed. Null when it selects none of them (the
 * entity answers as it is) or the order is not to be found.
 */
export async function orderAnswer(ctx: RequestContext, id: number, selected: SelectionTree): Promise<Order | null> {
  if (!Object.keys(orderRelations()).some((relation) => selected.has(relation))) return null;
  return (await listOrders(ctx, { search: JSON.stringify({ id_in: [id] }), per_page: 1 }, selected)).nodes[0] ?? null;
}

export const countOrders = async (ctx: RequestContext, args: Omit<OrderListArgs, 'sort' | 'page' | 'per_page'>) =>
  countOrdersWhere(ctx, args.search, await savedSearchScope(ctx, args.saved_search_id));

export type OrderUpdateInput = OrderFields & { wholesale_attributes?: unknown; customs_info_attributes?: unknown };

/** Changes the order's own fields while it is still open; a permissions_limited order is not editable. */
export async function updateOrder(ctx: RequestContext, id: number, input: OrderUpdateInput): Promise<Order> {
  // Locked before it is judged: an update racing a cancel or a shipment sees where that left it.
  const order = await lockOrder(ctx, id);
  requireFieldsUpdateable(order, 'change the order');
  const { wholesale_attributes, customs_info_attributes, ...fields } = input;
  const stored = order as unknown as Record<string, unknown>;
  const errors = await checkOrderFields(ctx, fields, { creating: false, current: stored });
  const country = settleCountryCode(fields, stored, SHIPPING_COUNTRY);
  errors.push(...country.errors);
  const details = await prepareDetails(ctx, order.id, { wholesale_attributes, customs_info_attributes }, fields, errors);
  if (errors.length) throw invalidInput(errors);
  const changes = Object.fromEntries(Object.entries({ ...fields, ...country.changes, ...detailColumns(details) }).filter(([, v]) => v !== undefined));
  if (!Object.keys(changes).length && !details.length) return order;
  const held = holdReason(order);
  Object.assign(order, changes);
  if ('approximate_delivery_date' in changes) order.approximate_delivery_date = changes.approximate_delivery_date ? calendarDate(changes.approximate_delivery_date as Date | string) : null;
  await deriveFlags(ctx, order);
  order.address_verified = !addressProblems(order).length;
  for (const { prepared } of details) await prepared.write(ctx, order, false);
  const written = [...Object.keys(changes), ...details.map((d) => d.field)];
  recordEvent(ctx, order, 'updated', `Updated ${written.sort().join(', ')}`);
  announceHold(ctx, order, held);
  await saveChanges(ctx);
  return order;
}

export async function setOrderMetaFields(ctx: RequestContext, id: number, input: MetaFieldsInput) {
  const order = await getOrder(ctx, id);
  return setMetaFields(ctx, order, 'Order', input);
}

/** The order's history, oldest first. */
export async function listOrderEvents(ctx: RequestContext, orderId: number, args: ListArgs) {
  await getOrder(ctx, orderId);
  return orderEventPage(ctx, orderId, args);
}

export async function countOrderEvents(ctx: RequestContext, orderId: number, search?: string | null) {
  await getOrder(ctx, orderId);
  return countOrderEventsWhere(ctx, orderId, search);
}

export async function getOrderItem(ctx: RequestContext, id: number): Promise<OrderItem> {
  const line = await findOrderItem(ctx, id);
  if (!line) throw notFound('OrderItem', id);
  return line;
}

/** The line, or null when the caller's tenant has none of that id: for a caller that refuses it in its own words. */
export const lookUpOrderItem = (ctx: RequestContext, id: number) => findOrderItem(ctx, id);

export async function listOrderItems(ctx: RequestContext, orderId: number, args: ListArgs, selected: SelectionTree = new Map(), json?: JsonPage | null) {
  await getOrder(ctx, orderId);
  return orderItemPage(ctx, args, { order_id: orderId }, selected, json);
}

export async function getPackage(ctx: RequestContext, id: number): Promise<Package> {
  const pkg = await findPackage(ctx, id);
  if (!pkg) throw notFound('Package', id);
  return pkg;
}

/** The caller's order lines: one order's (404 for a foreign one), or every order's. */
export async function countOrderItems(ctx: RequestContext, orderId?: number | null, search?: string | null) {
  if (orderId == null) return countOrderItemsWhere(ctx, search, {});
  await getOrder(ctx, orderId);
  return countOrderItemsWhere(ctx, search, { order_id: orderId });
}

/** A permissions_limited order is closed to edits (NOT_EDITABLE), though it can still be processed and shipped. */
function requireEditable(order: LockedOrder, what: string): void {
  if (order.permissions_limited) throw notEditable(`cannot ${what}: order ${order.id} is permissions_limited and not editable, though it can still be processed and shipped`);
}

/** The order's own fields (and wholesale details) change until it ships or closes. */
export function requireFieldsUpdateable(order: LockedOrder, what: string): void {
  if (!FIELDS_UPDATEABLE.includes(order.status)) {
    throw invalidTransition(`cannot ${what}: order ${order.id} is ${orderStatusName(order.status)} (${order.status}); its fields change while it is ${describeStatuses(FIELDS_UPDATEABLE)}`);
  }
  requireEditable(order, what);
}

/** Lines change only while the order has not reached the warehouse floor. */
export function requireItemsUpdateable(order: LockedOrder, what: string): void {
  if (!ITEMS_UPDATEABLE.includes(order.status)) {
    throw invalidTransition(
      `cannot ${what}: order ${order.id} is ${orderStatusName(order.status)} (${order.status}); lines change while the order is ${describeStatuses(ITEMS_UPDATEABLE)}`,
    );
  }
  requireEditable(order, what);
}

/**
 * A line and its order, locked for a change of the order's lines: the items first (its own and, with
 * `itemIds`, those about to join it), then the order, then the line read again, since a rival may
 * have moved or removed it before the lock was ours.
 */
export async function lockLine(ctx: RequestContext, id: number): Promise<{ line: OrderItem; order: LockedOrder; items: number[] }> {
  const seen = await getOrderItem(ctx, id);
  const { order, items } = await lockOrderForChange(ctx, seen.order_id, 'queue');
  const line = await rereadLine(ctx, id, order.id);
  if (!line) throw notFound('OrderItem', id);
  return { line, order, items };
}

/** The order's lines changed: it holds stock for its new lines, or waits. */
async function linesChanged(ctx: RequestContext, order: LockedOrder, description: string): Promise<void> {
  recordEvent(ctx, order, 'items_changed', description);
  await saveChanges(ctx);
  if (ALLOCATING.includes(order.status)) await reallocate(ctx, order, 'lines_changed');
}

/**
 * The item a new line names, to be locked with its order before the line is checked (lock order:
 * the items, then the order): by id, or by the caller's originator id, resolved now. An archive
 * that commits meanwhile is then seen by the check; one still running waits for the line.
 */
async function itemToLock(ctx: RequestContext, orderId: number, input: OrderItemCreateInput): Promise<number[]> {
  if (typeof input.item_id === 'number') return [input.item_id];
  if (typeof input.item_originator_id !== 'string') return [];
  const seen = await findOrder(ctx, orderId);
  const item = seen && (await itemIdByOriginatorId(ctx, seen.customer_id, input.item_originator_id));
  return item ? [item] : [];
}

export async function createOrderItem(ctx: RequestContext, orderId: number, input: OrderItemCreateInput): Promise<OrderItem> {
  const { order, items } = await lockOrderForChange(ctx, orderId, 'queue', await itemToLock(ctx, orderId, input));
  requireItemsUpdateable(order, 'add a line');
  const errors: FieldError[] = [];
  // A single-line body has no list around it: its problems are named by the body's own fields.
  const prepared = await prepareLine(ctx, order.customer_id, order.id, input, 'order_item', errors);
  if (!prepared) throw invalidInput(errors.map((e) => ({ ...e, field: e.field.replace(/^order_item\./, '') })));
  // The originator was moved to another item between its reading and the locks: that item is not locked.
  if (!items.includes(prepared.line.item_id)) throw conflict('item_originator_id', 'was moved to another item while the line was added; add it again');
  prepared.line.order_id = order.id;
  await addLine(ctx, prepared.line);
  if (prepared.originator) addOriginator(ctx, newOriginator(ctx, order.customer_id, 'OrderItem', prepared.line.id, prepared.originator));
  if (prepared.wholesale) lineDetails().write(ctx, prepared.line, prepared.wholesale);
  await linesChanged(ctx, order, `Added line ${prepared.line.id}: ${prepared.line.quantity} × item ${prepared.line.item_id}`);
  return prepared.line;
}

export type OrderItemUpdateInput = Omit<OrderItemFields, 'item_id'> & { wholesale_item_attributes?: unknown };

export async function updateOrderItem(ctx: RequestContext, id: number, input: OrderItemUpdateInput): Promise<OrderItem> {
  const { line, order } = await lockLine(ctx, id);
  const { wholesale_item_attributes: wholesale, ...fields } = input;
  const errors = checkOrderItemFields({ quantity: line.quantity, ...fields }, '', false);
  if (wholesale) lineDetails().check(wholesale, 'wholesale_item_attributes', errors);
  const itemId = (input as Record<string, unknown>).item_id;
  if (itemId !== undefined && itemId !== line.item_id) errors.push({ field: 'item_id', message: 'cannot change: remove the line and add another' });
  errors.push(...(await checkLinePackage(ctx, line.order_id, input.package_id, 'package_id')));
  if (errors.length) throw invalidInput(errors);
  const changes = Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && k in ORDER_ITEM_SPEC));
  const quantityChanged = changes.quantity !== undefined && changes.quantity !== line.quantity;
  // A permissions_limited order's lines are no more editable than the order itself.
  if (quantityChanged) requireItemsUpdateable(order, 'change a line\'s quantity');
  else if (Object.keys(changes).length) requireItemsUpdateable(order, 'change a line');
  // Wholesale details change as the order's fields do (wholesale/service.ts), on the row locked above.
  if (wholesale) requireFieldsUpdateable(order, 'change the wholesale item');
  Object.assign(line, changes);
  if (wholesale) await lineDetails().update(ctx, line, wholesale);
  if (quantityChanged) await linesChanged(ctx, order, `Line ${line.id} now ${line.quantity} × item ${line.item_id}`);
  else await saveChanges(ctx);
  return line;
}

export async function deleteOrderItem(ctx: RequestContext, id: number): Promise<OrderItem> {
  const { line, order } = await lockLine(ctx, id);
  requireItemsUpdateable(order, 'remove a line');
  // Refused rather than cancelling the order: a cancel is a decision of its own (PUT .../call/cancel), not a side effect.
  if ((await countLines(ctx, order.id)) === 1) {
    throw invalidTransition(`cannot remove line ${id}: it is the last line of order ${order.id}, and an order holds at least one; cancel the order instead`);
  }
  recordEvent(ctx, order, 'items_changed', `Removed line ${line.id} (${line.quantity} × item ${line.item_id})`);
  // The line's allocations are released before it goes, so stock.committed follows.
  const allocating = ALLOCATING.includes(order.status);
  const freed = allocating ? await releaseAllocations(ctx, [order.id]) : [];
  const removed = Object.assign(new OrderItem(), line);
  await removeLine(ctx, line);
  await saveChanges(ctx);
  if (allocating) await reallocate(ctx, order, 'lines_changed', 'api', freed);
  return removed;
}

export async function setOrderItemMetaFields(ctx: RequestContext, id: number, input: MetaFieldsInput) {
  const line = await getOrderItem(ctx, id);
  return setMetaFields(ctx, line, 'OrderItem', input);
}

/** How PostgreSQL writes an order's V2 representation: for its event payloads, written by the outbox insert. */
export { orderJsonSource } from './store/orders';
