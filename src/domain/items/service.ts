import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../context';
import { bothGiven } from '../common/either';
import { badInput, conflict, notFound, type FieldError } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import type { Row } from '../../db/plain-rows';
import type { SelectionTree } from '../../db/prefetch';
import type { JsonPage } from '../../db/json-rows';
import type { Where } from '../../db/list/spec';
import { owningCustomer } from '../customers/service';
import { checkMetaFields, setMetaFields, type MetaFieldsInput } from '../meta/fields';
import { Item, Originator } from './entities';
import type { ItemWritableField } from './fields';
import { refreshItemCounters } from './counters';
import { lockItems } from './locks';
import { inventoryFacts } from './store/counters';
import {
  addItem, addOriginator, countItemsWhere, countOriginatorsWhere, itemOriginatorByOriginalId, itemPage, liveItemWithSku, originatorPage, writeItems,
} from './store/rows';
import { ACTIVE, ARCHIVED, ITEM_ACTIONS, ITEM_TRANSITIONS, isItemTransition, itemState } from './transitions';
import { lockItem, moveItem } from './machine';
import { checkItemFields, checkOriginatorAttributes } from './validation';

export type ItemInput = Partial<Record<ItemWritableField, unknown>>;

export interface OriginatorAttributes {
  original_id?: string | null;
  group_id?: string | null;
  misc?: string | null;
}

/**
 * The caller's own record of a resource (an item, a ship notice or one of its lines), made through
 * this API by the calling client for the request's shop.
 */
export function newOriginator(ctx: RequestContext, customerId: number, type: string, id: number, attrs: OriginatorAttributes, item: Item | null = null): Originator {
  return Object.assign(new Originator(), {
    ...attrs,
    customer_id: customerId,
    originated_type: type,
    originated_id: id,
    item,
    shop_id: ctx.shopId,
    provider: 'api',
    application_id: ctx.caller.apiClientId,
  });
}

/** The id of the customer's item its originator `originalId` names (a line naming its item by the caller's own id), or null. */
export async function itemIdByOriginatorId(ctx: RequestContext, customerId: number, originalId: string): Promise<number | null> {
  return (await itemOriginatorByOriginalId(ctx, customerId, originalId))?.item?.id ?? null;
}

/**
 * The item a line (of a ship notice or an order) names, by item_id or by the original_id of one of
 * its originators: a live item of the customer. Problems are added to `errors`, named by `path`.
 */
export async function lineItemOf(
  ctx: RequestContext, customerId: number, input: { item_id?: number | null; item_originator_id?: string | null }, path: string, errors: FieldError[],
  /** Where the item is read from (store/rows.ts itemLoaders): the managed entity by default; a caller that only reads it may take the rendered row. */
  items: { load(id: number): Promise<Row<Item> | null> } = ctx.loaders.itemById,
): Promise<Row<Item> | null> {
  const both = bothGiven(input, 'item_id', 'item_originator_id', `${path}.`);
  if (both) {
    errors.push(both);
    return null;
  }
  let item: Row<Item> | null = null;
  if (input.item_id != null) {
    item = await items.load(input.item_id);
  } else if (input.item_originator_id != null) {
    const id = await itemIdByOriginatorId(ctx, customerId, input.item_originator_id);
    item = id ? await items.load(id) : null;
  } else {
    errors.push({ field: `${path}.item_id`, message: 'is required (or item_originator_id)' });
    return null;
  }
  const field = input.item_id != null ? `${path}.item_id` : `${path}.item_originator_id`;
  // A staff caller sees every tenant, so the customer is checked here too.
  if (!item || item.customer_id !== customerId) {
    errors.push({ field, message: 'names no item of this customer' });
    return null;
  }
  if (item.archived_at) {
    errors.push({ field, message: `item ${item.id} is archived` });
    return null;
  }
  return item;
}

export interface ItemCreateInput extends ItemInput {
  originators_attributes?: OriginatorAttributes[] | null;
  meta_fields?: MetaFieldsInput | null;
}

export interface ItemListArgs extends ListArgs {
  include_archived?: boolean | null;
}

const live = (args: { include_archived?: boolean | null }): Where => (args.include_archived ? {} : { archived_at: null });

export async function getItem(ctx: RequestContext, id: number): Promise<Item> {
  const item = await ctx.loaders.itemById.load(id);
  if (!item) throw notFound('Item', id);
  return item;
}

/** A page of items is only rendered: plain rows of the columns `selected` (the fields asked for) needs. */
export const listItems = (ctx: RequestContext, args: ItemListArgs, selected: SelectionTree, json?: JsonPage | null) => itemPage(ctx, args, live(args), selected.keys(), json);

export const countItems = (ctx: RequestContext, args: { search?: string | null; include_archived?: boolean | null }) => countItemsWhere(ctx, args.search, live(args));

/** Sets fields checkItemFields has checked. */
function assign(item: Item, input: ItemInput): void {
  Object.assign(item, input);
  // The deprecated hazmat flag follows hazmat_type, as the original derives it.
  if (input.hazmat_type !== undefined) item.hazmat = input.hazmat_type != null || (input.hazmat as boolean | undefined) === true;
}

async function flushUnique(ctx: RequestContext, item: Item): Promise<void> {
  try {
    await writeItems(ctx);
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw conflict('sku', `"${item.sku}" is already used by another live item`);
    throw e;
  }
}

/**
 * A SKU names one live item per customer. Checked before the entity changes: a query on a
 * dirty entity would auto-flush it into the unique index first.
 */
async function checkSkuFree(ctx: RequestContext, customerId: number, sku: unknown, id?: number): Promise<void> {
  if (sku == null) return;
  const clash = await liveItemWithSku(ctx, customerId, sku as string, id);
  if (clash) throw conflict('sku', `"${sku}" is already used by item ${clash.id}`);
}

export async function createItem(ctx: RequestContext, input: ItemCreateInput): Promise<Item> {
  const { originators_attributes, meta_fields, customer_id, ...fields } = input;
  const item = new Item();
  item.customer_id = await owningCustomer(ctx, customer_id);
  if (meta_fields) item.meta_fields = await checkMetaFields(ctx, item.customer_id, 'Item', meta_fields, 'meta_fields');
  // The fields first: a SKU that is no SKU is a 422, whatever item holds the same text.
  checkItemFields(fields, null, checkOriginatorAttributes(originators_attributes ?? [], 'originators_attributes'));
  await checkSkuFree(ctx, item.customer_id, fields.sku);
  assign(item, fields);
  addItem(ctx, item);
  if (originators_attributes?.length) {
    // Originators need the item's id, so the item is written first.
    await flushUnique(ctx, item);
    for (const attrs of originators_attributes) addOriginator(ctx, newOriginator(ctx, item.customer_id, 'Item', item.id, attrs, item));
  }
  await flushUnique(ctx, item);
  ctx.events.emit('item.created', item);
  return item;
}

export async function updateItem(ctx: RequestContext, id: number, input: ItemInput): Promise<Item> {
  // Locked first: what the change is checked against (its stock, its components, its archive state) cannot move meanwhile.
  const item = await lockItem(ctx, id);
  const { customer_id, ...fields } = input;
  let customerId = item.customer_id;
  if (customer_id != null && customer_id !== item.customer_id) {
    if (!ctx.caller.isStaff) throw badInput('customer_id', 'cannot move an item to another customer');
    customerId = await owningCustomer(ctx, customer_id);
  }
  checkItemFields(fields, item);
  if (!item.archived_at) await checkSkuFree(ctx, customerId, fields.sku === undefined ? item.sku : fields.sku, item.id);
  const countersChange = await checkInventoryChange(ctx, item, customerId, fields);
  item.customer_id = customerId;
  assign(item, fields);
  await flushUnique(ctx, item);
  if (countersChange) {
    await lockItems(ctx, [item.id]);
    await refreshItemCounters(ctx, [item.id]);
  }
  ctx.events.emit('item.updated', item);
  return item;
}

/**
 * Changes to an item that its inventory must agree with: stock and its history belong to one
 * customer, a bundle's quantity comes only from its components. Returns whether the stored
 * counters depend on the change (is_bundle, include_inbound_in_published, expiration_period: which
 * lots may still ship).
 */
async function checkInventoryChange(ctx: RequestContext, item: Item, customerId: number, fields: ItemInput): Promise<boolean> {
  const becomesBundle = fields.is_bundle != null && fields.is_bundle !== item.is_bundle;
  const moves = customerId !== item.customer_id;
  if (becomesBundle || moves) {
    const facts = await inventoryFacts(ctx, item.id);
    if (moves && facts.has_history) throw badInput('customer_id', `item ${item.id} has stock, ship notices or bundles of its customer and cannot move`);
    if (fields.is_bundle === true && facts.on_hand > 0) throw badInput('is_bundle', `item ${item.id} holds ${facts.on_hand} units of its own; a bundle's quantity comes from its components`);
    if (fields.is_bundle === false && facts.components > 0) throw badInput('is_bundle', `item ${item.id} has ${facts.components} components; remove them first`);
  }
  return becomesBundle || (fields.include_inbound_in_published != null && fields.include_inbound_in_published !== item.include_inbound_in_published) ||
    (fields.expiration_period !== undefined && fields.expiration_period !== item.expiration_period);
}

/** DELETE /items/{id}: archiving is idempotent (of two at once, one archives and the other finds it archived). */
export async function archiveItem(ctx: RequestContext, id: number): Promise<Item> {
  const item = await lockItem(ctx, id);
  if (itemState(item) === ACTIVE) {
    moveItem(item, 'archive');
    ctx.events.emit('item.updated', item);
  }
  await writeItems(ctx);
  return item;
}

/** PUT /items/{id}/call/{action}: a move of the item state machine (machine.ts), on the locked item. */
export async function callItemAction(ctx: RequestContext, id: number, action: string, _args?: unknown): Promise<Item> {
  if (!isItemTransition(action)) throw badInput('action', `"${action}" is not an item action (${ITEM_ACTIONS.map((a) => a.name).join(', ')})`);
  const item = await lockItem(ctx, id);
  if (ITEM_TRANSITIONS[action].to === ACTIVE && itemState(item) === ARCHIVED) await checkSkuFree(ctx, item.customer_id, item.sku, item.id);
  moveItem(item, action);
  await flushUnique(ctx, item);
  return item;
}

/** PUT /items/{id}/meta_fields: merges the given keys; a null value removes a key. */
export const setItemMetaFields = async (ctx: RequestContext, id: number, input: MetaFieldsInput) => setMetaFields(ctx, await getItem(ctx, id), 'Item', input);

/** An item's originators; items asking with the same arguments share one query (see list/children.ts). */
export const listItemOriginators = (ctx: RequestContext, item: Item, args: ListArgs) => ctx.loaders.originatorsByItemId(item.id, args);

export const countItemOriginators = (ctx: RequestContext, item: Item, search?: string | null) => countOriginatorsWhere(ctx, search, { item: item.id });

const ORIGINATED_TYPES = ['Item', 'Order', 'OrderItem'];

export async function listOriginators(ctx: RequestContext, args: ListArgs & { originated_type: string }) {
  if (!ORIGINATED_TYPES.includes(args.originated_type)) {
    throw badInput('originated_type', `must be one of ${ORIGINATED_TYPES.join(', ')}`);
  }
  return originatorPage(ctx, args, { originated_type: args.originated_type });
}

/** What an item's inventory already says about it (its own stock, components, history): for the bundles above. */
export { inventoryFacts } from './store/counters';

/** How PostgreSQL writes an item's V2 representation: for its event payloads, written by the outbox insert. */
export { itemJsonSource } from './store/rows';
