/**
 * Where an event stands in the outbox: the transaction that wrote it, then its id (events/position.ts
 * says how readers use it). Streams deliver events in this order.
 */
export interface EventPosition {
  tx_id: number;
  id: number;
}

/** An outbox row as readers see it, with its position. */
export interface StoredEvent extends EventPosition {
  kind: string;
  customer_id: number;
  shop_id: number | null;
  resource_type: string;
  resource_id: number;
  payload: unknown;
  details: Record<string, unknown> | null;
  created_at: Date;
}

/**
 * This instance's live feed of committed events, as a context carries it for the event streams
 * (events/hub.ts is the one implementation): declared here so the context knows its shape without
 * knowing the runtime that tails the outbox.
 */
export interface EventFeed {
  /** The position of the last event handed to listeners (or passed over, with none listening). */
  readonly position: EventPosition;
  /** Where a live subscriber whose listener is added starts: after every event this instance's commits wrote. */
  livePosition(): Promise<EventPosition>;
  /** Adds a listener; returns its removal. */
  listen(fn: (event: StoredEvent) => void): () => void;
  /** A transaction that wrote events has committed through this instance: read them, and wake the other instances. */
  announce(): void;
}
