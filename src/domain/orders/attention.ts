import type { RequestContext } from '../context';
import type { Order } from './entities';
import { FIELDS_UPDATEABLE } from './statuses';
import { orderView } from './views';

/**
 * Why the order is held at the warehouse door (its address is not verified and staff did not skip
 * verification: transitions.ts requireVerifiedAddress), or null when nothing holds it. An order that
 * shipped, closed or was only recorded (Shipped Externally) is held by nothing. Read it before a
 * change for announceHold to compare with.
 */
export const holdReason = (order: Order): string | null =>
  order.address_verified || order.skip_address_verification || !FIELDS_UPDATEABLE.includes(order.status) ? null : orderView.addressMessage(order);

/**
 * order.attention: an order was created held, or a change left it held for a reason it was not held
 * for before (newly held, or held for something else). Held orders keep saying Processing, so this
 * is how a merchant hears that one waits for them; the reason is in the details.
 */
export function announceHold(ctx: RequestContext, order: Order, before: string | null = null): void {
  const reason = holdReason(order);
  if (reason && reason !== before) ctx.events.emit('order.attention', order, { reason: 'address_unverified', address_message: reason });
}
