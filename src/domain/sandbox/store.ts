import { bareUnit, withTransaction } from '../../db/unit-of-work';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { ApiClient } from '../auth/entities';
import { Item, type Originator } from '../items/entities';
import { Order, OrderItem } from '../orders/entities';
import { SHIPPED } from '../orders/statuses';
import { Location, type LocationRole, ShippingMethod, Warehouse } from '../warehouses/entities';
import { forkForAll } from '../../db/tenancy';

/**
 * The sandbox's store: the only module of the area that touches the database. It seeds the demo
 * facilities and the demo customer's item, and reads what the simulations start from (a customer's
 * recent items, its last shipped order); everything else a simulation does goes through the other
 * areas' services, as any caller's request would.
 */

/** Work for every tenant (seeding at start), in a transaction of its own. */
export function seedingTransaction<T>(orm: MikroORM, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return withTransaction(bareUnit(forkForAll(orm)), (tx) => work(tx.em));
}

/** How many of these API clients exist and are not revoked. */
export function liveClientCount(orm: MikroORM, clientIds: string[]): Promise<number> {
  return forkForAll(orm).count(ApiClient, { client_id: { $in: clientIds }, revoked_at: null });
}

/** Held to commit ('seed'): replicas starting together in sandbox mode, or two `forklift seed`s, seed once between them. */
const SEED_LOCK = 0x73656564;

export interface DemoFacilities {
  warehouses: Partial<Warehouse>[];
  /** The shelves every warehouse gets, by name and role. */
  locations: [string, LocationRole][];
  shippingMethods: Partial<ShippingMethod>[];
}

/**
 * Writes the facilities unless there are warehouses already; false then. Call it inside a
 * transaction: the seed lock lasts until its commit.
 */
export async function addFacilitiesOnce(em: EntityManager, facilities: DemoFacilities): Promise<boolean> {
  await em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
  if (await em.count(Warehouse, {}, { filters: false })) return false;
  for (const fields of facilities.warehouses) {
    const warehouse = em.create(Warehouse, fields as Warehouse);
    for (const [name, role] of facilities.locations) em.create(Location, { warehouse, name, role } as Location);
  }
  for (const fields of facilities.shippingMethods) em.create(ShippingMethod, fields as ShippingMethod);
  await em.flush();
  return true;
}

/** Writes the item, then the originator made for it (which names the item by id: the item is written first). */
export async function addItemWithOriginator(em: EntityManager, item: Item, originatorOf: (item: Item) => Originator): Promise<void> {
  em.persist(item);
  await em.flush();
  em.persist(originatorOf(item));
  await em.flush();
}

/** The customer's live items, newest first, that `where` admits. */
const recentItems = (ctx: Db, customerId: number, limit: number, where: object) =>
  ctx.em.find(Item, { customer_id: customerId, archived_at: null, packaging: false, ...where }, { orderBy: { id: 'desc' }, limit });

/** Items an order may hold (no packaging). */
export const recentOrderableItems = (ctx: Db, customerId: number, limit: number) => recentItems(ctx, customerId, limit, {});

/** Items a ship notice may announce (no bundles: they are announced as their components). */
export const recentStockableItems = (ctx: Db, customerId: number, limit: number) => recentItems(ctx, customerId, limit, { is_bundle: false });

/** Items a return without an order may take back: unknown (null) counts as returnable and as not price-restricted, as the return rules read them. */
export const recentReturnableItems = (ctx: Db, customerId: number, limit: number) =>
  recentItems(ctx, customerId, limit, {
    is_bundle: false,
    $and: [{ $or: [{ returnable: null }, { returnable: true }] }, { $or: [{ return_price_restricted: null }, { return_price_restricted: false }] }],
  });

/**
 * The customer's most recently shipped order, if any. Its id is found first: sorting whole order
 * rows took 35–160 ms for a customer with 10,000 shipped orders (the bench's data), their ids 9–11 ms.
 */
export async function lastShippedOrder(ctx: Db, customerId: number): Promise<Order | null> {
  const [last] = await ctx.em.find(Order, { customer_id: customerId, status: SHIPPED }, { fields: ['id'], orderBy: { shipped_on: 'desc', id: 'desc' }, limit: 1 });
  return last ? ctx.em.findOne(Order, { id: last.id }, { refresh: true }) : null;
}

/** The order's first lines, in id order. */
export const firstOrderLines = (ctx: Db, orderId: number, limit: number) => ctx.em.find(OrderItem, { order_id: orderId }, { orderBy: { id: 'asc' }, limit });
