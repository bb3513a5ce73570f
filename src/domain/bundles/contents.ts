import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/sql';
import { bundleLeaves } from '../inventory/bundle-sql';

/**
 * Of the items `ids`, the bundles that can never be made, each with the bundle without components it
 * comes down to: itself, or one among its components at any depth. Allocation flattens a bundle to
 * its leaves (as here) and looks for their stock, and a bundle holds none of its own: a line of such
 * a bundle would wait at 95 forever. One statement, whatever the number of ids.
 */
export async function emptyBundlesWithin(em: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
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
