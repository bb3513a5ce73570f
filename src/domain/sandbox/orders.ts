import type { RequestContext } from '../context';
import { badInput } from '../../shared/errors';
import { owningCustomer } from '../customers/service';
import type { Order } from '../orders/entities';
import { createOrder } from '../orders/service';
import { transition } from '../orders/transitions';
import { requireSandbox } from './guard';
import { recentOrderableItems } from './store';

const DEMO_LINES = 2;

/** A demo order of the caller's most recent orderable items, to a demo address. */
export async function simulateOrderCreate(ctx: RequestContext): Promise<Order> {
  requireSandbox(ctx);
  const customerId = await owningCustomer(ctx, null);
  const items = await recentOrderableItems(ctx, customerId, DEMO_LINES);
  if (!items.length) throw badInput('items', 'the customer has no items to order: create an item first');
  const stamp = Date.now().toString(36).toUpperCase();
  return createOrder(ctx, {
    customer_id: customerId,
    order_orig: `DEMO-${stamp}`,
    email: 'jane.doe@example.com',
    shipping_name: 'Jane Doe',
    first_name: 'Jane',
    last_name: 'Doe',
    shipping_address_1: '123 Main Street',
    shipping_city: 'Columbus',
    shipping_state: 'OH',
    shipping_zip: '43215',
    shipping_country: 'United States',
    shipping_country_iso2: 'US',
    order_type: 'direct_to_consumer',
    order_items: items.map((item) => ({ item_id: item.id, quantity: 1 })),
  });
}

/** The states the sandbox can move an order to (the spec's `status` values; none means Processing). */
export const SIMULATED_ORDER_STATUSES = { batched: 'simulate_batched', packed: 'simulate_packed', shipped: 'simulate_shipped' } as const;

export async function simulateOrderProcessing(ctx: RequestContext, orderId: number, status?: keyof typeof SIMULATED_ORDER_STATUSES | null): Promise<Order> {
  requireSandbox(ctx);
  return transition(ctx, orderId, status ? SIMULATED_ORDER_STATUSES[status] : 'simulate_processing', 'sandbox');
}
