import type { EventKindName } from './catalog';

export interface PendingEvent {
  kind: EventKindName;
  customer_id: number;
  shop_id: number | null;
  resource_id: number;
  details: Record<string, unknown> | null;
}

/** Kinds that describe a resource's state, not a step: several in one transaction are one event. */
const STATE_KINDS = new Set<string>(['order.updated', 'item.updated', 'item.inventory_changed']);

/** The events a mutation has announced, written with it at the end of its transaction. */
export class EventBuffer {
  readonly pending: PendingEvent[] = [];
  /**
   * The resources the outbox rendered for these events, keyed `type:id` (events/outbox.ts), as
   * their V2 GET shows them at commit: a mutation answering with one of them answers from it
   * (graphql/schema.ts), so a write renders its resource once.
   */
  readonly rendered = new Map<string, unknown>();
  /**
   * The resource type the mutation answers with (graphql/schema.ts guardWrite), whose payloads the
   * outbox hands back into `rendered`; null (a bulk chunk, a sweep): none is wanted, and the
   * payloads PostgreSQL writes stay in the database.
   */
  answers: string | null = null;
  private readonly byState = new Map<string, PendingEvent>();

  emit(kind: EventKindName, resource: { id: number; customer_id: number; shop_id?: number | null }, details: Record<string, unknown> | null = null): void {
    const key = `${kind}:${resource.id}`;
    const earlier = STATE_KINDS.has(kind) ? this.byState.get(key) : undefined;
    if (earlier) {
      // One event for the transaction: the latest values, measured from where it started (previous_*).
      earlier.details = details && { ...details, ...Object.fromEntries(Object.entries(earlier.details ?? {}).filter(([k]) => k.startsWith('previous_'))) };
      return;
    }
    const event = { kind, customer_id: resource.customer_id, shop_id: resource.shop_id ?? null, resource_id: resource.id, details };
    this.pending.push(event);
    if (STATE_KINDS.has(kind)) this.byState.set(key, event);
  }
}
