import type { RequestContext } from '../../context';
import { Order, OrderEvent } from './entities';
import { orderStatusName } from './statuses';

/** How a change reached the order: a caller's request, the sandbox's simulation, or the service itself. */
export type SavedVia = 'api' | 'sandbox' | 'system';

/** Appends an entry to the order's history (flushed with the rest of the mutation). */
export function recordEvent(ctx: RequestContext, order: Order, event_type: string, description: string, via: SavedVia = 'api'): void {
  ctx.em.persist(
    Object.assign(new OrderEvent(), {
      order_id: order.id,
      customer_id: order.customer_id,
      date: new Date(),
      event_type,
      description,
      saved_by: via === 'system' ? 'Forklift' : `API client ${ctx.caller.apiClientId}`,
      saved_via: via,
      saved_by_id: via === 'system' ? null : ctx.caller.apiClientId,
    }),
  );
}

/** Every status change goes through here: previous_status keeps the old code and the history says why. */
export function setStatus(ctx: RequestContext, order: Order, status: number, reason: string, via: SavedVia = 'api'): void {
  if (order.status === status) return;
  const from = order.status;
  order.previous_status = from;
  order.status = status;
  recordEvent(ctx, order, 'status_changed', `${orderStatusName(from)} (${from}) → ${orderStatusName(status)} (${status}): ${reason}`, via);
}
