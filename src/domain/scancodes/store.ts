import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { childConnections } from '../../db/list/children';
import { Item } from '../items/entities';
import { Scancode } from './entities';
import { SCANCODE_LIST } from './list-specs';

/** The scancodes' store: the only module of the area that touches the database. */

/** The area's per-request loaders (domain/loaders.ts assembles them). */
export const scancodeLoaders = (em: EntityManager) => ({
  scancodesByItemId: childConnections(em, Scancode, SCANCODE_LIST, 'item_id'),
});

/** Locks the item's row (FOR UPDATE): scancode writes of one item take turns, so two creates cannot both become primary. */
export const lockItemForScancodes = (ctx: Db, item: Item) => ctx.em.lock(item, LockMode.PESSIMISTIC_WRITE);

/** The customer's scancode with this name, if any. */
export const scancodeNamed = (ctx: Db, customerId: number, name: string) => ctx.em.findOne(Scancode, { customer_id: customerId, name });

/** A live item of the customer other than `itemId` whose sku, scancode field or ean is `code`, if any. */
export const otherItemWithCode = (ctx: Db, customerId: number, itemId: number, code: string) =>
  ctx.em.findOne(Item, {
    customer_id: customerId,
    archived_at: null,
    id: { $ne: itemId },
    $or: [{ sku: code }, { scancode: code }, { ean: code }],
  });

export const primaryScancodeOf = (ctx: Db, itemId: number) => ctx.em.findOne(Scancode, { item_id: itemId, primary: true });

/** The active scancode with this name (the tenant filter scopes it to the caller's customer). */
export const activeScancode = (ctx: Db, code: string) => ctx.em.findOne(Scancode, { name: code, active: true });

/** Live items whose sku, scancode field or ean is `code`, in id order (the tenant filter scopes them). */
export const liveItemsWithCode = (ctx: Db, code: string) =>
  ctx.em.find(Item, { archived_at: null, $or: [{ sku: code }, { scancode: code }, { ean: code }] }, { orderBy: { id: 'asc' } });

export async function addScancode(ctx: Db, scancode: Scancode): Promise<void> {
  ctx.em.persist(scancode);
  await ctx.em.flush();
}

/** Writes what the request changed on the scancodes this store answered. */
export const writeChanges = (ctx: Db) => ctx.em.flush();
