import type { Resolvers } from '../generated';
import { jsonNodes, selectedNodeTree } from '../look-ahead';
import {
  archiveItem, callItemAction, countItemOriginators, countItems, createItem, getItem,
  listItemOriginators, listItems, listOriginators, setItemMetaFields, updateItem,
} from '../../domain/items/service';
import { ITEM_ACTIONS } from '../../domain/items/transitions';
import { metaFieldsOf } from '../../domain/meta/fields';

export const itemResolvers: Resolvers = {
  Query: {
    item: (_, { id }, ctx) => getItem(ctx, id),
    items: (_, args, ctx, info) => listItems(ctx, args, selectedNodeTree(info), jsonNodes(info)),
    items_count: (_, args, ctx) => countItems(ctx, args),
    item_actions: () => ITEM_ACTIONS,
    originators: (_, args, ctx) => listOriginators(ctx, args),
  },
  Mutation: {
    item_create: (_, { input }, ctx) => createItem(ctx, input),
    item_update: (_, { id, input }, ctx) => updateItem(ctx, id, input),
    item_archive: (_, { id }, ctx) => archiveItem(ctx, id),
    item_call: (_, { id, action, args }, ctx) => callItemAction(ctx, id, action, args),
    item_call_action: (_, { id, action, args }, ctx) => callItemAction(ctx, id, action, args),
    item_meta_fields_update: (_, { id, fields, association_fields }, ctx) =>
      setItemMetaFields(ctx, id, { fields, association_fields }),
  },
  Item: {
    meta_fields: (item) => metaFieldsOf(item),
    originators: (item, args, ctx) => listItemOriginators(ctx, item, args),
    originators_count: (item, { search }, ctx) => countItemOriginators(ctx, item, search),
  },
};
