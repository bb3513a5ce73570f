import type { RequestContext } from '../context';
import { requireStaff } from '../common/access';
import { checkColumns } from '../common/columns';
import { badInput, invalidInput, type FieldError } from '../../shared/errors';
import { today } from '../common/dates';
import { changeStock, type StockChange } from '../inventory/ledger';
import { refreshItemCounters } from '../items/counters';
import { allocateWaiting, lockForAllocation } from '../orders/allocation';
import type { Item } from '../items/entities';
import { shelvesByRole } from '../warehouses/shelves';
import { COMPLETED, PROCESSING, Shipnotice, ShipnoticeItem } from './entities';
import { SHIPNOTICE_SPEC } from './fields';
import { lockShipnoticeFor, moveShipnotice } from './machine';
import { addLot, findLot, linesOfShipnotice, writeChanges } from './store';

interface ReceiveLine {
  shipnotice_item_id: number;
  quantity_good: number;
  quantity_damaged?: number | null;
  lot_number?: string | null;
  lot_expires_on?: string | null;
}

export interface ReceiveInput {
  lines?: ReceiveLine[] | null;
  received_by?: string | null;
  finalize?: boolean | null;
}

/**
 * How lines without an explicit count arrive: in full and in good condition, or (the sandbox's
 * randomize_receiving) with some damaged and some missing. A lot-controlled line announced without
 * a lot gets a generated one only in the sandbox; a real receipt must name it.
 */
export interface ReceivingMode {
  randomize?: boolean;
  generateLots?: boolean;
}

interface Receipt {
  line: ShipnoticeItem;
  item: Item;
  good: number;
  damaged: number;
  lot: { number: string; expires_on: string | null } | null;
  /** The input field that says how much arrives: the receipt's line, or the notice's line received in full. */
  field: string;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Some of what is left arrives damaged and some not at all: up to a fifth each. */
function randomSplit(remaining: number): { good: number; damaged: number } {
  const damaged = Math.floor(Math.random() * (remaining / 5 + 1));
  const missing = Math.floor(Math.random() * ((remaining - damaged) / 5 + 1));
  return { good: remaining - damaged - missing, damaged };
}

/**
 * Receives a ship notice: what arrived of each line goes onto shelves of the notice's warehouse
 * (good stock into the line's role, damaged into the damaged role), lot-controlled items into
 * their lots, each with a ledger entry; then the notice is finalized unless asked not to be.
 * The notice row is locked first, so a second receipt waits and then finds it completed: stock
 * is never counted twice. Everything is checked before anything is written.
 */
export async function receiveShipnotice(ctx: RequestContext, id: number, input: ReceiveInput, mode: ReceivingMode = {}): Promise<Shipnotice> {
  const tooLong = checkColumns(SHIPNOTICE_SPEC, { received_by: input.received_by }, { creating: false });
  if (tooLong.length) throw invalidInput(tooLong);
  const shipnotice = await lockShipnoticeFor(ctx, id, 'receive', () => `ship notice ${id} is already received and finalized`);
  const lines = await linesOfShipnotice(ctx, id);
  const items = new Map((await ctx.loaders.itemById.loadMany(lines.map((l) => l.item_id))).map((item) => [(item as Item).id, item as Item]));
  const receipts = planReceipts(lines, items, input.lines ?? [], mode);
  const locations = await shelvesByRole(ctx, shipnotice.warehouse_id, [
    ...receipts.filter((r) => r.good > 0).map((r) => r.line.location_role),
    ...(receipts.some((r) => r.damaged > 0) ? (['damaged'] as const) : []),
  ]);

  // Also the items of the orders waiting for these, which the new stock may go to (lock ordering: orders/allocation.ts).
  await lockForAllocation(ctx, [shipnotice.customer_id], { itemIds: [...new Set(receipts.map((r) => r.item.id))] });
  const lots = await ensureLots(ctx, receipts);
  const changes: StockChange[] = [];
  for (const receipt of receipts) {
    const { line, item, good, damaged } = receipt;
    const lotId = lots.get(line.id) ?? null;
    const base = { customer_id: item.customer_id, item_id: item.id, lot_id: lotId, shipnotice_id: id, shipnotice_item_id: line.id, field: receipt.field };
    if (good > 0) {
      const location = locations.get(line.location_role)!;
      changes.push({ ...base, location_id: location.id, change: good, reason: 'received', description: `Received ${good} from ship notice #${id} into ${location.name}` });
    }
    if (damaged > 0) {
      const location = locations.get('damaged')!;
      changes.push({ ...base, location_id: location.id, change: damaged, reason: 'received_damaged', description: `Received ${damaged} damaged from ship notice #${id} into ${location.name}` });
    }
    line.quantity_good += good;
    line.quantity_damaged += damaged;
    if (lotId != null) line.lot_id = lotId;
  }
  await changeStock(ctx, ctx.caller.apiClientId, changes);

  const now = new Date();
  shipnotice.arrived_at ??= now;
  shipnotice.delivered_at ??= now;
  shipnotice.processing_started_at ??= now;
  if (input.received_by) shipnotice.received_by = input.received_by;
  if (input.finalize ?? true) {
    const short = lines.some((l) => l.quantity_good + l.quantity_damaged < l.quantity);
    moveShipnotice(shipnotice, 'receive', COMPLETED);
    shipnotice.completed_at = now;
    shipnotice.partially_arrived = short;
    shipnotice.fully_delivered_at = short ? null : now;
  } else {
    moveShipnotice(shipnotice, 'receive', PROCESSING);
  }
  await writeChanges(ctx);
  ctx.events.emit('shipnotice.received', shipnotice, {
    finalized: shipnotice.status === COMPLETED,
    received: receipts.map((r) => ({ shipnotice_item_id: r.line.id, item_id: r.item.id, quantity_good: r.good, quantity_damaged: r.damaged })),
  });
  const itemIds = [...new Set(lines.map((l) => l.item_id))];
  await refreshItemCounters(ctx, itemIds);
  // Orders waiting for these items get the new stock, oldest first.
  await allocateWaiting(ctx, shipnotice.customer_id, itemIds);
  return shipnotice;
}

/** What arrives of each line: the explicit counts, or the rest of the line. Checks every count and lot. */
function planReceipts(lines: ShipnoticeItem[], items: Map<number, Item>, explicit: ReceiveLine[], mode: ReceivingMode): Receipt[] {
  const errors: FieldError[] = [];
  const byLine = new Map<number, { entry: ReceiveLine; index: number }>();
  explicit.forEach((entry, index) => {
    const path = `lines.${index}`;
    if (!lines.some((l) => l.id === entry.shipnotice_item_id)) errors.push({ field: `${path}.shipnotice_item_id`, message: 'names no line of this ship notice' });
    else if (byLine.has(entry.shipnotice_item_id)) errors.push({ field: `${path}.shipnotice_item_id`, message: 'is listed twice' });
    else byLine.set(entry.shipnotice_item_id, { entry, index });
  });
  const receipts = lines.map((line, i) => {
    const item = items.get(line.item_id)!;
    const remaining = Math.max(line.quantity - line.quantity_good - line.quantity_damaged, 0);
    const given = byLine.get(line.id);
    const path = given ? `lines.${given.index}` : `shipnotice_items.${i}`;
    let split = mode.randomize ? randomSplit(remaining) : { good: remaining, damaged: 0 };
    if (given) {
      split = { good: given.entry.quantity_good, damaged: given.entry.quantity_damaged ?? 0 };
      if (split.good < 0) errors.push({ field: `${path}.quantity_good`, message: 'must not be negative' });
      if (split.damaged < 0) errors.push({ field: `${path}.quantity_damaged`, message: 'must not be negative' });
      if (split.good + split.damaged > remaining) {
        errors.push({ field: `${path}.quantity_good`, message: `with quantity_damaged exceeds the ${remaining} still expected on line ${line.id}` });
      }
    }
    const lot = receiptLot(line, item, given?.entry, path, split.good + split.damaged > 0, mode, errors);
    return { line, item, ...split, lot, field: given ? `${path}.quantity_good` : `${path}.quantity` };
  });
  if (errors.length) throw invalidInput(errors);
  return receipts;
}

/** The lot a line is received into: given at receipt, announced on the line, or (sandbox) generated. */
function receiptLot(line: ShipnoticeItem, item: Item, given: ReceiveLine | undefined, path: string, arriving: boolean, mode: ReceivingMode, errors: FieldError[]): Receipt['lot'] {
  let number = given?.lot_number?.trim() || line.lot_number;
  let expires = given?.lot_expires_on ?? line.lot_expires_on;
  if (!number && item.lot_control && arriving) {
    if (!mode.generateLots) {
      errors.push({ field: `${path}.lot_number`, message: `is required: item ${item.id} is lot-controlled` });
      return null;
    }
    number = `SIM-${line.shipnotice.id}-${line.id}`;
    expires ??= inDays(365);
  }
  if (!number) return null;
  if (expires && expires < today()) errors.push({ field: `${path}.lot_expires_on`, message: `is in the past (${expires})` });
  return { number, expires_on: expires ?? null };
}

/** Finds or makes each line's lot (per item and number); a known number must keep its expiry. */
async function ensureLots(ctx: RequestContext, receipts: Receipt[]): Promise<Map<number, number>> {
  const lotIds = new Map<number, number>();
  for (const { line, item, lot } of receipts) {
    if (!lot) continue;
    let row = await findLot(ctx, item.id, lot.number);
    if (row && lot.expires_on && row.expires_on && row.expires_on !== lot.expires_on) {
      throw badInput('lot_expires_on', `lot ${lot.number} of item ${item.id} expires on ${row.expires_on}, not ${lot.expires_on}`);
    }
    row ??= await addLot(ctx, { customer_id: item.customer_id, item_id: item.id, number: lot.number, expires_on: lot.expires_on, shipnotice_item_id: line.id });
    lotIds.set(line.id, row.id);
  }
  return lotIds;
}

/** Receiving is warehouse work: staff record it (customers see it happen, or simulate it in the sandbox). */
export function receiveAsStaff(ctx: RequestContext, id: number, input: ReceiveInput | null | undefined): Promise<Shipnotice> {
  requireStaff(ctx, 'shipnotice_receive');
  return receiveShipnotice(ctx, id, input ?? {});
}
