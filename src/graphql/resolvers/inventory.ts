import type { Resolvers } from '../generated';
import { countItemTransactions, itemTransactionsCsv, listItemLocations, listItemTransactions, warehouseQuantities } from '../../domain/inventory/service';
import { adjustStock } from '../../domain/orders/stock-adjustment';

export const inventoryResolvers: Resolvers = {
  Query: {
    item_transactions_export: (_, { id }, ctx) => itemTransactionsCsv(ctx, id),
  },
  Mutation: {
    stock_adjust: (_, { input }, ctx) => adjustStock(ctx, input),
  },
  Item: {
    warehouse_quantities: (item, _, ctx) => warehouseQuantities(ctx, item),
    locations: (item, args, ctx) => listItemLocations(ctx, item, args),
    transactions: (item, args, ctx) => listItemTransactions(ctx, item, args),
    transactions_count: (item, { search }, ctx) => countItemTransactions(ctx, item, search),
  },
};
