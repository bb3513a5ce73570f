import type { RequestContext } from '../context';
import { requireStaff } from '../common/access';
import { invalidInput, type FieldError } from '../../shared/errors';
import { changeStock, type StockChange } from '../inventory/ledger';
import { refreshItemCounters } from '../items/counters';
import type { Item } from '../items/entities';
import { allocateWaiting, lockForAllocation } from '../orders/allocation';
import { lockConsumerReturn, moveConsumerReturn } from './machine';
import { checkColumns } from '../common/columns';
import { CONSUMER_RETURN_SPEC } from './fields';
import type { LocationRole } from '../warehouses/entities';
import { shelvesByRole } from '../warehouses/shelves';
import { COMPLETED, type ConsumerReturn, PROCESSING, type ReturnItem } from './entities';
import { findLot, itemsWithSkus, latestLot, linesOfReturn, writeChanges } from './store';
import { returnReceived } from './order-status';

interface ReturnReceiveLine {
  return_item_id: number;
  quantity_good: number;
  quantity_damaged?: number | null;
  /** The lot a lot-controlled item comes back into: one of the item's lots. */
  lot_number?: string | null;
}

export interface ReturnReceiveInput {
  lines?: ReturnReceiveLine[] | null;
  received_by?: string | null;
  finalize?: boolean | null;
}

/** Where good returned units go (a sellable role), and damaged ones. */
const GOOD_ROLE: LocationRole = 'pickable';
const DAMAGED_ROLE: LocationRole = 'damaged';

interface Receipt {
  line: ReturnItem;
  /** The item the units are put back as: the line's item, or the one its return_sku_match names. */
  target: Item;
  good: number;
  damaged: number;
  lotId: number | null;
  field: string;
}

/**
 * Receives a consumer return: what came back of each line goes onto the return's warehouse's
 * shelves through the ledger (reason `returned`): good units to a pickable shelf as the item its
 * `return_sku_match` names (or itself), damaged ones to the damaged role. Lines not listed arrive
 * in full and in good condition. The return row is locked first, so a second receipt waits and
 * then finds it completed. Everything is checked before anything is written. Finalizing completes
 * the return and, when it belongs to an order with no other open return, verifies the order (77).
 */
export async function receiveConsumerReturn(ctx: RequestContext, id: number, input: ReturnReceiveInput): Promise<ConsumerReturn> {
  const tooLong = checkColumns(CONSUMER_RETURN_SPEC, { received_by: input.received_by }, { creating: false });
  if (tooLong.length) throw invalidInput(tooLong);
  const found = await lockConsumerReturn(ctx, id, 'receive');
  const lines = await linesOfReturn(ctx, id);
  const receipts = await planReceipts(ctx, found, lines, input.lines ?? []);
  const locations = await shelvesByRole(ctx, found.warehouse_id, [
    ...(receipts.some((r) => r.good > 0) ? [GOOD_ROLE] : []),
    ...(receipts.some((r) => r.damaged > 0) ? [DAMAGED_ROLE] : []),
  ]);

  const targetIds = [...new Set(receipts.map((r) => r.target.id))];
  // Also the items of the orders waiting for these, which the returned stock may go to (lock ordering: orders/allocation.ts).
  await lockForAllocation(ctx, [found.customer_id], { itemIds: targetIds });
  const changes: StockChange[] = [];
  for (const r of receipts) {
    const base = { customer_id: found.customer_id, item_id: r.target.id, lot_id: r.lotId, order_id: found.order_id, consumer_return_id: id, reason: 'returned' as const, field: r.field };
    if (r.good > 0) {
      const shelf = locations.get(GOOD_ROLE)!;
      changes.push({ ...base, location_id: shelf.id, change: r.good, description: `Returned ${r.good} in consumer return #${id} into ${shelf.name}` });
    }
    if (r.damaged > 0) {
      const shelf = locations.get(DAMAGED_ROLE)!;
      changes.push({ ...base, location_id: shelf.id, change: r.damaged, description: `Returned ${r.damaged} damaged in consumer return #${id} into ${shelf.name}` });
    }
    r.line.quantity_good += r.good;
    r.line.quantity_damaged += r.damaged;
    if (r.lotId != null) r.line.lot_id = r.lotId;
  }
  await changeStock(ctx, ctx.caller.apiClientId, changes);

  const now = new Date();
  found.arrived_at ??= now;
  found.delivered_at ??= now;
  if (input.received_by) found.received_by = input.received_by;
  const finalize = input.finalize ?? true;
  moveConsumerReturn(found, 'receive', finalize ? COMPLETED : PROCESSING);
  if (finalize) found.completed_at = now;
  await writeChanges(ctx);
  ctx.events.emit('consumer_return.received', found, {
    finalized: finalize,
    received: receipts.map((r) => ({ return_item_id: r.line.id, item_id: r.target.id, quantity_good: r.good, quantity_damaged: r.damaged })),
  });
  await refreshItemCounters(ctx, targetIds);
  if (finalize && found.order_id != null) await returnReceived(ctx, found.order_id, found);
  // Orders waiting for these items get the returned stock, oldest first.
  await allocateWaiting(ctx, found.customer_id, targetIds);
  return found;
}

/** What arrives of each line, as which item and lot. Checks every count and lot, collecting the errors. */
async function planReceipts(ctx: RequestContext, found: ConsumerReturn, lines: ReturnItem[], explicit: ReturnReceiveLine[]): Promise<Receipt[]> {
  const errors: FieldError[] = [];
  const byLine = new Map<number, { entry: ReturnReceiveLine; index: number }>();
  explicit.forEach((entry, index) => {
    const path = `lines.${index}`;
    if (!lines.some((l) => l.id === entry.return_item_id)) errors.push({ field: `${path}.return_item_id`, message: 'names no line of this consumer return' });
    else if (byLine.has(entry.return_item_id)) errors.push({ field: `${path}.return_item_id`, message: 'is listed twice' });
    else byLine.set(entry.return_item_id, { entry, index });
  });
  const items = await ctx.loaders.itemById.loadMany(lines.map((l) => l.item_id));
  const matches = await skuMatches(ctx, found.customer_id, items as Item[]);
  const receipts: Receipt[] = [];
  for (const [i, line] of lines.entries()) {
    const item = items[i] as Item;
    const remaining = line.quantity - line.quantity_good - line.quantity_damaged;
    const given = byLine.get(line.id);
    const path = given ? `lines.${given.index}` : `return_items.${i}`;
    const good = given ? given.entry.quantity_good : remaining;
    const damaged = given ? given.entry.quantity_damaged ?? 0 : 0;
    if (good < 0) errors.push({ field: `${path}.quantity_good`, message: 'must not be negative' });
    if (damaged < 0) errors.push({ field: `${path}.quantity_damaged`, message: 'must not be negative' });
    if (good + damaged > remaining) errors.push({ field: `${path}.quantity_good`, message: `with quantity_damaged exceeds the ${remaining} still expected on line ${line.id}` });
    const target = item.return_sku_match ? matches.get(item.return_sku_match) : item;
    if (!target) {
      errors.push({ field: `${path}.return_item_id`, message: `item ${item.id} is returned as SKU ${item.return_sku_match} (return_sku_match), which names no item` });
      continue;
    }
    const arriving = good + damaged > 0;
    const lotId = arriving && target.lot_control ? await returnLot(ctx, target, given?.entry.lot_number ?? null, path, errors) : null;
    receipts.push({ line, target, good: Math.max(good, 0), damaged: Math.max(damaged, 0), lotId, field: given ? `${path}.quantity_good` : `${path}.quantity` });
  }
  if (errors.length) throw invalidInput(errors);
  return receipts;
}

/** The items that return_sku_match names, by SKU. */
async function skuMatches(ctx: RequestContext, customerId: number, items: Item[]): Promise<Map<string, Item>> {
  const skus = [...new Set(items.map((i) => i.return_sku_match).filter((s): s is string => !!s))];
  if (!skus.length) return new Map();
  const found = await itemsWithSkus(ctx, customerId, skus);
  return new Map(found.map((i) => [i.sku!, i]));
}

/**
 * A lot-controlled item comes back into one of its lots: the one named, or else the latest-expiring
 * (a return carries what was shipped, which FEFO took from the earliest; the latest is the safe
 * guess that never makes returned stock look older than it is).
 */
async function returnLot(ctx: RequestContext, item: Item, number: string | null, path: string, errors: FieldError[]): Promise<number | null> {
  if (number) {
    const lot = await findLot(ctx, item.id, number.trim());
    if (!lot) errors.push({ field: `${path}.lot_number`, message: `names no lot of item ${item.id}` });
    return lot?.id ?? null;
  }
  const latest = await latestLot(ctx, item.id);
  if (!latest) errors.push({ field: `${path}.lot_number`, message: `is required: item ${item.id} is lot-controlled and has no lot yet` });
  return latest?.id ?? null;
}

/** Receiving is warehouse work: staff record it (customers see it happen, or simulate it in the sandbox). */
export function receiveReturnAsStaff(ctx: RequestContext, id: number, input: ReturnReceiveInput | null | undefined): Promise<ConsumerReturn> {
  requireStaff(ctx, 'consumer_return_receive');
  return receiveConsumerReturn(ctx, id, input ?? {});
}
