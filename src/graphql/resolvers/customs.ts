import type { Resolvers } from '../generated';
import { customsInfoOf } from '../../domain/customs/info';

export const customsResolvers: Resolvers = {
  Order: {
    customs_info: async (order, _, ctx) => customsInfoOf(order, await ctx.loaders.customsInfoByOrderId.load(order.id)),
  },
};
