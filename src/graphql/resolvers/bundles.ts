import type { Resolvers } from '../generated';
import { bundleComponent, createBundleItem, getBundleItem, listBundleItems, listBundlesContaining } from '../../domain/bundles/service';
import { removeBundleComponent, updateBundleComponent } from '../../domain/orders/bundle-changes';

export const bundleResolvers: Resolvers = {
  Query: {
    bundle_item: (_, { id }, ctx) => getBundleItem(ctx, id),
  },
  Mutation: {
    bundle_item_create: (_, { parent_item_id, input }, ctx) => createBundleItem(ctx, parent_item_id, input),
    bundle_item_update: (_, { id, input }, ctx) => updateBundleComponent(ctx, id, input),
    bundle_item_delete: (_, { id }, ctx) => removeBundleComponent(ctx, id),
  },
  BundleItem: {
    bundle_id: (bundleItem) => bundleItem.parent_item_id,
    item_quantity: async (bundleItem, _, ctx) => (await bundleComponent(ctx, bundleItem))?.quantity.toString() ?? null,
    item_name: async (bundleItem, _, ctx) => (await bundleComponent(ctx, bundleItem))?.name ?? null,
  },
  Item: {
    bundle_items: (item, _, ctx) => listBundleItems(ctx, item),
    in_bundles: (item, _, ctx) => listBundlesContaining(ctx, item),
  },
};
