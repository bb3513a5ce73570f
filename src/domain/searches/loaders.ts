import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/sql';

/**
 * The area's per-request loaders (domain/loaders.ts assembles them): the store's batched reads. A
 * file apart from store.ts, which takes the request context: the context is assembled with these,
 * so they import nothing that leads back to it.
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
