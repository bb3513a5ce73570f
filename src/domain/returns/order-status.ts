import type { RequestContext } from '../context';
import { type LockedOrder, lockOrder, moveOrder } from '../orders/machine';
import { PENDING_RETURN, RETURN_VERIFIED, SHIPPED } from '../orders/statuses';
import type { ConsumerReturn } from './entities';
import { returnsOfOrder } from './store';

/**
 * An order's return statuses follow its returns: Pending Return (75) while any return of it is on
 * its way or being received, Return Verified (77) once every one has been received. Each is a move
 * of the order state machine, on the order's locked row.
 */

/** A return against the order (locked when the return was checked against it) was announced. */
export function returnOpened(ctx: RequestContext, order: LockedOrder, opened: ConsumerReturn): void {
  moveOrder(ctx, order, 'return_opened', PENDING_RETURN, `consumer return ${opened.id} announced`);
}

/** What the order's returns say its status is: null when it has none left. */
async function returnStatus(ctx: RequestContext, orderId: number): Promise<number | null> {
  const row = await returnsOfOrder(ctx, orderId);
  if (row.open) return PENDING_RETURN;
  return row.done ? RETURN_VERIFIED : null;
}

/** A return of the order was received and finalized: Return Verified once none is left open. */
export async function returnReceived(ctx: RequestContext, orderId: number, received: ConsumerReturn): Promise<void> {
  const order = await lockOrder(ctx, orderId);
  const status = await returnStatus(ctx, orderId);
  if (status === RETURN_VERIFIED) moveOrder(ctx, order, 'return_received', RETURN_VERIFIED, `consumer return ${received.id} received`);
}

/**
 * A return of the order was withdrawn: the order keeps Pending Return while another is open, is
 * Return Verified if all others arrived, and otherwise goes back to the status it had before its
 * returns (its previous status, or Shipped).
 */
export async function returnWithdrawn(ctx: RequestContext, orderId: number): Promise<void> {
  const order = await lockOrder(ctx, orderId);
  if (order.status !== PENDING_RETURN) return;
  const status = await returnStatus(ctx, orderId);
  const before = order.previous_status != null && ![PENDING_RETURN, RETURN_VERIFIED].includes(order.previous_status) ? order.previous_status : SHIPPED;
  moveOrder(ctx, order, 'return_withdrawn', status ?? before, 'consumer return withdrawn');
}
