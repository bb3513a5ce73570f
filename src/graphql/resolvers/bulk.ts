import type { Resolvers } from '../generated';
import { coerceEach } from '../../representations/input-coercion';
import { bulkProgress, bulkResults, getBulkJob, requestBulkCreate } from '../../domain/orders/bulk';
import { listOrders } from '../../domain/orders/service';
import { jsonNodes, selectedNodeTree } from '../look-ahead';
import { getSavedSearch, listSavedSearches, savedSearchOrderCount } from '../../domain/searches/service';

export const bulkResolvers: Resolvers = {
  Query: {
    order_bulk_job: (_, { id }, ctx) => getBulkJob(ctx, id),
    saved_searches: (_, args, ctx) => listSavedSearches(ctx, args),
    saved_search: (_, { id }, ctx) => getSavedSearch(ctx, id),
  },
  Mutation: {
    order_bulk_create: (_, { resources }, ctx, info) => requestBulkCreate(ctx, coerceEach(info.schema, 'OrderCreateInput', resources)),
  },
  OrderBulkJob: {
    processed: async (job, _, ctx) => (await bulkProgress(ctx, job)).processed,
    created: async (job, _, ctx) => (await bulkProgress(ctx, job)).created,
    refused: async (job, _, ctx) => (await bulkProgress(ctx, job)).refused,
    saved_search: (job, _, ctx) => getSavedSearch(ctx, job.saved_search_id),
    results: (job, { outcome }, ctx) => bulkResults(ctx, job, outcome),
  },
  SavedSearch: {
    order_count: (search, _, ctx) => savedSearchOrderCount(ctx, search.id),
    orders: (search, args, ctx, info) => listOrders(ctx, { ...args, saved_search_id: search.id }, selectedNodeTree(info), jsonNodes(info)),
  },
};
