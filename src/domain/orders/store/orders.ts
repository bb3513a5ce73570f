import type { Db } from '../../../db/store';
import { countWhere, findConnection, listQuery, pageConnection, type ListArgs } from '../../../db/list/connection';
import type { Where } from '../../../db/list/spec';
import { columnsFor } from '../../../db/plain-rows';
import { relationSelects, type SelectionTree } from '../../../db/prefetch';
import type { JsonPage, JsonSource } from '../../../db/json-rows';
import { findAllLocked, findLocked } from '../../../db/row-lock';
import { Item, Originator } from '../../items/entities';
import { ITEM_LIST } from '../../items/list-specs';
import { Order, OrderEvent, OrderItem, Package, SerialNumber } from '../entities';
import { ORDER_FIELD_READS } from '../reads';
import { ORDER_EVENT_LIST, ORDER_ITEM_LIST, ORDER_LIST } from '../list-specs';
import { lineRelations, orderRelations } from '../page-relations';
import { ORDER_DERIVED } from '../views';

/**
 * The orders area's reads and writes of orders, their lines, history, packages and serial numbers:
 * the only code of the area (with the other files of store/) that reaches the database. Managed
 * entities it returns may be changed by the services; the unit of work flushes them.
 */

/** The order, as the caller's tenant sees it, or null. */
export const findOrder = (ctx: Db, id: number) => ctx.em.findOne(Order, { id });

/** The order's row, locked FOR UPDATE and read again (db/row-lock.ts), or null. */
export const lockOrderRow = (ctx: Db, id: number) => findLocked(ctx.em, Order, { id });

/** These orders' rows, locked in id order (two lockers of the same orders do not deadlock). */
export const lockOrderRows = (ctx: Db, ids: number[]) => findAllLocked(ctx.em, Order, { id: { $in: ids } }, { id: 'asc' });

/**
 * A page of orders: plain rows of the columns `selected` needs, with its relations in the same
 * statement where they can come; or, for a caller that wants the page as JSON text (`json`), that
 * text where PostgreSQL can write it.
 */
export const orderPage = (ctx: Db, args: ListArgs, scope: Where, selected: SelectionTree, json?: JsonPage | null) =>
  findConnection(
    ctx.em, Order, ORDER_LIST, args, scope, columnsFor(ctx.em, Order, selected.keys(), ORDER_FIELD_READS), relationSelects(ctx.em, 'e0', selected, orderRelations()),
    json && { page: json, ...orderJsonSource() },
  );

/** How PostgreSQL writes an order as a page of orders does (db/json-rows.ts): for a statement that reads orders by id. */
export const orderJsonSource = (): JsonSource => ({ entity: Order, relations: orderRelations(), derived: ORDER_DERIVED });

export const countOrdersWhere = (ctx: Db, search: string | null | undefined, scope: Where) => countWhere(ctx.em, Order, ORDER_LIST, search, scope);

/** A new order (one not written by the set insert: a separated line's), written now for its id. */
export async function addOrder(ctx: Db, order: Order): Promise<void> {
  ctx.em.persist(order);
  await ctx.em.flush();
}

/** Writes every change of this unit of work's managed entities (and the new ones added) now. */
export const saveChanges = (ctx: Db) => ctx.em.flush();

export const orderEventPage = (ctx: Db, orderId: number, args: ListArgs) => findConnection(ctx.em, OrderEvent, ORDER_EVENT_LIST, args, { order_id: orderId });

export const countOrderEventsWhere = (ctx: Db, orderId: number, search: string | null | undefined) =>
  countWhere(ctx.em, OrderEvent, ORDER_EVENT_LIST, search, { order_id: orderId });

/** An entry of an order's history, written with the rest of the mutation. */
export const addHistory = (ctx: Db, entry: OrderEvent) => void ctx.em.persist(entry);

export const findOrderItem = (ctx: Db, id: number) => ctx.em.findOne(OrderItem, { id });

/** The line read again (a rival may have moved or removed it), if it is still the order's. */
export const rereadLine = (ctx: Db, id: number, orderId: number) => ctx.em.findOne(OrderItem, { id, order_id: orderId }, { refresh: true });

/** The order's lines, in id order. */
export const linesOf = (ctx: Db, orderId: number) => ctx.em.find(OrderItem, { order_id: orderId }, { orderBy: { id: 'asc' } });

export const countLines = (ctx: Db, orderId: number) => ctx.em.count(OrderItem, { order_id: orderId });

/**
 * A page of lines (of one order, `scope`): as a page of orders brings its lines, plain rows of the
 * columns `selected` needs with their item, originator, serial numbers and the areas' relations in
 * the same statement, or that page as JSON text where PostgreSQL can write it.
 */
export function orderItemPage(ctx: Db, args: ListArgs, scope: Where, selected: SelectionTree, json?: JsonPage | null) {
  const lines = lineRelations();
  return findConnection(
    ctx.em, OrderItem, ORDER_ITEM_LIST, args, scope, columnsFor(ctx.em, OrderItem, selected.keys(), lines.reads), relationSelects(ctx.em, 'e0', selected, lines.relations),
    json && { page: json, relations: lines.relations },
  );
}

export const countOrderItemsWhere = (ctx: Db, search: string | null | undefined, scope: Where) => countWhere(ctx.em, OrderItem, ORDER_ITEM_LIST, search, scope);

/** A new line of a written order, written now for its id. */
export async function addLine(ctx: Db, line: OrderItem): Promise<void> {
  ctx.em.persist(line);
  await ctx.em.flush();
}

/** Removes the line (at the next flush) and its originators (now). */
export async function removeLine(ctx: Db, line: OrderItem): Promise<void> {
  ctx.em.remove(line);
  await ctx.em.nativeDelete(Originator, { originated_type: 'OrderItem', originated_id: line.id });
}

/** An originator of an order or a line (items/service.ts newOriginator), written with the rest of the mutation. */
export const addOriginator = (ctx: Db, originator: Originator) => void ctx.em.persist(originator);

export const findPackage = (ctx: Db, id: number) => ctx.em.findOne(Package, { id });

/** Whether `packageId` names a package of the order. */
export const isPackageOf = async (ctx: Db, packageId: number, orderId: number) => (await ctx.em.count(Package, { id: packageId, order_id: orderId })) > 0;

/** A shipped package, written now for its id. */
export async function addPackage(ctx: Db, pkg: Package): Promise<void> {
  ctx.em.persist(pkg);
  await ctx.em.flush();
}

/** A serial number scanned for a line, written with the rest of the shipment. */
export const addSerialNumber = (ctx: Db, serial: SerialNumber) => void ctx.em.persist(serial);

/**
 * Items of the customer's other orders that held any of this order's items, by how many such orders
 * held them (orders/suggestions.ts), at most `limit`.
 */
export async function itemsOrderedWith(ctx: Db, order: Order, limit: number): Promise<number[]> {
  const rows = await ctx.em.execute<{ item_id: number }[]>(
    `select other.item_id, count(distinct other.order_id)::int as together
     from order_items mine
     join order_items same on same.item_id = mine.item_id and same.order_id <> mine.order_id
     join orders o on o.id = same.order_id and o.customer_id = ?
     join order_items other on other.order_id = same.order_id
     where mine.order_id = ?
       and other.item_id not in (select item_id from order_items where order_id = ?)
     group by other.item_id
     order by together desc, other.item_id
     limit ${limit}`,
    // The order's own customer: suggestions never reach past the order's tenant.
    [order.customer_id, order.id, order.id],
  );
  return rows.map((r) => r.item_id);
}

/** A page of the items `scope` selects, by the caller's sort (a search narrows them as on any item list). */
export const itemPage = (ctx: Db, args: ListArgs, scope: Where) => findConnection(ctx.em, Item, ITEM_LIST, args, scope);

/** A page of the items `scope` selects, in the order of `ids`. */
export async function itemPageInOrder(ctx: Db, args: ListArgs, scope: Where, ids: number[]) {
  const { where, window } = listQuery(ctx.em, Item, ITEM_LIST, args, scope);
  const rank = new Map(ids.map((id, i) => [id, i]));
  const items = (await ctx.em.find(Item, where)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  return pageConnection(items.slice(window.offset, window.offset + window.limit + 1), window, async () => items.length);
}
