import type { RequestContext } from '../context';
import { badInput, conflict, type FieldError, invalidInput, notFound } from '../../shared/errors';
import { refreshItemCounters } from '../items/counters';
import { lockItems } from '../items/locks';
import { Item } from '../items/entities';
import { getItem, inventoryFacts } from '../items/service';
import { BundleItem } from './entities';
import { addBundleItem, bundleItemWithId, componentLink, contains, emptyBundleWithin, removeBundleItem, writeBundles } from './store';

export interface BundleItemCreateInput {
  item_id: number;
  quantity: number;
  max_per_package?: number | null;
}

export interface BundleItemUpdateInput {
  quantity?: number | null;
  max_per_package?: number | null;
}

/** Counts the input types cannot express: a component is needed at least once, a package holds at least one. */
function checkCounts(input: BundleItemUpdateInput): void {
  const errors: FieldError[] = [];
  if (input.quantity === null) errors.push({ field: 'quantity', message: 'must not be null' });
  if (input.quantity != null && input.quantity < 1) errors.push({ field: 'quantity', message: 'must be greater than 0' });
  if (input.max_per_package != null && input.max_per_package < 1) errors.push({ field: 'max_per_package', message: 'must be greater than 0' });
  if (errors.length) throw invalidInput(errors);
}

export async function getBundleItem(ctx: RequestContext, id: number): Promise<BundleItem> {
  const bundleItem = await bundleItemWithId(ctx, id);
  if (!bundleItem) throw notFound('Bundle item', id);
  return bundleItem;
}

/** The components of a bundle (none for a plain item). */
export const listBundleItems = (ctx: RequestContext, item: Item) => ctx.loaders.bundleItemsByParentId.load(item.id);

/** The bundles an item is a component of. */
export async function listBundlesContaining(ctx: RequestContext, item: Item): Promise<Item[]> {
  const memberships = await ctx.loaders.bundleItemsByItemId.load(item.id);
  const bundles = await ctx.loaders.itemById.loadMany(memberships.map((b) => b.parent_item_id));
  return bundles.filter((b): b is Item => b instanceof Item);
}

/** The component item, for item_name and item_quantity. */
export const bundleComponent = (ctx: RequestContext, bundleItem: BundleItem) => ctx.loaders.itemById.load(bundleItem.item_id);

export async function createBundleItem(ctx: RequestContext, parentItemId: number, input: BundleItemCreateInput): Promise<BundleItem> {
  checkCounts(input);
  const parent = await getItem(ctx, parentItemId);
  if (input.item_id === parent.id) throw badInput('item_id', 'is the bundle itself: a bundle cannot contain itself');
  const component = await ctx.loaders.itemById.load(input.item_id);
  // A staff caller sees every tenant, so "yours" means the bundle's customer.
  if (!component || component.customer_id !== parent.customer_id) throw badInput('item_id', `names no item of yours (${input.item_id})`);
  if (component.archived) throw badInput('item_id', `names archived item ${component.id}; unarchive it first`);

  // Checked under the locks, so two writers cannot close a loop or double a component between them.
  await lockItems(ctx, [parent.id, component.id]);
  if (await contains(ctx, component.id, parent.id)) {
    throw badInput('item_id', `item ${component.id} already contains bundle ${parent.id}: adding it would make a loop`);
  }
  const existing = await componentLink(ctx, parent.id, component.id);
  if (existing) throw conflict('item_id', `item ${component.id} is already in bundle ${parent.id} (bundle item ${existing.id}); update its quantity instead`);
  const stock = (await inventoryFacts(ctx, parent.id)).on_hand;
  if (stock !== 0) {
    throw badInput('parent_item_id', `item ${parent.id} holds ${stock} units of its own stock, but a bundle's quantity comes from its components: move that stock away first`);
  }

  parent.is_bundle = true;
  const bundleItem = Object.assign(new BundleItem(), {
    customer_id: parent.customer_id,
    parent_item_id: parent.id,
    item_id: component.id,
    quantity: input.quantity,
    max_per_package: input.max_per_package ?? null,
  });
  addBundleItem(ctx, bundleItem);
  await writeBundles(ctx);
  await refreshItemCounters(ctx, [parent.id]);
  return bundleItem;
}

export async function updateBundleItem(ctx: RequestContext, id: number, input: BundleItemUpdateInput): Promise<BundleItem> {
  checkCounts(input);
  const bundleItem = await getBundleItem(ctx, id);
  await lockItems(ctx, [bundleItem.parent_item_id, bundleItem.item_id]);
  if (input.quantity != null) bundleItem.quantity = input.quantity;
  if (input.max_per_package !== undefined) bundleItem.max_per_package = input.max_per_package;
  await writeBundles(ctx);
  await refreshItemCounters(ctx, [bundleItem.parent_item_id]);
  return bundleItem;
}

/** The bundle without components `bundleId` comes down to (itself, or one inside it), or null when it can be made. */
export const emptyBundleIn = (ctx: RequestContext, bundleId: number) => emptyBundleWithin(ctx, bundleId);

/** Takes the component out of its bundle; the component item itself is not touched. */
export async function deleteBundleItem(ctx: RequestContext, id: number): Promise<BundleItem> {
  const bundleItem = await getBundleItem(ctx, id);
  await lockItems(ctx, [bundleItem.parent_item_id, bundleItem.item_id]);
  removeBundleItem(ctx, bundleItem);
  await writeBundles(ctx);
  await refreshItemCounters(ctx, [bundleItem.parent_item_id]);
  return bundleItem;
}
