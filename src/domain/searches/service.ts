import type { RequestContext } from '../context';
import { notFound } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import type { SavedSearch } from './entities';
import { findSavedSearch, savedSearchPage } from './store';

export async function getSavedSearch(ctx: RequestContext, id: number): Promise<SavedSearch> {
  const search = await findSavedSearch(ctx, id);
  if (!search) throw notFound('SavedSearch', id);
  return search;
}

export const listSavedSearches = (ctx: RequestContext, args: ListArgs) => savedSearchPage(ctx, args);

/** The list scope of orders in a saved search (checked to be the caller's own, so a foreign id is 404). */
export async function savedSearchScope(ctx: RequestContext, id: number | null | undefined) {
  if (id == null) return {};
  await getSavedSearch(ctx, id);
  return { saved_search_entries: { $some: { saved_search_id: id } } };
}

/** Batched per request: a page of saved searches counts its orders in one query. */
export const savedSearchOrderCount = (ctx: RequestContext, id: number): Promise<number> => ctx.loaders.orderCountBySavedSearchId.load(id);
