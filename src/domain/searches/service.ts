import type { RequestContext } from '../../context';
import { notFound } from '../common/errors';
import { SavedSearch } from './entities';

export async function getSavedSearch(ctx: RequestContext, id: number): Promise<SavedSearch> {
  const search = await ctx.em.findOne(SavedSearch, { id });
  if (!search) throw notFound('SavedSearch', id);
  return search;
}

export const listSavedSearches = (ctx: RequestContext) => ctx.em.find(SavedSearch, {}, { orderBy: { id: 'desc' } });

/** The list scope of orders in a saved search (checked to be the caller's own, so a foreign id is 404). */
export async function savedSearchScope(ctx: RequestContext, id: number | null | undefined) {
  if (id == null) return {};
  await getSavedSearch(ctx, id);
  return { saved_search_entries: { $some: { saved_search_id: id } } };
}

export async function savedSearchOrderCount(ctx: RequestContext, id: number): Promise<number> {
  const [row] = await ctx.em.execute<{ count: number }[]>('select count(*)::int as count from saved_search_orders where saved_search_id = ?', [id]);
  return row.count;
}
