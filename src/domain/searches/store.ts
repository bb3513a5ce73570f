import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../db/store';
import { findConnection, type ListArgs } from '../../db/list/connection';
import { pgArray } from '../../db/sql';
import { SavedSearch } from './entities';
import { SAVED_SEARCH_LIST } from './list-specs';

/** The saved searches' store: the only module of the area that touches the database. */

/** The area's per-request loaders (domain/loaders.ts assembles them). */
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

export const findSavedSearch = (ctx: Db, id: number) => ctx.em.findOne(SavedSearch, { id });

export const savedSearchPage = (ctx: Db, args: ListArgs) => findConnection(ctx.em, SavedSearch, SAVED_SEARCH_LIST, args);
