import type { RequestContext } from '../context';
import { checkColumns } from '../common/columns';
import { badInput, conflict, invalidInput } from '../../shared/errors';
import type { ListArgs } from '../../db/list/connection';
import type { Item } from '../items/entities';
import { Scancode } from './entities';
import { SCANCODE_SPEC } from './fields';
import { activeScancode, addScancode, liveItemsWithCode, lockItemForScancodes, otherItemWithCode, primaryScancodeOf, scancodeNamed, writeChanges } from './store';

export interface ScancodeCreateInput {
  item_id: number;
  name: string;
  primary?: boolean | null;
  active?: boolean | null;
  label_format?: string | null;
}

/** An item's scancodes; items asking with the same arguments share one query (see list/children.ts). */
export const listItemScancodes = (ctx: RequestContext, item: Item, args: ListArgs) => ctx.loaders.scancodesByItemId(item.id, args);

function checkScancodeFields(input: ScancodeCreateInput): void {
  const errors = checkColumns(SCANCODE_SPEC, input, { creating: true });
  if (typeof input.name === 'string' && !input.name.trim()) errors.push({ field: 'name', message: 'must not be empty' });
  if (errors.length) throw invalidInput(errors);
}

/**
 * A scanned code must name one item of the customer, so a new scancode may not repeat another
 * scancode nor another live item's sku, scancode field or ean. The item's own codes are fine.
 */
async function checkNameFree(ctx: RequestContext, item: Item, name: string): Promise<void> {
  const taken = await scancodeNamed(ctx, item.customer_id, name);
  if (taken) throw conflict('name', `"${name}" is already scancode ${taken.id} (of item ${taken.item_id})`);
  const clash = await otherItemWithCode(ctx, item.customer_id, item.id, name);
  if (clash) {
    const field = clash.sku === name ? 'sku' : clash.scancode === name ? 'scancode' : 'ean';
    throw conflict('name', `"${name}" is already the ${field} of item ${clash.id}`);
  }
}

export async function createScancode(ctx: RequestContext, input: ScancodeCreateInput): Promise<Scancode> {
  checkScancodeFields(input);
  const item = await ctx.loaders.itemById.load(input.item_id);
  if (!item) throw badInput('item_id', `names no item of yours (${input.item_id})`);
  // Serialises scancode writes per item, so two concurrent creates cannot both become primary.
  await lockItemForScancodes(ctx, item);
  await checkNameFree(ctx, item, input.name);

  const current = await primaryScancodeOf(ctx, item.id);
  // An item's first scancode is its primary; a new primary demotes the old one.
  const primary = input.primary === true || !current;
  if (primary && current) {
    current.primary = false;
    // Written before the insert: the one-primary-per-item index is checked statement by statement.
    await writeChanges(ctx);
  }
  const scancode = Object.assign(new Scancode(), {
    customer_id: item.customer_id,
    item_id: item.id,
    name: input.name,
    primary,
    active: input.active ?? true,
    label_format: input.label_format ?? null,
  });
  await addScancode(ctx, scancode);
  return scancode;
}

/**
 * What a scanner means by `code`, for one customer: an active alternate scancode wins, then a
 * live item's sku, its scancode field, its ean.
 */
export async function itemByCode(ctx: RequestContext, code: string): Promise<Item | null> {
  // Codes are unique per customer only: across every tenant a code could name several items.
  if (ctx.customerId == null) throw badInput('customer_id', 'is required for a staff client (send X-Customer-Id)');
  const scancode = await activeScancode(ctx, code);
  if (scancode) {
    const item = await ctx.loaders.itemById.load(scancode.item_id);
    if (item && !item.archived) return item;
  }
  const items = await liveItemsWithCode(ctx, code);
  return items.find((i) => i.sku === code) ?? items.find((i) => i.scancode === code) ?? items.find((i) => i.ean === code) ?? null;
}
