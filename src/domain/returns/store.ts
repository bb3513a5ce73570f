import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { countWhere, findConnection, type ListArgs } from '../../db/list/connection';
import { groupedBy } from '../../db/batch-loaders';
import { findLocked } from '../../db/row-lock';
import { Lot } from '../inventory/entities';
import { Item, Originator } from '../items/entities';
import { Order, OrderItem } from '../orders/entities';
import { COMPLETED, ConsumerReturn, ReturnItem } from './entities';
import { CONSUMER_RETURN_LIST } from './list-specs';

/**
 * The consumer returns' store: the only module of the area that touches the database. The
 * service, receiving, the machine and the order's return statuses change the managed entities it
 * answers; the unit of work writes them (writeChanges, or the commit).
 */

/** The area's per-request loaders (domain/loaders.ts assembles them). */
export const returnLoaders = (em: EntityManager) => ({
  linesByConsumerReturnId: groupedBy<ReturnItem>(em, ReturnItem, 'consumer_return', (l) => l.consumer_return.id),
});

export const findConsumerReturn = (ctx: Db, id: number) => ctx.em.findOne(ConsumerReturn, { id });

/** The return, FOR UPDATE and read again once the lock is held (db/row-lock.ts); null when there is none. */
export const lockConsumerReturnRow = (ctx: Db, id: number) => findLocked(ctx.em, ConsumerReturn, { id });

export const consumerReturnPage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, ConsumerReturn, CONSUMER_RETURN_LIST, args);

export const consumerReturnCount = (ctx: Db, search?: string | null) => countWhere(ctx.em, ConsumerReturn, CONSUMER_RETURN_LIST, search);

/** The return's lines, in id order. */
export const linesOfReturn = (ctx: Db, consumerReturnId: number) =>
  ctx.em.find(ReturnItem, { consumer_return: consumerReturnId }, { orderBy: { id: 'asc' } });

/** Writes a new return, so that it has its id (its lines and originator name it). */
export async function addConsumerReturn(ctx: Db, created: ConsumerReturn): Promise<void> {
  ctx.em.persist(created);
  await ctx.em.flush();
}

/** Adds lines to the return, written with the next change. */
export function addLines(ctx: Db, created: ConsumerReturn, lines: ReturnItem[]): void {
  for (const line of lines) {
    line.consumer_return = created;
    ctx.em.persist(line);
  }
}

/** Records a caller's originator (items/service.ts newOriginator), written with the next change. */
export const addOriginator = (ctx: Db, originator: Originator) => void ctx.em.persist(originator);

/** Removes the return, its lines and the originators of both. */
export async function removeConsumerReturn(ctx: Db, found: ConsumerReturn, lines: ReturnItem[]): Promise<void> {
  ctx.em.remove(lines);
  ctx.em.remove(found);
  await ctx.em.nativeDelete(Originator, { originated_type: 'ConsumerReturn', originated_id: found.id });
  if (lines.length) await ctx.em.nativeDelete(Originator, { originated_type: 'ReturnItem', originated_id: { $in: lines.map((l) => l.id) } });
}

/** Writes what the request changed on the entities this store answered. */
export const writeChanges = (ctx: Db) => ctx.em.flush();

/** An order a return names (the tenant filter applies: another tenant's is null). */
export const findOrder = (ctx: Db, id: number) => ctx.em.findOne(Order, { id });

/** The order a return is made against, FOR UPDATE and read again (db/row-lock.ts). */
export const lockOrderReturnedFrom = (ctx: Db, id: number) => findLocked(ctx.em, Order, { id });

/** The order's lines, in id order: what a return may take back. */
export const orderLines = (ctx: Db, orderId: number) => ctx.em.find(OrderItem, { order_id: orderId }, { orderBy: { id: 'asc' } });

/**
 * Units of each item already returned against the order, over all its returns. Keyed by the order
 * alone: its returns are its customer's (the order was read under the tenant filter).
 */
export async function returnedFromOrder(ctx: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await ctx.em.execute<{ item_id: number; quantity: number }[]>(
    `select ri.item_id, sum(ri.quantity)::int as quantity from return_items ri join consumer_returns cr on cr.id = ri.consumer_return_id
     where cr.order_id = ? group by ri.item_id`,
    [orderId],
  );
  return new Map(rows.map((r) => [r.item_id, r.quantity]));
}

/**
 * How many of the order's returns are open and how many completed. Keyed by the order alone: its
 * returns are its customer's (the order is locked by the caller, under the tenant filter).
 */
export async function returnsOfOrder(ctx: Db, orderId: number): Promise<{ open: number; done: number }> {
  const [row] = await ctx.em.execute<{ open: number; done: number }[]>(
    'select count(*) filter (where status <> ?)::int as open, count(*) filter (where status = ?)::int as done from consumer_returns where order_id = ?',
    [COMPLETED, COMPLETED, orderId],
  );
  return row;
}

/** Which of these SKUs name an item of the customer (return_sku_match must name one). */
export async function skusOfCustomer(ctx: Db, customerId: number, skus: string[]): Promise<Set<string>> {
  const items = await ctx.em.find(Item, { customer_id: customerId, sku: { $in: skus } }, { fields: ['sku'] });
  return new Set(items.map((i) => i.sku!));
}

/** The customer's items with these SKUs. */
export const itemsWithSkus = (ctx: Db, customerId: number, skus: string[]) => ctx.em.find(Item, { customer_id: customerId, sku: { $in: skus } });

/** The item's lot with this number, if there is one. */
export const findLot = (ctx: Db, itemId: number, number: string) => ctx.em.findOne(Lot, { item_id: itemId, number });

/** The item's latest-expiring lot (undated last), if it has any. */
export async function latestLot(ctx: Db, itemId: number): Promise<Lot | null> {
  const [latest] = await ctx.em.find(Lot, { item_id: itemId }, { orderBy: { expires_on: 'desc nulls last', id: 'desc' } as never, limit: 1 });
  return latest ?? null;
}
