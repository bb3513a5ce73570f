import type { Resolvers } from '../generated';
import { prefetched } from '../../db/prefetch';
import {
  countWholesaleItems, deleteWholesaleItem, getOrderItemWholesaleItem, getOrderWholesale, getWholesaleItem, listWholesaleItems,
  setOrderItemWholesaleItem, updateWholesaleItem,
} from '../../domain/wholesale/service';

export const wholesaleResolvers: Resolvers = {
  Query: {
    order_wholesale: (_, { order_id }, ctx) => getOrderWholesale(ctx, order_id),
    wholesale_item: (_, { id }, ctx) => getWholesaleItem(ctx, id),
    wholesale_items: (_, args, ctx) => listWholesaleItems(ctx, args),
    wholesale_items_count: (_, { search }, ctx) => countWholesaleItems(ctx, search),
    order_item_wholesale_item: (_, { order_item_id }, ctx) => getOrderItemWholesaleItem(ctx, order_item_id),
  },
  Mutation: {
    order_item_wholesale_item_update: (_, { order_item_id, input }, ctx) => setOrderItemWholesaleItem(ctx, order_item_id, input),
    wholesale_item_update: (_, { id, input }, ctx) => updateWholesaleItem(ctx, id, input),
    wholesale_item_delete: (_, { id }, ctx) => deleteWholesaleItem(ctx, id),
  },
  Order: {
    wholesale: (order, _, ctx) => ctx.loaders.wholesaleByOrderId.load(order.id),
  },
  OrderItem: {
    wholesale_item: (line, _, ctx) => prefetched(line, 'wholesale_item', () => ctx.loaders.wholesaleItemByOrderItemId.load(line.id)),
  },
};
