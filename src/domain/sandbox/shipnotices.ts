import type { RequestContext } from '../context';
import { badInput } from '../../shared/errors';
import { owningCustomer } from '../customers/service';
import type { Shipnotice } from '../shipnotices/entities';
import { receiveShipnotice } from '../shipnotices/receiving';
import { createShipnotice, getShipnotice, shipnoticeLines, type ShipnoticeItemInput } from '../shipnotices/service';
import { requireSandbox } from './guard';
import { recentStockableItems } from './store';

const DEMO_LINES = 3;

/**
 * A demo ship notice: a copy of an existing notice's lines, or the caller's most recent stockable
 * items with round quantities (lot-controlled ones with a lot a year from expiry).
 */
export async function simulateShipnoticeCreate(ctx: RequestContext, shipnoticeId?: number | null): Promise<Shipnotice> {
  requireSandbox(ctx);
  let lines: ShipnoticeItemInput[];
  let customerId: number;
  if (shipnoticeId != null) {
    const source = await getShipnotice(ctx, shipnoticeId);
    customerId = source.customer_id;
    const sourceLines = await shipnoticeLines(ctx, source);
    lines = sourceLines.map((l) => ({ item_id: l.item_id, quantity: l.quantity, purchase_order_number: l.purchase_order_number }));
  } else {
    customerId = await owningCustomer(ctx, null);
    const items = await recentStockableItems(ctx, customerId, DEMO_LINES);
    if (!items.length) throw badInput('items', 'the customer has no items to announce: create an item first');
    const expires = new Date(Date.now() + 365 * 86_400_000);
    lines = items.map((item, i) => ({
      item_id: item.id,
      quantity: 10 * (i + 1) + 10,
      purchase_order_number: `DEMO-PO-${Date.now().toString(36).toUpperCase()}`,
      ...(item.lot_control ? { lot_attributes: { number: `DEMO-${item.id}-${Date.now().toString(36).toUpperCase()}`, expires_on: expires } } : {}),
    }));
  }
  return createShipnotice(ctx, {
    customer_id: customerId,
    sender: 'Demo Supplier Co.',
    eta: new Date(Date.now() + 3 * 86_400_000),
    reference: 'Simulated ship notice',
    shipnotice_items: lines,
  });
}

export interface SimulateReceiving {
  finalize?: boolean | null;
  randomize_receiving?: boolean | null;
}

/** The warehouse receives the notice: everything arrives (or, randomized, some damaged or missing). */
export function simulateShipnoticeProcessing(ctx: RequestContext, id: number, options: SimulateReceiving): Promise<Shipnotice> {
  requireSandbox(ctx);
  return receiveShipnotice(ctx, id, { finalize: options.finalize ?? true, received_by: 'Sandbox simulation' }, {
    randomize: options.randomize_receiving ?? false,
    generateLots: true,
  });
}
