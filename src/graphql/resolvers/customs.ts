import type { Resolvers } from '../generated';
import { customsInfoOf } from '../../domain/customs/info';

export const customsResolvers: Resolvers = {
  Order: {
    customs_info: (order) => customsInfoOf(order),
  },
};
