import type { Resolvers } from '../generated';
import { countLoadScacs, listLoadScacs } from '../../domain/loadscacs/service';

export const loadScacResolvers: Resolvers = {
  Query: {
    load_scacs: (_, args, ctx) => listLoadScacs(ctx, args),
    load_scacs_count: (_, { search }, ctx) => countLoadScacs(ctx, search),
  },
};
