import type { RequestContext } from '../context';
import { type Order, OrderEvent } from './entities';
import { addHistory } from './store/orders';

/** The outbox event a history entry announces (creation, status changes and shipments are announced where they happen, with details). */
const ANNOUNCED = { updated: 'order.updated', items_changed: 'order.updated' } as const;

/** How a change reached the order: a caller's request, the sandbox's simulation, or the service itself. */
export type SavedVia = 'api' | 'sandbox' | 'system';

/** Appends an entry to the order's history (flushed with the rest of the mutation) and announces it. */
export function recordEvent(ctx: RequestContext, order: Order, event_type: string, description: string, via: SavedVia = 'api'): void {
  const kind = ANNOUNCED[event_type as keyof typeof ANNOUNCED];
  if (kind) ctx.events.emit(kind, order);
  addHistory(ctx, historyEntry(ctx, order, event_type, description, via));
}

/** An entry of the order's history, not yet written. */
export function historyEntry(ctx: RequestContext, order: Order, event_type: string, description: string, via: SavedVia = 'api'): OrderEvent {
  return Object.assign(new OrderEvent(), {
    order_id: order.id,
    customer_id: order.customer_id,
    date: new Date(),
    event_type,
    description,
    saved_by: via === 'system' ? 'Forklift' : `API client ${ctx.caller.apiClientId}`,
    saved_via: via,
    saved_by_id: via === 'system' ? null : ctx.caller.apiClientId,
  });
}
