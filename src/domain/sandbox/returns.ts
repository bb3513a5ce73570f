import type { RequestContext } from '../context';
import { badInput } from '../../shared/errors';
import { owningCustomer } from '../customers/service';
import type { ConsumerReturn } from '../returns/entities';
import { receiveConsumerReturn } from '../returns/receiving';
import { consumerReturnLines, createConsumerReturn, getConsumerReturn, type ReturnItemInput } from '../returns/service';
import { requireSandbox } from './guard';
import { firstOrderLines, lastShippedOrder, recentReturnableItems } from './store';

const DEMO_LINES = 2;

/**
 * A demo consumer return: a copy of an existing return's lines (against the same order), or one
 * unit of each line of the caller's most recently shipped order, or (with no shipped order) one
 * unit of the caller's most recent returnable items. The return rules apply as to any return.
 */
export async function simulateConsumerReturnCreate(ctx: RequestContext, consumerReturnId?: number | null): Promise<ConsumerReturn> {
  requireSandbox(ctx);
  let customerId: number;
  let orderId: number | null = null;
  let lines: ReturnItemInput[];
  if (consumerReturnId != null) {
    const source = await getConsumerReturn(ctx, consumerReturnId);
    customerId = source.customer_id;
    orderId = source.order_id;
    const sourceLines = await consumerReturnLines(ctx, source);
    lines = sourceLines.map((l) => ({ item_id: l.item_id, quantity: l.quantity, reason: l.reason, description: l.description, return_action: l.return_action }));
  } else {
    customerId = await owningCustomer(ctx, null);
    const order = await lastShippedOrder(ctx, customerId);
    if (order) {
      orderId = order.id;
      const sold = await firstOrderLines(ctx, order.id, DEMO_LINES);
      lines = sold.map((l) => ({ item_id: l.item_id, order_item_id: l.id, quantity: 1, reason: 'did_not_fit', description: 'Did not fit' }));
    } else {
      const items = await recentReturnableItems(ctx, customerId, DEMO_LINES);
      if (!items.length) throw badInput('items', 'the customer has no returnable items: create an item (and ship an order) first');
      lines = items.map((item) => ({ item_id: item.id, quantity: 1, reason: 'no_longer_needed', description: 'No longer needed' }));
    }
  }
  return createConsumerReturn(ctx, {
    customer_id: customerId,
    order_id: orderId,
    sender: 'Jane Doe',
    carrier: 'Demo Carrier',
    tracking: `RET${Date.now().toString(36).toUpperCase()}`,
    eta: new Date(Date.now() + 3 * 86_400_000),
    requires_label: true,
    reference: 'Simulated consumer return',
    return_items: lines,
  });
}

/** The warehouse receives the return: every line comes back in good condition and, unless finalize is false, the return is completed. */
export function simulateConsumerReturnProcessing(ctx: RequestContext, id: number, finalize?: boolean | null): Promise<ConsumerReturn> {
  requireSandbox(ctx);
  return receiveConsumerReturn(ctx, id, { finalize: finalize ?? true, received_by: 'Sandbox simulation' });
}
