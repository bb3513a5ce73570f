import type { Resolvers } from '../generated';
import { createScancode, itemByCode, listItemScancodes } from '../../domain/scancodes/service';

export const scancodeResolvers: Resolvers = {
  Query: {
    item_by_code: (_, { code }, ctx) => itemByCode(ctx, code),
  },
  Mutation: {
    scancode_create: (_, { input }, ctx) => createScancode(ctx, input),
  },
  Scancode: {
    scancode: (scancode) => scancode.name,
  },
  Item: {
    scancodes: (item, args, ctx) => listItemScancodes(ctx, item, args),
  },
};
