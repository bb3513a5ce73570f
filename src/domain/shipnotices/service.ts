import type { RequestContext } from '../context';
import { ForkliftError, badInput, collectErrors, invalidInput, invalidTransition, notFound, type FieldError } from '../../shared/errors';
import { checkColumns } from '../common/columns';
import { type CoercedResource, wholeBulkRefusal } from '../common/bulk';
import { calendarDate, today } from '../common/dates';
import { eitherOf } from '../common/either';
import type { ListArgs } from '../../db/list/connection';
import { owningCustomer } from '../customers/service';
import { refreshItemCounters } from '../items/counters';
import { lockItems } from '../items/locks';
import type { Item } from '../items/entities';
import { lineItemOf, newOriginator, type OriginatorAttributes } from '../items/service';
import { checkOriginatorAttributes } from '../items/validation';
import { checkMetaFields, setMetaFields, type MetaFieldsInput } from '../meta/fields';
import { customerWarehouse } from '../warehouses/service';
import { RECEIVING_ROLES, Shipnotice, ShipnoticeItem, shipnoticeStatusName } from './entities';
import { SHIPNOTICE_ITEM_SPEC, SHIPNOTICE_SPEC, type ShipnoticeWritableColumn } from './fields';
import { SHIPNOTICE_TRANSITIONS, type ShipnoticeTransition, describeShipnoticeStatuses } from './transitions';
import { type LockedShipnotice, lockShipnoticeFor } from './machine';
import {
  addLines, addOriginator, addShipnotice, findLine, findShipnotice, lineCount, lineCountWhere, linePage, linesOfShipnotice, ordersWaitingCount, readLineAgain,
  removeLine, removeShipnotice, shipnoticeCount, shipnoticePage, writeChanges,
} from './store';

interface LotAttributes {
  number: string;
  expires_on?: Date | string | null;
}

export interface ShipnoticeItemInput {
  item_id?: number | null;
  item_originator_id?: string | null;
  quantity?: number | null;
  description?: string | null;
  extended_description?: string | null;
  include_in_published?: boolean | null;
  return_action?: string | null;
  purchase_order_number?: string | null;
  location_role?: (typeof RECEIVING_ROLES)[number] | null;
  unit_cost?: number | null;
  lot_attributes?: LotAttributes | null;
  originator_attributes?: OriginatorAttributes | null;
  meta_fields?: MetaFieldsInput | null;
}

/** The ship notice's own writable fields (create and update); null clears a field that may be empty. */
export type ShipnoticeFields = { [K in ShipnoticeWritableColumn]?: Shipnotice[K] | null };

export interface ShipnoticeCreateInput extends ShipnoticeFields {
  warehouse_id?: number | null;
  customer_id?: number | null;
  shipnotice_items?: ShipnoticeItemInput[] | null;
  shipnotice_items_attributes?: ShipnoticeItemInput[] | null;
  originator_attributes?: OriginatorAttributes | null;
  meta_fields?: MetaFieldsInput | null;
}

/** Field rules the input types cannot say, collected into `errors`, so one answer names every problem. */
async function checkShipnoticeFields(ctx: RequestContext, input: ShipnoticeFields, creating: boolean, errors: FieldError[]): Promise<void> {
  errors.push(...checkColumns(SHIPNOTICE_SPEC, input, { creating, staff: ctx.caller.isStaff }));
  if (input.shipping_method_id != null && !(await ctx.loaders.shippingMethodById.load(input.shipping_method_id))) {
    errors.push({ field: 'shipping_method_id', message: `names no shipping method (${input.shipping_method_id})` });
  }
}


/** A line ready to write: everything about it has been checked. */
interface PreparedLine {
  line: ShipnoticeItem;
  originator: OriginatorAttributes | null;
}

/**
 * The rules a line's own fields follow, when it is created (quantity required, a missing role is
 * pickable) and when it is changed (nothing required, but no null where a value must be).
 * `prefix` places the fields in the request (`shipnotice_items.2.`).
 */
function checkLineFields(ctx: RequestContext, input: ShipnoticeItemUpdateInput, prefix: string, creating: boolean): FieldError[] {
  // The line's item is checked where it is looked up (items/service.ts lineItemOf); a new line's null role is pickable.
  const { item_id: _item, ...columns } = input as ShipnoticeItemInput;
  if (creating && columns.location_role === null) delete columns.location_role;
  const errors = checkColumns(SHIPNOTICE_ITEM_SPEC, columns, { creating, prefix });
  const error = (field: string, message: string) => errors.push({ field: `${prefix}${field}`, message });
  if (input.location_role === 'backstock' && !ctx.caller.isStaff) error('location_role', 'backstock is for staff only');
  const lot = input.lot_attributes;
  if (lot && (!lot.number?.trim() || lot.number.length > 255)) error('lot_attributes.number', 'must be 1-255 characters');
  // An expired lot could never be received, let alone shipped: refused when announced, not at the dock.
  const expires = lot?.expires_on ? calendarDate(lot.expires_on) : null;
  if (expires && expires < today()) error('lot_attributes.expires_on', `has passed (${expires}): the lot has expired`);
  return errors;
}

/** Resolves and checks one line against the ship notice's customer, writing nothing. Problems go to `errors`. */
async function prepareLine(ctx: RequestContext, customerId: number, input: ShipnoticeItemInput, path: string, errors: FieldError[]): Promise<PreparedLine | null> {
  const before = errors.length;
  errors.push(...checkLineFields(ctx, input, `${path}.`, true));
  const lot = input.lot_attributes;
  const item = await lineItem(ctx, customerId, input, path, errors);
  if (input.originator_attributes) errors.push(...checkOriginatorAttributes([input.originator_attributes], `${path}.originator_attributes`));
  const meta = input.meta_fields ? await collectErrors(errors, () => checkMetaFields(ctx, customerId, 'ShipnoticeItem', input.meta_fields!, `${path}.meta_fields`)) : {};
  if (errors.length > before || !item) return null;
  const line = Object.assign(new ShipnoticeItem(), {
    customer_id: customerId,
    item_id: item!.id,
    quantity: input.quantity!,
    description: input.description ?? item!.description,
    extended_description: input.extended_description ?? null,
    include_in_published: input.include_in_published ?? true,
    return_action: input.return_action ?? null,
    purchase_order_number: input.purchase_order_number ?? null,
    location_role: input.location_role ?? 'pickable',
    unit_cost: input.unit_cost ?? null,
    lot_number: lot?.number.trim() ?? null,
    lot_expires_on: lot?.expires_on ? calendarDate(lot.expires_on) : null,
    meta_fields: meta ?? {},
  });
  return { line, originator: input.originator_attributes ?? null };
}

/** The line's item, which must also be a plain (not bundle) item: bundles are announced as their components. */
async function lineItem(ctx: RequestContext, customerId: number, input: ShipnoticeItemInput, path: string, errors: FieldError[]): Promise<Item | null> {
  const item = await lineItemOf(ctx, customerId, input, path, errors);
  if (item?.is_bundle) errors.push({ field: `${path}.item_id`, message: `item ${item.id} is a bundle: announce its components` });
  return item;
}

/** Writes prepared lines (and their originators), then brings the items' published counters up to date. */
async function writeLines(ctx: RequestContext, shipnotice: Shipnotice, prepared: PreparedLine[]): Promise<void> {
  await addLines(ctx, shipnotice, prepared.map((p) => p.line));
  for (const { line, originator } of prepared) {
    if (originator) addOriginator(ctx, newOriginator(ctx, shipnotice.customer_id, 'ShipnoticeItem', line.id, originator));
  }
  await inboundChanged(ctx, prepared.map((p) => p.line.item_id));
}

/** Inbound stock counts in published quantities: the items' counters follow every line change. */
async function inboundChanged(ctx: RequestContext, itemIds: number[]): Promise<void> {
  await writeChanges(ctx);
  const ids = [...new Set(itemIds)];
  await lockItems(ctx, ids);
  await refreshItemCounters(ctx, ids);
}

function linesOf(input: ShipnoticeCreateInput): { lines: ShipnoticeItemInput[]; path: string } {
  const { value, path } = eitherOf(input, 'shipnotice_items', 'shipnotice_items_attributes');
  return { lines: value ?? [], path };
}

export async function getShipnotice(ctx: RequestContext, id: number): Promise<Shipnotice> {
  const shipnotice = await findShipnotice(ctx, id);
  if (!shipnotice) throw notFound('Shipnotice', id);
  return shipnotice;
}

export const listShipnotices = (ctx: RequestContext, args: ListArgs) => shipnoticePage(ctx, args);

export const countShipnotices = (ctx: RequestContext, search?: string | null) => shipnoticeCount(ctx, search);

/**
 * Checks everything (customer, warehouse, fields, every line, meta fields) before writing
 * anything, so a refused ship notice leaves no trace even inside a bulk request.
 */
export async function createShipnotice(ctx: RequestContext, input: ShipnoticeCreateInput): Promise<Shipnotice> {
  // The lines are taken out of the notice's own fields here and read by linesOf below.
  const { shipnotice_items: _lines, shipnotice_items_attributes: _attrs, originator_attributes, meta_fields, customer_id, warehouse_id, ...fields } = input;
  const customerId = await owningCustomer(ctx, customer_id);
  const warehouseId = await customerWarehouse(ctx, customerId, warehouse_id);
  const errors: FieldError[] = [];
  await checkShipnoticeFields(ctx, fields, true, errors);
  if (originator_attributes) errors.push(...checkOriginatorAttributes([originator_attributes], 'originator_attributes'));
  const meta = meta_fields ? await collectErrors(errors, () => checkMetaFields(ctx, customerId, 'Shipnotice', meta_fields, 'meta_fields')) : {};
  const { lines, path } = linesOf(input);
  if (!lines.length) errors.push({ field: path, message: 'must hold at least one line: a ship notice announces stock' });
  const prepared: PreparedLine[] = [];
  for (const [i, line] of lines.entries()) {
    const ready = await prepareLine(ctx, customerId, line, `${path}.${i}`, errors);
    if (ready) prepared.push(ready);
  }
  if (errors.length) throw invalidInput(errors);

  const shipnotice = Object.assign(new Shipnotice(), fields, { customer_id: customerId, warehouse_id: warehouseId, meta_fields: meta ?? {} });
  await addShipnotice(ctx, shipnotice);
  if (originator_attributes) addOriginator(ctx, newOriginator(ctx, customerId, 'Shipnotice', shipnotice.id, originator_attributes));
  await writeLines(ctx, shipnotice, prepared);
  ctx.events.emit('shipnotice.created', shipnotice);
  return shipnotice;
}

/** At most this many ship notices per bulk request. */
const BULK_LIMIT = 500;

export type BulkResource<T> = CoercedResource<T>;

/** Each resource is created on its own: a refused one reports why and writes nothing, the others go ahead. */
export async function bulkCreateShipnotices(ctx: RequestContext, resources: BulkResource<ShipnoticeCreateInput>[]): Promise<{ result: string }[]> {
  if (!resources.length) throw badInput('resources', 'must list at least one ship notice');
  if (resources.length > BULK_LIMIT) throw badInput('resources', `may list at most ${BULK_LIMIT} ship notices`);
  const results: { result: string }[] = [];
  const refusals: { position: number; error: string; errors: FieldError[] }[] = [];
  for (const [i, resource] of resources.entries()) {
    if ('error' in resource) {
      results.push({ result: `resources.${i} refused: ${resource.error}` });
      refusals.push({ position: i, ...resource });
      continue;
    }
    try {
      const shipnotice = await createShipnotice(ctx, resource.input);
      results.push({ result: `resources.${i} created shipnotice ${shipnotice.id}` });
    } catch (e) {
      if (!(e instanceof ForkliftError)) throw e;
      results.push({ result: `resources.${i} refused: ${e.message}` });
      refusals.push({ position: i, error: e.message, errors: e.errors });
    }
  }
  // As /orders/bulk answers: when no resource could be created, the request as a whole is bad (422).
  if (refusals.length === results.length) throw invalidInput(wholeBulkRefusal(refusals));
  return results;
}

/**
 * Lines change, and a notice is deleted, only while it is Awaiting Arrival (transitions.ts): judged
 * on the notice's locked row, so a change racing a receipt waits for it and then sees it.
 */
function lockOpen(ctx: RequestContext, id: number, what: string, move: ShipnoticeTransition = 'change_lines'): Promise<LockedShipnotice> {
  const from = describeShipnoticeStatuses(SHIPNOTICE_TRANSITIONS[move].from);
  return lockShipnoticeFor(ctx, id, move, (shipnotice) => `${what}: ship notice ${id} is ${shipnoticeStatusName(shipnotice.status)}, not ${from}`);
}

export async function updateShipnotice(ctx: RequestContext, id: number, input: ShipnoticeFields): Promise<Shipnotice> {
  const shipnotice = await lockShipnoticeFor(ctx, id, 'update', () => `ship notice ${id} is completed and can no longer change`);
  const errors: FieldError[] = [];
  await checkShipnoticeFields(ctx, input, false, errors);
  if (errors.length) throw invalidInput(errors);
  Object.assign(shipnotice, input);
  await writeChanges(ctx);
  return shipnotice;
}

/** Withdraws a ship notice that has not arrived; its inbound leaves the published quantities. */
export async function deleteShipnotice(ctx: RequestContext, id: number): Promise<Shipnotice> {
  const shipnotice = await lockOpen(ctx, id, 'cannot delete', 'delete');
  const lines = await linesOfShipnotice(ctx, id);
  const itemIds = lines.map((l) => l.item_id);
  await removeShipnotice(ctx, shipnotice, lines);
  await inboundChanged(ctx, itemIds);
  return shipnotice;
}

export const setShipnoticeMetaFields = async (ctx: RequestContext, id: number, input: MetaFieldsInput) =>
  setMetaFields(ctx, await getShipnotice(ctx, id), 'Shipnotice', input);

/**
 * A line, for a change of the notice's lines: its notice locked and judged open (lockOpen), then the
 * line read again, since a rival may have removed it before the lock was ours (then NOT_FOUND, as
 * for a request after it).
 */
async function lockLine(ctx: RequestContext, id: number, what: string): Promise<ShipnoticeItem> {
  const seen = await getShipnoticeItem(ctx, id);
  const shipnotice = await lockOpen(ctx, seen.shipnotice.id, what);
  const line = await readLineAgain(ctx, id, shipnotice.id);
  if (!line) throw notFound('ShipnoticeItem', id);
  return line;
}

export async function getShipnoticeItem(ctx: RequestContext, id: number): Promise<ShipnoticeItem> {
  const line = await findLine(ctx, id);
  if (!line) throw notFound('ShipnoticeItem', id);
  return line;
}

export interface ShipnoticeItemListArgs extends ListArgs {
  shipnotice_id?: number | null;
  item_id?: number | null;
}

const lineScope = (args: { shipnotice_id?: number | null; item_id?: number | null }) => ({
  ...(args.shipnotice_id != null ? { shipnotice: args.shipnotice_id } : {}),
  ...(args.item_id != null ? { item_id: args.item_id } : {}),
});

/** Lines of one ship notice (a missing or foreign one is NOT_FOUND, not an empty list), of one item, or all. */
export async function listShipnoticeItems(ctx: RequestContext, args: ShipnoticeItemListArgs) {
  if (args.shipnotice_id != null) await getShipnotice(ctx, args.shipnotice_id);
  return linePage(ctx, args, lineScope(args));
}

export async function countShipnoticeItems(ctx: RequestContext, args: { shipnotice_id?: number | null; item_id?: number | null; search?: string | null }) {
  if (args.shipnotice_id != null) await getShipnotice(ctx, args.shipnotice_id);
  return lineCountWhere(ctx, args.search, lineScope(args));
}

export async function createShipnoticeItem(ctx: RequestContext, shipnoticeId: number, input: ShipnoticeItemInput): Promise<ShipnoticeItem> {
  const shipnotice = await lockOpen(ctx, shipnoticeId, 'cannot add lines');
  const errors: FieldError[] = [];
  const prepared = await prepareLine(ctx, shipnotice.customer_id, input, 'shipnotice_item', errors);
  // The path above names the body's own fields, as a single-line body has no list around it.
  if (!prepared) throw invalidInput(errors);
  await writeLines(ctx, shipnotice, [prepared]);
  return prepared.line;
}

export type ShipnoticeItemUpdateInput = Omit<ShipnoticeItemInput, 'item_id' | 'item_originator_id' | 'originator_attributes' | 'meta_fields'>;

export async function updateShipnoticeItem(ctx: RequestContext, id: number, input: ShipnoticeItemUpdateInput): Promise<ShipnoticeItem> {
  const line = await lockLine(ctx, id, 'cannot change lines');
  const errors = checkLineFields(ctx, input, '', false);
  if (errors.length) throw invalidInput(errors);
  const { lot_attributes, ...fields } = input;
  Object.assign(line, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
  if (lot_attributes !== undefined) {
    line.lot_number = lot_attributes?.number.trim() ?? null;
    line.lot_expires_on = lot_attributes?.expires_on ? calendarDate(lot_attributes.expires_on) : null;
  }
  await inboundChanged(ctx, [line.item_id]);
  return line;
}

export async function deleteShipnoticeItem(ctx: RequestContext, id: number): Promise<ShipnoticeItem> {
  const line = await lockLine(ctx, id, 'cannot remove lines');
  if ((await lineCount(ctx, line.shipnotice.id)) === 1) {
    throw invalidTransition(`cannot remove line ${id}: it is the last line of ship notice ${line.shipnotice.id}, which holds at least one; delete the ship notice instead`);
  }
  await removeLine(ctx, line);
  await inboundChanged(ctx, [line.item_id]);
  return line;
}

export const setShipnoticeItemMetaFields = async (ctx: RequestContext, id: number, input: MetaFieldsInput) =>
  setMetaFields(ctx, await getShipnoticeItem(ctx, id), 'ShipnoticeItem', input);

/** Line totals of a ship notice, from its (batched) lines. */
export async function shipnoticeTotals(ctx: RequestContext, shipnotice: Shipnotice) {
  const lines = await ctx.loaders.linesByShipnoticeId.load(shipnotice.id);
  return {
    lines: lines.length,
    skus: new Set(lines.map((l) => l.item_id)).size,
    quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    purchase_order_numbers: [...new Set(lines.map((l) => l.purchase_order_number).filter((po): po is string => !!po))],
  };
}

/** How many of the notice's customer's orders wait for stock that the notice brings (its items, or bundles built from them). */
export async function countOrdersWaiting(ctx: RequestContext, id: number): Promise<number> {
  return ordersWaitingCount(ctx, await getShipnotice(ctx, id));
}

/** The lines of a notice read by getShipnotice, in id order (the sandbox copies them into a new notice). */
export const shipnoticeLines = (ctx: RequestContext, shipnotice: Shipnotice): Promise<ShipnoticeItem[]> => linesOfShipnotice(ctx, shipnotice.id);
