import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/sql';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads, in
 * a file of their own. The request context is assembled with them, so they import the area's
 * entities and the generic loaders alone, nothing that leads back to the context (a store may: the
 * ship notices' reads the orders' waiting-order SQL).
 */
export const savedSearchLoaders = (em: EntityManager) => ({
  orderCountBySavedSearchId: orderCountBySavedSearchId(em),
});

/**
 * How many orders each saved search holds: one grouped count for a page of them. Keyed by the
 * searches alone: their ids come from saved searches read under the tenant filter.
 */
function orderCountBySavedSearchId(em: EntityManager) {
  return new DataLoader<number, number>(async (ids) => {
    const rows = await em.execute<{ id: number; count: number }[]>(
      'select saved_search_id as id, count(*)::int as count from saved_search_orders where saved_search_id = any(?::int[]) group by saved_search_id',
      [pgArray(ids)],
    );
    const counts = new Map(rows.map((r) => [r.id, r.count]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}
