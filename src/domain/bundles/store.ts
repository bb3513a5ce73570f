import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { groupedBy } from '../../db/batch-loaders';
import { pgArray } from '../../db/sql';
import { bundleLeaves } from '../items/bundle-sql';
import { BundleItem } from './entities';

/** Bundle components and the bundle graph: the only bundles code that touches the database. */

/**
 * Of the items `ids`, the bundles that can never be made, each with the bundle without components it
 * comes down to: itself, or one among its components at any depth. Allocation flattens a bundle to
 * its leaves (as here) and looks for their stock, and a bundle holds none of its own: a line of such
 * a bundle would wait at 95 forever. One statement, whatever the number of ids.
 */
async function emptyBundlesWithin(em: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await em.execute<{ bundle: number; empty: number }[]>(
    `with recursive ${bundleLeaves('select unnest(?::int[])')}
     select r.id as bundle, coalesce(min(l.item_id) filter (where i.is_bundle), r.id) as empty
     from items r
     left join leaves l on l.root = r.id
     left join items i on i.id = l.item_id
     where r.id = any(?::int[]) and r.is_bundle
     group by r.id
     having count(l.item_id) = 0 or bool_or(i.is_bundle)`,
    [pgArray(ids), pgArray(ids)],
  );
  return new Map(rows.map((r) => [r.bundle, r.empty]));
}

/** The area's loaders (domain/loaders.ts assembles them). */
export function bundleLoaders(em: EntityManager) {
  return {
    /** A bundle's components. */
    bundleItemsByParentId: groupedBy<BundleItem>(em, BundleItem, 'parent_item_id', (b) => b.parent_item_id),
    /** The bundle memberships of a component. */
    bundleItemsByItemId: groupedBy<BundleItem>(em, BundleItem, 'item_id', (b) => b.item_id),
    /** For each bundle id, the bundle without components it comes down to, or null: it can be made (an order line names it). */
    emptyBundleWithin: new DataLoader<number, number | null>(async (ids) => {
      const empty = await emptyBundlesWithin(em, ids);
      return ids.map((id) => empty.get(id) ?? null);
    }),
  };
}

export const bundleItemWithId = (ctx: Db, id: number) => ctx.em.findOne(BundleItem, { id });

/** The bundle without components `bundleId` comes down to (itself, or one inside it), or null when it can be made; read now, not through the request's loaders. */
export const emptyBundleWithin = async ({ em }: Db, bundleId: number): Promise<number | null> => (await emptyBundlesWithin(em, [bundleId])).get(bundleId) ?? null;

/** The component link of `itemId` in the bundle, if there is one. */
export const componentLink = (ctx: Db, parentItemId: number, itemId: number) => ctx.em.findOne(BundleItem, { parent_item_id: parentItemId, item_id: itemId });

/** True when `target` is among the (nested) components of `bundleId`. */
export async function contains(ctx: Db, bundleId: number, target: number): Promise<boolean> {
  const rows = await ctx.em.execute(
    `with recursive down(id) as (
       select item_id from bundle_items where parent_item_id = ?
       union select b.item_id from bundle_items b join down on b.parent_item_id = down.id
     )
     select 1 from down where id = ? limit 1`,
    [bundleId, target],
  );
  return rows.length > 0;
}

export const addBundleItem = (ctx: Db, bundleItem: BundleItem) => void ctx.em.persist(bundleItem);

export const removeBundleItem = (ctx: Db, bundleItem: BundleItem) => void ctx.em.remove(bundleItem);

/** Writes the unit of work's pending changes: the component links, and the bundle item the service changed with them. */
export const writeBundles = (ctx: Db) => ctx.em.flush();
