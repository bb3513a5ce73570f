import type { Db } from '../../db/store';
import { relock } from '../../db/row-lock';
import { MetaKey } from './entities';

/** Declared meta keys, and the writes of meta fields onto their resources: the only meta code that touches the database. */

/** Which of `keys` the customer declared for the resource type. */
export const declaredKeys = (ctx: Db, customerId: number, resourceType: string, keys: string[]) =>
  ctx.em.find(MetaKey, { customer_id: customerId, resource_type: resourceType, key: { $in: keys } });

export const metaKeyNamed = (ctx: Db, customerId: number, resourceType: string, key: string) =>
  ctx.em.findOne(MetaKey, { customer_id: customerId, resource_type: resourceType, key });

/** The caller's declared keys (of one resource type, or all), by type and key. */
export const metaKeys = (ctx: Db, resourceType?: string | null) =>
  ctx.em.find(MetaKey, resourceType ? { resource_type: resourceType } : {}, { orderBy: { resource_type: 'asc', key: 'asc' } });

/** A new meta key, written at once. */
export async function insertMetaKey(ctx: Db, fields: Pick<MetaKey, 'customer_id' | 'resource_type' | 'key' | 'description'>): Promise<MetaKey> {
  const metaKey = ctx.em.create(MetaKey, fields as MetaKey);
  await ctx.em.flush();
  return metaKey;
}

/**
 * Merges meta fields into a resource (an item, an order, ...) under its row lock: the row is locked
 * and read again, `merge` sets the fields on what it holds now, and the change is written. Two
 * merges at once both keep their keys.
 */
export async function mergeIntoLocked<T extends object>(ctx: Db, resource: T, merge: (locked: T) => void): Promise<void> {
  await relock(ctx.em, resource);
  merge(resource);
  await ctx.em.flush();
}
