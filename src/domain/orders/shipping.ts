import { randomInt } from 'node:crypto';
import type { RequestContext } from '../context';
import { invalidTransition } from '../../shared/errors';
import { changeStock } from '../inventory/ledger';
import { refreshItemCounters } from '../items/counters';
import { type Order, Package, SerialNumber } from './entities';
import { type LabelDocument, orderExtensions } from './extensions';
import { recordEvent, type SavedVia } from './history';
import { type LockedOrder, moveOrder } from './machine';
import { reallocate, releaseAllocations } from './allocation';
import { unshippableLots } from './store/allocation';
import { addPackage, addSerialNumber, linesOf, saveChanges } from './store/orders';
import { SHIPPED } from './statuses';

export interface Shipment {
  tracking: string;
  tracking_link: string;
  ship_actual_cost: number;
  ship_actual_currency: string;
  /** Serial numbers scanned per order item, for the lines that request them. */
  serials: Map<number, string[]>;
  /** The package's shipping label. */
  label: LabelDocument;
}

/**
 * Ships the whole order in one package: the stock it holds leaves the shelves (committed and on
 * hand both drop, with a `shipped` transaction per stock row), every line is packed into the
 * package, serial numbers and the label (a shipping document) are recorded, and the order moves to Shipped.
 */
export async function shipOrder(ctx: RequestContext, order: LockedOrder, shipment: Shipment, via: SavedVia): Promise<Package | null> {
  const recordLabel = labelKeeper();
  if (await holdsUnshippableLot(ctx, order, via)) return null;
  const released = await releaseAllocations(ctx, [order.id]);
  if (!released.length) throw invalidTransition(`order ${order.id} holds no stock to ship: it must be allocated (Processing) first`);
  await changeStock(
    ctx,
    ctx.caller.apiClientId,
    released.map((r) => ({
      customer_id: order.customer_id,
      item_id: r.item_id,
      location_id: r.location_id,
      lot_id: r.lot_id,
      change: -r.quantity,
      reason: 'shipped' as const,
      description: `Shipped ${r.quantity} on order #${order.id}`,
      order_id: order.id,
    })),
  );

  const lines = await linesOf(ctx, order.id);
  const now = new Date();
  const pkg = Object.assign(new Package(), {
    customer_id: order.customer_id,
    order_id: order.id,
    shipped_on: now,
    ship_actual_cost: shipment.ship_actual_cost,
    ship_actual_currency: shipment.ship_actual_currency,
    tracking: shipment.tracking,
    tracking_link: shipment.tracking_link,
    order_item_ids: lines.map((l) => l.id),
    shipment_created_at: now,
    shipping_label_printed_at: now,
    contents_label_printed_at: now,
  });
  await addPackage(ctx, pkg);
  recordLabel(ctx, pkg, shipment.label);
  for (const line of lines) {
    line.package_id = pkg.id;
    line.packed = line.quantity;
    for (const text of shipment.serials.get(line.id) ?? []) {
      addSerialNumber(ctx, Object.assign(new SerialNumber(), { customer_id: order.customer_id, order_item_id: line.id, text }));
    }
  }
  order.shipped_on = now;
  order.ship_actual_cost = (order.ship_actual_cost ?? 0) + shipment.ship_actual_cost;
  order.tracking = [...order.tracking, shipment.tracking];
  order.tracking_links = [...order.tracking_links, shipment.tracking_link];
  order.shipping_confirmation_sent = true;
  moveOrder(ctx, order, 'simulate_shipped', SHIPPED, `shipped with tracking ${shipment.tracking}`, via);
  recordEvent(ctx, order, 'shipped', `Shipped package ${pkg.id}: tracking ${shipment.tracking}, cost ${shipment.ship_actual_cost.toFixed(2)} ${shipment.ship_actual_currency}`, via);
  ctx.events.emit('order.shipped', order, { package_id: pkg.id, tracking: shipment.tracking, tracking_link: shipment.tracking_link, ship_actual_cost: shipment.ship_actual_cost });
  // After the order's own events, so the inventory changes the shipment causes follow them.
  await refreshItemCounters(ctx, [...new Set(released.map((r) => r.item_id))]);
  await saveChanges(ctx);
  return pkg;
}

/**
 * Allocation is checked again at the door: a lot the order holds may have come inside its item's
 * expiration_period (or expired, or the period was raised) since it was allocated. Such an order is
 * not shipped: it gives back what it holds and is allocated afresh (other lots, or it waits in
 * Insufficient Inventory), with the reason in its history. Returns whether that happened.
 */
async function holdsUnshippableLot(ctx: RequestContext, order: LockedOrder, via: SavedVia): Promise<boolean> {
  const stale = await unshippableLots(ctx, order.id);
  if (!stale.length) return false;
  const lots = stale.map((l) => `lot ${l.number} of item ${l.item_id} (expires ${l.expires_on})`).join(', ');
  recordEvent(ctx, order, 'not_shipped', `Not shipped: ${lots} may no longer ship (inside the item's expiration_period); allocated again`, via);
  await reallocate(ctx, order, 'lot_expired', via);
  return true;
}

/** The package's label, kept by the documents area (extensions.ts): checked before anything of the shipment is written. */
function labelKeeper() {
  const keeper = orderExtensions().label;
  if (!keeper) throw new Error('nothing keeps shipping labels: the documents area was not handed to orders (src/domain/loaders.ts)');
  return keeper;
}

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/**
 * The sandbox's carrier: a tracking number and link, a cost by units shipped, a label, and a serial
 * number scanned for each unit of a line that requests them.
 */
export async function simulatedShipment(ctx: RequestContext, order: Order): Promise<Shipment> {
  const lines = await linesOf(ctx, order.id);
  const method = order.shipping_method_id ? await ctx.loaders.shippingMethodById.load(order.shipping_method_id) : null;
  const carrier = (method?.carrier ?? 'carrier').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const tracking = `FK${digits(16)}`;
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const serials = new Map<number, string[]>();
  for (const line of lines) {
    if (line.request_serial_number) serials.set(line.id, Array.from({ length: line.quantity }, (_, i) => `SN-${order.id}-${line.id}-${i + 1}-${digits(6)}`));
  }
  return {
    tracking,
    tracking_link: `https://tracking.sandbox.forklift.dev/${carrier}/${tracking}`,
    ship_actual_cost: Math.round((4.25 + 0.75 * units) * 100) / 100,
    ship_actual_currency: 'USD',
    serials,
    label: { url: `https://labels.sandbox.forklift.dev/${carrier}/${tracking}.pdf`, provider: 'sandbox' },
  };
}
